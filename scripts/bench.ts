// `make bench`: whole-process timings of the generator on synthetic manifests of 100, 1,000 and
// 4,000 routes (medians of several runs in one session), the no-op regeneration of this project
// (scripts/bench-generator.ts), the gzip JavaScript of the first view of #/home and of the largest
// page chunk, the HTML of `/`, Lighthouse (mobile and desktop, median of 3) on four addresses, the
// mobile largest contentful paint of `/` and the static pages against the same pages with no
// script at all, side by side (median of 5, decision 042), the online trial's bytes
// and times in Debian's chromium without a GPU (median of 3, scripts/bench-trial.ts), nginx's
// requests per second and p99 at 50 concurrent gzip requests with gzip_static off and on
// (scripts/bench-serving.ts, decision 039), and a table of figure, budget, pass or fail, also
// written to reports/bench.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BenchRow, benchRow } from './bench-budgets.ts';
import { measureBundle, PAGE_BUDGET_BYTES } from './bench-bundle.ts';
import { benchChanges } from './bench-change.ts';
import { measureGenerators, median } from './bench-generator.ts';
import { CATEGORIES, compareLcpWithoutScripts, measureLighthouse } from './bench-lighthouse.ts';
import { benchServing, CONCURRENCY } from './bench-serving.ts';
import { benchTrial, serveBuiltSite, TRIAL_ALGORITHMS } from './bench-trial.ts';
import { contentStats } from './content-stats.ts';

const ROOT = process.cwd();
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TRIAL_RUNS = Number(process.env.TRIAL_RUNS ?? 3);
const LCP_RUNS = Number(process.env.LCP_RUNS ?? 5);
// The budgets of DESIGN.md (and of the decisions named), each written once; PAGE_BUDGET_BYTES
// (decision 047) is bench-bundle.ts's, which its --check reads too.
/** A 1,000-route manifest generated, median (s), and at most this many times the 100 routes' time. */
const GENERATE_1000_MAX_S = 0.6;
const GENERATE_RATIO_MAX = 12;
/** A no-op regenerate, whole process, median (s); it writes no file. */
const NO_OP_MAX_S = 0.5;
/** gzip kB: the HTML of `/` (decision 029) and the JavaScript of the first view of #/home. */
const LANDING_HTML_MAX_KB = 30;
const FIRST_VIEW_MAX_KB = 110;
/** Lighthouse: performance on mobile exactly, at least on desktop; every other category exactly. */
const MOBILE_PERFORMANCE = 100;
const DESKTOP_PERFORMANCE_MIN = 98;
const OTHER_CATEGORIES = 100;
/** A prerendered page's mobile largest contentful paint (s). */
const PRERENDERED_LCP_MAX_S = 1.0;
/** Decision 042: a page's mobile LCP as built, at most this much above the same page's with no script. */
const LCP_RATIO = 1.05;
/** The online trial: "Try it in your browser" to the first face result, cold and warm (s). */
const FIRST_FACE_COLD_MAX_S = 5;
const FIRST_FACE_WARM_MAX_S = 1;
/** Decision 049: a CHANGED= run of a typical change (s), and at most this share of the full run. */
const CHANGED_MAX_S = 180;
const CHANGED_SHARE_OF_FULL = 8;
/** The full make test (s). */
const FULL_TEST_MAX_S = 1200;
const SERVING_ROUNDS = Number(process.env.SERVING_ROUNDS ?? 3);
const SERVING_SECONDS = Number(process.env.SERVING_SECONDS ?? 5);
/**
 * `/` (the prerendered home page), static pages in each language (decision 029), and a terminal
 * with its specification tables opened at its hash route (`/` sends it to its static page,
 * decision 048). Mobile: performance 100 on each (issue 31), and the other categories 100.
 */
const LIGHTHOUSE_PAGES = ['/', '/en-US/city/', '/zh-CN/city/', '/#/carddispenser'] as const;
/** The addresses whose first paint needs no script: performance 100 and LCP ≤ 1 s on mobile. */
const PRERENDERED: readonly string[] = ['/', '/en-US/city/', '/zh-CN/city/'];

// The generator: full runs on synthetic manifests and the no-op regeneration of this project.
const [generator] = measureGenerators([ROOT], { runs: RUNS, log: (line) => console.log(line) });
if (!generator) throw new Error('no generator timings');
for (const [figure, samples] of Object.entries(generator.samples)) {
  console.log(
    `${figure}: median ${median(samples).toFixed(3)} s of ${RUNS} (${samples.map((t) => t.toFixed(3)).join(', ')})`,
  );
}
const t100 = generator.generate.get(100) ?? 0;
const t1000 = generator.generate.get(1000) ?? 0;
const rows: BenchRow[] = [
  benchRow('generate 100 routes, median (s)', t100),
  benchRow('generate 1,000 routes, median (s)', t1000, { max: GENERATE_1000_MAX_S }),
  benchRow('generate 4,000 routes, median (s)', generator.generate.get(4000) ?? 0),
  benchRow('ratio 1,000 / 100 routes', t1000 / t100, { max: GENERATE_RATIO_MAX }),
  benchRow('no-op regenerate of this project, `node generator/bin.mjs generate`, median (s)', generator.noOp, {
    max: NO_OP_MAX_S,
  }),
  benchRow('no-op `make generate` (make and npm included), median (s)', generator.noOpMake, { max: NO_OP_MAX_S }),
  benchRow('files written by a no-op regenerate (1,000 routes)', generator.noOpWrites, { exactly: 0 }),
];

const kB = (bytes: number) => bytes / 1000;
const bundle = await measureBundle(ROOT);
const firstView = [...bundle.firstView.values()].reduce((sum, bytes) => sum + bytes, 0);
console.log('\nfirst view of #/home, gzip:');
for (const [file, bytes] of bundle.firstView) console.log(`  ${file}  ${kB(bytes).toFixed(2)} kB`);
const [largestPage, largestBytes] = [...bundle.pages].sort((a, b) => b[1] - a[1])[0] ?? ['—', 0];
// `/` carries the prerendered home page (decision 029): its HTML is part of every first view.
const landingHtml = gzipSync(readFileSync(join(ROOT, 'dist/index.html'))).length;
console.log(`HTML of /, gzip: ${kB(landingHtml).toFixed(2)} kB`);
rows.push(
  benchRow('HTML of /, gzip (kB)', kB(landingHtml), { max: LANDING_HTML_MAX_KB }),
  benchRow(`JavaScript, first view of #/home, gzip (kB, ${bundle.firstView.size} files)`, kB(firstView), {
    max: FIRST_VIEW_MAX_KB,
  }),
  benchRow(`largest page's own chunk(s) without its illustrations, gzip (kB, ${largestPage})`, kB(largestBytes), {
    max: kB(PAGE_BUDGET_BYTES),
  }),
);

console.log(`\nLighthouse 13, median of ${LIGHTHOUSE_RUNS} runs per page and form factor:`);
const lighthouse = await measureLighthouse(ROOT, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
for (const result of lighthouse) {
  const { performance, ...others } = result.medians;
  const rest = CATEGORIES.filter((category) => category !== 'performance');
  const prerendered = PRERENDERED.includes(result.path) && result.formFactor === 'mobile';
  const mobile = result.formFactor === 'mobile';
  rows.push(
    benchRow(
      `Lighthouse ${result.formFactor} ${result.path}: performance (${rest.map((category) => `${category} ${result.medians[category]}`).join(', ')})`,
      performance,
      {
        ...(mobile ? { exactly: MOBILE_PERFORMANCE } : { min: DESKTOP_PERFORMANCE_MIN }),
        others: { values: Object.values(others), exactly: OTHER_CATEGORIES },
      },
    ),
  );
  if (prerendered) {
    rows.push(
      benchRow(`Lighthouse mobile ${result.path}: largest contentful paint (s)`, result.lcpMs / 1000, {
        max: PRERENDERED_LCP_MAX_S,
      }),
    );
  }
}

// Decision 042: what the page's script costs its paint. Each prerendered page as built against
// the same page with every script taken out, in one session, alternating, with the load average.
console.log(
  `\nLighthouse mobile, largest contentful paint as built and with no script at all, median of ${LCP_RUNS} runs each, side by side:`,
);
const loadBefore = loadavg();
const sideBySide = await compareLcpWithoutScripts(ROOT, PRERENDERED, LCP_RUNS);
const loadAfter = loadavg();
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
console.log(`load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
for (const comparison of sideBySide) {
  rows.push(
    benchRow(
      `Lighthouse mobile ${comparison.path}: LCP as built, side by side, median of ${LCP_RUNS} (s)`,
      comparison.medianWithScriptsMs / 1000,
    ),
    benchRow(
      `Lighthouse mobile ${comparison.path}: LCP with no script at all, side by side, median of ${LCP_RUNS} (s)`,
      comparison.medianWithoutScriptsMs / 1000,
    ),
    benchRow(`Lighthouse mobile ${comparison.path}: LCP as built / with no script`, comparison.ratio, {
      max: LCP_RATIO,
    }),
  );
}

// The online trial on #/algorithm: the dist/ measureBundle built, served by nginx so that the
// HTTP cache keeps /assets/ (the warm figures).
console.log(`\nonline trial (#/algorithm), Debian's chromium without a GPU, median of ${TRIAL_RUNS} runs:`);
const trialSite = await serveBuiltSite(ROOT);
const trial = await benchTrial(trialSite.url, TRIAL_RUNS).finally(() => trialSite.stop());
const MB = (bytes: number) => bytes / 1e6;
const TRIAL_NAMES = {
  detection: 'face detection',
  structuring: 'face structuring',
  recognition: 'face recognition 1:1 (two photos)',
  liveness: 'liveness',
  ocr: 'OCR (test card)',
} as const;
const { firstFace, ocrText } = trial.medians;
rows.push(
  benchRow('online trial: its code, fetched by "Try it in your browser" (kB)', kB(trial.medians.codeBytes)),
  ...TRIAL_ALGORITHMS.map((algorithm) =>
    benchRow(
      algorithm === 'detection'
        ? `online trial: bytes loaded from "Try it in your browser" to the first ${TRIAL_NAMES[algorithm]} result, cold (MB)`
        : `online trial: bytes ${TRIAL_NAMES[algorithm]} adds to the trial's first tab, cold (MB)`,
      MB(trial.medians.bytes[algorithm]),
    ),
  ),
  benchRow('online trial: "Try it in your browser" to the first face result, cold, median (s)', firstFace.cold, {
    max: FIRST_FACE_COLD_MAX_S,
  }),
  benchRow(
    'online trial: "Try it in your browser" to the first face result, warm HTTP cache, median (s)',
    firstFace.warm,
    { max: FIRST_FACE_WARM_MAX_S },
  ),
  benchRow('online trial: a face result after choosing a photo, models loaded, median (s)', firstFace.repeat),
  benchRow('online trial: OCR tab opened to the text read, cold, median (s)', ocrText.cold),
  benchRow('online trial: OCR tab opened to the text read, warm HTTP cache, median (s)', ocrText.warm),
);

// nginx under load (decision 039): the build's .gz copies sent as they are (gzip_static on, as
// site.conf does) against compressing every answer anew (off), in the same run.
console.log(
  `\nnginx, ${CONCURRENCY} concurrent gzip requests on localhost, median of ${SERVING_ROUNDS} rounds of ${SERVING_SECONDS} s:`,
);
const serving = await benchServing(ROOT, SERVING_ROUNDS, SERVING_SECONDS);
for (const [name, bySetting] of Object.entries(serving.medians)) {
  const off = bySetting['gzip_static off'];
  const on = bySetting['gzip_static on'];
  rows.push(
    benchRow(`nginx, ${name}, ${CONCURRENCY} at a time, gzip_static off: requests per second`, off.perSecond),
    benchRow(`nginx, ${name}, gzip_static off: p99 (ms)`, off.p99Ms),
    benchRow(
      `nginx, ${name}, ${CONCURRENCY} at a time, gzip_static on (site.conf): requests per second`,
      on.perSecond,
      {
        min: { value: off.perSecond, name: 'off' },
      },
    ),
    benchRow(`nginx, ${name}, gzip_static on (site.conf): p99 (ms)`, on.p99Ms, {
      max: { value: off.p99Ms, name: 'off' },
    }),
  );
}

// Decision 049: five typical changes proved with `make test CHANGED=HEAD`, beside the full make
// test of the same commit, in one session (BENCH_CHANGES=0 leaves this out; BENCH_FULL=0 the full run).
const changeTimings =
  process.env.BENCH_CHANGES === '0'
    ? undefined
    : await benchChanges(ROOT, { full: process.env.BENCH_FULL !== '0', log: (line) => console.log(line) });
if (changeTimings) {
  const full = changeTimings.full;
  const size = (timing: { browser: Readonly<Record<string, number>>; vitest: number }) =>
    `${
      Object.entries(timing.browser)
        .map(([engine, count]) => `${engine} ${count}`)
        .join(', ') || 'no browser test'
    }; ${timing.vitest} vitest files`;
  for (const [index, timing] of changeTimings.changes.entries()) {
    // A text and a figure of one page: within 3 minutes and an eighth of the full run; the others are measured.
    const bounded = index < 2;
    const share = full ? full.seconds / CHANGED_SHARE_OF_FULL : undefined;
    rows.push(
      benchRow(
        `make test CHANGED=HEAD, ${timing.name} (${size(timing)}): time (s)`,
        timing.seconds,
        bounded
          ? {
              max: [
                CHANGED_MAX_S,
                ...(share === undefined
                  ? []
                  : [{ value: share, name: `full / ${CHANGED_SHARE_OF_FULL} (${share.toFixed(0)})` }]),
              ],
            }
          : {},
      ),
    );
  }
  if (full)
    rows.push(
      benchRow(`the full make test of the same commit (${full.passed + full.failed} checks): time (s)`, full.seconds, {
        max: FULL_TEST_MAX_S,
      }),
    );
}

console.log(
  `\nper page: words, its own chunk(s) gzip (budget ≤ ${kB(PAGE_BUDGET_BYTES)} kB each), and its illustrations apart (decision 047)`,
);
console.log(
  '| page | en-US words | zh-CN characters | own chunk(s), gzip kB | illustrations, gzip kB |\n|---|---|---|---|---|',
);
const pageRows = (await contentStats(ROOT)).map((stat) => ({
  ...stat,
  chunkGzipKB: kB(bundle.pages.get(stat.page) ?? 0),
}));
for (const row of pageRows) {
  const size = bundle.pages.has(row.page) ? row.chunkGzipKB.toFixed(2) : '—';
  const drawn = bundle.illustrations.has(row.page) ? kB(bundle.illustrations.get(row.page) ?? 0).toFixed(2) : '—';
  console.log(`| ${row.page} | ${row.englishWords} | ${row.chineseCharacters} | ${size} | ${drawn} |`);
}

console.log('\n| figure | value | budget | result |\n|---|---|---|---|');
for (const row of rows) {
  const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(3);
  console.log(`| ${row.figure} | ${value} | ${row.budget} | ${row.pass ? 'pass' : 'FAIL'} |`);
}
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  join(ROOT, 'reports/bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, node: process.version, rows, pages: pageRows, lighthouse, lcpSideBySide: { runs: LCP_RUNS, loadAverage: { before: loadBefore, after: loadAfter }, pages: sideBySide }, trial, serving, changes: changeTimings }, null, 2)}\n`,
);
console.log('\nwritten: reports/bench.json');
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
