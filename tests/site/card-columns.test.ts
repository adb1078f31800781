// Rows of cards are never half empty (issue 31, decision 043): a grid of n cards holds as many a
// row as leaves its last row fullest, four at most. Expected values worked out by hand.
import { describe, expect, test } from 'vitest';
import { columnsFor } from '../../site/src/templates/blocks';

describe('columnsFor: how many cards a full row holds', () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3], // 3 + 2
    [6, 3], // 3 + 3
    [7, 4], // 4 + 3
    [8, 4], // 4 + 4
    [9, 3], // 3 + 3 + 3
    [10, 4], // 4 + 4 + 2
    [12, 4], // 4 + 4 + 4
  ])('%i cards: %i a row', (count, columns) => {
    expect(columnsFor(count)).toBe(columns);
  });
});
