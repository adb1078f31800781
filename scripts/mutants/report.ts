// The mutants table: stdout, reports/mutants.md and reports/mutants.json.
import type { Mutant, Section } from '../../tests/mutants/catalogue.ts';

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

export function markdown(report: MutantsReport): string {
  const caught = report.results.filter(isCaught).length;
  const lines = [
    '# Spec mutants',
    '',
    `Commit ${report.commit}; started ${report.startedAt}${report.finishedAt ? `, finished ${report.finishedAt}` : ' (still running)'}.`,
    `**${caught} of ${report.results.length} caught** (${report.planned} planned). Catalogue: tests/mutants/catalogue.ts; decision 021.`,
    '',
    '| section | caught | total |',
    '| ------- | ------ | ----- |',
    ...sectionTotals(report.results).map((row) => `| §${row.section} | ${row.caught} | ${row.total} |`),
    '',
    '| mutant | § | clauses | kind | result | caught by (or: what should have caught it) |',
    '| ------ | - | ------- | ---- | ------ | ------------------------------------------ |',
    ...report.results.map(
      (result) =>
        `| ${result.id} | ${result.section} | ${result.clauses.join(', ')} | ${result.kind} | ${result.outcome} | ${cell(verdict(result))} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function consoleLine(result: MutantResult): string {
  const mark = isCaught(result) ? 'CAUGHT ' : result.outcome.toUpperCase().padEnd(7);
  return `${mark} §${result.section} ${result.id} (${result.seconds} s): ${verdict(result)}`;
}
