import type { ClauseId } from '../generated/clauses.gen';

export interface ClauseAnnotation {
  readonly type: 'clause';
  readonly description: ClauseId;
}

/**
 * Test details naming the clauses a Playwright test proves:
 * `test('…', proves('ROUTE-SHELL-REDIRECT'), async ({ page }) => …)`.
 */
export function proves(...clauses: [ClauseId, ...ClauseId[]]): { annotation: ClauseAnnotation[] } {
  return { annotation: clauses.map((description) => ({ type: 'clause', description })) };
}
