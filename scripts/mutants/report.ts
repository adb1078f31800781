// The mutants table: stdout, reports/mutants.md and reports/mutants.json.
import type { Mutant, Section } from '../../tests/mutants/catalogue.ts';
import type { ChangedRun } from './changed.ts';

/**
 * - caught: a test naming one of the mutant's clauses failed;
 * - caught-by-generator: a manifest edit the generator exists to refuse, refused;
 * - survived: every selected test passed (or no test names the clauses);
 * - timed-out: a step ran past its limit (not caught);
 * - error: the mutant could not be made or run (no longer applies, refused by the generator
 *   though it should not be, the site did not build): a fault of the catalogue or the runner.
 */
export type Outcome = 'caught' | 'caught-by-generator' | 'survived' | 'timed-out' | 'error';

export interface MutantResult {
  readonly id: string;
  readonly section: Section;
  readonly clauses: readonly string[];
  readonly description: string;
  readonly kind: Mutant['kind'];
  readonly outcome: Outcome;
  /** The failing tests (file › title), or the generator's reason. */
  readonly caughtBy: readonly string[];
  /** How many tests naming the clauses ran: vitest files and browser tests. */
  readonly selected: { readonly vitestFiles: number; readonly browserTests: number };
  /** For a mutant not caught: the tests naming its clauses that passed all the same. */
  readonly passed?: readonly string[];
  readonly note?: string;
  /** `make test CHANGED=HEAD` with the mutant as an uncommitted change (decision 049). */
  readonly changed?: ChangedRun;
  /**
   * When that run failed first on a test of another clause: whether it had selected one of the
   * tests of the mutant's clauses that catch it (`caughtBy`).
   */
  readonly changedSelectsCatch?: boolean;
  readonly seconds: number;
}

export interface MutantsReport {
  readonly startedAt: string;
  readonly finishedAt?: string;
  readonly commit: string;
  readonly planned: number;
  readonly results: readonly MutantResult[];
}

const CAUGHT: ReadonlySet<Outcome> = new Set(['caught', 'caught-by-generator']);

export function isCaught(result: MutantResult): boolean {
  return CAUGHT.has(result.outcome);
}

export interface SectionTotal {
  readonly section: Section;
  readonly caught: number;
  readonly total: number;
}

export function sectionTotals(results: readonly MutantResult[]): SectionTotal[] {
  const totals = new Map<Section, { caught: number; total: number }>();
  for (const result of results) {
    const entry = totals.get(result.section) ?? { caught: 0, total: 0 };
    entry.total += 1;
    if (isCaught(result)) entry.caught += 1;
    totals.set(result.section, entry);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, { caught, total }]) => ({ section, caught, total }));
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function verdict(result: MutantResult): string {
  if (isCaught(result)) return result.caughtBy.slice(0, 3).join('; ') + (result.caughtBy.length > 3 ? ' …' : '');
  const ran = `${result.selected.vitestFiles} vitest file(s), ${result.selected.browserTests} browser test(s) ran`;
  const should = `the tests of ${result.clauses.join(', ')} should fail`;
  const passed = result.passed?.length
    ? `passed all the same: ${result.passed.slice(0, 3).join('; ')}${result.passed.length > 3 ? ' …' : ''}`
    : undefined;
  return [should, ran, passed, result.note].filter(Boolean).join('; ');
}

/** What a CHANGED= run selected: `12 browser tests (chromium 12, firefox 12, webkit 5), 2 vitest files`. */
export function selectionText(changed: ChangedRun): string {
  const engines = Object.entries(changed.selected.browser);
  const tests = engines.reduce((sum, [, count]) => Math.max(sum, count), 0);
  const browser = engines.length
    ? `${tests} browser test(s) (${engines.map(([engine, count]) => `${engine} ${count}`).join(', ')})`
    : 'no browser test';
  return `${changed.selected.everything ? 'everything: ' : ''}${browser}, ${changed.selected.vitest} vitest file(s)`;
}

function changedCell(result: MutantResult): string {
  const changed = result.changed;
  if (!changed) return '—';
  const verdict = changed.problem
    ? `could not run: ${changed.problem}`
    : changed.failed
      ? `fails in ${changed.seconds} s${changed.failedAt ? ` (${changed.failedAt})` : ''}${
          changedVerdict(result) === 'selects-a-catch'
            ? ', on a test of another clause first (it selected one that catches the mutant)'
            : changedVerdict(result) === 'elsewhere'
              ? ', **on a test of another clause only** (it selected none that catches the mutant)'
              : ''
        }${changedVerdict(result) === 'no-test' ? ', **on no test** (a step of the run broke)' : ''}`
      : `**passes** (${changed.seconds} s)`;
  return `${selectionText(changed)}; ${verdict}`;
}

/**
 * How a mutant's CHANGED= run ended, for its recall:
 * - its-clauses: a test naming one of the mutant's clauses failed;
 * - generator: the generator refused the mutant (make check failed), as it does in the full suite;
 * - selects-a-catch: a test of another clause failed first (the run stops at its first failure),
 *   and the run had selected a test of the mutant's clauses that fails on it;
 * - elsewhere: a test of another clause failed first, and the run had selected none of the tests
 *   that catch the mutant (a test that fails on any edit of its text, as the catalogue's own
 *   check, is no proof the selection is safe): a miss;
 * - no-test: it failed, but no test failed (a step of the run broke): a miss;
 * - passed, or could-not-run: a miss.
 */
export type ChangedVerdict =
  | 'its-clauses'
  | 'generator'
  | 'selects-a-catch'
  | 'elsewhere'
  | 'no-test'
  | 'passed'
  | 'could-not-run';

export function changedVerdict(result: MutantResult): ChangedVerdict | undefined {
  const changed = result.changed;
  if (!changed) return undefined;
  if (changed.problem) return 'could-not-run';
  if (!changed.failed) return 'passed';
  if (changed.failingClauses.some((id) => result.clauses.includes(id))) return 'its-clauses';
  if (result.outcome === 'caught-by-generator') return 'generator';
  if (changed.failingClauses.length > 0 || changed.failedTest)
    return result.changedSelectsCatch ? 'selects-a-catch' : 'elsewhere';
  return 'no-test';
}

const CATCHES: ReadonlySet<ChangedVerdict> = new Set(['its-clauses', 'generator', 'selects-a-catch']);

/**
 * The recall of `make test CHANGED=HEAD` on the mutants the suite catches: each must fail its
 * CHANGED= run too, on a test (or at the generator, for a mutant the generator refuses), never
 * merely by a step of the run breaking. Undefined when no mutant had a CHANGED= run.
 */
export function changedRecall(
  results: readonly MutantResult[],
): { caught: number; failed: number; missed: number; line: string } | undefined {
  const measured = results.filter((result) => result.changed && isCaught(result));
  if (measured.length === 0) return undefined;
  const hits = measured.filter((result) => CATCHES.has(changedVerdict(result) ?? 'passed'));
  const missed = measured.filter((result) => !hits.includes(result));
  const elsewhere = hits.filter((result) => changedVerdict(result) === 'selects-a-catch').length;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  const seconds = measured.map((result) => result.changed?.seconds ?? 0);
  const line =
    `make test CHANGED=HEAD: recall ${hits.length} of ${measured.length} caught mutants (${Math.floor((hits.length / measured.length) * 100)} %)` +
    `${elsewhere ? ` (${elsewhere} failed first on a test of another clause, having selected one that catches it)` : ''}` +
    `${missed.length ? `, MISSED: ${missed.map((result) => `${result.id} (${changedVerdict(result)})`).join(', ')}` : ''}` +
    `; time to its verdict: median ${median(seconds)} s, longest ${Math.max(...seconds)} s`;
  return { caught: measured.length, failed: hits.length, missed: missed.length, line };
}

export function markdown(report: MutantsReport): string {
  const caught = report.results.filter(isCaught).length;
  const recall = changedRecall(report.results);
  const lines = [
    '# Spec mutants',
    '',
    `Commit ${report.commit}; started ${report.startedAt}${report.finishedAt ? `, finished ${report.finishedAt}` : ' (still running)'}.`,
    `**${caught} of ${report.results.length} caught** (${report.planned} planned). Catalogue: tests/mutants/catalogue.ts; decision 021.`,
    ...(recall ? ['', `**${recall.line}** (each mutant an uncommitted change; decision 049).`] : []),
    '',
    '| section | caught | total |',
    '| ------- | ------ | ----- |',
    ...sectionTotals(report.results).map((row) => `| §${row.section} | ${row.caught} | ${row.total} |`),
    '',
    '| mutant | § | clauses | kind | result | caught by (or: what should have caught it) | make test CHANGED=HEAD |',
    '| ------ | - | ------- | ---- | ------ | ------------------------------------------ | ---------------------- |',
    ...report.results.map(
      (result) =>
        `| ${result.id} | ${result.section} | ${result.clauses.join(', ')} | ${result.kind} | ${result.outcome} | ${cell(verdict(result))} | ${cell(changedCell(result))} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function consoleLine(result: MutantResult): string {
  const mark = isCaught(result) ? 'CAUGHT ' : result.outcome.toUpperCase().padEnd(7);
  const changed = result.changed ? `\n        CHANGED=HEAD: ${changedCell(result).replaceAll('**', '')}` : '';
  return `${mark} §${result.section} ${result.id} (${result.seconds} s): ${verdict(result)}${changed}`;
}
