// reports/junit.xml: a test case per clause, a test suite per section, for a CI's test view.
import { ENGINES } from '../../../tests/engines.ts';
import { type ClauseResult, type Conformance, STATUS_MEANING } from '../model.ts';
import { engineCell, escapeXml, indent, isFailing, runErrorHead, runErrorScope, testLine } from './shared.ts';

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
