// A row of make bench's table states its budget once (scripts/bench-budgets.ts): its text in the
// notation of DESIGN.md's budget table and its result both come from it.
import { describe, expect, test } from 'vitest';
import { benchRow, budgetText, withinBudget } from '../../scripts/bench-budgets.ts';

describe("a bench row's budget", () => {
  test('none: measured only, shown as a dash, and passes', () => {
    expect(benchRow('generate 100 routes, median (s)', 0.3)).toEqual({
      figure: 'generate 100 routes, median (s)',
      value: 0.3,
      budget: '—',
      pass: true,
    });
  });

  test('at most: ≤, the bound itself included', () => {
    expect(budgetText({ max: 15 })).toBe('≤ 15');
    expect(withinBudget(15, { max: 15 })).toBe(true);
    expect(withinBudget(15.01, { max: 15 })).toBe(false);
  });

  test('at least: ≥', () => {
    expect(budgetText({ min: 98 })).toBe('≥ 98');
    expect(withinBudget(98, { min: 98 })).toBe(true);
    expect(withinBudget(97, { min: 98 })).toBe(false);
  });

  test('exactly: the number alone', () => {
    expect(benchRow('files written', 0, { exactly: 0 })).toMatchObject({ budget: '0', pass: true });
    expect(benchRow('files written', 1, { exactly: 0 })).toMatchObject({ budget: '0', pass: false });
  });

  test('against another figure of the run: named as the table shows it', () => {
    const off = { value: 1000, name: 'off' };
    expect(benchRow('requests per second, on', 1200, { min: off })).toMatchObject({ budget: '≥ off', pass: true });
    expect(benchRow('p99, on', 12, { max: { value: 10, name: 'off' } })).toMatchObject({
      budget: '≤ off',
      pass: false,
    });
  });

  test('several bounds at once: each shown, each must hold', () => {
    const budget = { max: [180, { value: 150, name: 'full / 8 (150)' }] };
    expect(budgetText(budget)).toBe('≤ 180, ≤ full / 8 (150)');
    expect(withinBudget(150, budget)).toBe(true);
    expect(withinBudget(160, budget)).toBe(false);
  });

  test("the row's other figures: each exactly the budget's, after a semicolon", () => {
    const scores = (others: number[]) => ({ exactly: 100, others: { values: others, exactly: 100 } });
    expect(benchRow('Lighthouse mobile /', 100, scores([100, 100, 100]))).toMatchObject({
      budget: '100; others 100',
      pass: true,
    });
    expect(withinBudget(100, scores([100, 96, 100]))).toBe(false);
    expect(budgetText({ min: 98, others: { values: [], exactly: 100 } })).toBe('≥ 98; others 100');
  });
});
