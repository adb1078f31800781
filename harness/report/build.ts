// A clause's status, overall and in each engine, from the test records of a run (model.ts): pure,
// the runners' records in, the report's data out.
import { ENGINES } from '../../tests/engines.ts';
import {
  type BuildOptions,
  type ClauseInput,
  type ClauseResult,
  type ClauseStatus,
  type Conformance,
  ENGINE_STATUSES,
  type EngineResult,
  type EngineStatus,
  FAILING,
  KIND_ORDER,
  type RunnerFailure,
  SECTION_TITLES,
  type SectionSummary,
  STATUSES,
  type TestRecord,
} from './model.ts';

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
