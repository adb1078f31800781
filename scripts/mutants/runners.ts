// Running the selected tests in the scratch copy and reading which of them failed, from the
// runners' JSON. A test counts only when it names one of the clauses asked about.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type PlaywrightJson, playwrightRecords } from '../../harness/report/readers/playwright.ts';
import { relativePath } from '../../harness/report/readers/text.ts';
import { type VitestJson, vitestRecords } from '../../harness/report/readers/vitest.ts';
import { run } from './process.ts';
import { type BrowserTest, PLAYWRIGHT_CONFIG } from './select.ts';

export interface TestRun {
  /** The failing tests naming a clause, as `file › title path`. */
  readonly failing: string[];
  /** The tests naming a clause that passed. */
  readonly passed: string[];
  /** How many tests naming a clause ran. */
  readonly ran: number;
  readonly timedOut: boolean;
  /** The runner produced no usable report (e.g. the site did not build). */
  readonly problem?: string;
}

export function firstLines(text: string, count = 3): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' / ');
}

export async function runVitest(
  scratch: string,
  files: readonly string[],
  clauses: readonly string[],
  timeoutMs: number,
): Promise<TestRun> {
  const output = join(scratch, 'reports', 'mutant-vitest.json');
  rmSync(output, { force: true });
  const result = await run('node_modules/.bin/vitest', ['run', ...files, '--reporter=json', `--outputFile=${output}`], {
    cwd: scratch,
    timeoutMs,
  });
  if (result.timedOut) return { failing: [], passed: [], ran: 0, timedOut: true };
  if (!existsSync(output)) {
    return {
      failing: [],
      passed: [],
      ran: 0,
      timedOut: false,
      problem: `vitest wrote no report: ${firstLines(result.stderr)}`,
    };
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  const paths = { root: scratch, reports: join(scratch, 'reports') };
  const failing: string[] = [];
  const passed: string[] = [];
  let ran = 0;
  for (const file of report.testResults) {
    // A file that cannot load runs none of its tests: each of its clauses' tests failed.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      ran += 1;
      failing.push(`${relativePath(scratch, file.name)} (did not load: ${firstLines(file.message ?? '', 1)})`);
    }
    for (const test of vitestRecords({ testResults: [file] }, paths)) {
      if (!test.clauses.some((id) => clauses.includes(id))) continue;
      ran += 1;
      if (test.outcome === 'failed') failing.push(`${test.file} › ${test.name}`);
      else if (test.outcome === 'passed') passed.push(`${test.file} › ${test.name}`);
    }
  }
  return { failing, passed, ran, timedOut: false };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface BrowserOptions {
  readonly timeoutMs: number;
  /** Playwright's workers: the suite is written for two, as `make test` runs it. */
  readonly workers: number;
  /** Stop at the first failing test: one catch is enough (not for the baseline). */
  readonly stopAtFirstFailure: boolean;
}

export async function runBrowser(
  scratch: string,
  tests: readonly BrowserTest[],
  clauses: readonly string[],
  options: BrowserOptions,
): Promise<TestRun> {
  const output = join(scratch, 'reports', 'mutant-playwright.json');
  rmSync(output, { force: true });
  const files = [...new Set(tests.map((test) => test.file))];
  const grep = [...new Set(tests.map((test) => escapeRegExp(test.title)))].join('|');
  // The config as it is: its web server builds and serves this scratch copy.
  const result = await run(
    'node_modules/.bin/playwright',
    [
      'test',
      '-c',
      PLAYWRIGHT_CONFIG,
      ...files,
      '--grep',
      grep,
      `--workers=${options.workers}`,
      ...(options.stopAtFirstFailure ? ['--max-failures=1'] : []),
      '--reporter=json',
    ],
    // One engine is enough to see a mutant caught (Chromium, unless ENGINES names others).
    {
      cwd: scratch,
      timeoutMs: options.timeoutMs,
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output, ENGINES: process.env.ENGINES || 'chromium' },
    },
  );
  if (result.timedOut) return { failing: [], passed: [], ran: 0, timedOut: true };
  if (!existsSync(output)) {
    return {
      failing: [],
      passed: [],
      ran: 0,
      timedOut: false,
      problem: `playwright wrote no report: ${firstLines(result.stderr)}`,
    };
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightJson;
  const failing = new Set<string>();
  const passed = new Set<string>();
  let ran = 0;
  for (const test of playwrightRecords(report, { root: scratch, reports: join(scratch, 'reports') })) {
    if (!test.clauses.some((id) => clauses.includes(id))) continue;
    ran += 1;
    const name = `${test.file} › ${test.name}`;
    // Failed (or flaky: failed, then passed on a retry); a test marked test.fail() that failed as
    // marked passed; a skipped one is neither.
    if (test.outcome === 'failed') failing.add(name);
    else if (test.outcome === 'passed' || test.outcome === 'marked-fail') passed.add(name);
  }
  if (ran === 0) {
    const errors = (report.errors ?? []).map((error) => error.message ?? '').join(' ');
    return {
      failing: [],
      passed: [],
      ran,
      timedOut: false,
      problem: `no browser test ran: ${firstLines(errors || result.stderr)}`,
    };
  }
  return { failing: [...failing], passed: [...passed], ran, timedOut: false };
}
