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
//
// A runner (scripts/runners.ts) that cannot start or does not finish is an error of the run: the
// summary says "did not run" with its cause, its tests (listed without running them) count as
// failed, and reports/run.json records the clauses they name, which the report shows "not run: run
// error". Each command runs in a process group of its own; Ctrl-C, SIGTERM, SIGHUP or the end of
// make stop them all within seconds, and the run exits 130, 143 or 129 (scripts/processes.ts).
// Decision 051.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plan, planChange } from '../harness/change/plan.ts';
import { writeChangeReport } from '../harness/change/report.ts';
import type { RunFile, Runner, RunnerFailure, SelectionFile, StaticCheck } from '../harness/report/model.ts';
import { type PlaywrightJson, playwrightRecords } from '../harness/report/readers/playwright.ts';
import { type VitestJson, type VitestTotals, vitestRecords } from '../harness/report/readers/vitest.ts';
import {
  mayNameClauses,
  playwrightGrep,
  type Selection,
  selectClauses,
  vitestTagsFilter,
  withImports,
} from '../harness/report/selection.ts';
import { type Engine, enginesFrom, isPlaywrightEngine } from '../tests/engines.ts';
import { clauses } from '../tests/generated/clauses.gen.ts';
import { type Stop, stopOnSignals } from './processes.ts';
import {
  atLowerPriority,
  banner,
  type CommandEnd,
  inBlock,
  runStep,
  type StepResult,
  tryBuildSite,
} from './run-steps.ts';
import {
  bin,
  failureOf,
  listPlaywright,
  playwrightRunner,
  type RunnerEnd,
  type RunnerSpec,
  runRunner,
  type VitestSelection,
  vitestRunner,
  webkitRunner,
  webkitTestFiles,
  withListing,
} from './runners.ts';
import { removeWorktrees } from './visual-diff/builds.ts';

const suitesOnly = process.argv.includes('--suites');
const who = suitesOnly ? 'make conformance' : 'make test';
const results: StepResult[] = [];
const statics: StaticCheck[] = [];
const runners: Runner[] = [];
const failures: RunnerFailure[] = [];
const wallMs: Partial<Record<Engine, number>> = {};
const runStartedAt = new Date().toISOString();
/**
 * CHANGED_STOP_AT_FIRST_FAILURE=1 (make mutants): a CHANGED= run ends at its first failing test
 * (vitest --bail, Playwright --max-failures, no later runner): whether it fails is all that is asked.
 */
const stopAtFirstFailure = process.env.CHANGED_STOP_AT_FIRST_FAILURE === '1' && Boolean(process.env.CHANGED?.trim());
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
  const end = await runStep(command, args);
  const passed = end.code === 0;
  const note = end.error ?? (end.signal ? `ended by ${end.signal}` : undefined);
  results.push({ name, passed: passed ? 1 : 0, failed: passed ? 0 : 1, ...(note ? { note } : {}) });
  if (proves.length > 0) statics.push({ name, command: [command, ...args].join(' '), passed, clauses: proves });
}

/**
 * A runner that could not start or did not finish: an error of the run. When it ran none of its
 * tests, they are listed without running them (the report marks their clauses "not run: run
 * error") and count as failed in the summary; when its report holds the tests it ran, those count.
 * `inReport`: false for the Node 24 pass, which the report does not read.
 */
async function runnerFailed(
  spec: RunnerSpec,
  failure: RunnerFailure,
  ran?: { passed: number; failed: number },
  inReport = true,
): Promise<void> {
  const reported = ran ? ran.passed + ran.failed : 0;
  if (reported > 0) {
    if (inReport) failures.push({ ...failure, clauses: [], reported });
    results.push({
      name: spec.name,
      passed: ran?.passed ?? 0,
      failed: (ran?.failed ?? 0) + 1,
      note: `did not finish: ${failure.cause}`,
    });
    return;
  }
  const listed = inReport ? await withListing(failure, spec) : failure;
  if (inReport) failures.push(listed);
  results.push({ name: spec.name, passed: 0, failed: Math.max(1, listed.tests ?? 0), notRun: failure.cause });
}

/** vitest's JSON report (the vitest suites, and the WebKit suite's): its results and its totals. */
type VitestReport = VitestJson & VitestTotals;

/** Where the runners' reports are, for their readers. */
const PATHS = { root: resolve('.'), reports: resolve('reports') };

/** A runner's end as a failure of the run, when it is one (see failureOf). */
function vitestFailure(spec: RunnerSpec, end: RunnerEnd<VitestReport>): RunnerFailure | undefined {
  // A file that did not load is a failed suite: the report shows it among the errors outside the tests.
  const failed = (end.json?.numFailedTests ?? 0) + (end.json?.numFailedTestSuites ?? 0);
  return failureOf(spec.id, end, [], failed);
}

/**
 * The vitest suites, on the project's Node or (with `node`: "vitest, Node 24") on another one;
 * `selection` (SECTION=, CLAUSE=): the tests of those clauses in its files; `files` (CHANGED=): every
 * test of those files.
 */
async function vitest(
  node?: string,
  selection?: VitestSelection & { readonly ids: ReadonlySet<string> },
  files?: readonly string[],
): Promise<void> {
  const spec = vitestRunner({ selection, files, bail: Boolean(files) && stopAtFirstFailure, shard: shard?.text, node });
  const chosen = selection?.files ?? files;
  banner(`unit and component tests (${spec.name})${chosen ? `: ${chosen.length} files` : ''}`);
  if (!node) runners.push('vitest');
  const end = await runRunner<VitestReport>(spec);
  const { json } = end;
  const failure = vitestFailure(spec, end);
  if (!json) {
    if (failure) await runnerFailed(spec, failure, undefined, !node);
    return;
  }
  let { numPassedTests: passed, numFailedTests: failedTests } = json;
  let skipped = json.numPendingTests + json.numTodoTests;
  if (selection) {
    // vitest lists the tests its tag filter left out as skipped: count only the selected ones.
    const chosen = vitestRecords(json, PATHS).filter((test) => test.clauses.some((id) => selection.ids.has(id)));
    passed = chosen.filter((test) => test.outcome === 'passed').length;
    failedTests = chosen.filter((test) => test.outcome === 'failed').length;
    skipped = chosen.length - passed - failedTests;
  }
  // A skipped or todo test proves nothing: it counts as a failure.
  if (failure) return runnerFailed(spec, failure, { passed, failed: failedTests + skipped }, !node);
  const failed = failedTests + skipped + (end.code !== 0 && failedTests === 0 ? 1 : 0);
  results.push({ name: spec.name, passed, failed, note: skipped > 0 ? `${skipped} skipped or todo` : undefined });
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
async function playwright(engine: Engine, spec: RunnerSpec): Promise<void> {
  banner(`browser tests (playwright, ${engine})${shard ? `: part ${shard.text}` : ''}`);
  runners.push(spec.id as Runner);
  const started = Date.now();
  const end = await runRunner<PlaywrightJson>(spec);
  wallMs[engine] = Date.now() - started;
  const { json } = end;
  // A test left out of this engine for a capability its driver lacks is neither passed nor failed.
  const records = json ? playwrightRecords(json, PATHS) : [];
  const count = (...outcomes: string[]) => records.filter((record) => outcomes.includes(record.outcome)).length;
  const [passed, failedTests, skipped, notIn] = [
    count('passed', 'marked-fail'),
    count('failed'),
    count('skipped'),
    count('not-in-engine'),
  ];
  // The web server, the global setup (which launches the browser) or a config that did not load.
  const failure = failureOf(
    spec.id,
    end,
    (json?.errors ?? []).map((error) => error.message),
    failedTests,
  );
  if (failure)
    return runnerFailed(spec, failure, records.length > 0 ? { passed, failed: failedTests + skipped } : undefined);
  const failed = failedTests + skipped + (end.code !== 0 && failedTests === 0 ? 1 : 0);
  const note = [skipped > 0 && `${skipped} skipped`, notIn > 0 && `${notIn} not run in this engine`]
    .filter(Boolean)
    .join(', ');
  results.push({ name: spec.name, passed, failed, note: note || undefined });
}

/** The WebKit runner, with the test files and tag filter it picks in a limited run (for its list). */
function webkitSpec(selection?: Selection): RunnerSpec {
  return webkitRunner({
    selection: selection && { files: webkitFiles(selection.clauses), filter: vitestTagsFilter(selection.clauses) },
    shard: shard?.text,
  });
}

/** The WebKit suite (tests/webkit/, over WebKitWebDriver): scripts/webkit.ts serves, drives and reports. */
async function webkit(spec: RunnerSpec, selection?: Selection): Promise<void> {
  banner(`browser tests (webkit over WebDriver)${shard ? `: part ${shard.text}` : ''}`);
  runners.push('webkit');
  const started = Date.now();
  // It reads SECTION=, CLAUSE=, SHARD=, BASE_URL= and SITE_BUILT= from the environment, as this does.
  const end = await runRunner<VitestReport>(spec);
  wallMs.webkit = Date.now() - started;
  const { json } = end;
  const failure = vitestFailure(spec, end);
  const skipped = json ? json.numPendingTests + json.numTodoTests : 0;
  const ran = json && { passed: json.numPassedTests, failed: json.numFailedTests + (selection ? 0 : skipped) };
  if (failure) return runnerFailed(spec, failure, ran);
  if (!json || !ran) return;
  results.push({
    name: spec.name,
    passed: ran.passed,
    failed: ran.failed + (end.code !== 0 && json.numFailedTests === 0 ? 1 : 0),
    note: skipped > 0 && !selection ? `${skipped} skipped` : undefined,
  });
}

/** How the site's build failed in this run, once it did (it is not tried again). */
let buildFailure: { step: string; end: CommandEnd } | undefined;

/** Generates and builds dist/ (nginx and the WebKit runner serve it); false when it failed. */
async function buildSite(): Promise<boolean> {
  if (buildFailure) return false;
  buildFailure = await tryBuildSite();
  if (buildFailure) {
    results.push({ name: `site ${buildFailure.step}`, passed: 0, failed: 1 });
    return false;
  }
  process.env.SITE_BUILT = '1';
  return true;
}

/**
 * Builds dist/ once for the browser runners `specs`; when the build fails, each of them did not
 * run, for that cause (its tests, listed, count as failed and their clauses are "not run").
 */
async function build(specs: readonly RunnerSpec[]): Promise<boolean> {
  if (await buildSite()) return true;
  const step = buildFailure?.step ?? 'build';
  const said = buildFailure && failureOf(step, buildFailure.end, [], 0);
  for (const spec of specs) {
    runners.push(spec.id as Runner);
    await runnerFailed(spec, {
      runner: spec.id,
      cause: `the site's build failed at ${step}${said ? `: ${said.cause}` : ''}`,
      details: said?.details,
    });
  }
  return false;
}

/**
 * Runs the browser runners of `specs` (one engine after the other), the site built first unless
 * deployed or `built` (a CHANGED= run built it to compare builds).
 */
async function browserRuns(
  specs: readonly (readonly [Engine, RunnerSpec])[],
  selection?: Selection,
  built = false,
): Promise<void> {
  if (!deployed && !built && !(await build(specs.map(([, spec]) => spec)))) return;
  for (const [engine, spec] of specs) {
    if (failedSoFar()) return;
    if (isPlaywrightEngine(engine)) await playwright(engine, spec);
    else await webkit(spec, selection);
  }
}

/** Every browser suite of ENGINES; in a limited run, the WebKit runner only when a WebKit test names one of the clauses. */
async function browsers(grep?: string, selection?: Selection): Promise<void> {
  const specs = engines.flatMap((engine): (readonly [Engine, RunnerSpec])[] => {
    if (isPlaywrightEngine(engine)) return [[engine, playwrightRunner(engine, { grep, shard: shard?.text })]];
    return !selection || webkitFiles(selection.clauses).length > 0 ? [[engine, webkitSpec(selection)]] : [];
  });
  await browserRuns(specs, selection);
}

function readIfPresent(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
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

/** The WebKit test files that quote these clauses (vitest's tag filter picks the tests), as scripts/webkit.ts picks them. */
function webkitFiles(ids: readonly string[]): string[] {
  if (!engines.includes('webkit') || !existsSync('tests/webkit')) return [];
  return webkitTestFiles().filter((file) => mayNameClauses(withImports(file, readIfPresent), ids));
}

/**
 * How many tests of the Playwright engines name these clauses, as Playwright lists them (no
 * server, no browser); undefined when it cannot list them (its runners then fail and say why).
 */
async function browserTests(grep: string): Promise<number | undefined> {
  const projects = engines.filter(isPlaywrightEngine).map((engine) => `--project=${engine}`);
  if (projects.length === 0) return 0;
  const listing = await listPlaywright([...projects, '--grep', grep, '--pass-with-no-tests']);
  if ('error' in listing) {
    console.error(`${who}: Playwright could not list the browser tests: ${listing.error}`);
    return undefined;
  }
  return listing.clauses.length;
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
  const listed = await browserTests(grep);
  // Playwright's tests that cannot be listed are not taken for none: its runners run, and fail saying why.
  const inBrowser = (listed ?? 1) + webkitFiles(selection.clauses).length;
  console.log(
    `${deployed ? 'vitest: not run against BASE_URL' : `vitest: ${files.length} files quote these clauses`}; browser: ${listed ?? 'unknown'} Playwright tests and ${webkitFiles(selection.clauses).length} WebKit test files name them`,
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
  if (files.length > 0) await vitest(undefined, { files, filter: vitestTagsFilter(selection.clauses), ids });
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
 * The browser runners of a CHANGED= run: each engine with a selected test, running only those;
 * their list (should a runner not run) is the plan's, with the clauses each test names.
 */
function changedBrowserSpecs(plan: Plan): (readonly [Engine, RunnerSpec])[] {
  const lists = writeTestLists(plan);
  return engines.flatMap((engine): (readonly [Engine, RunnerSpec])[] => {
    const list = lists[engine];
    if (!list) return [];
    const spec = isPlaywrightEngine(engine)
      ? playwrightRunner(engine, {
          testList: list,
          ...(stopAtFirstFailure ? { maxFailures: 1 } : {}),
          shard: shard?.text,
        })
      : webkitRunner({ testsFile: list, shard: shard?.text });
    const clausesOf = plan.selection.browser
      .filter(({ item }) => item.engine === engine)
      .map(({ item }) => item.clauses);
    return [[engine, { ...spec, list: async () => ({ clauses: clausesOf }) }]];
  });
}

/**
 * A CHANGED= run's runners (vitest, each engine), side by side: a selection is small, and one
 * runner alone leaves a core of a two-core machine idle half the time. Each one's output is
 * printed whole when it ends, and the summary keeps their order. One after the other instead when
 * the run stops at its first failure (CHANGED_STOP_AT_FIRST_FAILURE) or with SIDE_BY_SIDE=0.
 */
async function sideBySide(runs: readonly (readonly [string, () => Promise<void>])[]): Promise<void> {
  if (stopAtFirstFailure || process.env.SIDE_BY_SIDE === '0' || runs.length < 2) {
    for (const [, run] of runs) if (!failedSoFar()) await run();
    return;
  }
  const names = runs.map(([name]) => name);
  console.log(
    `\n${names.join(', ')}: side by side; each one's output follows when it ends (SIDE_BY_SIDE=0: one after the other)`,
  );
  const before = results.length;
  // The CPU is full while they run, and the browser runs end last (Firefox's above all): vitest,
  // which ends well before them, yields to them.
  await Promise.all(runs.map(([name, run]) => inBlock(name === 'vitest' ? () => atLowerPriority(run) : run)));
  // The summary in the runners' order, whatever order they ended in (a result's name begins with its runner's).
  const rank = (result: StepResult) => {
    const index = names.findIndex((name) => result.name === name || result.name.endsWith(`, ${name}`));
    return index < 0 ? names.length : index;
  };
  const added = results.splice(before).sort((a, b) => rank(a) - rank(b));
  results.push(...added);
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
      buildSite,
    );
  } catch (error) {
    console.error(`make test CHANGED=${ref}: ${(error as Error).message}`);
    process.exit(2);
  }
  for (const line of plan.lines) console.log(line);
  writeFileSync('reports/change-plan.json', `${JSON.stringify(planJson(plan), null, 2)}\n`);
  const { selection } = plan;
  // A test may check only the pages of its list the change touches (tests/changed-pages.ts): each
  // runner started from here has the inputs.
  if (selection.narrowable) process.env.CHANGED_INPUTS = JSON.stringify([...plan.impact.inputs.keys()]);
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
  const runs: (readonly [string, () => Promise<void>])[] = [];
  if (vitestFilesChosen.length > 0)
    runs.push([
      'vitest',
      () =>
        clauseSelection
          ? vitest(undefined, {
              files: vitestFilesChosen,
              filter: vitestTagsFilter(clauseSelection.clauses),
              ids: new Set(clauseSelection.clauses),
            })
          : vitest(undefined, undefined, vitestFilesChosen),
    ]);
  const specs = changedBrowserSpecs(plan);
  if (
    specs.length > 0 &&
    !failedSoFar() &&
    (process.env.SITE_BUILT === '1' || (await build(specs.map(([, spec]) => spec))))
  )
    for (const [engine, spec] of specs)
      runs.push([engine, () => (isPlaywrightEngine(engine) ? playwright(engine, spec) : webkit(spec))]);
  if (!failedSoFar()) await sideBySide(runs);
  if (selection.budgets && process.env.SITE_BUILT === '1' && !failedSoFar())
    await check('page budgets (own chunks ≤ 15 kB gzip)', bin('tsx'), ['scripts/bench-bundle.ts', '--check']);
  const clausesRun = [...new Set([...selection.browser.flatMap(({ item }) => item.clauses)])];
  const named = [...new Set([...clausesRun, ...vitestClauses(selection.vitest.map(({ item }) => item))])];
  const file: SelectionFile = {
    label: `CHANGED=${ref}`,
    // With SECTION= or CLAUSE=, only those clauses were asked for: their tag filter left the tests of the others out.
    clauses: clauseSelection ? named.filter((id) => clauseSelection.clauses.includes(id)) : named,
    runners: [
      ...(selection.vitest.length > 0 ? (['vitest'] as const) : []),
      ...(selection.browser.length > 0 ? (['browser'] as const) : []),
    ],
    byChange: true,
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
      narrowable: plan.selection.narrowable,
      vitest: plan.selection.vitest.map(({ item, why }) => ({ file: item, why })),
      browser: plan.selection.browser.map(({ item, why }) => ({ ...item, why })),
    },
  };
}

// Results of an earlier run must never stand in for this one, and only a CHANGED= run narrows a
// test's pages (tests/changed-pages.ts).
delete process.env.CHANGED_INPUTS;
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

/** reports/run.json: what this run (or this part of a run) was, and what of it failed. */
function writeRunFile(stopped?: Stop): void {
  const runFile: RunFile = {
    root: process.cwd(),
    reports: join(process.cwd(), 'reports'),
    engines,
    enginesSetting: process.env.ENGINES?.trim() ? `ENGINES=${process.env.ENGINES.trim()}` : 'all',
    ...(shard ? { shard: shard.text } : {}),
    runners,
    wallMs,
    startedAt: runStartedAt,
    ...(failures.length > 0 ? { failures } : {}),
    ...(stopped ? { stopped: { by: stopped.by, at: new Date().toISOString() } } : {}),
  };
  writeFileSync('reports/run.json', `${JSON.stringify(runFile, null, 2)}\n`);
}

// Stopped (Ctrl-C, a CI's timeout or cancel, the terminal closed, make gone): every process of the
// run is stopped, and reports/ says the run is partial; no report that could pass for a whole run
// is left (one the report step had written is removed; `make merge-reports` over this part shows
// it stopped).
stopOnSignals(who, (stop) => {
  // A CHANGED= run stopped while it built the ref to compare with leaves no worktree of it.
  removeWorktrees();
  for (const file of ['conformance.html', 'conformance.md', 'conformance.json', 'junit.xml'])
    rmSync(join('reports', file), { force: true });
  writeRunFile(stop);
});

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
  if (!deployed) await vitest();
  if (!suitesOnly && !deployed && firstPart) {
    const node = node24();
    if (node) {
      await vitest(node);
    } else {
      results.push({ name: 'vitest, Node 24', passed: 0, failed: 1, note: 'no Node 24 (make test installs it)' });
    }
  }
  await browsers();
  // Each page's own chunks ≤ 15 kB gzip, its illustrations apart (decision 047), in the dist/ just built.
  if (!suitesOnly && !deployed && firstPart && process.env.SITE_BUILT === '1')
    await check('page budgets (own chunks ≤ 15 kB gzip)', bin('tsx'), ['scripts/bench-bundle.ts', '--check']);
}
writeRunFile();
await check('conformance report (reports/conformance.html)', bin('tsx'), ['scripts/conformance.ts']);
if (plan) {
  const written = writeChangeReport(resolve('.'), plan);
  console.log(`change report: ${written.join(', ')}`);
}

banner('summary');
for (const result of results) {
  const note = result.note ? `  (${result.note})` : '';
  console.log(
    result.notRun
      ? `FAIL  ${result.name}: did not run: ${result.notRun}  (${result.failed} test${result.failed === 1 ? '' : 's'} counted as failed)`
      : `${result.failed === 0 ? 'ok  ' : 'FAIL'}  ${result.name}: ${result.passed} passed, ${result.failed} failed${note}`,
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
