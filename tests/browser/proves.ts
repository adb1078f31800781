import type { ClauseId } from '../generated/clauses.gen';

export interface ClauseAnnotation {
  readonly type: 'clause';
  readonly description: ClauseId;
}

/**
 * Test details naming the clauses a Playwright test proves:
 * `test('…', proves('ROUTE-SHELL-REDIRECT'), async ({ page }) => …)`.
 * The ids are annotations (read by the conformance report) and tags (`@ROUTE-SHELL-REDIRECT`),
 * so `playwright test --grep '@ROUTE-SHELL-REDIRECT(?![\w-])'` runs only that clause's tests
 * (`make conformance CLAUSE=…`).
 */
export function proves(...clauses: [ClauseId, ...ClauseId[]]): { annotation: ClauseAnnotation[]; tag: string[] } {
  return {
    annotation: clauses.map((description) => ({ type: 'clause', description })),
    tag: clauses.map((id) => `@${id}`),
  };
}
