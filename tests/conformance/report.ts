/**
 * The conformance report: every clause of the specification with the tests that name it, their
 * results, and a status. Pure functions (the runners' JSON in, Markdown, HTML and JUnit out);
 * `scripts/conformance.ts` does the file I/O and `scripts/test-all.ts` the selection of a run.
 */

/** Where a test looks at the product from: a real browser, a rendered component, a unit, a static check. */
export type TestKind = 'browser' | 'component' | 'unit' | 'static';

import { ENGINES, NOT_IN_ENGINE } from '../engines.ts';

/**
 * - passed, failed;
 * - skipped: skipped or todo (proves nothing: the clause fails);
 * - marked-fail: marked to fail (Playwright's `test.fail()`) and failed as marked: a known gap;
 * - not-in-engine: left out of one engine because its driver lacks a capability the test needs
 *   (`notInEngine()` in tests/engines.ts): neither proves nor fails, the engine's column says why.
 */
export type TestOutcome = 'passed' | 'failed' | 'skipped' | 'marked-fail' | 'not-in-engine';

export interface TestRecord {
  readonly kind: TestKind;
  readonly file: string;
  readonly name: string;
  readonly outcome: TestOutcome;
  readonly clauses: readonly string[];
  /** The engine a browser test ran in (chromium, firefox, webkit). */
  readonly engine?: string;
  /** Why it did not pass: the first lines of the error, or the reason it was skipped. */
  readonly message?: string;
  /** Screenshot and trace of a browser test that did not pass, relative to reports/. */
  readonly screenshot?: string;
  readonly trace?: string;
}

export interface ClauseInput {
  readonly id: string;
  readonly section: string;
  readonly kind: string;
  readonly text: string;
  readonly decision?: string;
}

export type ClauseStatus =
  | 'pass'
  | 'fail'
  | 'untested'
  | 'expected-fail'
  | 'unexpected-pass'
  | 'run-error'
  | 'not-run'
  | 'not-run-target';

export const STATUSES: readonly ClauseStatus[] = [
  'pass',
  'fail',
  'untested',
  'expected-fail',
  'unexpected-pass',
  'run-error',
  'not-run',
  'not-run-target',
];
const FAILING: ReadonlySet<ClauseStatus> = new Set(['fail', 'untested', 'unexpected-pass', 'run-error']);

/** What each status means, as the report explains it to its reader. */
export const STATUS_MEANING: Readonly<Record<ClauseStatus, { label: string; meaning: string }>> = {
  pass: { label: 'pass', meaning: 'At least one test checks this clause, and every one of them passed.' },
  fail: {
    label: 'fail',
    meaning:
      'A test of this clause failed, was skipped (a skipped test proves nothing), or is marked as a known failure without an entry in spec/expectations.yaml.',
  },
  untested: { label: 'untested', meaning: 'No test names this clause.' },
  'expected-fail': {
    label: 'expected-fail',
    meaning: 'A known, accepted gap: listed in spec/expectations.yaml with a reason, and not passing.',
  },
  'unexpected-pass': {
    label: 'unexpected-pass',
    meaning: 'Listed in spec/expectations.yaml as a known gap, but its tests now pass: remove the entry.',
  },
  'run-error': {
    label: 'not run: run error',
    meaning:
      'Tests name this clause, but they belong to a runner that could not start or did not finish (its web server, browser or WebDriver did not start, it crashed, it left no report), or the run was stopped: they did not run, so nothing is proved. The run errors say why.',
  },
  'not-run': {
    label: 'not run',
    meaning:
      'Not part of this run: the run was limited to some sections or clauses (SECTION=… or CLAUSE=…), or, in one part of a run spread over machines (SHARD=…), its tests ran in another part.',
  },
  'not-run-target': {
    label: 'not run against this target',
    meaning:
      'Only tests that need the source code (unit, component or static checks) check this clause, so it cannot be observed on a deployed site. Run against the local build to check it.',
  },
};

export const KIND_MEANING: Readonly<Record<TestKind, string>> = {
  browser: 'a real browser (chromium, firefox or webkit: the engine is named) on the served site',
  component: 'a page or component rendered in a simulated browser (jsdom)',
  unit: 'code called directly, without a page',
  static: 'a check of the source: generated files in sync, lint',
};

/**
 * A clause in one engine, from that engine's browser tests:
 * - pass: each of them passed (or was left out of the engine for a capability, and one passed);
 * - fail: one failed or was skipped;
 * - not-in-engine: the engine's driver lacks what they need (the reason says what);
 * - missing: browser tests name the clause in other engines, none in this one, and no reason is
 *   given: fails the run (every browser-observable clause runs in every engine, or says why not);
 * - run-error: the engine's runner could not start or did not finish, and its tests of the clause
 *   did not run (the reason says why): fails the run;
 * - not-run: the engine (or the clause) was not part of this run, or its tests ran in another shard;
 * - none: no browser test names the clause in any engine (it is checked below the browser).
 */
export type EngineStatus = 'pass' | 'fail' | 'not-in-engine' | 'missing' | 'run-error' | 'not-run' | 'none';
export const ENGINE_STATUSES: readonly EngineStatus[] = [
  'pass',
  'fail',
  'not-in-engine',
  'missing',
  'run-error',
  'not-run',
  'none',
];
export const ENGINE_STATUS_LABEL: Readonly<Record<EngineStatus, string>> = {
  pass: 'pass',
  fail: 'fail',
  'not-in-engine': 'not run in this engine',
  missing: 'no test in this engine',
  'run-error': 'not run: run error',
  'not-run': 'not run',
  none: '—',
};

export interface EngineResult {
  readonly status: EngineStatus;
  /** Why it is not run in this engine, or not run at all. */
  readonly reason?: string;
}

export interface ClauseResult extends ClauseInput {
  readonly status: ClauseStatus;
  /** Its status in each engine of ENGINES, in that order. */
  readonly engines: Readonly<Record<string, EngineResult>>;
  readonly tests: readonly TestRecord[];
  /** The kinds of its tests, browser first. */
  readonly kinds: readonly TestKind[];
  /** Why the clause is not passing, when a test alone does not say it. */
  readonly note?: string;
  /** Its entry in spec/expectations.yaml. */
  readonly reason?: string;
}

export interface SectionSummary {
  readonly section: string;
  readonly title: string;
  readonly counts: Readonly<Record<ClauseStatus, number>>;
  /** Per engine, how many of its clauses have each engine status. */
  readonly engineCounts: Readonly<Record<string, Readonly<Record<EngineStatus, number>>>>;
  /** Passing clauses that no browser test checks. */
  readonly belowBrowser: number;
}

export interface RunError {
  readonly source: string;
  readonly message: string;
}

/**
 * A runner of the run that could not start or did not finish (scripts/test-all.ts writes them into
 * reports/run.json), or the run itself, stopped before its end (`runner: 'run'`). Decision 051.
 */
export interface RunnerFailure {
  /** vitest, browser-chromium, browser-firefox, webkit; `run` for the whole run. */
  readonly runner: string;
  /** What happened, in one line, root cause first: `nginx: spawn nginx ENOENT (apt-get install nginx, or set NGINX)`. */
  readonly cause: string;
  /** The last lines of its output and the errors its report holds. */
  readonly details?: string;
  /**
   * The clauses its tests name, listed without running them (decision 051): each of them that no
   * test of this runner reported on did not run. Absent when even the list could not be made:
   * then every clause without a record did not run.
   */
  readonly clauses?: readonly string[];
  /** How many tests it would have run, as listed. */
  readonly tests?: number;
  /** Why its tests could not be listed. */
  readonly listError?: string;
  /** How many tests its report holds, when it ran them but did not finish cleanly (nothing is then listed). */
  readonly reported?: number;
  /** The part of a merged run it belongs to. */
  readonly part?: string;
}

/** The engine a browser runner drives: `browser-firefox` → firefox, `webkit` → webkit. */
export function runnerEngine(runner: string): string | undefined {
  if (runner === 'webkit') return 'webkit';
  return runner.startsWith('browser-') ? runner.slice('browser-'.length) : undefined;
}

/** Whether a test's record comes from this runner. */
function reportedBy(test: TestRecord, runner: string): boolean {
  if (runner === 'run') return true;
  const engine = runnerEngine(runner);
  if (engine) return test.kind === 'browser' && test.engine === engine;
  return test.kind === 'unit' || test.kind === 'component';
}

/**
 * Whether the clause's tests in that runner did not run because of the failure: the runner's list
 * names the clause and none of its tests of it left a record, or (no list) the clause has no record
 * at all. In one engine's column: the failure is that engine's runner's (or the run's), and no test
 * of the clause left a record in that engine; without a list, when the clause has no record at all
 * or browser tests of it ran in another engine.
 */
function missedBy(failure: RunnerFailure, id: string, tests: readonly TestRecord[], engine?: string): boolean {
  if (engine === undefined) {
    if (!failure.clauses) return tests.length === 0;
    return failure.clauses.includes(id) && !tests.some((test) => reportedBy(test, failure.runner));
  }
  if (failure.runner !== 'run' && runnerEngine(failure.runner) !== engine) return false;
  if (tests.some((test) => test.kind === 'browser' && test.engine === engine)) return false;
  if (failure.clauses) return failure.clauses.includes(id);
  return tests.length === 0 || tests.some((test) => test.kind === 'browser');
}

/** `not run: browser-firefox failed (cause)`, as a clause's note says it. */
export function notRunBecause(failure: RunnerFailure): string {
  const part = failure.part ? `${failure.part}: ` : '';
  if (failure.runner === 'run') return `not run: ${part}${failure.cause}`;
  const failed = `${part}${failure.runner} failed (${failure.cause})`;
  return failure.clauses
    ? `not run: ${failed}`
    : `not run: the run failed: ${failed}, and its tests could not be listed`;
}

export interface Conformance {
  readonly clauses: readonly ClauseResult[];
  readonly sections: readonly SectionSummary[];
  readonly totals: Readonly<Record<ClauseStatus, number>>;
  readonly engineTotals: Readonly<Record<string, Readonly<Record<EngineStatus, number>>>>;
  readonly belowBrowser: number;
  /** Clause ids named by tests that are not in the catalogue. */
  readonly unknown: readonly { readonly id: string; readonly test: TestRecord }[];
  /** Test files that did not load, errors outside the tests. */
  readonly errors: readonly RunError[];
  /** Runners that could not start or did not finish, or the run stopped; each with the clauses it left not run. */
  readonly runErrors: readonly (RunnerFailure & { readonly notRun: readonly string[] })[];
  /** The run fails on a failing, untested, unexpectedly passing or not run (run error) clause, an unknown id or an error. */
  readonly ok: boolean;
}

export interface BuildOptions {
  /** The clauses this run was limited to; the others are "not run". */
  readonly selected?: ReadonlySet<string>;
  /** A deployed site: only browser tests observe it. */
  readonly remote?: boolean;
  /** Clauses named in the source of the non-browser tests (tells "not run against this target" from "untested"). */
  readonly namedBelowBrowser?: ReadonlySet<string>;
  readonly errors?: readonly RunError[];
  /** The engines this run drove (ENGINES=…); the others are "not run". Unset: those its browser tests name. */
  readonly engines?: readonly string[];
  /**
   * Per engine, clauses none of its tests can observe, with the capability its driver lacks
   * (tests/webkit/not-run.ts for WebKit, whose suite is written apart from Playwright's).
   */
  readonly engineGaps?: Readonly<Record<string, Readonly<Partial<Record<string, string>>>>>;
  /** `2/4` for one part of a run spread over machines: a clause with no test here ran in another part. */
  readonly shard?: string;
  /** Runners that could not start or did not finish, and a run stopped before its end. */
  readonly runFailures?: readonly RunnerFailure[];
  /** The tests were chosen by a change (CHANGED=): an engine whose tests of a clause it left out did not run it. */
  readonly byChange?: boolean;
}

export const SECTION_TITLES: Readonly<Record<string, string>> = {
  '1': 'What the product does and for whom',
  '2': 'Screens and routes',
  '3': 'Entities and their fields',
  '4': 'States and transitions',
  '5': 'Validation rules',
  '6': 'Roles and permissions',
  '7': 'The calls it makes',
  '8': 'The error catalogue',
  '9': 'Business constants and limits',
  T: "Tooling (the developers' guide)",
};

const KIND_ORDER: readonly TestKind[] = ['browser', 'component', 'unit', 'static'];

function emptyCounts(): Record<ClauseStatus, number> {
  return Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<ClauseStatus, number>;
}

function emptyEngineCounts(): Record<string, Record<EngineStatus, number>> {
  return Object.fromEntries(
    ENGINES.map((engine) => [
      engine,
      Object.fromEntries(ENGINE_STATUSES.map((status) => [status, 0])) as Record<EngineStatus, number>,
    ]),
  );
}

const unique = (items: readonly (string | undefined)[]): string[] => [
  ...new Set(items.filter((item): item is string => Boolean(item))),
];

/** The clause in one engine (see EngineStatus). */
function judgeEngine(
  clause: ClauseInput,
  tests: readonly TestRecord[],
  engine: string,
  options: BuildOptions,
): EngineResult {
  if (options.selected && !options.selected.has(clause.id)) return { status: 'not-run' };
  const failures = (options.runFailures ?? []).filter((failure) => missedBy(failure, clause.id, tests, engine));
  if (failures.length > 0) return { status: 'run-error', reason: failures.map(notRunBecause).join('; ') };
  const browser = tests.filter((test) => test.kind === 'browser');
  if (browser.length === 0 && !options.engineGaps?.[engine]?.[clause.id]) return { status: 'none' };
  if (options.engines && !options.engines.includes(engine))
    return { status: 'not-run', reason: `ENGINES=${options.engines.join(',')}` };
  const own = browser.filter((test) => test.engine === engine);
  if (own.length === 0) {
    const gap = options.engineGaps?.[engine]?.[clause.id];
    if (gap) return { status: 'not-in-engine', reason: gap };
    if (options.shard)
      return { status: 'not-run', reason: `its ${engine} tests ran in another part (this is SHARD=${options.shard})` };
    if (options.byChange) return { status: 'not-run', reason: `the change touches none of its ${engine} tests` };
    return {
      status: 'missing',
      reason: `browser tests name this clause in ${unique(browser.map((test) => test.engine)).join(', ')}, none in ${engine}, and no capability ${engine}'s driver lacks is given`,
    };
  }
  if (own.some((test) => test.outcome === 'failed' || test.outcome === 'skipped' || test.outcome === 'marked-fail'))
    return { status: 'fail' };
  if (own.every((test) => test.outcome === 'not-in-engine'))
    return { status: 'not-in-engine', reason: unique(own.map((test) => test.message)).join('; ') };
  return { status: 'pass' };
}

function judge(
  clause: ClauseInput,
  all: readonly TestRecord[],
  reason: string | undefined,
  options: BuildOptions,
): { status: ClauseStatus; note?: string } {
  if (options.selected && !options.selected.has(clause.id)) return { status: 'not-run' };
  // A test left out of an engine for a capability its driver lacks neither proves nor fails.
  const ran = all.filter((test) => test.outcome !== 'not-in-engine');
  // Tests of the clause that did not run because their runner failed: nothing proves it, unless a
  // test that did run failed.
  const failures = (options.runFailures ?? []).filter((failure) => missedBy(failure, clause.id, all));
  if (failures.length > 0 && !ran.some((test) => test.outcome === 'failed'))
    return { status: 'run-error', note: failures.map(notRunBecause).join('; ') };
  const tests = options.remote ? ran.filter((test) => test.kind === 'browser') : ran;
  if (options.remote && tests.length === 0 && (all.length > 0 || options.namedBelowBrowser?.has(clause.id)))
    return { status: 'not-run-target' };
  const passing = tests.length > 0 && tests.every((test) => test.outcome === 'passed');
  if (reason !== undefined)
    return passing
      ? {
          status: 'unexpected-pass',
          note: 'spec/expectations.yaml lists this clause as a known gap, but its tests pass: remove the entry.',
        }
      : { status: 'expected-fail' };
  if (tests.length === 0 && options.shard)
    return { status: 'not-run', note: `No test of this clause ran in this part of the run (SHARD=${options.shard}).` };
  // Chosen by a change, the tests that ran may name it in their source without proving it (a
  // table of clause ids): what the change selected holds no record of it, which says nothing of
  // whether any test proves it.
  if (tests.length === 0 && options.byChange)
    return { status: 'not-run', note: 'No test the change selected proves this clause.' };
  if (tests.length === 0) return { status: 'untested', note: 'No test names this clause.' };
  if (passing) return { status: 'pass' };
  if (tests.some((test) => test.outcome === 'failed')) return { status: 'fail' };
  if (tests.some((test) => test.outcome === 'skipped'))
    return { status: 'fail', note: 'A test of this clause was skipped: a skipped test proves nothing.' };
  return {
    status: 'fail',
    note: 'A test of this clause is marked as a known failure (test.fail()), but spec/expectations.yaml does not list the clause: list it there with a reason, or fix the site.',
  };
}

export function buildConformance(
  catalogue: readonly ClauseInput[],
  expectations: Readonly<Record<string, string | undefined>>,
  tests: readonly TestRecord[],
  options: BuildOptions = {},
): Conformance {
  const byClause = new Map<string, TestRecord[]>(catalogue.map((clause) => [clause.id, []]));
  // Unless told, the engines of the run are those its browser tests ran in.
  options = {
    ...options,
    engines: options.engines ?? unique(tests.filter((test) => test.kind === 'browser').map((test) => test.engine)),
  };
  const unknown: { id: string; test: TestRecord }[] = [];
  for (const test of tests) {
    for (const id of new Set(test.clauses)) {
      const list = byClause.get(id);
      if (list) list.push(test);
      else unknown.push({ id, test });
    }
  }
  const clauses = catalogue.map((clause): ClauseResult => {
    const reason = expectations[clause.id];
    const clauseTests = byClause.get(clause.id) ?? [];
    const kinds = KIND_ORDER.filter((kind) => clauseTests.some((test) => test.kind === kind));
    const engines = Object.fromEntries(
      ENGINES.map((engine) => [engine, judgeEngine(clause, clauseTests, engine, options)]),
    );
    let verdict = judge(clause, clauseTests, reason, options);
    // Every browser-observable clause runs in every engine of the run, or says why it cannot.
    const missing = ENGINES.filter((engine) => engines[engine]?.status === 'missing');
    if (missing.length > 0 && (verdict.status === 'pass' || verdict.status === 'untested'))
      verdict = {
        status: 'fail',
        note: `No ${missing.join(' or ')} test checks this clause, and no capability the driver lacks is given for it: ${missing.map((engine) => engines[engine]?.reason).join('; ')}.`,
      };
    // Its tests in one engine did not run (that engine's runner failed): the clause is not proved.
    const notRunIn = ENGINES.filter((engine) => engines[engine]?.status === 'run-error');
    if (notRunIn.length > 0 && !['fail', 'run-error', 'not-run'].includes(verdict.status))
      verdict = { status: 'run-error', note: unique(notRunIn.map((engine) => engines[engine]?.reason)).join('; ') };
    return { ...clause, tests: clauseTests, kinds, engines, ...verdict, reason };
  });
  const runErrors = (options.runFailures ?? []).map((failure) => ({
    ...failure,
    notRun: clauses
      .filter(
        (clause) =>
          clause.status === 'run-error' &&
          [undefined, ...ENGINES].some((engine) => missedBy(failure, clause.id, clause.tests, engine)),
      )
      .map((clause) => clause.id),
  }));
  const isBelowBrowser = (clause: ClauseResult) => clause.status === 'pass' && !clause.kinds.includes('browser');
  const sectionIds = [...new Set(catalogue.map((clause) => clause.section))];
  const totals = emptyCounts();
  const engineTotals = emptyEngineCounts();
  const sections = sectionIds.map((section): SectionSummary => {
    const counts = emptyCounts();
    const engineCounts = emptyEngineCounts();
    const own = clauses.filter((clause) => clause.section === section);
    for (const clause of own) {
      counts[clause.status]++;
      totals[clause.status]++;
      for (const engine of ENGINES) {
        const status = clause.engines[engine]?.status ?? 'none';
        const perSection = engineCounts[engine];
        const overall = engineTotals[engine];
        if (perSection) perSection[status]++;
        if (overall) overall[status]++;
      }
    }
    return {
      section,
      title: SECTION_TITLES[section] ?? section,
      counts,
      engineCounts,
      belowBrowser: own.filter(isBelowBrowser).length,
    };
  });
  const errors = options.errors ?? [];
  const ok =
    unknown.length === 0 &&
    errors.length === 0 &&
    runErrors.length === 0 &&
    clauses.every((clause) => !FAILING.has(clause.status));
  return {
    clauses,
    sections,
    totals,
    engineTotals,
    belowBrowser: clauses.filter(isBelowBrowser).length,
    unknown,
    errors,
    runErrors,
    ok,
  };
}

// ── Reading the runners' JSON ─────────────────────────────────────────────────────────────────

export interface VitestJson {
  readonly testResults: readonly {
    readonly name: string;
    readonly status?: string;
    readonly message?: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly status: string;
      readonly failureMessages?: readonly string[] | null;
      readonly meta?: { readonly clauses?: readonly string[] };
    }[];
  }[];
}

export interface PlaywrightJson {
  readonly config: { readonly rootDir: string };
  readonly suites: readonly PlaywrightSuite[];
  readonly errors?: readonly { readonly message: string }[];
}

export interface PlaywrightSuite {
  readonly title: string;
  readonly file: string;
  readonly specs: readonly {
    readonly title: string;
    readonly file: string;
    readonly tests: readonly {
      readonly status: string;
      readonly expectedStatus: string;
      /** The project, named after its engine (playwright.config.ts). */
      readonly projectName?: string;
      readonly annotations: readonly { readonly type: string; readonly description?: string }[];
      readonly results: readonly {
        readonly status?: string;
        readonly error?: { readonly message?: string };
        readonly attachments: readonly { readonly name: string; readonly path?: string }[];
      }[];
    }[];
  }[];
  readonly suites?: readonly PlaywrightSuite[];
}

/** Absolute paths of the repository and of its reports/ folder. */
export interface Paths {
  readonly root: string;
  readonly reports: string;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** The first lines of an error, without colours and without the stack. */
export function shortMessage(message: string): string {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const kept = lines.slice(0, 12).join('\n');
  return lines.length > 12 || kept.length > 1200 ? `${kept.slice(0, 1200)}\n…` : kept;
}

/** A path relative to another, both absolute, with forward slashes. */
export function relativePath(from: string, to: string): string {
  const a = from.split('/').filter(Boolean);
  const b = to.split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}

/**
 * vitest's JSON reporter: project `site` runs components (.tsx) in jsdom; the rest are units. The
 * WebKit suite (tests/webkit/, run by vitest over WebDriver) gives `engine`: its tests are browser tests.
 */
export function vitestRecords(json: VitestJson, paths: Paths, engine?: string): TestRecord[] {
  return json.testResults.flatMap((file) => {
    const path = relativePath(paths.root, file.name);
    const kind: TestKind = engine
      ? 'browser'
      : path.startsWith('tests/site/') && path.endsWith('.tsx')
        ? 'component'
        : 'unit';
    return file.assertionResults.map((test): TestRecord => {
      const outcome: TestOutcome =
        test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
      const failure = test.failureMessages?.[0];
      // vitest's JSON keeps an error's stack, not its message: for a timeout that stack is a
      // placeholder, and the reason is only in vitest's own output.
      const message =
        outcome === 'failed'
          ? failure?.startsWith('Error: STACK_TRACE_ERROR')
            ? "timed out (vitest's JSON gives no more: its output in the run's log says why)"
            : shortMessage(failure ?? 'failed')
          : outcome === 'skipped'
            ? `${test.status === 'todo' ? 'todo' : 'skipped'}: never ran`
            : undefined;
      return {
        kind,
        file: path,
        name: test.fullName,
        outcome,
        clauses: test.meta?.clauses ?? [],
        message,
        ...(engine ? { engine } : {}),
      };
    });
  });
}

/** Test files vitest could not load: their tests are missing from the results. */
export function vitestErrors(json: VitestJson, paths: Paths): RunError[] {
  return json.testResults
    .filter((file) => file.status === 'failed' && file.message)
    .map((file) => ({ source: relativePath(paths.root, file.name), message: shortMessage(file.message ?? '') }));
}

/** Playwright's JSON reporter, every test a browser test. */
export function playwrightRecords(json: PlaywrightJson, paths: Paths): TestRecord[] {
  const testDir = relativePath(paths.root, json.config.rootDir);
  const attachment = (result: PlaywrightSuite['specs'][number]['tests'][number]['results'][number], name: string) => {
    const found = result.attachments.find((candidate) => candidate.name === name && candidate.path);
    return found?.path ? relativePath(paths.reports, found.path) : undefined;
  };
  const walk = (suites: readonly PlaywrightSuite[], titles: readonly string[]): TestRecord[] =>
    suites.flatMap((suite) => {
      const path = suite.title === suite.file ? titles : [...titles, suite.title];
      const own = suite.specs.flatMap((spec) =>
        spec.tests.map((test): TestRecord => {
          const last = test.results[test.results.length - 1];
          const markedFail = test.expectedStatus === 'failed';
          const skipReason = test.annotations.find((annotation) => annotation.type === 'skip')?.description;
          const notInEngine = test.status === 'skipped' && skipReason?.startsWith(NOT_IN_ENGINE);
          const outcome: TestOutcome = notInEngine
            ? 'not-in-engine'
            : test.status === 'skipped'
              ? 'skipped'
              : test.status === 'expected'
                ? markedFail
                  ? 'marked-fail'
                  : 'passed'
                : 'failed';
          const error = last?.error?.message;
          const message =
            outcome === 'passed'
              ? undefined
              : outcome === 'not-in-engine'
                ? skipReason?.slice(NOT_IN_ENGINE.length)
                : outcome === 'skipped'
                  ? `skipped${skipReason ? `: ${skipReason}` : ''}`
                  : outcome === 'marked-fail'
                    ? `marked test.fail() and failed as marked${error ? `: ${shortMessage(error)}` : ''}`
                    : markedFail && !error
                      ? 'marked test.fail() but passed: remove the mark'
                      : test.status === 'flaky'
                        ? `flaky: failed, then passed on a retry${error ? `\n${shortMessage(error)}` : ''}`
                        : shortMessage(error ?? 'failed');
          const failedRun = outcome === 'failed' || outcome === 'marked-fail';
          return {
            kind: 'browser',
            // A report from before the projects (one unnamed project) is Chromium's.
            engine: test.projectName || 'chromium',
            file: [testDir, spec.file].filter(Boolean).join('/'),
            name: [...path, spec.title].join(' › '),
            outcome,
            clauses: test.annotations
              .filter((annotation) => annotation.type === 'clause')
              .map((annotation) => annotation.description ?? ''),
            message,
            screenshot: failedRun && last ? attachment(last, 'screenshot') : undefined,
            trace: failedRun && last ? attachment(last, 'trace') : undefined,
          };
        }),
      );
      return [...own, ...walk(suite.suites ?? [], path)];
    });
  return walk(json.suites, []);
}

/** Errors outside any test (the web server did not start, a spec file did not load). */
export function playwrightErrors(json: PlaywrightJson): RunError[] {
  return (json.errors ?? []).map((error) => ({ source: 'browser tests', message: shortMessage(error.message) }));
}

// ── Selecting a run: SECTION=… and CLAUSE=… ──────────────────────────────────────────────────

export interface Selection {
  /** As the reader asked for it: `SECTION=2`, `CLAUSE=NAV-PROGRESS-BAR,HTTP-TIMEOUT`. */
  readonly label: string;
  readonly clauses: readonly string[];
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The clauses a run is limited to, or undefined for a full run. Throws, saying what exists, when a
 * section or a clause id is not in the catalogue.
 */
export function selectClauses(
  catalogue: readonly ClauseInput[],
  request: { readonly section?: string; readonly clause?: string },
): Selection | undefined {
  const sections = list(request.section).map((section) => section.replace(/^§/, '').toUpperCase());
  const ids = list(request.clause).map((id) => id.toUpperCase());
  if (sections.length === 0 && ids.length === 0) return undefined;
  const known = [...new Set(catalogue.map((clause) => clause.section))];
  const badSections = sections.filter((section) => !known.includes(section));
  if (badSections.length > 0)
    throw new Error(`SECTION=${badSections.join(',')}: no such section. Sections: ${known.join(', ')}.`);
  const badIds = ids.filter((id) => !catalogue.some((clause) => clause.id === id));
  if (badIds.length > 0) {
    const hints = badIds.map((id) => {
      const stem = id.split('-')[0] ?? id;
      const near = catalogue.filter((clause) => clause.id.startsWith(`${stem}-`)).map((clause) => clause.id);
      return near.length > 0 ? `${id} (ids starting ${stem}-: ${near.slice(0, 8).join(', ')})` : id;
    });
    throw new Error(`CLAUSE=${hints.join('; ')}: not in spec/clauses.yaml.`);
  }
  const clauses = catalogue
    .filter((clause) => sections.includes(clause.section) || ids.includes(clause.id))
    .map((clause) => clause.id);
  const label = [sections.length > 0 && `SECTION=${sections.join(',')}`, ids.length > 0 && `CLAUSE=${ids.join(',')}`]
    .filter(Boolean)
    .join(' ');
  return { label, clauses };
}

/** vitest's `--tags-filter` expression for these clauses (proves() tags each test with its ids). */
export function vitestTagsFilter(ids: readonly string[]): string {
  return ids.join(' || ');
}

/** Playwright's `--grep` for these clauses: a tag `@ID`, not `@ID-MORE`. */
export function playwrightGrep(ids: readonly string[]): string {
  return `@(?:${ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`;
}

/**
 * Whether a vitest file may hold a test of these clauses, read from its source: it quotes one of
 * the ids ('ID', "ID" or `ID`), in a proves() call or in a table its tests loop over. vitest's
 * tag filter then picks the tests; `unquotedClauses` keeps this from missing one.
 */
export function mayNameClauses(source: string, ids: readonly string[]): boolean {
  return ids.some((id) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((quoted) => source.includes(quoted)));
}

/**
 * A test file's source followed by the sources of the test modules it imports (one level deep,
 * under tests/): a table of clause ids in tests/oracle/ counts as quoted by the tests that import it.
 */
export function withImports(file: string, read: (path: string) => string | undefined): string {
  const source = read(file) ?? '';
  const directory = file.split('/').slice(0, -1);
  const imported = [...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((match) => {
    const parts = [...directory];
    for (const part of (match[1] ?? '').split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const base = parts.join('/');
    if (!base.startsWith('tests/')) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
      .filter((candidate) => /\.tsx?$/.test(candidate))
      .map(read)
      .find((text) => text !== undefined);
    return found === undefined ? [] : [found];
  });
  return [source, ...imported].join('\n');
}

/**
 * vitest tests whose file does not quote a clause they name (an id built at run time): a run
 * limited to that clause would not find them, so a full run reports them as errors.
 */
export function unquotedClauses(records: readonly TestRecord[], sourceOf: (file: string) => string): RunError[] {
  return records.flatMap((record) =>
    record.kind === 'browser' || record.kind === 'static'
      ? []
      : record.clauses
          .filter((id) => !mayNameClauses(sourceOf(record.file), [id]))
          .map((id) => ({
            source: record.file,
            message: `"${record.name}" names ${id}, which its file never quotes: write the id as a quoted literal so CLAUSE=${id} finds it`,
          })),
  );
}

/** Written by test-all.ts for a run limited to some clauses. */
export interface SelectionFile {
  readonly label: string;
  readonly clauses: readonly string[];
  /** The runners the selection started: a runner with no test of these clauses is not started. */
  readonly runners: readonly ('vitest' | 'browser')[];
  /**
   * The tests were chosen by what a change touches (CHANGED=), not by clause: a clause's tests in
   * an engine may all be left out, and that engine then did not run it (it is not missing there).
   */
  readonly byChange?: boolean;
}

/** The runners of a run: vitest, Playwright once per engine it drives, the WebKit suite. */
export type Runner = 'vitest' | 'browser-chromium' | 'browser-firefox' | 'webkit';

/** Written by test-all.ts as reports/run.json: what this run (or this part of a run) was. */
export interface RunFile {
  /** The checkout and its reports/ folder, as absolute paths on the machine that ran it. */
  readonly root: string;
  readonly reports: string;
  /** The engines this run drove, and the ENGINES= that chose them (`all` when unset). */
  readonly engines: readonly string[];
  readonly enginesSetting: string;
  /** `2/4` when SHARD= split the run. */
  readonly shard?: string;
  /** The runners started; each must leave its results. */
  readonly runners: readonly Runner[];
  /** Wall time of each engine's browser suite. */
  readonly wallMs: Readonly<Partial<Record<string, number>>>;
  readonly startedAt: string;
  /** The runners that could not start or did not finish: the cause, and the clauses their tests name. */
  readonly failures?: readonly RunnerFailure[];
  /** Set when the run was stopped before its end (its results are partial): by what, and when. */
  readonly stopped?: { readonly by: string; readonly at: string };
}

/** Written by test-all.ts: the static checks and the clauses each one shows. */
export interface StaticCheck {
  readonly name: string;
  readonly command: string;
  readonly passed: boolean;
  readonly clauses: readonly string[];
}

// ── Writing the report ───────────────────────────────────────────────────────────────────────

/** One engine of the run: the browser that stood for it, and how long its suite took. */
export interface EngineRun {
  readonly engine: string;
  /** `chromium-headless-shell 156.0.8078.108`, or why it did not run. */
  readonly browser: string;
  /** Wall time of the engine's browser suite (summed over the parts of a merged run). */
  readonly wallMs?: number;
}

/** What ran, against what: the head of the report. */
export interface RunInfo {
  /** The URL of a deployed site, or "local build". */
  readonly target: string;
  readonly build: string;
  /** Every engine of ENGINES, with its browser, or "not run". */
  readonly engines: readonly EngineRun[];
  readonly startedAt: string;
  readonly generatedAt: string;
  /** `SECTION=2`, when the run was limited. */
  readonly selection?: string;
  /** `2/4` for one part of a run; `4 parts merged (1/4 … 4/4)` for merge-reports. */
  readonly parts?: string;
  /** `by SIGTERM at …`: the run was stopped before its end, and this report holds what it did till then. */
  readonly stopped?: string;
}

/** `6 min 5 s`. */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function engineLine(run: EngineRun): string {
  return `${run.engine}: ${run.browser}${run.wallMs === undefined ? '' : `, browser suite ${duration(run.wallMs)}`}`;
}

const OUTCOME_MARK: Readonly<Record<TestOutcome, string>> = {
  passed: '✓',
  failed: '✗',
  skipped: '○ skipped',
  'marked-fail': '✗ marked to fail',
  'not-in-engine': '– not run in this engine',
};

/** `browser, firefox` for a browser test, else its kind. */
function kindLabel(test: TestRecord): string {
  return test.engine ? `${test.kind}, ${test.engine}` : test.kind;
}

function testLine(test: TestRecord): string {
  return `${OUTCOME_MARK[test.outcome]} [${kindLabel(test)}] ${test.file} › ${test.name}`;
}

/** The report's own file for a decision record: docs/decisions/006-x.md → decisions/006-x. */
export function decisionPage(decision: string): string {
  return `decisions/${decision.replace(/^.*\//, '').replace(/\.md$/, '')}`;
}

const isFailing = (clause: ClauseResult) => FAILING.has(clause.status);

function runLines(run: RunInfo): [string, string][] {
  const lines: [string, string][] = [
    ['Target', run.target],
    ['Build', run.build],
    ...run.engines.map((engine): [string, string] => ['Engine', engineLine(engine)]),
    ['Started', run.startedAt],
    ['Report written', run.generatedAt],
    ['Run', run.selection ? `limited to ${run.selection}; every other clause is "not run"` : 'every clause'],
  ];
  if (run.parts) lines.push(['Parts', run.parts]);
  if (run.stopped)
    lines.push(['Stopped', `${run.stopped}: a partial run; clauses whose tests had not run show "not run: run error"`]);
  return lines;
}

function engineSummary(counts: Readonly<Record<EngineStatus, number>> | undefined): string {
  if (!counts) return '—';
  const parts = ENGINE_STATUSES.filter((status) => status !== 'none' && counts[status] > 0).map(
    (status) => `${counts[status]} ${ENGINE_STATUS_LABEL[status]}`,
  );
  return parts.join(' · ') || '—';
}

function engineCell(result: EngineResult | undefined): string {
  if (!result) return '—';
  return `${ENGINE_STATUS_LABEL[result.status]}${result.reason ? ` (${result.reason})` : ''}`;
}

function summaryText(report: Conformance): string {
  return STATUSES.filter(
    (status) => report.totals[status] > 0 || !(status.startsWith('not-run') || status === 'run-error'),
  )
    .map((status) => `${report.totals[status]} ${STATUS_MEANING[status].label}`)
    .join(', ');
}

/** A run error as the report heads it: `browser-firefox did not run: cause`. */
function runErrorHead(failure: Conformance['runErrors'][number]): string {
  const part = failure.part ? `${failure.part}: ` : '';
  return failure.runner === 'run'
    ? `${part}the run: ${failure.cause}`
    : `${part}${failure.runner} could not start or did not finish: ${failure.cause}`;
}

/** Which clauses it left not run, and how they were found. */
function runErrorScope(failure: Conformance['runErrors'][number]): string {
  const count = failure.notRun.length;
  const ids = failure.notRun.slice(0, 40).join(', ') + (count > 40 ? `, and ${count - 40} more` : '');
  const notRun = `${count} clause${count === 1 ? '' : 's'} not run${count > 0 ? `: ${ids}` : ''}`;
  if (failure.runner === 'run') return `every clause without a record: ${notRun}`;
  if (failure.reported !== undefined)
    return `its report holds the results of the ${failure.reported} tests it ran: ${notRun}`;
  if (!failure.clauses)
    return `its tests could not be listed${failure.listError ? ` (${failure.listError})` : ''}, so every clause without a record is not run: ${notRun}`;
  const tests = failure.tests ?? 0;
  return `its ${tests} test${tests === 1 ? '' : 's'}, listed without running them, name ${failure.clauses.length} clause${failure.clauses.length === 1 ? '' : 's'}: ${notRun}`;
}

const RUN_ERRORS_INTRO =
  'A runner that could not start or did not finish, or a run stopped before its end: the tests it would have run did not run, and each clause they name shows "not run: run error" (this fails the run).';

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, '<br>');
}

export function toMarkdown(report: Conformance, run: RunInfo): string {
  const verdict = report.ok ? 'PASS' : 'FAIL';
  const lines = [
    '# Conformance report',
    '',
    ...runLines(run).map(([name, value]) => `- **${name}:** ${value}`),
    '',
    `Overall: **${verdict}** — ${summaryText(report)}. Passing clauses checked only below the browser (no browser test): ${report.belowBrowser}.`,
    '',
    '## What the statuses mean',
    '',
    '| status | meaning | fails the run |',
    '|---|---|---|',
    ...STATUSES.map(
      (status) =>
        `| ${STATUS_MEANING[status].label} | ${STATUS_MEANING[status].meaning} | ${FAILING.has(status) ? 'yes' : 'no'} |`,
    ),
    '',
    `Each test is marked with its kind: ${KIND_ORDER.map((kind) => `**${kind}**, ${KIND_MEANING[kind]}`).join('; ')}.`,
    '',
    '## Totals by section',
    '',
    `| section | ${STATUSES.map((status) => STATUS_MEANING[status].label).join(' | ')} | passing, only below the browser |`,
    `|---|${STATUSES.map(() => '---|').join('')}---|`,
    ...report.sections.map(
      (section) =>
        `| §${section.section} ${section.title} | ${STATUSES.map((status) => section.counts[status]).join(' | ')} | ${section.belowBrowser} |`,
    ),
    `| **all** | ${STATUSES.map((status) => `**${report.totals[status]}**`).join(' | ')} | **${report.belowBrowser}** |`,
    '',
    '## By engine',
    '',
    'A clause fails if it fails in any engine it ran in. "Not run in this engine": the engine\'s driver lacks a capability its tests need (the clause\'s row says which); "no test in this engine": none names it and no reason is given (fails the run); "—": no browser test names the clause (it is checked below the browser).',
    '',
    `| section | ${ENGINES.join(' | ')} |`,
    `|---|${ENGINES.map(() => '---|').join('')}`,
    ...report.sections.map(
      (section) =>
        `| §${section.section} ${section.title} | ${ENGINES.map((engine) => engineSummary(section.engineCounts[engine])).join(' | ')} |`,
    ),
    `| **all** | ${ENGINES.map((engine) => `**${engineSummary(report.engineTotals[engine])}**`).join(' | ')} |`,
    '',
  ];
  if (report.runErrors.length > 0) {
    lines.push('## Run errors', '', RUN_ERRORS_INTRO, '');
    for (const failure of report.runErrors) {
      lines.push(`- **${runErrorHead(failure)}**`, '', `  ${runErrorScope(failure)}`);
      if (failure.details) lines.push('', '  ```', ...indent(failure.details), '  ```');
      lines.push('');
    }
  }
  if (report.errors.length > 0) {
    lines.push('## Errors outside the tests', '');
    for (const error of report.errors) lines.push(`- ${error.source}:`, '', '  ```', ...indent(error.message), '  ```');
    lines.push('');
  }
  if (report.unknown.length > 0) {
    lines.push('## Tests naming unknown clauses', '');
    for (const { id, test } of report.unknown) lines.push(`- \`${id}\` in ${testLine(test)}`);
    lines.push('');
  }
  const failing = report.clauses.filter(isFailing);
  if (failing.length > 0) {
    lines.push('## What failed', '');
    for (const clause of failing) {
      lines.push(`### \`${clause.id}\` — ${STATUS_MEANING[clause.status].label}`, '', `> ${clause.text}`, '');
      if (clause.note) lines.push(clause.note, '');
      for (const test of clause.tests.filter((candidate) => candidate.outcome !== 'passed')) {
        const links = [
          test.screenshot && `[screenshot](${encodeURI(test.screenshot)})`,
          test.trace && `[trace](${encodeURI(test.trace)})`,
        ]
          .filter(Boolean)
          .join(' · ');
        lines.push(`- ${testLine(test)}${links ? ` — ${links}` : ''}`);
        if (test.message) lines.push('', '  ```', ...indent(test.message), '  ```');
      }
      lines.push('');
    }
  }
  for (const section of report.sections) {
    lines.push(
      `## §${section.section} ${section.title}`,
      '',
      `| clause | status | ${ENGINES.join(' | ')} | specification | checked by | tests |`,
      `|---|---|${ENGINES.map(() => '---|').join('')}---|---|---|`,
    );
    for (const clause of report.clauses.filter((candidate) => candidate.section === section.section)) {
      const tests = clause.tests.map((test) => markdownCell(testLine(test))).join('<br>');
      const reason = clause.reason ? `<br>_expected to fail: ${markdownCell(clause.reason)}_` : '';
      const decision = clause.decision ? ` ([decision record](${decisionPage(clause.decision)}.md))` : '';
      lines.push(
        `| \`${clause.id}\` | ${STATUS_MEANING[clause.status].label} | ${ENGINES.map((engine) => markdownCell(engineCell(clause.engines[engine]))).join(' | ')} | ${markdownCell(clause.text)}${decision} | ${clause.kinds.join(', ') || '—'} | ${tests || '—'}${reason} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

function indent(text: string): string[] {
  return text.split('\n').map((line) => `  ${line}`);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const STYLE = `body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #13222f; max-width: 90rem; }
h1 { margin-bottom: 0.25rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 2rem; }
th, td { border: 1px solid #d0d8e0; padding: 0.35rem 0.5rem; vertical-align: top; text-align: left; }
thead th, table.run th { background: #eef2f6; }
table.run { width: auto; }
td ul { margin: 0; padding-left: 1rem; }
pre { white-space: pre-wrap; background: #f5f7f9; padding: 0.5rem; margin: 0.25rem 0; font-size: 12px; }
.verdict { font-weight: 700; font-size: 1.2rem; }
.verdict.pass, .s-pass { color: #116b2e; }
.verdict.fail, .s-fail, .s-untested, .s-unexpected-pass, .s-run-error { color: #a3120c; font-weight: 700; }
.s-expected-fail { color: #7a5a00; }
.s-not-run, .s-not-run-target { color: #5b6b7a; }
tr.fail, tr.untested, tr.unexpected-pass, tr.run-error, .failure { background: #fff2f1; }
tr.expected-fail { background: #fffbe8; }
tr.not-run, tr.not-run-target { background: #f6f7f8; color: #5b6b7a; }
.kind { display: inline-block; border-radius: 3px; padding: 0 0.3rem; font-size: 12px; background: #e3e8ee; }
.kind.browser { background: #d8eedd; }
.below { font-size: 12px; color: #7a5a00; }
.failure { border: 1px solid #e6b8b5; padding: 0.5rem 1rem; margin: 0.75rem 0; }
.reason { margin: 0.25rem 0 0; font-style: italic; color: #4a5b6a; }
.e-pass { color: #116b2e; }
.e-fail, .e-missing, .e-run-error { color: #a3120c; font-weight: 700; }
.e-not-in-engine, .e-not-run, .e-none { color: #5b6b7a; }
td.engine { white-space: nowrap; }
td.engine small { display: block; white-space: normal; max-width: 14rem; }`;

function kindBadges(kinds: readonly TestKind[]): string {
  return kinds.map((kind) => `<span class="kind ${kind}">${kind}</span>`).join(' ');
}

function testHtml(test: TestRecord, details: boolean): string {
  const links = [
    test.screenshot && `<a href="${escapeXml(encodeURI(test.screenshot))}">screenshot</a>`,
    test.trace && `<a href="${escapeXml(encodeURI(test.trace))}">trace</a>`,
  ].filter(Boolean);
  const head = `${escapeXml(OUTCOME_MARK[test.outcome])} <span class="kind ${test.kind}">${test.kind}</span> ${escapeXml(`${test.file} › ${test.name}`)}`;
  if (!details) return `<li>${head}</li>`;
  const message = test.message ? `<pre>${escapeXml(test.message)}</pre>` : '';
  return `<li>${head}${links.length > 0 ? ` — ${links.join(' · ')}` : ''}${message}</li>`;
}

export function toHtml(report: Conformance, run: RunInfo): string {
  const verdict = report.ok ? 'PASS' : 'FAIL';
  const runTable = runLines(run)
    .map(([name, value]) => `<tr><th scope="row">${name}</th><td>${escapeXml(value)}</td></tr>`)
    .join('\n');
  const meanings = STATUSES.map(
    (status) =>
      `<tr><td class="s-${status}">${STATUS_MEANING[status].label}</td><td>${escapeXml(STATUS_MEANING[status].meaning)}</td><td>${FAILING.has(status) ? 'yes' : 'no'}</td></tr>`,
  ).join('\n');
  const kinds = KIND_ORDER.map(
    (kind) => `<span class="kind ${kind}">${kind}</span> ${escapeXml(KIND_MEANING[kind])}`,
  ).join('; ');
  const summary = report.sections
    .map(
      (section) =>
        `<tr><th scope="row"><a href="#s${section.section}">§${section.section} ${escapeXml(section.title)}</a></th>${STATUSES.map((status) => `<td>${section.counts[status]}</td>`).join('')}<td>${section.belowBrowser}</td></tr>`,
    )
    .join('\n');
  const byEngine = report.sections
    .map(
      (section) =>
        `<tr><th scope="row"><a href="#s${section.section}">§${section.section} ${escapeXml(section.title)}</a></th>${ENGINES.map((engine) => `<td>${escapeXml(engineSummary(section.engineCounts[engine]))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const engineTd = (result: EngineResult | undefined) =>
    result
      ? `<td class="engine e-${result.status}">${escapeXml(ENGINE_STATUS_LABEL[result.status])}${result.reason ? `<small>${escapeXml(result.reason)}</small>` : ''}</td>`
      : '<td class="engine">—</td>';
  const failures = report.clauses
    .filter(isFailing)
    .map((clause) => {
      const tests = clause.tests
        .filter((test) => test.outcome !== 'passed')
        .map((test) => testHtml(test, true))
        .join('');
      const note = clause.note ? `<p>${escapeXml(clause.note)}</p>` : '';
      return `<div class="failure" id="fail-${clause.id}"><h3><a href="#${clause.id}"><code>${clause.id}</code></a> — <span class="s-${clause.status}">${STATUS_MEANING[clause.status].label}</span></h3><blockquote>${escapeXml(clause.text)}</blockquote>${note}${tests ? `<ul>${tests}</ul>` : ''}</div>`;
    })
    .join('\n');
  const rows = (section: string) =>
    report.clauses
      .filter((clause) => clause.section === section)
      .map((clause) => {
        const tests = clause.tests.map((test) => testHtml(test, false)).join('');
        const decision = clause.decision
          ? ` <a href="${escapeXml(decisionPage(clause.decision))}.html">decision record</a>`
          : '';
        const reason = clause.reason ? `<p class="reason">expected to fail: ${escapeXml(clause.reason)}</p>` : '';
        const below =
          clause.status === 'pass' && !clause.kinds.includes('browser')
            ? '<br><span class="below">no browser test</span>'
            : '';
        const status = isFailing(clause)
          ? `<a href="#fail-${clause.id}">${STATUS_MEANING[clause.status].label}</a>`
          : STATUS_MEANING[clause.status].label;
        return `<tr class="${clause.status}" id="${clause.id}"><td><code>${clause.id}</code><br><small>${clause.kind}</small></td><td class="s-${clause.status}">${status}</td>${ENGINES.map((engine) => engineTd(clause.engines[engine])).join('')}<td>${escapeXml(clause.text)}${decision}</td><td>${kindBadges(clause.kinds) || '—'}${below}</td><td>${tests ? `<ul>${tests}</ul>` : '—'}${reason}</td></tr>`;
      })
      .join('\n');
  const sections = report.sections
    .map(
      (section) =>
        `<section id="s${section.section}"><h2>§${section.section} ${escapeXml(section.title)}</h2><table><thead><tr><th>clause</th><th>status</th>${ENGINES.map((engine) => `<th>${engine}</th>`).join('')}<th>specification</th><th>checked by</th><th>tests</th></tr></thead><tbody>\n${rows(section.section)}\n</tbody></table></section>`,
    )
    .join('\n');
  const runErrors =
    report.runErrors.length > 0
      ? `<section id="run-errors"><h2>Run errors</h2><p>${escapeXml(RUN_ERRORS_INTRO)}</p><ul>${report.runErrors
          .map(
            (failure) =>
              `<li class="failure"><strong>${escapeXml(runErrorHead(failure))}</strong><p>${escapeXml(runErrorScope(failure))}</p>${failure.details ? `<pre>${escapeXml(failure.details)}</pre>` : ''}</li>`,
          )
          .join('')}</ul></section>`
      : '';
  const errors =
    report.errors.length > 0
      ? `<section><h2>Errors outside the tests</h2><ul>${report.errors.map((error) => `<li>${escapeXml(error.source)}<pre>${escapeXml(error.message)}</pre></li>`).join('')}</ul></section>`
      : '';
  const unknown =
    report.unknown.length > 0
      ? `<section><h2>Tests naming unknown clauses</h2><ul>${report.unknown.map(({ id, test }) => `<li><code>${escapeXml(id)}</code> in ${escapeXml(testLine(test))}</li>`).join('')}</ul></section>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report — ${verdict}</title>
<style>
${STYLE}
</style>
</head>
<body>
<h1>Conformance report</h1>
<p>Does the site do what its specification says? Each clause of the specification is listed with the tests that check it.</p>
<table class="run"><tbody>
${runTable}
</tbody></table>
<p><span class="verdict ${report.ok ? 'pass' : 'fail'}">${verdict}</span> — ${escapeXml(summaryText(report))}. Passing clauses checked only below the browser (no browser test): ${report.belowBrowser}.</p>
<h2>What the statuses mean</h2>
<table><thead><tr><th>status</th><th>meaning</th><th>fails the run</th></tr></thead><tbody>
${meanings}
</tbody></table>
<p>Each test is marked with its kind: ${kinds}. A clause with no <span class="kind browser">browser</span> test is checked only below the browser.</p>
<h2>Totals by section</h2>
<table><thead><tr><th>section</th>${STATUSES.map((status) => `<th>${STATUS_MEANING[status].label}</th>`).join('')}<th>passing, only below the browser</th></tr></thead><tbody>
${summary}
<tr><th scope="row">all</th>${STATUSES.map((status) => `<td><strong>${report.totals[status]}</strong></td>`).join('')}<td><strong>${report.belowBrowser}</strong></td></tr>
</tbody></table>
<h2>By engine</h2>
<p>A clause fails if it fails in any engine it ran in. <em>Not run in this engine</em>: the engine's driver lacks a capability its tests need (the clause's row says which). <em>No test in this engine</em>: none names it and no reason is given (fails the run). <em>—</em>: no browser test names the clause; it is checked below the browser.</p>
<table><thead><tr><th>section</th>${ENGINES.map((engine) => `<th>${engine}</th>`).join('')}</tr></thead><tbody>
${byEngine}
<tr><th scope="row">all</th>${ENGINES.map((engine) => `<td><strong>${escapeXml(engineSummary(report.engineTotals[engine]))}</strong></td>`).join('')}</tr>
</tbody></table>
${runErrors}
${errors}
${unknown}
${failures ? `<section><h2>What failed</h2>\n${failures}\n</section>` : ''}
${sections}
</body>
</html>
`;
}

/** The report for machines (a CI dashboard, a comparison of two runs): the verdict, the run, every clause's status per engine. */
export function toJson(report: Conformance, run: RunInfo): unknown {
  return {
    ok: report.ok,
    run,
    totals: report.totals,
    engineTotals: report.engineTotals,
    clauses: report.clauses.map((clause) => ({
      id: clause.id,
      section: clause.section,
      status: clause.status,
      ...(clause.note ? { note: clause.note } : {}),
      engines: clause.engines,
      tests: clause.tests.map((test) => ({
        kind: test.kind,
        ...(test.engine ? { engine: test.engine } : {}),
        file: test.file,
        name: test.name,
        outcome: test.outcome,
      })),
    })),
    runErrors: report.runErrors,
    errors: report.errors,
  };
}

/** A clause whose tests did not run (their runner failed) is a JUnit error; the other failing ones are failures. */
const isFailure = (clause: ClauseResult) => isFailing(clause) && clause.status !== 'run-error';

export function toJunit(report: Conformance): string {
  const suites = report.sections.map((section) => {
    const clauses = report.clauses.filter((clause) => clause.section === section.section);
    const failures = clauses.filter(isFailure).length;
    const errors = clauses.filter((clause) => clause.status === 'run-error').length;
    const skipped = clauses.filter((clause) =>
      ['expected-fail', 'not-run', 'not-run-target'].includes(clause.status),
    ).length;
    const cases = clauses.map((clause) => {
      const name = escapeXml(`${clause.id}: ${clause.text}`);
      const tests = escapeXml(
        clause.tests
          .map((test) => [testLine(test), test.message && indent(test.message).join('\n')].filter(Boolean).join('\n'))
          .join('\n'),
      );
      const label = STATUS_MEANING[clause.status].label;
      const engines = escapeXml(ENGINES.map((engine) => `${engine}: ${engineCell(clause.engines[engine])}`).join('\n'));
      let body: string;
      if (clause.status === 'untested') body = `<failure message="no test names this clause" type="untested"/>`;
      else if (clause.status === 'run-error')
        body = `<error message="${escapeXml(clause.note ?? label)}" type="run-error">${engines}\n${tests}</error>`;
      else if (clause.status === 'fail')
        body = `<failure message="${escapeXml(clause.note ?? 'a test of this clause failed')}" type="fail">${engines}\n${tests}</failure>`;
      else if (clause.status === 'unexpected-pass')
        body = `<failure message="passes, but is listed in spec/expectations.yaml: remove the entry" type="unexpected-pass">${tests}</failure>`;
      else if (clause.status === 'expected-fail') body = `<skipped message="${escapeXml(clause.reason ?? '')}"/>`;
      else if (clause.status !== 'pass') body = `<skipped message="${escapeXml(label)}"/>`;
      else body = `<system-out>${engines}\n${tests}</system-out>`;
      return `    <testcase classname="§${section.section}" name="${name}">${body}</testcase>`;
    });
    return `  <testsuite name="§${section.section} ${escapeXml(section.title)}" tests="${clauses.length}" failures="${failures}" skipped="${skipped}" errors="${errors}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  // Each runner that could not start or did not finish: one test case in error, with its cause.
  if (report.runErrors.length > 0) {
    const cases = report.runErrors.map(
      (failure) =>
        `    <testcase classname="run errors" name="${escapeXml(failure.part ? `${failure.part}: ${failure.runner}` : failure.runner)}"><error message="${escapeXml(runErrorHead(failure))}" type="run-error">${escapeXml([runErrorScope(failure), failure.details].filter(Boolean).join('\n'))}</error></testcase>`,
    );
    suites.unshift(
      `  <testsuite name="run errors" tests="${cases.length}" failures="0" skipped="0" errors="${cases.length}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  const total = report.clauses.length + report.runErrors.length;
  const failures = report.clauses.filter(isFailure).length;
  const errors = report.clauses.filter((clause) => clause.status === 'run-error').length + report.runErrors.length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance" tests="${total}" failures="${failures}" errors="${errors}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** A decision record as a page of the report folder: its Markdown, lightly rendered. */
export function decisionHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeXml(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const blocks: string[] = [];
  const chunks = markdown.replace(/\r\n/g, '\n').split(/\n{2,}/);
  for (const chunk of chunks) {
    let text = chunk.replace(/^\n+|\n+$/g, '');
    for (let heading = /^(#{1,4}) (.*)(?:\n|$)/.exec(text); heading; heading = /^(#{1,4}) (.*)(?:\n|$)/.exec(text)) {
      const level = heading[1]?.length ?? 1;
      blocks.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
      text = text.slice(heading[0].length);
    }
    if (text === '') continue;
    if (text.startsWith('```')) {
      blocks.push(`<pre>${escapeXml(text.replace(/^```\w*\n?|\n?```$/g, ''))}</pre>`);
    } else if (/^[-*] /.test(text)) {
      const items = text.split(/\n(?=[-*] )/).map((item) => `<li>${inline(item.replace(/^[-*] /, ''))}</li>`);
      blocks.push(`<ul>${items.join('')}</ul>`);
    } else if (text.startsWith('|')) {
      blocks.push(`<pre>${escapeXml(text)}</pre>`);
    } else {
      blocks.push(`<p>${inline(text)}</p>`);
    }
  }
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? 'Decision record';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body { font: 15px/1.55 system-ui, sans-serif; margin: 2rem auto; max-width: 46rem; padding: 0 1rem; color: #13222f; }
pre { white-space: pre-wrap; background: #f5f7f9; padding: 0.5rem; }
</style>
</head>
<body>
<p><a href="../conformance.html">← conformance report</a></p>
${blocks.join('\n')}
</body>
</html>
`;
}
