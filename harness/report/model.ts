// The conformance report's data: every clause of the specification with the tests that name it,
// their results and a status, and what a run writes beside its results (run.json, selection.json,
// static.json). build.ts judges the clauses; readers/ turn each runner's JSON into test records;
// selection.ts limits a run to some clauses; render/ writes the report; scripts/conformance.ts
// does the file I/O and scripts/test-all.ts the run.

/** Where a test looks at the product from: a real browser, a rendered component, a unit, a static check. */
export type TestKind = 'browser' | 'component' | 'unit' | 'static';

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
/** The statuses that fail the run. */
export const FAILING: ReadonlySet<ClauseStatus> = new Set(['fail', 'untested', 'unexpected-pass', 'run-error']);

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

/** The kinds of test, as the report lists them. */
export const KIND_ORDER: readonly TestKind[] = ['browser', 'component', 'unit', 'static'];

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
