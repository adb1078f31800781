// `make test CHANGED=HEAD` on a mutant, as a developer would run it on their uncommitted edit: the
// selection's size, how long the run took to its verdict, and whether it failed (decision 049).
// The run stops at its first failure (CHANGED_STOP_AT_FIRST_FAILURE): that it fails is what the
// recall asks; every selected test runs only when none fails.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestRecord } from '../../harness/report/model.ts';
import { type PlaywrightJson, playwrightRecords } from '../../harness/report/readers/playwright.ts';
import { type VitestJson, vitestRecords } from '../../harness/report/readers/vitest.ts';
import { run } from './process.ts';

export interface ChangedRun {
  /** make test CHANGED=HEAD exited non-zero. */
  readonly failed: boolean;
  /** What it selected: browser tests per engine, vitest files, and whether everything ran. */
  readonly selected: {
    readonly browser: Readonly<Record<string, number>>;
    readonly vitest: number;
    readonly everything?: string;
  };
  /** Seconds to its verdict (builds, selection, the tests up to the first failure). */
  readonly seconds: number;
  /** The first check that failed: a test (`file › title`, its engine) or a static check. */
  readonly failedAt?: string;
  /** The first check that failed was a test (not a static check or a step of the run). */
  readonly failedTest?: boolean;
  /** The clauses the failing tests name. */
  readonly failingClauses: readonly string[];
  /** What it selected, by name: each browser test as `file › title` (any engine), each vitest file. */
  readonly selectedTests?: readonly string[];
  readonly timedOut: boolean;
  /** The run produced no plan (it could not start): why. */
  readonly problem?: string;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The failing tests of the run's reports, first the vitest ones, then each engine's. */
function failures(scratch: string): TestRecord[] {
  const paths = { root: scratch, reports: join(scratch, 'reports') };
  const records: TestRecord[] = [];
  const unit = readJson<VitestJson>(join(scratch, 'reports/vitest.json'));
  if (unit) records.push(...vitestRecords(unit, paths));
  for (const engine of ['chromium', 'firefox']) {
    const json = readJson<PlaywrightJson>(join(scratch, 'reports', `browser-${engine}.json`));
    if (json) records.push(...playwrightRecords(json, paths));
  }
  const webkit = readJson<VitestJson>(join(scratch, 'reports/webkit.json'));
  if (webkit) records.push(...vitestRecords(webkit, paths, 'webkit'));
  return records.filter((record) => record.outcome === 'failed');
}

/** Runs make test CHANGED=HEAD in `scratch` (a mutant's uncommitted change); its log goes to `log`. */
export async function runChanged(scratch: string, cache: string, log: string, timeoutMs: number): Promise<ChangedRun> {
  const result = await run('node_modules/.bin/tsx', ['scripts/test-all.ts'], {
    cwd: scratch,
    timeoutMs,
    env: { CHANGED: 'HEAD', CHANGED_STOP_AT_FIRST_FAILURE: '1', CHANGE_CACHE: cache },
  });
  mkdirSync(join(log, '..'), { recursive: true });
  writeFileSync(log, `${result.stdout}\n${result.stderr}`);
  const plan = readJson<{
    selection: {
      everything?: string;
      vitest: { file: string }[];
      browser: { engine: string; file: string; title: string }[];
    };
  }>(join(scratch, 'reports/change-plan.json'));
  const seconds = Math.round(result.ms / 1000);
  if (!plan)
    return {
      failed: result.code !== 0,
      selected: { browser: {}, vitest: 0 },
      seconds,
      failingClauses: [],
      timedOut: result.timedOut,
      problem: existsSync(log) ? `no plan was made (see ${log})` : 'no plan was made',
    };
  const browser: Record<string, number> = {};
  for (const test of plan.selection.browser) browser[test.engine] = (browser[test.engine] ?? 0) + 1;
  const failing = failures(scratch);
  const first = failing[0];
  const failedStep = /^FAIL {2}(.+?):/m.exec(result.stdout)?.[1];
  return {
    failed: result.code !== 0,
    selected: {
      browser,
      vitest: plan.selection.vitest.length,
      ...(plan.selection.everything ? { everything: plan.selection.everything } : {}),
    },
    seconds,
    ...(first
      ? { failedAt: `${first.file} › ${first.name}${first.engine ? ` (${first.engine})` : ''}`, failedTest: true }
      : failedStep
        ? { failedAt: failedStep }
        : {}),
    failingClauses: [...new Set(failing.flatMap((record) => record.clauses))],
    selectedTests: [
      ...new Set([
        ...plan.selection.browser.map((test) => `${test.file} › ${test.title}`),
        ...plan.selection.vitest.map((test) => test.file),
      ]),
    ],
    timedOut: result.timedOut,
  };
}

/**
 * Whether the run selected the test `name` (`file › title path`, or a file that did not load, as
 * scripts/mutants/runners.ts names them): a browser test by its name, a vitest test by its file
 * (a selected vitest file runs whole).
 */
export function selects(run: ChangedRun, name: string): boolean {
  const selected = new Set(run.selectedTests ?? []);
  const file = name.split(' › ')[0]?.split(' (did not load')[0] ?? name;
  return selected.has(name) || selected.has(file);
}
