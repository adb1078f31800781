/**
 * The conformance report: every clause of the specification with the tests that name it, their
 * results, and a status. Pure functions; `scripts/conformance.ts` does the file I/O.
 */

export type TestOutcome = 'passed' | 'failed' | 'skipped';

export interface TestRecord {
  readonly suite: 'vitest' | 'browser';
  readonly file: string;
  readonly name: string;
  readonly outcome: TestOutcome;
  readonly clauses: readonly string[];
}

export interface ClauseInput {
  readonly id: string;
  readonly section: string;
  readonly kind: string;
  readonly text: string;
  readonly decision?: string;
}

/**
 * - pass: at least one test, all passed;
 * - fail: a test failed or was skipped;
 * - untested: no test names the clause;
 * - expected-fail: listed in expectations.yaml and not passing;
 * - unexpected-pass: listed in expectations.yaml but passing (remove the entry).
 */
export type ClauseStatus = 'pass' | 'fail' | 'untested' | 'expected-fail' | 'unexpected-pass';

export interface ClauseResult extends ClauseInput {
  readonly status: ClauseStatus;
  readonly tests: readonly TestRecord[];
  readonly reason?: string;
}

export interface SectionSummary {
  readonly section: string;
  readonly title: string;
  readonly counts: Readonly<Record<ClauseStatus, number>>;
}

export interface Conformance {
  readonly clauses: readonly ClauseResult[];
  readonly sections: readonly SectionSummary[];
  readonly totals: Readonly<Record<ClauseStatus, number>>;
  /** Clause ids named by tests that are not in the catalogue. */
  readonly unknown: readonly { readonly id: string; readonly test: TestRecord }[];
  /** The run fails on a failing, untested or unexpectedly passing clause, or an unknown id. */
  readonly ok: boolean;
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

export const STATUSES: readonly ClauseStatus[] = ['pass', 'fail', 'untested', 'expected-fail', 'unexpected-pass'];
const FAILING: ReadonlySet<ClauseStatus> = new Set(['fail', 'untested', 'unexpected-pass']);

function emptyCounts(): Record<ClauseStatus, number> {
  return { pass: 0, fail: 0, untested: 0, 'expected-fail': 0, 'unexpected-pass': 0 };
}

function statusOf(tests: readonly TestRecord[], expected: boolean): ClauseStatus {
  const passing = tests.length > 0 && tests.every((test) => test.outcome === 'passed');
  if (expected) return passing ? 'unexpected-pass' : 'expected-fail';
  if (tests.length === 0) return 'untested';
  return passing ? 'pass' : 'fail';
}

export function buildConformance(
  catalogue: readonly ClauseInput[],
  expectations: Readonly<Record<string, string | undefined>>,
  tests: readonly TestRecord[],
): Conformance {
  const byClause = new Map<string, TestRecord[]>(catalogue.map((clause) => [clause.id, []]));
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
    return { ...clause, tests: clauseTests, status: statusOf(clauseTests, reason !== undefined), reason };
  });
  const sectionIds = [...new Set(catalogue.map((clause) => clause.section))];
  const totals = emptyCounts();
  const sections = sectionIds.map((section): SectionSummary => {
    const counts = emptyCounts();
    for (const clause of clauses) {
      if (clause.section !== section) continue;
      counts[clause.status]++;
      totals[clause.status]++;
    }
    return { section, title: SECTION_TITLES[section] ?? section, counts };
  });
  const ok = unknown.length === 0 && clauses.every((clause) => !FAILING.has(clause.status));
  return { clauses, sections, totals, unknown, ok };
}

const LABEL: Readonly<Record<ClauseStatus, string>> = {
  pass: 'pass',
  fail: 'FAIL',
  untested: 'UNTESTED',
  'expected-fail': 'expected-fail',
  'unexpected-pass': 'UNEXPECTED PASS',
};

function testLine(test: TestRecord): string {
  return `${test.outcome === 'passed' ? '✓' : test.outcome === 'failed' ? '✗' : '○'} ${test.suite} › ${test.file} › ${test.name}`;
}

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function toMarkdown(report: Conformance, generatedAt: string): string {
  const lines = [
    '# Conformance report',
    '',
    `Generated ${generatedAt}. Overall: **${report.ok ? 'PASS' : 'FAIL'}** — ${summaryText(report.totals)}.`,
    '',
    '| section | pass | fail | untested | expected-fail | unexpected-pass |',
    '|---|---|---|---|---|---|',
    ...report.sections.map(
      (section) =>
        `| §${section.section} ${section.title} | ${STATUSES.map((status) => section.counts[status]).join(' | ')} |`,
    ),
    `| **all** | ${STATUSES.map((status) => `**${report.totals[status]}**`).join(' | ')} |`,
    '',
  ];
  if (report.unknown.length > 0) {
    lines.push('## Tests naming unknown clauses', '');
    for (const { id, test } of report.unknown) lines.push(`- \`${id}\` in ${testLine(test)}`);
    lines.push('');
  }
  for (const section of report.sections) {
    lines.push(
      `## §${section.section} ${section.title}`,
      '',
      '| clause | status | text | tests |',
      '|---|---|---|---|',
    );
    for (const clause of report.clauses.filter((candidate) => candidate.section === section.section)) {
      const tests = clause.tests.map((test) => markdownCell(testLine(test))).join('<br>');
      const note = clause.reason ? `<br>_${markdownCell(clause.reason)}_` : '';
      const decision = clause.decision ? ` ([decision](../${clause.decision}))` : '';
      lines.push(
        `| \`${clause.id}\` | ${LABEL[clause.status]} | ${markdownCell(clause.text)}${decision} | ${tests || '—'}${note} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

function summaryText(totals: Readonly<Record<ClauseStatus, number>>): string {
  return STATUSES.map((status) => `${totals[status]} ${status}`).join(', ');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function toHtml(report: Conformance, generatedAt: string): string {
  const rows = (section: string) =>
    report.clauses
      .filter((clause) => clause.section === section)
      .map((clause) => {
        const tests = clause.tests.map((test) => `<li>${escapeXml(testLine(test))}</li>`).join('');
        const decision = clause.decision ? ` <a href="../${escapeXml(clause.decision)}">decision</a>` : '';
        const reason = clause.reason ? `<p class="reason">${escapeXml(clause.reason)}</p>` : '';
        return `<tr class="${clause.status}"><td><code>${clause.id}</code><br><small>${clause.kind}</small></td><td class="status">${LABEL[clause.status]}</td><td>${escapeXml(clause.text)}${decision}</td><td>${tests ? `<ul>${tests}</ul>` : '—'}${reason}</td></tr>`;
      })
      .join('\n');
  const summary = report.sections
    .map(
      (section) =>
        `<tr><th scope="row"><a href="#s${section.section}">§${section.section} ${escapeXml(section.title)}</a></th>${STATUSES.map((status) => `<td>${section.counts[status]}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const sections = report.sections
    .map(
      (section) =>
        `<section id="s${section.section}"><h2>§${section.section} ${escapeXml(section.title)}</h2><table><thead><tr><th>clause</th><th>status</th><th>specification</th><th>tests</th></tr></thead><tbody>\n${rows(section.section)}\n</tbody></table></section>`,
    )
    .join('\n');
  const unknown =
    report.unknown.length > 0
      ? `<section><h2>Tests naming unknown clauses</h2><ul>${report.unknown.map(({ id, test }) => `<li><code>${escapeXml(id)}</code> in ${escapeXml(testLine(test))}</li>`).join('')}</ul></section>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report — ${report.ok ? 'PASS' : 'FAIL'}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #13222f; }
h1 { margin-bottom: 0.25rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 2rem; }
th, td { border: 1px solid #d0d8e0; padding: 0.35rem 0.5rem; vertical-align: top; text-align: left; }
thead th { background: #eef2f6; }
td ul { margin: 0; padding-left: 1rem; }
.overall { font-weight: 700; font-size: 1.1rem; }
.overall.pass, tr.pass .status { color: #116b2e; }
.overall.fail, tr.fail .status, tr.untested .status, tr.unexpected-pass .status { color: #a3120c; font-weight: 700; }
tr.expected-fail .status { color: #7a5a00; }
tr.fail, tr.untested, tr.unexpected-pass { background: #fff2f1; }
tr.expected-fail { background: #fffbe8; }
.reason { margin: 0.25rem 0 0; font-style: italic; color: #4a5b6a; }
</style>
</head>
<body>
<h1>Conformance report</h1>
<p>Generated ${escapeXml(generatedAt)}. <span class="overall ${report.ok ? 'pass' : 'fail'}">${report.ok ? 'PASS' : 'FAIL'}</span> — ${escapeXml(summaryText(report.totals))}.</p>
<table><thead><tr><th>section</th>${STATUSES.map((status) => `<th>${status}</th>`).join('')}</tr></thead><tbody>
${summary}
<tr><th scope="row">all</th>${STATUSES.map((status) => `<td><strong>${report.totals[status]}</strong></td>`).join('')}</tr>
</tbody></table>
${unknown}
${sections}
</body>
</html>
`;
}

export function toJunit(report: Conformance): string {
  const suites = report.sections.map((section) => {
    const clauses = report.clauses.filter((clause) => clause.section === section.section);
    const failures = clauses.filter((clause) => FAILING.has(clause.status)).length;
    const skipped = clauses.filter((clause) => clause.status === 'expected-fail').length;
    const cases = clauses.map((clause) => {
      const name = escapeXml(`${clause.id}: ${clause.text}`);
      const tests = escapeXml(clause.tests.map(testLine).join('\n'));
      let body = '';
      if (clause.status === 'untested') body = `<failure message="no test names this clause" type="untested"/>`;
      else if (clause.status === 'fail')
        body = `<failure message="a test of this clause failed" type="fail">${tests}</failure>`;
      else if (clause.status === 'unexpected-pass')
        body = `<failure message="passes, but is listed in spec/expectations.yaml: remove the entry" type="unexpected-pass">${tests}</failure>`;
      else if (clause.status === 'expected-fail') body = `<skipped message="${escapeXml(clause.reason ?? '')}"/>`;
      else body = `<system-out>${tests}</system-out>`;
      return `    <testcase classname="§${section.section}" name="${name}">${body}</testcase>`;
    });
    return `  <testsuite name="§${section.section} ${escapeXml(section.title)}" tests="${clauses.length}" failures="${failures}" skipped="${skipped}" errors="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const total = report.clauses.length;
  const failures = report.clauses.filter((clause) => FAILING.has(clause.status)).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance" tests="${total}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
}
