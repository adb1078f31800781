// A row of `make bench`'s table states its budget once: the text of the table's budget column and
// whether the figure passes are both read from it.

/** A bound: a number, or another figure of the same run, named as the table shows it (`off`). */
export type Bound = number | { readonly value: number; readonly name: string };

/** A figure's budget. One with no bound is no budget: the figure is measured (`—`) and passes. */
export interface Budget {
  /** At most this, or each of these (`≤ 180, ≤ full / 8 (150)`). */
  readonly max?: Bound | readonly Bound[];
  /** At least this (`≥ 98`). */
  readonly min?: Bound;
  /** Exactly this (`0` files written, a score of `100`). */
  readonly exactly?: number;
  /** The row's other figures, shown in its name, each exactly this (`; others 100`). */
  readonly others?: { readonly values: readonly number[]; readonly exactly: number };
}

/** A row of the table, as reports/bench.json holds it. */
export interface BenchRow {
  readonly figure: string;
  readonly value: number;
  /** The budget as the table shows it: `≤ 15`, `≥ off`, `100; others 100`, `—`. */
  readonly budget: string;
  readonly pass: boolean;
}

const boundValue = (bound: Bound) => (typeof bound === 'number' ? bound : bound.value);
const boundName = (bound: Bound) => (typeof bound === 'number' ? String(bound) : bound.name);
const maxima = (budget: Budget): readonly Bound[] =>
  budget.max === undefined ? [] : Array.isArray(budget.max) ? budget.max : [budget.max as Bound];

/** The budget as the table's budget column shows it. */
export function budgetText(budget: Budget): string {
  const bounds = [
    ...(budget.exactly === undefined ? [] : [String(budget.exactly)]),
    ...(budget.min === undefined ? [] : [`≥ ${boundName(budget.min)}`]),
    ...maxima(budget).map((bound) => `≤ ${boundName(bound)}`),
  ];
  const others = budget.others ? `; others ${budget.others.exactly}` : '';
  return bounds.length === 0 && !others ? '—' : `${bounds.join(', ')}${others}`;
}

/** Whether `value` (and the row's other figures) keep within `budget`. */
export function withinBudget(value: number, budget: Budget): boolean {
  return (
    (budget.exactly === undefined || value === budget.exactly) &&
    (budget.min === undefined || value >= boundValue(budget.min)) &&
    maxima(budget).every((bound) => value <= boundValue(bound)) &&
    (budget.others?.values.every((other) => other === budget.others?.exactly) ?? true)
  );
}

/** A row of the table: its budget's text and its result, both from `budget` (none: measured only). */
export function benchRow(figure: string, value: number, budget: Budget = {}): BenchRow {
  return { figure, value, budget: budgetText(budget), pass: withinBudget(value, budget) };
}
