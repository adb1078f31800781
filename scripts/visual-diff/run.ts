// A run of `make visual-diff` (decision 041): both builds made and served, every route in every
// language at each width in each engine shot in both, compared pair by pair as the shots come,
// and the report written: reports/visual-diff/index.html, with summary.json beside it.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PNG } from 'pngjs';
import { covers, page } from '../../tests/scope.ts';
import { addWorktree, buildIn, checkoutLabel, commitOf, type Served, serve, type Worktree } from './builds.ts';
import { type ChangeStamp, refreshChangeReport, VISUAL_FOLDER } from './change-part.ts';
import { compareImages, readPng, sameBytes, writePng } from './compare.ts';
import { type Options, WIDTHS } from './options.ts';
import { changed, formatDuration, formatPercent, renderReport, type ShotResult, summarise } from './report.ts';
import {
  addressOf,
  type PageToShoot,
  pagesToShoot,
  readSiteTable,
  readSpecTable,
  routesToShoot,
  type SiteTable,
} from './routes.ts';
import { openShooter, type Shooter, type Shot } from './shooters.ts';

/** What to undo if the run is stopped: the worktree, the servers. Run by `cleanUp` (also on SIGINT). */
const cleanups: (() => void)[] = [];

export function cleanUp(): void {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
}

/** A route as a file name: `/newsdetail` → `newsdetail`. */
export function slugOf(route: string): string {
  return route.replace(/^\/+/, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'root';
}

/** The size a PNG file's header gives (its IHDR chunk), without decoding it. */
export function pngSize(file: Uint8Array): { width: number; height: number } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A white picture of one pixel: what stands for a shot the browser could not take. */
function blank(): Buffer {
  const image = new PNG({ width: 1, height: 1 });
  image.data.fill(255);
  return writePng(image);
}

export interface RunResult {
  readonly reportFile: string;
  readonly summary: ReturnType<typeof summarise>;
  /** What reports/change.{md,html} shows of this run, when it writes the folder the change report reads and there is one. */
  readonly changeReport?: ReturnType<typeof refreshChangeReport>;
}

/**
 * A CHANGED= run (scripts/visual-diff/changed.ts): the pages the change touches, those it meant to
 * touch, and the ref's build kept by the change analysis, with its manifest beside it.
 */
export interface ChangeRun {
  readonly stamp: ChangeStamp;
  /** The pages the change touches (`page:/city@en-US`, `page:*@zh-CN`). */
  readonly pages: readonly string[];
  /** Those it meant to touch (impact.expected): any other that changes on screen is unexpected. */
  readonly expected: readonly string[];
  /** The ref's build: its dist/ and, beside it, its spec/ (harness/change/base-build.ts); none when the change touches no page. */
  readonly baseDir?: string;
}

/** Whether the change meant to touch `route` in `locale`. */
export function meantBy(expected: readonly string[], route: string, locale: string): boolean {
  return expected.some((input) => covers(input, page(route, locale)));
}

/** The whole run, for the checkout at `repo`; with `change`, of the pages a change touches against its ref's build. */
export async function run(options: Options, repo: string, change?: ChangeRun): Promise<RunResult> {
  const started = new Date();
  const t0 = performance.now();
  rmSync(options.out, { recursive: true, force: true });
  mkdirSync(options.out, { recursive: true });
  // The change report must not link what was just removed.
  const reports = join(repo, 'reports');
  const feedsChangeReport = options.out === join(reports, VISUAL_FOLDER);
  if (feedsChangeReport) refreshChangeReport(reports);

  if (!options.siteBuilt && !change) await buildIn(repo, 'this checkout');
  if (!existsSync(join(repo, 'dist/index.html')) && (!change || change.pages.length > 0))
    throw new Error(`${repo}/dist/index.html is missing: build the site first`);
  const afterTable = await readSiteTable(repo);
  const afterLabel = checkoutLabel(repo);

  let beforeTable: SiteTable;
  let beforeLabel: string;
  let beforeDir: string | undefined;
  let againstDist = options.againstDist;
  if (change) {
    againstDist = change.baseDir ? join(change.baseDir, 'dist') : undefined;
    beforeTable = change.baseDir ? readSpecTable(change.baseDir) : afterTable;
    beforeLabel = `CHANGED=${change.stamp.ref} (${change.stamp.commit.slice(0, 7)})`;
  } else if (options.againstDist) {
    if (!existsSync(join(options.againstDist, 'index.html')))
      throw new Error(`AGAINST_DIST=${options.againstDist}: no index.html there (a built site, a dist/ folder)`);
    beforeTable = afterTable;
    beforeLabel = `AGAINST_DIST ${relative(repo, options.againstDist) || options.againstDist}`;
  } else {
    const commit = commitOf(repo, options.against);
    beforeLabel = `${options.against} (${commit.slice(0, 7)})`;
    const worktree: Worktree = addWorktree(repo, commit);
    cleanups.push(() => worktree.remove());
    await buildIn(worktree.dir, `AGAINST=${beforeLabel}`);
    beforeDir = worktree.dir;
    beforeTable = await readSiteTable(worktree.dir);
  }

  const { pages, scope } = whatToShoot(options, afterTable, beforeTable, change);
  const locales = [...new Set(pages.map((item) => item.locale))];
  const routeCount = new Set(pages.map((item) => item.route)).size;

  const servers: Served[] = [];
  cleanups.push(() => {
    for (const server of servers) server.stop();
  });
  const total = options.engines.length * options.widths.length * pages.length;
  const serveBoth = async () => {
    const after = await serve(repo);
    servers.push(after);
    const before = againstDist ? await serve(repo, againstDist) : await serve(beforeDir ?? repo);
    servers.push(before);
    console.log(`\n${beforeLabel} at ${before.origin}, ${afterLabel} at ${after.origin}`);
    return { after, before };
  };
  // Nothing to shoot (a change that touches no page): no server, no browser.
  const served = total > 0 ? await serveBoth() : undefined;
  console.log(
    `${total} ${total === 1 ? 'pair' : 'pairs'}: ${scope} (${pages.length} ${pages.length === 1 ? 'page' : 'pages'}) × ${options.widths.join(', ')} × ${options.engines.join(', ')}\n`,
  );
  const results: ShotResult[] = [];
  const engines: { engine: string; browser: string }[] = [];
  /** The width each engine shot each width name at (WebKit's phone is wider). */
  const widthsSeen = new Map<string, Set<string>>();
  const shootStarted = performance.now();

  for (const engine of options.engines) {
    if (!served) break;
    const shooter: Shooter = await openShooter(engine);
    engines.push({ engine, browser: shooter.browser });
    try {
      for (const width of options.widths) {
        const pixels = await shooter.openWidth(width);
        widthsSeen.set(width, (widthsSeen.get(width) ?? new Set()).add(`${pixels}:${engine}`));
        for (const { route, locale, onlyIn } of pages) {
          const pairStarted = performance.now();
          const take = async (server: Served, table: SiteTable): Promise<Shot> => {
            try {
              return await shooter.shoot(server, addressOf(route), locale, table.storageKey);
            } catch (error) {
              return { png: blank(), problem: `the browser could not take the shot: ${(error as Error).message}` };
            }
          };
          const beforeShot = await take(served.before, beforeTable);
          const afterShot = await take(served.after, afterTable);
          const base = `${engine}/${width}`;
          const name = `${slugOf(route)}.${locale}.png`;
          const files = {
            before: `shots/${base}/against/${name}`,
            after: `shots/${base}/checkout/${name}`,
            diff: `diffs/${base}/${name}`,
          };
          write(options.out, files.before, beforeShot.png);
          write(options.out, files.after, afterShot.png);
          const problems = [
            ...(beforeShot.problem ? [`${beforeLabel}: ${beforeShot.problem}`] : []),
            ...(afterShot.problem ? [`${afterLabel}: ${afterShot.problem}`] : []),
          ];
          const common = {
            engine,
            width,
            pixels,
            route,
            locale,
            before: files.before,
            after: files.after,
            beforeSize: pngSize(beforeShot.png),
            afterSize: pngSize(afterShot.png),
            problems,
            ...(onlyIn ? { onlyIn } : {}),
            ...(change ? { meant: meantBy(change.expected, route, locale) } : {}),
          };
          let result: ShotResult;
          if (sameBytes(beforeShot.png, afterShot.png)) {
            result = { ...common, changedPixels: 0, identical: true, percent: 0, regions: [] };
          } else {
            const comparison = compareImages(readPng(beforeShot.png), readPng(afterShot.png));
            if (comparison.diff) write(options.out, files.diff, writePng(comparison.diff));
            result = {
              ...common,
              changedPixels: comparison.changedPixels,
              identical: comparison.identical,
              percent: comparison.percent,
              regions: comparison.regions,
              ...(comparison.diff ? { diff: files.diff } : {}),
            };
          }
          results.push(result);
          progress(results.length, total, result, (performance.now() - pairStarted) / 1000, shootStarted);
        }
      }
    } finally {
      await shooter.close();
    }
  }

  const summary = summarise(results);
  const info = {
    beforeLabel,
    afterLabel,
    engines,
    widths: options.widths.map((name) => {
      const other = [...(widthsSeen.get(name) ?? [])]
        .map((entry) => entry.split(':'))
        .filter(([pixels]) => Number(pixels) !== WIDTHS[name].width)
        .map(([pixels, engine]) => `${engine}: ${pixels} px, its narrowest window`);
      return { name, pixels: WIDTHS[name].width, ...(other.length > 0 ? { note: other.join('; ') } : {}) };
    }),
    locales,
    routes: routeCount,
    scope,
    ...(change ? { changedRef: change.stamp.ref } : {}),
    started: started.toISOString(),
    seconds: (performance.now() - t0) / 1000,
  };
  const reportFile = join(options.out, 'index.html');
  writeFileSync(reportFile, renderReport(summary, info));
  writeFileSync(
    join(options.out, 'summary.json'),
    `${JSON.stringify(
      {
        ...info,
        ...(change ? { change: change.stamp, touched: change.pages, expected: change.expected } : {}),
        ...summary,
        sorted: undefined,
        results: summary.sorted,
      },
      null,
      2,
    )}\n`,
  );
  cleanUp();
  return { reportFile, summary, ...(feedsChangeReport ? { changeReport: refreshChangeReport(reports) } : {}) };
}

/**
 * The pages a run shoots, and the words for them: exactly the pages a change touches (CHANGED=) or
 * a list names (PAGES=), else every route of ROUTES (all by default) in every language of LOCALES.
 */
export function whatToShoot(
  options: Pick<Options, 'routes' | 'locales' | 'pages'>,
  afterTable: Pick<SiteTable, 'routes' | 'locales'>,
  beforeTable: Pick<SiteTable, 'routes' | 'locales'>,
  change?: Pick<ChangeRun, 'pages' | 'stamp'>,
): { pages: PageToShoot[]; scope: string } {
  const names = (pages: readonly PageToShoot[]) => {
    const shown = pages.slice(0, 8).map((item) => `${item.route} in ${item.locale}`);
    return `${shown.join(', ')}${pages.length > 8 ? ` and ${pages.length - 8} more` : ''}`;
  };
  if (change) {
    const pages = pagesToShoot(
      change.pages.map((input) => {
        const [, route = '', locale = ''] = /^page:(.*)@([^@]*)$/.exec(input) ?? [];
        return { route, locale };
      }),
      afterTable,
      beforeTable,
    );
    return {
      pages,
      scope:
        pages.length === 0
          ? `No page: CHANGED=${change.stamp.ref} touches none`
          : `The pages CHANGED=${change.stamp.ref} touches: ${names(pages)}`,
    };
  }
  if (options.pages) {
    const pages = pagesToShoot(options.pages, afterTable, beforeTable);
    return { pages, scope: `The pages of PAGES=: ${names(pages)}` };
  }
  const routes = routesToShoot(afterTable.routes, beforeTable.routes, options.routes);
  const allLocales = [...afterTable.locales, ...beforeTable.locales.filter((l) => !afterTable.locales.includes(l))];
  const unknownLocales = options.locales?.filter((locale) => !allLocales.includes(locale)) ?? [];
  if (unknownLocales.length > 0)
    throw new Error(`LOCALES: ${unknownLocales.join(', ')} is no language of the site (${allLocales.join(', ')})`);
  const locales = allLocales.filter((locale) => !options.locales || options.locales.includes(locale));
  const pages = routes.flatMap(({ route, onlyIn }) =>
    locales.map((locale) => ({ route, locale, ...(onlyIn ? { onlyIn } : {}) })),
  );
  return {
    pages,
    scope: `${options.routes ? `${routes.length === 1 ? 'The route' : 'The routes'} ${routes.map(({ route }) => route).join(', ')}` : `Every route of the site's route table (${routes.length})`} in ${locales.join(' and ')}`,
  };
}

function write(out: string, file: string, data: Uint8Array): void {
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

function progress(done: number, total: number, result: ShotResult, seconds: number, since: number): void {
  const width = String(total).length;
  const elapsed = (performance.now() - since) / 1000;
  const left = done < total ? `, about ${formatDuration((elapsed / done) * (total - done))} left` : '';
  const what = result.problems.length > 0 ? `did not settle (${result.problems.join('; ')})` : '';
  const change = changed(result)
    ? `${formatPercent(result.percent)} (${result.changedPixels.toLocaleString('en-US')} px, ${result.regions.length} regions)`
    : 'unchanged';
  console.log(
    `[${String(done).padStart(width)}/${total}] ${result.engine} ${result.width} ${result.route} ${result.locale}: ${change}${what ? ` ${what}` : ''}  ${seconds.toFixed(1)} s${left}`,
  );
}
