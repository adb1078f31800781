// `make test`: every check in one run, then one closing line `N passed, N failed` summed over
// all suites. A check that is not a test suite (generated code in sync, types, lint, the
// conformance report) counts as one. `--suites` (make conformance) runs only the test suites and
// the report.
//
// SECTION=2 or CLAUSE=NAV-PROGRESS-BAR,HTTP-TIMEOUT (comma lists; both may be given) limit the
// run to the tests that name those clauses, in vitest (tags) and in Playwright (@tags); the
// static checks are skipped, a runner with no such test is not started, and the report shows
// every other clause as "not run".
//
// CHANGED=<git ref> runs only the checks the change since that ref (working tree included) can
// affect (harness/change/, decision 049): it prints what it selected and why, runs it, and writes
// the change report (reports/change.{md,html}). It combines with ENGINES=, SECTION= and CLAUSE=.
//
// ENGINES=firefox,webkit limits the browser suites to those engines (all three by default:
// chromium and firefox through Playwright, one engine after the other, webkit through
// scripts/webkit.ts). SHARD=2/4 runs one part of the run (every runner takes its share of the
// tests; the static checks and the Node 24 pass run in part 1 only); `make merge-reports FROM=…`
// merges the parts' reports/ into one report.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plan, planChange } from '../harness/change/plan.ts';
import { writeChangeReport } from '../harness/change/report.ts';
import {
  mayNameClauses,
  type PlaywrightJson,
  playwrightGrep,
  playwrightRecords,
  type RunFile,
  type Runner,
  type Selection,
  type SelectionFile,
  type StaticCheck,
  selectClauses,
  vitestTagsFilter,
  withImports,
} from '../tests/conformance/report.ts';
import { type Engine, enginesFrom, isPlaywrightEngine } from '../tests/engines.ts';
import { clauses } from '../tests/generated/clauses.gen.ts';
import { banner, runCommand, type StepResult, tryBuildSite } from './run-steps.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const PLAYWRIGHT_CONFIG = 'tests/browser/playwright.config.ts';
const suitesOnly = process.argv.includes('--suites');
const results: StepResult[] = [];
const statics: StaticCheck[] = [];
const runners: Runner[] = [];
const wallMs: Partial<Record<Engine, number>> = {};
const runStartedAt = new Date().toISOString();
/**
 * CHANGED_STOP_AT_FIRST_FAILURE=1 (make mutants): a CHANGED= run ends at its first failing test
 * (vitest --bail, Playwright --max-failures, no later runner): whether it fails is all that is asked.
 */
const stopAtFirstFailure = process.env.CHANGED_STOP_AT_FIRST_FAILURE === '1';
const failedSoFar = () => stopAtFirstFailure && results.some((result) => result.failed > 0);

function fromEnvironment<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(`make: ${(error as Error).message}`);
    process.exit(2);
  }
}

const engines = fromEnvironment(() => enginesFrom(process.env.ENGINES));
/** SHARD=i/n: this run is part i of n. */
const shard = fromEnvironment(() => {
  const value = process.env.SHARD?.trim();
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [index, total] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || total < 1 || index < 1 || index > total)
    throw new Error(`SHARD=${value} is not a part of a run: write i/n with 1 ≤ i ≤ n (SHARD=2/4)`);
  return { index, total, text: `${index}/${total}` };
});
const firstPart = !shard || shard.index === 1;

/** A check that is not a suite; `proves` names the clauses it shows (a static record in the report). */
async function check(name: string, command: string, args: string[], proves: string[] = []): Promise<void> {
  banner(name);
  const code = await runCommand(command, args);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
  if (proves.length > 0)
    statics.push({ name, command: [command, ...args].join(' '), passed: code === 0, clauses: proves });
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A run limited by SECTION= or CLAUSE=: the files that may hold its tests, and vitest's tag filter. */
interface VitestSelection {
  readonly files: readonly string[];
  readonly filter: string;
  readonly ids: ReadonlySet<string>;
}

/** The vitest suites, on the project's Node or (for `name` "vitest, Node 24") on another one. */
async function vitest(name: string, node?: string, selection?: VitestSelection | readonly string[]): Promise<void> {
  // A list of files (CHANGED=): every test of those files runs.
  const files = Array.isArray(selection) ? (selection as readonly string[]) : undefined;
  if (files) selection = undefined;
  const limited = selection as VitestSelection | undefined;
  banner(
    `unit and component tests (${name})${limited ? `: ${limited.files.length} files` : files ? `: ${files.length} files` : ''}`,
  );
  const report = node ? 'reports/vitest-node24.json' : 'reports/vitest.json';
  const args = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...(limited ? ['--tags-filter', limited.filter, ...limited.files] : []),
    ...(files ?? []),
    ...(files && stopAtFirstFailure ? ['--bail=1'] : []),
    ...(shard ? [`--shard=${shard.text}`] : []),
  ];
  if (!node) runners.push('vitest');
  const code = node
    ? // The manifest property test has no platform-specific part: a seeded 50 cases here, 200 above.
      await runCommand(node, ['node_modules/vitest/vitest.mjs', ...args], { PROPERTY_RUNS: '50' })
    : await runCommand(bin('vitest'), args);
  const json = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { assertionResults: { status: string; meta?: { clauses?: string[] } }[] }[];
  }>(report);
  if (!json) {
    results.push({ name, passed: 0, failed: 1, note: 'no report: the run did not finish' });
    return;
  }
  let { numPassedTests: passed, numFailedTests: failedTests } = json;
  let skipped = json.numPendingTests + json.numTodoTests;
  if (limited) {
    // vitest lists the tests its tag filter left out as skipped: count only the selected ones.
    const chosen = json.testResults
      .flatMap((file) => file.assertionResults)
      .filter((test) => test.meta?.clauses?.some((id) => limited.ids.has(id)));
    passed = chosen.filter((test) => test.status === 'passed').length;
    failedTests = chosen.filter((test) => test.status === 'failed').length;
    skipped = chosen.length - passed - failedTests;
  }
  // A skipped or todo test proves nothing: it counts as a failure.
  const failed = failedTests + skipped + (code !== 0 && failedTests === 0 ? 1 : 0);
  results.push({ name, passed, failed, note: skipped > 0 ? `${skipped} skipped or todo` : undefined });
}

/** Node 24 (the current LTS, which our users run), installed by `make test` (scripts/ensure-node24.sh). */
function node24(): string | undefined {
  if (process.env.NODE24) return process.env.NODE24;
  const os = process.platform === 'darwin' ? 'darwin' : 'linux';
  const cpu = process.arch === 'arm64' ? 'arm64' : 'x64';
  const path = `.cache/node24/node_modules/node-${os}-${cpu}/bin/node`;
  return existsSync(path) ? path : undefined;
}

/** The browser suite in one engine Playwright drives: its own run, report and wall time. */
async function playwright(engine: Engine, grep?: string, testList?: string): Promise<void> {
  const name = `browser, ${engine}`;
  banner(`browser tests (playwright, ${engine})${shard ? `: part ${shard.text}` : ''}`);
  const file = `browser-${engine}.json`;
  runners.push(`browser-${engine}` as Runner);
  const started = Date.now();
  const code = await runCommand(
    bin('playwright'),
    [
      'test',
      '-c',
      PLAYWRIGHT_CONFIG,
      `--project=${engine}`,
      ...(grep ? ['--grep', grep] : []),
      ...(testList ? ['--test-list', testList, ...(stopAtFirstFailure ? ['--max-failures=1'] : [])] : []),
      ...(shard ? [`--shard=${shard.text}`] : []),
      // A part may hold no test of this engine when a limited run selects few.
      ...(shard ? ['--pass-with-no-tests'] : []),
    ],
    { BROWSER_REPORT: resolve('reports', file) },
  );
  wallMs[engine] = Date.now() - started;
  const json = readJson<PlaywrightJson>(join('reports', file));
  if (!json) {
    results.push({ name, passed: 0, failed: 1, note: 'no report: the run did not finish' });
    return;
  }
  // A test left out of this engine for a capability its driver lacks is neither passed nor failed.
  const records = playwrightRecords(json, { root: resolve('.'), reports: resolve('reports') });
  const count = (...outcomes: string[]) => records.filter((record) => outcomes.includes(record.outcome)).length;
  const [passed, failedTests, skipped, notIn] = [
    count('passed', 'marked-fail'),
    count('failed'),
    count('skipped'),
    count('not-in-engine'),
  ];
  const failed = failedTests + skipped + (code !== 0 && failedTests === 0 ? 1 : 0);
  const note = [skipped > 0 && `${skipped} skipped`, notIn > 0 && `${notIn} not run in this engine`]
    .filter(Boolean)
    .join(', ');
  results.push({ name, passed, failed, note: note || undefined });
}

/** The WebKit suite (tests/webkit/, over WebKitWebDriver): scripts/webkit.ts serves, drives and reports. */
async function webkit(selection?: Selection, testsFile?: string): Promise<void> {
  const name = 'browser, webkit';
  banner(`browser tests (webkit over WebDriver)${shard ? `: part ${shard.text}` : ''}`);
  runners.push('webkit');
  const started = Date.now();
  // It reads SECTION=, CLAUSE=, SHARD=, BASE_URL= and SITE_BUILT= from the environment, as this does.
  const code = await runCommand(bin('tsx'), ['scripts/webkit.ts'], testsFile ? { WEBKIT_TESTS: testsFile } : {});
  wallMs.webkit = Date.now() - started;
  const json = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>('reports/webkit.json');
  if (!json) {
    results.push({ name, passed: 0, failed: 1, note: 'no report: the run did not finish' });
    return;
  }
  const skipped = json.numPendingTests + json.numTodoTests;
  const failed = json.numFailedTests + (selection ? 0 : skipped) + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  results.push({
    name,
    passed: json.numPassedTests,
    failed,
    note: skipped > 0 && !selection ? `${skipped} skipped` : undefined,
  });
}

/** Generates and builds dist/ once for every engine's run (nginx and the WebKit runner serve it). */
async function build(): Promise<boolean> {
  const failed = await tryBuildSite();
  if (failed) {
    results.push({ name: `site ${failed}`, passed: 0, failed: 1, note: 'the browser suites did not run' });
    return false;
  }
  process.env.SITE_BUILT = '1';
  return true;
}

/** Every browser suite of ENGINES, one engine after the other. */
async function browsers(grep?: string, selection?: Selection): Promise<void> {
  if (!deployed && !(await build())) return;
  for (const engine of engines) {
    if (isPlaywrightEngine(engine)) await playwright(engine, grep);
    // In a limited run, the WebKit runner only when a WebKit test names one of the clauses.
    else if (!selection || webkitTests(selection.clauses) > 0) await webkit(selection);
  }
}

function readIfPresent(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** Run a command quietly; resolves to its standard output and exit code. */
function capture(command: string, args: readonly string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('error', () => resolve({ code: 127, stdout }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

/** The vitest files that may hold a test of these clauses (vitest's tag filter picks the tests). */
function vitestFiles(ids: readonly string[]): string[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : walk(path);
      return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return ['tests/generator', 'tests/conformance', 'tests/site']
    .flatMap(walk)
    .filter((file) => mayNameClauses(withImports(file, readIfPresent), ids));
}

/** How many WebKit test files quote these clauses (tests/webkit/: vitest's tag filter picks the tests). */
function webkitTests(ids: readonly string[]): number {
  if (!engines.includes('webkit') || !existsSync('tests/webkit')) return 0;
  return readdirSync('tests/webkit')
    .filter((name) => /\.test\.ts$/.test(name))
    .filter((name) => mayNameClauses(withImports(join('tests/webkit', name), readIfPresent), ids)).length;
}

/** How many browser tests name these clauses, as Playwright lists them (no server, no browser). */
async function browserTests(grep: string): Promise<number> {
  if (!engines.some(isPlaywrightEngine)) return 0;
  const { code, stdout } = await capture(bin('playwright'), [
    'test',
    '-c',
    PLAYWRIGHT_CONFIG,
    '--list',
    '--pass-with-no-tests',
    ...engines.filter(isPlaywrightEngine).map((engine) => `--project=${engine}`),
    '--grep',
    grep,
    '--reporter=json',
  ]);
  interface Suite {
    specs?: unknown[];
    suites?: Suite[];
  }
  const count = (suites: readonly Suite[]): number =>
    suites.reduce((sum, suite) => sum + (suite.specs?.length ?? 0) + count(suite.suites ?? []), 0);
  const json = code === 0 ? (JSON.parse(stdout) as { suites: Suite[] }) : undefined;
  if (!json) throw new Error('playwright could not list the browser tests (its error is above)');
  return count(json.suites);
}

function selectionFromEnvironment(): Selection | undefined {
  try {
    return selectClauses(clauses, { section: process.env.SECTION, clause: process.env.CLAUSE });
  } catch (error) {
    console.error(`make conformance: ${(error as Error).message}`);
    process.exit(2);
  }
}

/**
 * SECTION= / CLAUSE=: no static checks and no second Node; each runner only if a test of the
 * clauses is in it (vitest: files quoting an id, then its tag filter; Playwright: its own list).
 */
async function limitedRun(selection: Selection): Promise<void> {
  const count = selection.clauses.length;
  banner(`a run limited to ${selection.label}: ${count} clause${count === 1 ? '' : 's'}`);
  console.log('static checks (make check, tsc, biome) are skipped in a limited run');
  const files = deployed ? [] : vitestFiles(selection.clauses);
  const grep = playwrightGrep(selection.clauses);
  const inBrowser = (await browserTests(grep)) + webkitTests(selection.clauses);
  console.log(
    `${deployed ? 'vitest: not run against BASE_URL' : `vitest: ${files.length} files quote these clauses`}; browser: ${inBrowser} tests name them`,
  );
  if (files.length === 0 && inBrowser === 0) {
    console.error(
      `make conformance: no ${deployed ? 'browser ' : ''}test names any clause of ${selection.label} (${selection.clauses.join(', ')}): nothing to run`,
    );
    process.exit(1);
  }
  const selected: SelectionFile['runners'] = [
    ...(files.length > 0 ? (['vitest'] as const) : []),
    ...(inBrowser > 0 ? (['browser'] as const) : []),
  ];
  const file: SelectionFile = { label: selection.label, clauses: selection.clauses, runners: selected };
  writeFileSync('reports/selection.json', `${JSON.stringify(file, null, 2)}\n`);
  const ids = new Set(selection.clauses);
  if (files.length > 0) await vitest('vitest', undefined, { files, filter: vitestTagsFilter(selection.clauses), ids });
  if (inBrowser > 0) await browsers(grep, selection);
}

/** The test list of one Playwright engine, for `--test-list`, or the WebKit tests' file and names. */
function writeTestLists(plan: Plan): Partial<Record<Engine, string>> {
  const lists: Partial<Record<Engine, string>> = {};
  for (const engine of engines) {
    const chosen = plan.selection.browser.filter(({ item }) => item.engine === engine).map(({ item }) => item);
    if (chosen.length === 0) continue;
    const path = resolve('reports', `change-tests-${engine}.${engine === 'webkit' ? 'json' : 'txt'}`);
    writeFileSync(
      path,
      engine === 'webkit'
        ? `${JSON.stringify(
            chosen.map((test) => ({ file: test.file, name: test.id })),
            null,
            2,
          )}\n`
        : `${chosen.map((test) => test.id).join('\n')}\n`,
    );
    lists[engine] = path;
  }
  return lists;
}

/**
 * CHANGED=<ref>: the checks the change since the ref can affect (decision 049). The builds are
 * compared first (the site is built once, for that and for the browser suites), then the selected
 * checks run, each runner only if it has a selected test.
 */
async function changedRun(ref: string, clauseSelection?: Selection): Promise<Plan> {
  banner(`what changed since ${ref}`);
  let plan: Plan & { built: boolean };
  try {
    plan = await planChange(
      resolve('.'),
      ref,
      { engines, ...(clauseSelection ? { clauses: new Set(clauseSelection.clauses) } : {}) },
      build,
    );
  } catch (error) {
    console.error(`make test CHANGED=${ref}: ${(error as Error).message}`);
    process.exit(2);
  }
  for (const line of plan.lines) console.log(line);
  writeFileSync('reports/change-plan.json', `${JSON.stringify(planJson(plan), null, 2)}\n`);
  const { selection } = plan;
  await check('generated code in sync (make check)', 'node', ['generator/bin.mjs', 'check'], ['GEN-CHECK-STALE']);
  if (selection.tsc && !failedSoFar()) await check('types (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
  if (selection.biome.length > 0 && !failedSoFar())
    await check('lint and format (biome)', bin('biome'), [
      'check',
      '--error-on-warnings',
      '--no-errors-on-unmatched',
      ...selection.biome,
    ]);
  writeFileSync('reports/static.json', `${JSON.stringify(statics, null, 2)}\n`);
  // With SECTION= or CLAUSE= too: the selection holds only files quoting those clauses; their tag filter picks the tests.
  const vitestFilesChosen = selection.vitest.map(({ item }) => item);
  if (vitestFilesChosen.length > 0 && !failedSoFar())
    await vitest(
      'vitest',
      undefined,
      clauseSelection
        ? {
            files: vitestFilesChosen,
            filter: vitestTagsFilter(clauseSelection.clauses),
            ids: new Set(clauseSelection.clauses),
          }
        : vitestFilesChosen,
    );
  const lists = writeTestLists(plan);
  if (Object.keys(lists).length > 0 && !failedSoFar()) {
    if (process.env.SITE_BUILT !== '1' && !deployed && !(await build())) return plan;
    for (const engine of engines) {
      const list = lists[engine];
      if (!list || failedSoFar()) continue;
      if (isPlaywrightEngine(engine)) await playwright(engine, undefined, list);
      else await webkit(undefined, list);
    }
  }
  if (selection.budgets && process.env.SITE_BUILT === '1' && !failedSoFar())
    await check('page budgets (own chunks ≤ 15 kB gzip)', bin('tsx'), ['scripts/bench-bundle.ts', '--check']);
  const clausesRun = [...new Set([...selection.browser.flatMap(({ item }) => item.clauses)])];
  const file: SelectionFile = {
    label: `CHANGED=${ref}`,
    clauses: [...new Set([...clausesRun, ...vitestClauses(selection.vitest.map(({ item }) => item))])],
    runners: [
      ...(selection.vitest.length > 0 ? (['vitest'] as const) : []),
      ...(selection.browser.length > 0 ? (['browser'] as const) : []),
    ],
  };
  writeFileSync('reports/selection.json', `${JSON.stringify(file, null, 2)}\n`);
  return plan;
}

/** The clause ids the vitest files quote (their tests name no other). */
function vitestClauses(files: readonly string[]): string[] {
  const ids = clauses.map((clause) => clause.id);
  return ids.filter((id) => files.some((file) => mayNameClauses(withImports(file, readIfPresent), [id])));
}

/** What reports/change-plan.json keeps of a plan: the change report reads it. */
function planJson(plan: Plan) {
  return {
    ref: plan.impact.change.ref,
    commit: plan.impact.change.commit,
    files: plan.impact.change.files,
    sources: plan.impact.sources,
    facts: plan.impact.facts,
    everything: plan.impact.everything,
    inputs: Object.fromEntries(plan.impact.inputs),
    expected: [...plan.impact.expected],
    clauses: plan.impact.clauses,
    types: plan.impact.types,
    baseDist: plan.baseDist,
    lines: plan.lines,
    selection: {
      everything: plan.selection.everything,
      tsc: plan.selection.tsc,
      biome: plan.selection.biome,
      budgets: plan.selection.budgets,
      vitest: plan.selection.vitest.map(({ item, why }) => ({ file: item, why })),
      browser: plan.selection.browser.map(({ item, why }) => ({ ...item, why })),
    },
  };
}

// Results of an earlier run must never stand in for this one.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// BASE_URL names a deployed site: only the browser suite can examine it. The static checks and
// vitest need the source, not the site; reports/target.json says `local: false`, and the report
// marks their clauses "not run against this target" (docs/decisions/020).
const deployed = Boolean(process.env.BASE_URL);
if (deployed) console.log(`BASE_URL=${process.env.BASE_URL}: the browser suite only (no static checks, no vitest)`);
const selection = selectionFromEnvironment();
const changed = process.env.CHANGED?.trim();
let plan: Plan | undefined;
if (changed) {
  if (deployed) {
    console.error('make conformance: CHANGED= compares two builds of this checkout; it does not apply to BASE_URL');
    process.exit(2);
  }
  plan = await changedRun(changed, selection);
} else if (selection) {
  await limitedRun(selection);
} else {
  if (!suitesOnly && !deployed && firstPart) {
    await check('generated code in sync (make check)', 'node', ['generator/bin.mjs', 'check'], ['GEN-CHECK-STALE']);
    await check('types (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
    await check('lint and format (biome)', bin('biome'), ['check', '--error-on-warnings', '.'], ['SEC-NO-INNER-HTML']);
    writeFileSync('reports/static.json', `${JSON.stringify(statics, null, 2)}\n`);
  }
  if (!deployed) await vitest('vitest');
  if (!suitesOnly && !deployed && firstPart) {
    const node = node24();
    if (node) {
      await vitest('vitest, Node 24', node);
    } else {
      results.push({ name: 'vitest, Node 24', passed: 0, failed: 1, note: 'no Node 24 (make test installs it)' });
    }
  }
  await browsers();
  // Each page's own chunks ≤ 15 kB gzip, its illustrations apart (decision 047), in the dist/ just built.
  if (!suitesOnly && !deployed && firstPart && process.env.SITE_BUILT === '1')
    await check('page budgets (own chunks ≤ 15 kB gzip)', bin('tsx'), ['scripts/bench-bundle.ts', '--check']);
}
const runFile: RunFile = {
  root: resolve('.'),
  reports: resolve('reports'),
  engines,
  enginesSetting: process.env.ENGINES?.trim() ? `ENGINES=${process.env.ENGINES.trim()}` : 'all',
  ...(shard ? { shard: shard.text } : {}),
  runners,
  wallMs,
  startedAt: runStartedAt,
};
writeFileSync('reports/run.json', `${JSON.stringify(runFile, null, 2)}\n`);
await check('conformance report (reports/conformance.html)', bin('tsx'), ['scripts/conformance.ts']);
if (plan) {
  const written = writeChangeReport(resolve('.'), plan);
  console.log(`change report: ${written.join(', ')}`);
}

banner('summary');
for (const result of results) {
  const note = result.note ? `  (${result.note})` : '';
  console.log(
    `${result.failed === 0 ? 'ok  ' : 'FAIL'}  ${result.name}: ${result.passed} passed, ${result.failed} failed${note}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
const suiteTests = results
  .filter((result) => result.name === 'vitest' || result.name.startsWith('browser'))
  .reduce((sum, result) => sum + result.passed + result.failed, 0);
if (selection && suiteTests === 0)
  console.error(`no test of ${selection.label} ran: the files that mention its clauses hold none of their tests`);
process.exitCode = failed === 0 ? 0 : 1;
