import type { Capability } from '../engines.ts';
import type { ClauseId } from '../generated/clauses.gen';
import type { Input } from '../scope';

export interface ClauseAnnotation {
  readonly type: 'clause';
  readonly description: ClauseId;
}

/** What the test reads of the site (tests/scope.ts): `make test CHANGED=…` runs it when a change touches it. */
export interface ReadsAnnotation {
  readonly type: 'reads';
  readonly description: Input;
}

/** A capability of the driver the test needs (tests/engines.ts): an engine whose driver lacks it does not run it. */
export interface NeedsAnnotation {
  readonly type: 'needs';
  readonly description: Capability;
}

export interface ProvesDetails {
  readonly annotation: (ClauseAnnotation | ReadsAnnotation | NeedsAnnotation)[];
  readonly tag: string[];
  /** The same details, with what the test reads: `proves('ROUTE-PATH-CITY').on(page('/city', locale))`. */
  on(...inputs: (Input | readonly Input[])[]): ProvesDetails;
  /**
   * The same details, with the capabilities a test of tests/browser/*.e2e.ts needs of the driver
   * (decision 052): `proves(…).on(…).needs('narrow-window')`.
   */
  needs(...capabilities: Capability[]): ProvesDetails;
}

function details(
  clauses: readonly ClauseId[],
  reads: readonly Input[],
  needs: readonly Capability[] = [],
): ProvesDetails {
  return {
    annotation: [
      ...clauses.map((description) => ({ type: 'clause' as const, description })),
      ...reads.map((description) => ({ type: 'reads' as const, description })),
      ...needs.map((description) => ({ type: 'needs' as const, description })),
    ],
    tag: clauses.map((id) => `@${id}`),
    on: (...inputs) => details(clauses, [...reads, ...inputs.flat()], needs),
    needs: (...capabilities) => details(clauses, reads, [...needs, ...capabilities]),
  };
}

/**
 * Test details naming the clauses a Playwright test proves:
 * `test('…', proves('ROUTE-SHELL-REDIRECT'), async ({ page }) => …)`.
 * The ids are annotations (read by the conformance report) and tags (`@ROUTE-SHELL-REDIRECT`),
 * so `playwright test --grep '@ROUTE-SHELL-REDIRECT(?![\w-])'` runs only that clause's tests
 * (`make conformance CLAUSE=…`). `.on(…)` adds what the test reads (tests/scope.ts); a test
 * without it is taken to read everything.
 */
export function proves(...clauses: [ClauseId, ...ClauseId[]]): ProvesDetails {
  return details(clauses, []);
}

/**
 * Test details of a test that names no clause of its own, with what it reads:
 * `test('…', reads(page('/home', 'en-US')), async ({ page }) => …)` (tests/scope.ts).
 */
export function reads(...inputs: (Input | readonly Input[])[]): ProvesDetails {
  return details([], inputs.flat());
}
