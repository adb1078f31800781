import type { ClauseId } from '../generated/clauses.gen';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** The clauses of the specification this test proves (see spec/clauses.yaml). */
    clauses?: readonly ClauseId[];
  }
  /** A test's tags are clause ids (vitest.config.ts defines one tag per clause of the catalogue). */
  interface TestTags {
    clause: ClauseId;
  }
}

/**
 * Test options naming the clauses a vitest test proves: `test('…', proves(ID, …), () => …)`.
 * The ids are the test's meta (read by the conformance report) and its tags, so
 * `vitest run --tags-filter "ID1 || ID2"` runs only the tests of those clauses
 * (`make conformance CLAUSE=…`). An id that is not in the catalogue does not type-check.
 * (Every test file imports this module: it quotes no clause id, so a limited run does not
 * take every file for one that names a clause.)
 */
export function proves(...clauses: [ClauseId, ...ClauseId[]]): {
  meta: { clauses: readonly ClauseId[] };
  tags: ClauseId[];
} {
  return { meta: { clauses }, tags: [...clauses] };
}
