// The runners of a run (scripts/test-all.ts): each is a command, its environment, its report file
// and a way to list the tests it would run without running them. A runner that cannot start or
// does not finish (no report, a report cut short, its web server, browser, WebDriver or Xvfb not
// starting, a crash, a timeout) is an error of the run with its cause, and the clauses its tests
// name are "not run: run error" in the report, never "untested" (decision 051).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunnerFailure } from '../harness/report/model.ts';
import { type PlaywrightJson, playwrightErrors, playwrightRecords } from '../harness/report/readers/playwright.ts';
import { shortMessage } from '../harness/report/readers/text.ts';
import { type CommandEnd, captureStep, runStep } from './run-steps.ts';

export const PLAYWRIGHT_CONFIG = 'tests/browser/playwright.config.ts';
export const bin = (name: string): string => `node_modules/.bin/${name}`;

/** The tests a runner would run, listed without running them, or why they could not be listed. */
export type Listing = { readonly clauses: readonly (readonly string[])[] } | { readonly error: string };

/** A runner: a command, its environment, its report file, and how to list its tests. */
export interface RunnerSpec {
  /** Its id in reports/run.json and the report: vitest, browser-chromium, browser-firefox, webkit. */
  readonly id: string;
  /** Its line in the closing summary: `browser, firefox`. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** Its JSON report, relative to the checkout. */
  readonly report: string;
  /** Lists the tests it would run, each with the clauses it names, without running them. */
  readonly list: () => Promise<Listing>;
}

/** How a runner ended, and its report when it left a whole one. */
export interface RunnerEnd<T> extends CommandEnd {
  readonly json?: T;
  /** Why there is no report to read: none was written, or it was cut short. */
  readonly reportProblem?: string;
}

/** Runs a runner (its output shown as it comes) and reads its report. */
export async function runRunner<T>(spec: RunnerSpec): Promise<RunnerEnd<T>> {
  const end = await runStep(spec.command, spec.args, spec.env);
  let text: string;
  try {
    text = readFileSync(spec.report, 'utf8');
  } catch {
    return { ...end, reportProblem: `it wrote no report (${spec.report})` };
  }
  try {
    return { ...end, json: JSON.parse(text) as T };
  } catch (error) {
    return { ...end, reportProblem: `its report ${spec.report} is cut short (${(error as Error).message})` };
  }
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/**
 * The lines of a runner's output that say something: without colours, blank lines, stack frames,
 * code frames, call logs, a browser's launch log or Node's version line.
 */
export function meaningfulLines(output: string): string[] {
  return output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter(
      (line) =>
        line.trim() !== '' &&
        !/^\s+at\s/.test(line) &&
        !/^\s*>?\s*\d+\s*\|/.test(line) &&
        !/^\s*\|\s*\^/.test(line) &&
        !/^\s+- /.test(line) &&
        !/^(Call log|Browser logs):$/.test(line) &&
        !/^(<[\w ]+>|\[pid=\d+\])/.test(line) &&
        !/^Node\.js v\d/.test(line) &&
        !/^[⎯─=-]{5,}/.test(line.trim()),
    );
}

const ERROR_WORDS =
  /\b(error|ENOENT|EACCES|EADDRINUSE|not found|no such|cannot|can't|could not|unable|failed|exited|timed out|refused|missing|killed|denied)\b/i;

/**
 * Why a runner did not start or did not finish, or undefined when it did (its tests may have
 * failed: that is theirs to say). It did not when it could not be started, was ended by a signal,
 * left no whole report, reported errors outside its tests (`runErrors`: a web server or a global
 * setup that failed, a config that did not load), exited with a code other than 0 or 1 (1: a test
 * failed), or exited with 1 though no test failed. The cause: why it could not be started, the
 * signal that ended it, else the first of its last lines of error output (and of its report's
 * errors) that names an error (the root cause comes first), else the last of them.
 */
export function failureOf(
  runner: string,
  end: RunnerEnd<unknown>,
  runErrors: readonly string[],
  failedTests: number,
): RunnerFailure | undefined {
  const problems = [
    end.error,
    end.signal && `it was ended by ${end.signal}`,
    end.reportProblem,
    runErrors.length > 0 && 'it reported errors outside its tests',
    !end.error && !end.signal && end.code !== 0 && end.code !== 1 && `it exited with code ${end.code}`,
    !end.signal &&
      end.code === 1 &&
      !end.reportProblem &&
      runErrors.length === 0 &&
      failedTests === 0 &&
      'it exited with code 1, though no test failed',
  ].filter((problem): problem is string => Boolean(problem));
  if (problems.length === 0) return undefined;
  const output = meaningfulLines(end.stderr).slice(-8);
  const lines = [...new Set([...output, ...runErrors.flatMap((error) => meaningfulLines(error))])];
  // Not started, or killed: that is the cause (what it said before may be any test's failure).
  const cause =
    end.error ??
    (end.signal && `it was ended by ${end.signal}`) ??
    lines.find((line) => ERROR_WORDS.test(line)) ??
    lines.at(-1) ??
    problems.join('; ');
  const details = [...new Set(output), ...runErrors.map((error) => shortMessage(error)), problems.join('; ')];
  return { runner, cause: cause.trim(), details: details.join('\n') };
}

/** A listing from a command that prints JSON on stdout, read by `read`. */
async function listWith(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  read: (stdout: string) => Listing,
): Promise<Listing> {
  const end = await captureStep(command, args, env);
  if (end.error) return { error: end.error };
  try {
    const listing = read(end.stdout);
    if (end.code === 0 || 'error' in listing) return listing;
  } catch {
    // not JSON: what it wrote on stderr says why
  }
  const lines = meaningfulLines(end.stderr);
  return { error: lines.find((line) => ERROR_WORDS.test(line)) ?? lines.at(-1) ?? `exit code ${end.code}` };
}

/** Playwright's own list of one project's tests (`--list`: no web server, no browser). */
export function listPlaywright(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Listing> {
  return listWith(
    bin('playwright'),
    ['test', '-c', PLAYWRIGHT_CONFIG, '--list', '--reporter=json', ...args],
    env,
    (stdout) => {
      const json = JSON.parse(stdout) as PlaywrightJson;
      const errors = playwrightErrors(json);
      if (errors.length > 0) return { error: errors.map((error) => meaningfulLines(error.message)[0]).join('; ') };
      return {
        clauses: playwrightRecords(json, { root: resolve('.'), reports: resolve('reports') }).map(
          (test) => test.clauses,
        ),
      };
    },
  );
}

/**
 * A TypeScript script of this checkout run by Node with tsx's loader, without tsx's command-line
 * wrapper (which passes a signal on, and kills its child when that does not answer within 30 ms:
 * on a busy machine, in the middle of stopping).
 */
export function tsxScript(script: string, args: readonly string[] = []): { command: string; args: string[] } {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  return { command: process.execPath, args: ['--import', loader, script, ...args] };
}

/** vitest's tests, collected without running them (scripts/list-vitest.ts), with their clauses. */
export function listVitest(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Listing> {
  const { command, args: all } = tsxScript('scripts/list-vitest.ts', args);
  return listWith(command, all, env, (stdout) => ({
    clauses: (JSON.parse(stdout) as { clauses: string[] }[]).map((test) => test.clauses),
  }));
}

/** A run limited by SECTION= or CLAUSE=: the test files that may hold its tests, and vitest's tag filter. */
export interface VitestSelection {
  readonly files: readonly string[];
  readonly filter: string;
}

const selectionArgs = (selection?: VitestSelection) =>
  selection ? ['--tags-filter', selection.filter, ...selection.files] : [];

/**
 * The vitest suites (tests/generator, tests/conformance, tests/site): JSON in reports/vitest.json;
 * with `node`, on another Node (Node 24: reports/vitest-node24.json, not part of the report).
 * `files` (CHANGED=) runs every test of those files; `bail` ends it at its first failing test.
 */
export function vitestRunner(
  options: {
    selection?: VitestSelection;
    files?: readonly string[];
    bail?: boolean;
    shard?: string;
    node?: string;
  } = {},
): RunnerSpec {
  const { selection, files = [], shard, node } = options;
  const report = node ? 'reports/vitest-node24.json' : 'reports/vitest.json';
  const args = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...selectionArgs(selection),
    ...files,
    ...(options.bail ? ['--bail=1'] : []),
    ...(shard ? [`--shard=${shard}`] : []),
  ];
  return {
    id: node ? 'vitest-node24' : 'vitest',
    name: node ? 'vitest, Node 24' : 'vitest',
    // The manifest property test has no platform-specific part: a seeded 50 cases on Node 24, 200 here.
    ...(node
      ? { command: node, args: ['node_modules/vitest/vitest.mjs', ...args], env: { PROPERTY_RUNS: '50' } }
      : { command: bin('vitest'), args }),
    report,
    list: () => listVitest([...selectionArgs(selection), ...files, ...(shard ? ['--shard', shard] : [])]),
  };
}

/**
 * The browser suite in one engine Playwright drives (its project): JSON in reports/browser-<engine>.json.
 * `testList` (CHANGED=) runs only the tests that file lists; `maxFailures` ends it at that many failures.
 */
export function playwrightRunner(
  engine: string,
  options: { grep?: string; testList?: string; maxFailures?: number; shard?: string } = {},
): RunnerSpec {
  const report = `reports/browser-${engine}.json`;
  const args = [
    `--project=${engine}`,
    ...(options.grep ? ['--grep', options.grep] : []),
    ...(options.testList ? ['--test-list', options.testList] : []),
    ...(options.maxFailures ? [`--max-failures=${options.maxFailures}`] : []),
    ...(options.shard ? [`--shard=${options.shard}`] : []),
    // A part may hold no test of this engine when a limited run selects few.
    ...(options.shard ? ['--pass-with-no-tests'] : []),
  ];
  return {
    id: `browser-${engine}`,
    name: `browser, ${engine}`,
    command: bin('playwright'),
    args: ['test', '-c', PLAYWRIGHT_CONFIG, ...args],
    env: { BROWSER_REPORT: resolve(report) },
    report,
    list: () => listPlaywright([...args, '--pass-with-no-tests']),
  };
}

/**
 * The files the WebKit runner loads, as tests/webkit/vitest.config.ts includes them: the WebKit
 * suite's own tests, and the browser tests written once for the three engines (decision 052).
 */
export function webkitTestFiles(): string[] {
  const inFolder = (folder: string, suffix: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(suffix))
      .map((name) => `${folder}/${name}`);
  return [...inFolder('tests/webkit', '.test.ts'), ...inFolder('tests/browser', '.e2e.ts')];
}

/**
 * The WebKit suite (tests/webkit/ over WebKitWebDriver): scripts/webkit.ts serves, drives and
 * reports (reports/webkit.json). It reads SECTION=, CLAUSE=, SHARD=, BASE_URL= and SITE_BUILT= from
 * the environment; `selection` is what it picks from them, for its list. `testsFile` (CHANGED=):
 * the file of the tests to run (WEBKIT_TESTS); who gives it gives their list too.
 */
export function webkitRunner(
  options: { selection?: VitestSelection; shard?: string; testsFile?: string } = {},
): RunnerSpec {
  const { command, args } = tsxScript('scripts/webkit.ts');
  return {
    id: 'webkit',
    name: 'browser, webkit',
    command,
    args,
    ...(options.testsFile ? { env: { WEBKIT_TESTS: options.testsFile } } : {}),
    report: 'reports/webkit.json',
    list: () =>
      listVitest([
        '--config',
        'tests/webkit/vitest.config.ts',
        ...selectionArgs(options.selection),
        ...(options.shard ? ['--shard', options.shard] : []),
      ]),
  };
}

/** A failure with the clauses its runner's tests name, listed without running them (or why they could not be). */
export async function withListing(failure: RunnerFailure, spec: RunnerSpec): Promise<RunnerFailure> {
  const listing = await spec.list();
  if ('error' in listing) return { ...failure, listError: listing.error };
  return { ...failure, clauses: [...new Set(listing.clauses.flat())].sort(), tests: listing.clauses.length };
}
