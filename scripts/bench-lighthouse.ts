// Lighthouse 13 on the production build, served as `make start` serves it, with Debian's
// chromium: mobile (the default, simulated slow 4G and a mid-range phone) and desktop, several
// runs per page, medians of each category score. And, side by side in one session, the mobile
// largest contentful paint of the prerendered pages against the same pages with no script at all
// (decision 042).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath, freePort } from './browser-env.ts';
import { type Server, servePreview } from './serve.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseResult {
  readonly path: string;
  readonly formFactor: FormFactor;
  /** Each category's median score (0–100) over the runs. */
  readonly medians: Record<Category, number>;
  /** Every run's scores, in order. */
  readonly runs: Record<Category, number>[];
  /** Median largest contentful paint and total blocking time, in ms. */
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** Audits of the scored categories that did not pass in some run: `category/audit-id`. */
  readonly failing: string[];
  /** Runs Lighthouse could not complete and that were run again, with its reason. */
  readonly repeated: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Serves dist/ (or the build in `outDir`) with `vite preview` (security headers and mock API
 * included) until stopped, on a free port (PORT too, which the configuration reads).
 */
async function serve(root: string, outDir?: string): Promise<Server> {
  const port = await freePort();
  return servePreview({ checkout: root, outDir, port, env: { PORT: String(port) } });
}

/** How often one run is tried before the bench gives up on it. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run whose page loaded and every category was scored. A run that Lighthouse could
 * not complete (a runtime error such as a page that never painted, or a category left unscored) is
 * not a score of 0: it is said, with Lighthouse's reason (kept in `repeated`, and so in
 * reports/bench.json), and run again, at most ATTEMPTS times.
 */
async function completeRun(
  run: () => Promise<RunnerResult | undefined>,
  label: string,
  repeated: string[],
  categories: readonly Category[] = CATEGORIES,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    const unscored = categories.filter((category) => typeof result?.lhr.categories[category]?.score !== 'number');
    const error = result?.lhr.runtimeError;
    if (result && !error && unscored.length === 0) return result.lhr;
    const reason = error
      ? `${error.code}: ${error.message}`
      : result
        ? `no score for ${unscored.join(', ')}`
        : 'Lighthouse returned nothing';
    if (attempt === ATTEMPTS) throw new Error(`lighthouse ${label}: ${reason} (${ATTEMPTS} attempts)`);
    console.log(`lighthouse ${label}: ${reason}; run again`);
    repeated.push(`${label}: ${reason}`);
  }
}

/**
 * Runs Lighthouse `runs` times on each address (`/`, `/en-US/city/`, `/#/carddispenser`), mobile
 * and desktop; dist/ must be built.
 */
export async function measureLighthouse(
  root: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseResult[]> {
  const server = await serve(root);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const scores: Record<Category, number>[] = [];
        const lcp: number[] = [];
        const tbt: number[] = [];
        const failing = new Set<string>();
        const repeated: string[] = [];
        for (let run = 0; run < runs; run++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          };
          const { categories, audits } = await completeRun(
            () => lighthouse(`${server.url}${path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined),
            `${path} ${formFactor} run ${run + 1}`,
            repeated,
          );
          for (const category of CATEGORIES) {
            for (const ref of categories[category]?.auditRefs ?? []) {
              const score = audits[ref.id]?.score;
              if (ref.weight > 0 && score !== null && score !== undefined && score < 1)
                failing.add(`${category}/${ref.id}`);
            }
          }
          scores.push(
            Object.fromEntries(
              CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
            ) as Record<Category, number>,
          );
          lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
          tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN);
        }
        const medians = Object.fromEntries(
          CATEGORIES.map((category) => [category, median(scores.map((score) => score[category]))]),
        ) as Record<Category, number>;
        results.push({
          path,
          formFactor,
          medians,
          runs: scores,
          lcpMs: median(lcp),
          tbtMs: median(tbt),
          failing: [...failing].sort(),
          repeated,
        });
        console.log(
          `lighthouse ${path} ${formFactor}: ${CATEGORIES.map((category) => `${category} ${medians[category]}`).join(', ')} ` +
            `(runs: ${scores.map((score) => score.performance).join('/')}; LCP ${Math.round(median(lcp))} ms, TBT ${Math.round(median(tbt))} ms)` +
            (failing.size > 0 ? `\n  not passing: ${[...failing].sort().join(', ')}` : '') +
            (repeated.length > 0 ? `\n  run again: ${repeated.length} (${repeated.join('; ')})` : ''),
        );
      }
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  return results;
}

/** The executable scripts of a page: every <script> but data blocks (JSON-LD), whole. */
const EXECUTABLE_SCRIPT = /\s*<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/**
 * The page with no script at all: every <script> element taken out but JSON-LD, which is data and
 * never runs. The rest of the page (its markup, style sheets, head) is the same.
 */
export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '');
}

/** Every index.html under `dir`. */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A copy of dist/ in a folder of its own whose pages have no script (`withoutScripts`); their
 * gzip copies go, so no server can send the page with its scripts.
 */
function scriptlessCopy(dist: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'bench-no-script-')), 'dist');
  cpSync(dist, copy, { recursive: true });
  for (const page of pages(copy)) {
    writeFileSync(page, withoutScripts(readFileSync(page, 'utf8')));
    rmSync(`${page}.gz`, { force: true });
  }
  return copy;
}

/**
 * What Lighthouse clears before each run of the comparison: its defaults, and local storage.
 * Lighthouse 13 keeps local storage from one run to the next, and a static page taken over stores
 * its language (decision 029): after /zh-CN/city/, `/` would open for a Chinese visitor, hidden
 * until the app has rendered the Chinese home page, and its LCP would be the app's. Each run is a
 * first visit.
 */
const FIRST_VISIT: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
];

export interface LcpComparison {
  readonly path: string;
  /** Each run's largest contentful paint (ms), the page as built and the page with no script. */
  readonly withScriptsMs: readonly number[];
  readonly withoutScriptsMs: readonly number[];
  readonly medianWithScriptsMs: number;
  readonly medianWithoutScriptsMs: number;
  /** median with its scripts / median with none. */
  readonly ratio: number;
  /** Runs Lighthouse could not complete and that were run again, with its reason. */
  readonly repeated: string[];
}

/**
 * Lighthouse mobile (performance only) on each address, the page as built against the same page
 * with no script at all (a copy of dist/ without them, served by the same preview server on
 * another port), `runs` times each, alternating which goes first in each run so that neither
 * always meets the machine in the same state; the median largest contentful paint of each and
 * their ratio. dist/ must be built.
 */
export async function compareLcpWithoutScripts(
  root: string,
  paths: readonly string[],
  runs: number,
): Promise<LcpComparison[]> {
  const copy = scriptlessCopy(join(root, 'dist'));
  const servers = { with: await serve(root), without: await serve(root, copy) };
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS],
  });
  const lcp = new Map(paths.map((path) => [path, { with: [] as number[], without: [] as number[] }]));
  const repeated = new Map(paths.map((path) => [path, [] as string[]]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        const order = run % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
        for (const variant of order) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            clearStorageTypes: FIRST_VISIT,
          };
          const { audits } = await completeRun(
            () => lighthouse(`${servers[variant].url}${path}`, flags),
            `${path} mobile, ${variant === 'with' ? 'as built' : 'no script'}, run ${run + 1}`,
            repeated.get(path) ?? [],
            ['performance'],
          );
          lcp.get(path)?.[variant].push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        }
      }
    }
  } finally {
    chrome.kill();
    servers.with.stop();
    servers.without.stop();
    rmSync(join(copy, '..'), { recursive: true, force: true });
  }
  return paths.map((path) => {
    const samples = lcp.get(path) ?? { with: [], without: [] };
    const [withMs, withoutMs] = [median(samples.with), median(samples.without)];
    const result: LcpComparison = {
      path,
      withScriptsMs: samples.with,
      withoutScriptsMs: samples.without,
      medianWithScriptsMs: withMs,
      medianWithoutScriptsMs: withoutMs,
      ratio: withMs / withoutMs,
      repeated: repeated.get(path) ?? [],
    };
    console.log(
      `lighthouse mobile ${path}: LCP as built ${Math.round(withMs)} ms (${samples.with.map(Math.round).join('/')}), ` +
        `no script ${Math.round(withoutMs)} ms (${samples.without.map(Math.round).join('/')}), ratio ${result.ratio.toFixed(3)}` +
        (result.repeated.length > 0 ? `\n  run again: ${result.repeated.join('; ')}` : ''),
    );
    return result;
  });
}
