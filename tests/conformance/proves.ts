import type { ClauseId } from '../generated/clauses.gen';
import type { Input } from '../scope';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** The clauses of the specification this test proves (see spec/clauses.yaml). */
    clauses?: readonly ClauseId[];
    /** What a browser test reads of the site (tests/scope.ts); none declared: everything. */
    reads?: readonly Input[];
  }
  /** A test's tags are clause ids (vitest.config.ts defines one tag per clause of the catalogue). */
  interface TestTags {
    clause: ClauseId;
  }
}

export interface ProvesOptions {
  readonly meta: { readonly clauses: readonly ClauseId[]; readonly reads?: readonly Input[] };
  readonly tags: ClauseId[];
  /**
   * The same options, with what a WebKit test reads of the site: `proves(…).on(page('/city', locale))`
   * (tests/scope.ts); `make test CHANGED=…` runs it when a change touches one of them.
   */
  on(...inputs: (Input | readonly Input[])[]): ProvesOptions;
}

function options(clauses: readonly ClauseId[], reads: readonly Input[] | undefined): ProvesOptions {
  return {
    meta: reads ? { clauses, reads } : { clauses },
    tags: [...clauses],
    on: (...inputs) => options(clauses, [...(reads ?? []), ...inputs.flat()]),
  };
}

/**
 * Test options naming the clauses a vitest test proves: `test('…', proves(ID, …), () => …)`.
 * The ids are the test's meta (read by the conformance report) and its tags, so
 * `vitest run --tags-filter "ID1 || ID2"` runs only the tests of those clauses
 * (`make conformance CLAUSE=…`). An id that is not in the catalogue does not type-check.
 * (Every test file imports this module: it quotes no clause id, so a limited run does not
 * take every file for one that names a clause.)
 */
export function proves(...clauses: [ClauseId, ...ClauseId[]]): ProvesOptions {
  return options(clauses, undefined);
}
