// `make bench`: whole-process timings of the generator on synthetic manifests of 100, 1,000 and
// 4,000 routes (medians of several runs in one session), the no-op regeneration, the gzip
// JavaScript of the first view of #/home and of the largest page chunk, Lighthouse (mobile and
// desktop, median of 3) on three pages, and a table of figure, budget, pass or fail, also written
// to reports/bench.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundle } from './bench-bundle.ts';
import { CATEGORIES, measureLighthouse } from './bench-lighthouse.ts';
import { synthesize } from './bench-manifest.ts';
import { contentStats } from './content-stats.ts';

const ROOT = process.cwd();
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The home page, a sector solution and a terminal with its specification tables. */
const LIGHTHOUSE_PAGES = ['/home', '/city', '/carddispenser'] as const;
const SIZES = [100, 1000, 4000] as const;

function generateOnce(dir: string): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [join(ROOT, 'generator/bin.mjs'), 'generate', '--root', dir], {
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`generate failed on ${dir}:\n${result.stderr}`);
  return seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function mtimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const sub of ['site/src/generated', 'spec/schema']) {
    for (const entry of readdirSync(join(dir, sub), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      times.set(path, statSync(path).mtimeMs);
    }
  }
  return times;
}

// Warm-up: builds the generator bundle once, outside the timings.
const warm = synthesize(ROOT, 10);
generateOnce(warm);
rmSync(warm, { recursive: true, force: true });

const medians = new Map<number, number>();
let noOpWrites = -1;
for (const size of SIZES) {
  const dir = synthesize(ROOT, size);
  const times: number[] = [];
  generateOnce(dir); // untimed: warms the file cache for this manifest and gives a first output
  for (let run = 0; run < RUNS; run++) {
    // Each run starts without generated files. The previous output is moved aside, not deleted:
    // deleting 1,000 files right before a run leaves the file system work that lands inside the
    // timing, measuring the deletion rather than the generator. It is deleted after the runs.
    renameSync(join(dir, 'site/src/generated'), join(dir, `old-output-${run}`));
    times.push(generateOnce(dir));
  }
  medians.set(size, median(times));
  console.log(
    `generate ${size} routes: median ${median(times).toFixed(3)} s of ${RUNS} (${times.map((t) => t.toFixed(3)).join(', ')})`,
  );
  if (size === 1000) {
    const before = mtimes(dir);
    generateOnce(dir);
    const after = mtimes(dir);
    noOpWrites = [...after].filter(([path, time]) => before.get(path) !== time).length;
  }
  rmSync(dir, { recursive: true, force: true });
}

const t100 = medians.get(100) ?? 0;
const t1000 = medians.get(1000) ?? 0;
const rows: { figure: string; value: number; budget: string; pass: boolean }[] = [
  { figure: 'generate 100 routes, median (s)', value: t100, budget: '—', pass: true },
  { figure: 'generate 1,000 routes, median (s)', value: t1000, budget: '≤ 1.0', pass: t1000 <= 1.0 },
  { figure: 'generate 4,000 routes, median (s)', value: medians.get(4000) ?? 0, budget: '—', pass: true },
  { figure: 'ratio 1,000 / 100 routes', value: t1000 / t100, budget: '≤ 12', pass: t1000 / t100 <= 12 },
  { figure: 'files written by a no-op regenerate', value: noOpWrites, budget: '0', pass: noOpWrites === 0 },
];

const kB = (bytes: number) => bytes / 1000;
const bundle = await measureBundle(ROOT);
const firstView = [...bundle.firstView.values()].reduce((sum, bytes) => sum + bytes, 0);
console.log('\nfirst view of #/home, gzip:');
for (const [file, bytes] of bundle.firstView) console.log(`  ${file}  ${kB(bytes).toFixed(2)} kB`);
const [largestPage, largestBytes] = [...bundle.pages].sort((a, b) => b[1] - a[1])[0] ?? ['—', 0];
rows.push(
  {
    figure: `JavaScript, first view of #/home, gzip (kB, ${bundle.firstView.size} files)`,
    value: kB(firstView),
    budget: '≤ 110',
    pass: kB(firstView) <= 110,
  },
  {
    figure: `largest page's own chunk(s), gzip (kB, ${largestPage})`,
    value: kB(largestBytes),
    budget: '≤ 15',
    pass: kB(largestBytes) <= 15,
  },
);

console.log(`\nLighthouse 13, median of ${LIGHTHOUSE_RUNS} runs per page and form factor:`);
const lighthouse = await measureLighthouse(ROOT, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
for (const result of lighthouse) {
  const { performance, ...others } = result.medians;
  const rest = CATEGORIES.filter((category) => category !== 'performance');
  rows.push({
    figure: `Lighthouse ${result.formFactor} ${result.path}: performance (${rest.map((category) => `${category} ${result.medians[category]}`).join(', ')})`,
    value: performance,
    budget: '≥ 98; others 100',
    pass: performance >= 98 && Object.values(others).every((score) => score === 100),
  });
}

console.log('\nper page: words, and its own chunk(s) gzip (budget ≤ 15 kB each)');
console.log('| page | en-US words | zh-CN characters | own chunk(s), gzip kB |\n|---|---|---|---|');
const pageRows = (await contentStats(ROOT)).map((stat) => ({
  ...stat,
  chunkGzipKB: kB(bundle.pages.get(stat.page) ?? 0),
}));
for (const row of pageRows) {
  const size = bundle.pages.has(row.page) ? row.chunkGzipKB.toFixed(2) : '—';
  console.log(`| ${row.page} | ${row.englishWords} | ${row.chineseCharacters} | ${size} |`);
}

console.log('\n| figure | value | budget | result |\n|---|---|---|---|');
for (const row of rows) {
  const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(3);
  console.log(`| ${row.figure} | ${value} | ${row.budget} | ${row.pass ? 'pass' : 'FAIL'} |`);
}
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  join(ROOT, 'reports/bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, node: process.version, rows, pages: pageRows, lighthouse }, null, 2)}\n`,
);
console.log('\nwritten: reports/bench.json');
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
