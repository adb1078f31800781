// The pages a test checks one by one, narrowed in a `make test CHANGED=<ref>` run to those the
// change touches (decision 049). For a test whose pages are independent checks (each page loaded
// afresh, nothing carried from one to the next, nothing compared between them): a page the change
// does not touch shows what it showed at the ref, where the test passed, as a test the change does
// not touch is not run. scripts/test-all.ts gives the inputs the change touches (JSON) in
// CHANGED_INPUTS, and only when no test, oracle or clause changed and every browser test it selected
// was selected for what it reads: otherwise, and in every other run, each page is checked.
import { page, readsAny } from './scope';

let touched: readonly string[] | null | undefined;

/** The inputs the change touches, or null when every page is checked. */
function changedInputs(): readonly string[] | null {
  if (touched === undefined) {
    const inputs = process.env.CHANGED_INPUTS;
    touched = inputs ? (JSON.parse(inputs) as string[]) : null;
  }
  return touched;
}

/**
 * Of `paths` in `locale`, those to check: every one, or in a CHANGED= run those the change
 * touches (at least the first, when the test runs for another of its inputs).
 */
export function pagesToCheck<T extends string>(paths: readonly T[], locale: string): readonly T[] {
  const inputs = changedInputs();
  if (!inputs) return paths;
  const kept = paths.filter((path) => readsAny([page(path, locale)], inputs));
  return kept.length > 0 ? kept : paths.slice(0, 1);
}
