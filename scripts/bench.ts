// `make bench`: whole-process timings of the generator on synthetic manifests of 100, 1,000 and
// 4,000 routes (medians of several runs in one session), the no-op regeneration, and a table of
// figure, budget, pass or fail, also written to reports/bench.json.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = process.cwd();
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIZES = [100, 1000, 4000] as const;

function synthesize(routes: number): string {
  const dir = mkdtempSync(join(tmpdir(), `bench-${routes}-`));
  mkdirSync(join(dir, 'spec'), { recursive: true });
  mkdirSync(join(dir, 'site/src/pages'), { recursive: true });
  for (const file of ['app.yaml', 'messages.yaml']) cpSync(join(ROOT, 'spec', file), join(dir, 'spec', file));
  const pages = Array.from({ length: routes }, (_, i) => `page-${i}`);
  const routeLines = pages.map(
    (page, i) =>
      `  - { path: /${i === 0 ? 'home' : `p${i}`}, page: ${page}, name: r${i}${i === 0 ? ', keepAlive: true' : ''} }`,
  );
  writeFileSync(
    join(dir, 'spec/routes.yaml'),
    `# yaml-language-server: $schema=./schema/routes.schema.json\nshell:\n  path: /\n  redirect: /home\nroutes:\n${routeLines.join('\n')}\n`,
  );
  const pageLines = pages.map(
    (page, i) =>
      `  ${page}:\n    title: { en-US: Page ${i}, zh-CN: 第 ${i} 页 }\n    description:\n      en-US: A synthetic page number ${i} for the generator benchmark.\n      zh-CN: 用于生成器基准测试的第 ${i} 个合成页面。`,
  );
  writeFileSync(
    join(dir, 'spec/pages.yaml'),
    `# yaml-language-server: $schema=./schema/pages.schema.json\npages:\n${pageLines.join('\n')}\n`,
  );
  const menus = Array.from({ length: 5 }, (_, m) => {
    const children = Array.from({ length: Math.floor(routes / 20) }, (_, c) => {
      const i = (m * Math.floor(routes / 20) + c) % routes;
      return `      - { id: m${m}-c${c}, to: /${i === 0 ? 'home' : `p${i}`}, label: { en-US: Link ${c}, zh-CN: 链接 ${c} } }`;
    });
    const list = children.length > 0 ? `\n${children.join('\n')}` : ' []';
    return `  - id: m${m}\n    label: { en-US: Menu ${m}, zh-CN: 菜单 ${m} }\n    to: /home\n    children:${list}`;
  });
  writeFileSync(
    join(dir, 'spec/navigation.yaml'),
    `# yaml-language-server: $schema=./schema/navigation.schema.json\nheader:\n${menus.join('\n')}\nfooter:\n  - id: f\n    label: { en-US: Footer, zh-CN: 页脚 }\n    links:\n      - { id: f-home, to: /home, label: { en-US: Home, zh-CN: 首页 } }\n`,
  );
  for (const page of pages) writeFileSync(join(dir, `site/src/pages/${page}.tsx`), 'export function Component() {}\n');
  return dir;
}

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
    for (const name of readdirSync(join(dir, sub))) times.set(`${sub}/${name}`, statSync(join(dir, sub, name)).mtimeMs);
  }
  return times;
}

// Warm-up: builds the generator bundle once, outside the timings.
const warm = synthesize(10);
generateOnce(warm);
rmSync(warm, { recursive: true, force: true });

const medians = new Map<number, number>();
let noOpWrites = -1;
for (const size of SIZES) {
  const dir = synthesize(size);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    rmSync(join(dir, 'site/src/generated'), { recursive: true, force: true });
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
const rows = [
  { figure: 'generate 100 routes, median (s)', value: t100, budget: '—', pass: true },
  { figure: 'generate 1,000 routes, median (s)', value: t1000, budget: '≤ 1.0', pass: t1000 <= 1.0 },
  { figure: 'generate 4,000 routes, median (s)', value: medians.get(4000) ?? 0, budget: '—', pass: true },
  { figure: 'ratio 1,000 / 100 routes', value: t1000 / t100, budget: '≤ 12', pass: t1000 / t100 <= 12 },
  { figure: 'files written by a no-op regenerate', value: noOpWrites, budget: '0', pass: noOpWrites === 0 },
];

console.log('\n| figure | value | budget | result |\n|---|---|---|---|');
for (const row of rows) {
  const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(3);
  console.log(`| ${row.figure} | ${value} | ${row.budget} | ${row.pass ? 'pass' : 'FAIL'} |`);
}
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(
  join(ROOT, 'reports/bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, node: process.version, rows }, null, 2)}\n`,
);
console.log('\nwritten: reports/bench.json');
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
