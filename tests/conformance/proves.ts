import type { ClauseId } from '../generated/clauses.gen';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** The clauses of the specification this test proves (see spec/clauses.yaml). */
    clauses?: readonly ClauseId[];
  }
}

/**
 * Test options naming the clauses a vitest test proves: `test('…', proves('HTTP-TIMEOUT'), () => …)`.
 * An id that is not in the catalogue does not type-check.
 */
export function proves(...clauses: [ClauseId, ...ClauseId[]]): { meta: { clauses: readonly ClauseId[] } } {
  return { meta: { clauses } };
}
