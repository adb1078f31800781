// `make visual-diff` end to end (decision 041), on a tiny scope: the script itself, in a scratch
// copy of the project, builds the copy's site as `make start` does, serves it and the build it is
// compared with by `vite preview`, shoots /home in every language of the manifest (the
// specification's two and any added since) at the desktop width in Chromium, compares and writes
// its report. The same build twice changes no pixel; the same build with one rule added to its
// style sheet changes the page, and the report shows where. Then `CHANGED=HEAD` on one edited
// English sentence of /city (the copy is a git repository): that one page is shot, meant by the
// change, and the change report of make test CHANGED= gets its visual part, which a later state
// of the working tree no longer shows (decision 049).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planChange } from '../../harness/change/plan.ts';
import { writeChangeReport } from '../../harness/change/report.ts';
import { SHOOTERS_SUPPORT } from '../../harness/change/vitest-reads.ts';
import type { ChangeStamp } from '../../scripts/visual-diff/change-part.ts';
import type { Summary } from '../../scripts/visual-diff/report.ts';
import { languagesOf } from './new-language.ts';
import { ROOT } from './project-fs.ts';
import { copyBuildable, editChallengeTitle, removeCopies } from './scratch.ts';

/** What the run wrote beside its report (summary.json). */
type Written = Omit<Summary, 'sorted'> & { results: Summary['sorted']; change?: ChangeStamp; touched?: string[] };

describe('make visual-diff on /home, desktop, Chromium', () => {
  let dir = '';
  let cache = '';
  const previousCache = process.env.CHANGE_CACHE;
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  /** The copy's languages: a page is a route in a language, so /home is as many pages. */
  let languages: string[] = [];
  // A copy of what the build reads: seconds on a busy machine, more than vitest's 10 s for a hook.
  beforeAll(() => {
    // What the shooters import of the suites (the engines, the WebKit driver and what it imports),
    // and the change analysis, for CHANGED=HEAD.
    dir = copyBuildable('visual-diff-run-', [
      ...SHOOTERS_SUPPORT.map((path) => path.replace(/\/$/, '')),
      'harness',
      '.gitignore',
    ]);
    // The copy as a repository, committed as it is built below: its HEAD is what dist/ is a build of.
    git('init', '--quiet');
    // dist-changed/ is the second test's.
    writeFileSync(join(dir, '.git/info/exclude'), 'dist-changed/\n');
    git('add', '-A');
    git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'base');
    cache = mkdtempSync(join(tmpdir(), 'visual-diff-change-cache-'));
    process.env.CHANGE_CACHE = cache;
    languages = languagesOf(dir);
  }, 60_000);
  afterAll(() => {
    if (previousCache === undefined) delete process.env.CHANGE_CACHE;
    else process.env.CHANGE_CACHE = previousCache;
    removeCopies();
    rmSync(cache, { recursive: true, force: true });
  });

  /** Builds the copy as make test does; resolves to whether it built. */
  const buildCopy = (): Promise<boolean> =>
    new Promise((resolve) => {
      const child = spawn(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['--eval', "import('./scripts/run-steps.ts').then((steps) => steps.buildSite('visual-diff-run test'))"],
        { cwd: dir, stdio: 'ignore' },
      );
      child.on('exit', (code) => resolve(code === 0));
    });

  /** Runs the script in the copy with `env` on the tiny scope; its exit code, its output and what it wrote. */
  function visualDiff(env: Record<string, string>) {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/visual-diff.ts'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 480_000,
      env: {
        ...process.env,
        ROUTES: '/home',
        ENGINES: 'chromium',
        WIDTHS: 'desktop',
        LOCALES: '',
        AGAINST: '',
        VISUAL_DIFF_DIR: '',
        SITE_BUILT: '',
        PAGES: '',
        CHANGED: '',
        CHANGE_CACHE: cache,
        ...env,
      },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const report = join(dir, 'reports/visual-diff');
    const written = existsSync(join(report, 'summary.json'))
      ? (JSON.parse(readFileSync(join(report, 'summary.json'), 'utf8')) as Written)
      : undefined;
    const page = existsSync(join(report, 'index.html')) ? readFileSync(join(report, 'index.html'), 'utf8') : '';
    return { status: run.status, output, written, page, report };
  }

  test('the same build twice: no pixel changed', { timeout: 600_000 }, () => {
    // Builds the copy (generate, vite build, prerender, compress), then compares its dist/ with itself.
    const run = visualDiff({ AGAINST_DIST: 'dist' });
    expect(run.status, run.output).toBe(0);
    const pages = languages.length;
    expect(run.output).toContain(`visual-diff: 0 of ${pages} pages changed (0 of ${pages} screenshots;`);
    expect(run.written).toMatchObject({ shots: pages, changedShots: 0, pages, changedPages: 0, problemShots: 0 });
    expect(run.written?.results).toHaveLength(pages);
    for (const result of run.written?.results ?? []) {
      expect(result).toMatchObject({ engine: 'chromium', width: 'desktop', pixels: 1280, route: '/home' });
      expect(result.changedPixels).toBe(0);
      // The page is all there: its lower sections and the footer under them, far below the first screen.
      expect(result.afterSize.height).toBeGreaterThan(1500);
      expect(existsSync(join(run.report, result.after))).toBe(true);
    }
    expect(run.page).toContain(`No page changed: ${pages} pages, ${pages} screenshots compared pair by pair`);
  });

  test('one rule added to the style sheet: every language changed, where the headings are', {
    timeout: 600_000,
  }, () => {
    const changed = join(dir, 'dist-changed');
    rmSync(changed, { recursive: true, force: true });
    cpSync(join(dir, 'dist'), changed, { recursive: true });
    const sheet = /<link rel="stylesheet"[^>]*href="\/(assets\/index-[\w-]+\.css)"/.exec(
      readFileSync(join(changed, 'index.html'), 'utf8'),
    )?.[1];
    expect(sheet).toBeDefined();
    writeFileSync(
      join(changed, `${sheet}`),
      `${readFileSync(join(changed, `${sheet}`), 'utf8')}\nh1 { color: rgb(200, 0, 0) !important; }\n`,
    );
    rmSync(join(changed, `${sheet}.gz`), { force: true });
    const run = visualDiff({ SITE_BUILT: '1', AGAINST_DIST: 'dist-changed' });
    expect(run.status, run.output).toBe(0);
    const pages = languages.length;
    expect(run.output).toContain(`visual-diff: ${pages} of ${pages} pages changed (${pages} of ${pages} screenshots;`);
    expect(run.written).toMatchObject({ shots: pages, changedShots: pages, changedPages: pages });
    expect(run.written?.results).toHaveLength(pages);
    for (const result of run.written?.results ?? []) {
      expect(result.changedPixels).toBeGreaterThan(0);
      // The main heading is in the first screen; nothing below it moved.
      expect(result.regions.length).toBeGreaterThan(0);
      for (const region of result.regions) expect(region.y + region.height).toBeLessThan(400);
      expect(result.diff && existsSync(join(run.report, result.diff))).toBe(true);
      expect(run.page).toContain(`src="${result.diff}"`);
    }
    expect(run.page).toContain(`${pages} of ${pages} pages changed (${pages} of ${pages} screenshots)`);
    expect(readdirSync(join(run.report, 'diffs/chromium/desktop')).sort()).toEqual(
      languages.map((locale) => `home.${locale}.png`).sort(),
    );
  });
  test('CHANGED=HEAD, one English sentence of /city: that page alone, meant; the change report shows it for that state only', {
    timeout: 900_000,
  }, async () => {
    // The build of HEAD that the change analysis keeps (harness/change/base-build.ts): the first
    // test's build of the copy as committed, put where the analysis looks, so that only the change is built.
    const tree = git('rev-parse', 'HEAD^{tree}').trim();
    const kept = join(cache, 'builds', tree);
    cpSync(join(dir, 'dist'), join(kept, 'dist'), { recursive: true, filter: (source) => !source.endsWith('.gz') });
    mkdirSync(join(kept, 'spec'));
    for (const name of ['routes.yaml', 'app.yaml']) cpSync(join(dir, 'spec', name), join(kept, 'spec', name));

    const pages = join(dir, 'spec/pages.yaml');
    // A challenge title of /city's page (smart-city), whatever it says today.
    editChallengeTitle(dir, 'smart-city');
    // make test CHANGED=HEAD: the plan (it builds the copy) and the change report, its visual part not made yet.
    const plan = await planChange(dir, 'HEAD', { engines: [] }, buildCopy);
    expect([...plan.impact.inputs.keys()].filter((input) => input.startsWith('page:'))).toEqual(['page:/city@en-US']);
    writeChangeReport(dir, plan);
    const before = readFileSync(join(dir, 'reports/change.md'), 'utf8');
    expect(before).toContain('Not made yet: `make visual-diff CHANGED=HEAD` shoots the pages the change touches');

    const run = visualDiff({ CHANGED: 'HEAD', SITE_BUILT: '1', ROUTES: '' });
    expect(run.status, run.output).toBe(0);
    expect(run.written).toMatchObject({ shots: 1, pages: 1, changedPages: 1, unexpectedPages: 0 });
    expect(run.written?.touched).toEqual(['page:/city@en-US']);
    expect(run.written?.change).toMatchObject({ ref: 'HEAD', commit: git('rev-parse', 'HEAD').trim() });
    const [shot] = run.written?.results ?? [];
    expect(shot).toMatchObject({ engine: 'chromium', width: 'desktop', route: '/city', locale: 'en-US', meant: true });
    expect(shot?.changedPixels).toBeGreaterThan(0);
    expect(run.output).toContain('added to the change report');
    const after = readFileSync(join(dir, 'reports/change.md'), 'utf8');
    expect(after).toContain(
      '1 of 1 page changed on screen (1 of 1 screenshot: chromium, desktop): [the visual diff](visual-diff/index.html).',
    );
    expect(after).toContain('| /city in en-US | 1 of 1 | yes |');
    expect(after).not.toContain('Not made yet');
    expect(readFileSync(join(dir, 'reports/change.html'), 'utf8')).toContain('<a href="visual-diff/index.html">');

    // The working tree edited since: the report of this state does not show the visual diff of the last.
    writeFileSync(pages, `${readFileSync(pages, 'utf8')}\n`);
    writeChangeReport(dir, plan);
    const later = readFileSync(join(dir, 'reports/change.md'), 'utf8');
    expect(later).toContain(
      'reports/visual-diff/ holds the visual diff of CHANGED=HEAD with the working tree as it was then: not shown here.',
    );
    expect(later).not.toContain('/city in en-US |');
  });
});
