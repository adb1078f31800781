// reports/conformance.json.
import type { Conformance, RunInfo } from '../model.ts';

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
