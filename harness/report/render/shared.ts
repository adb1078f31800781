// What the report's renderers share: the head of the run, a test's line, the summaries, the run
// errors' wording, escaping.

import type {
  ClauseResult,
  Conformance,
  EngineResult,
  EngineRun,
  EngineStatus,
  RunInfo,
  TestOutcome,
  TestRecord,
} from '../model.ts';
import { ENGINE_STATUS_LABEL, ENGINE_STATUSES, FAILING, STATUS_MEANING, STATUSES } from '../model.ts';

/** `6 min 5 s`. */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function engineLine(run: EngineRun): string {
  return `${run.engine}: ${run.browser}${run.wallMs === undefined ? '' : `, browser suite ${duration(run.wallMs)}`}`;
}

export const OUTCOME_MARK: Readonly<Record<TestOutcome, string>> = {
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

export function testLine(test: TestRecord): string {
  return `${OUTCOME_MARK[test.outcome]} [${kindLabel(test)}] ${test.file} › ${test.name}`;
}

/** The report's own file for a decision record: docs/decisions/006-x.md → decisions/006-x. */
export function decisionPage(decision: string): string {
  return `decisions/${decision.replace(/^.*\//, '').replace(/\.md$/, '')}`;
}

export const isFailing = (clause: ClauseResult) => FAILING.has(clause.status);

export function runLines(run: RunInfo): [string, string][] {
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

export function engineSummary(counts: Readonly<Record<EngineStatus, number>> | undefined): string {
  if (!counts) return '—';
  const parts = ENGINE_STATUSES.filter((status) => status !== 'none' && counts[status] > 0).map(
    (status) => `${counts[status]} ${ENGINE_STATUS_LABEL[status]}`,
  );
  return parts.join(' · ') || '—';
}

export function engineCell(result: EngineResult | undefined): string {
  if (!result) return '—';
  return `${ENGINE_STATUS_LABEL[result.status]}${result.reason ? ` (${result.reason})` : ''}`;
}

export function summaryText(report: Conformance): string {
  return STATUSES.filter(
    (status) => report.totals[status] > 0 || !(status.startsWith('not-run') || status === 'run-error'),
  )
    .map((status) => `${report.totals[status]} ${STATUS_MEANING[status].label}`)
    .join(', ');
}

/** A run error as the report heads it: `browser-firefox did not run: cause`. */
export function runErrorHead(failure: Conformance['runErrors'][number]): string {
  const part = failure.part ? `${failure.part}: ` : '';
  return failure.runner === 'run'
    ? `${part}the run: ${failure.cause}`
    : `${part}${failure.runner} could not start or did not finish: ${failure.cause}`;
}

/** Which clauses it left not run, and how they were found. */
export function runErrorScope(failure: Conformance['runErrors'][number]): string {
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

export const RUN_ERRORS_INTRO =
  'A runner that could not start or did not finish, or a run stopped before its end: the tests it would have run did not run, and each clause they name shows "not run: run error" (this fails the run).';

export function indent(text: string): string[] {
  return text.split('\n').map((line) => `  ${line}`);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
