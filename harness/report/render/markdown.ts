// reports/conformance.md.
import { ENGINES } from '../../../tests/engines.ts';
import {
  type Conformance,
  FAILING,
  KIND_MEANING,
  KIND_ORDER,
  type RunInfo,
  STATUS_MEANING,
  STATUSES,
} from '../model.ts';
import {
  decisionPage,
  engineCell,
  engineSummary,
  indent,
  isFailing,
  RUN_ERRORS_INTRO,
  runErrorHead,
  runErrorScope,
  runLines,
  summaryText,
  testLine,
} from './shared.ts';

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
