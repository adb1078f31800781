// The Playwright side of tests/expect-fact.ts: read what a page shows, check it with one of the
// pure checks of tests/content-facts.ts, and wait, as an expect waits, until the page shows the
// fact; failing, the message names the fact, the specification's value and what the page showed
// at the last read (not a locator that timed out).
import type { ShownFigure, ShownLink, ShownRow } from '../content-facts';
import { expectFact } from '../expect-fact';
import type { SpecFact } from '../oracle/content';
import { expect, type Locator } from './fixtures';

/** As long as one expect of the suite waits (playwright.config.ts, expect.timeout). */
const WAIT_MS = 5_000;

/**
 * Reads `read` until `problemsOf` finds nothing wrong with what it returns, then returns that;
 * when the time is up, fails naming `fact` with the problems of the last read.
 */
export async function expectShown<T>(
  fact: SpecFact,
  read: () => Promise<T>,
  problemsOf: (seen: T) => readonly string[],
): Promise<T> {
  let seen: { value: T } | undefined;
  await expect(async () => {
    const value = await read();
    seen = { value };
    expectFact(fact, problemsOf(value));
  }).toPass({ timeout: WAIT_MS });
  if (!seen) throw new Error('expectShown: nothing was read');
  return seen.value;
}

/** The body rows of the tables in `scope` a visitor sees: each row's header and its cells, white space collapsed. */
export function tableRows(scope: Locator): Promise<ShownRow[]> {
  return scope.locator('tbody tr:visible').evaluateAll((rows) =>
    rows.map((row) => ({
      header: (row.querySelector('th')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      cells: [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    })),
  );
}

/**
 * The key figures of `scope` a visitor sees: each term and its value (not those of a page kept
 * alive out of sight, as /home is while another page shows).
 */
export function keyFigures(scope: Locator): Promise<ShownFigure[]> {
  return scope.locator('.key-figures > div:visible, .proof-figures > div:visible').evaluateAll((pairs) =>
    pairs.map((pair) => ({
      term: (pair.querySelector('dt')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      value: (pair.querySelector('dd')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** The links of `scope`: each one's text and address. */
export function linksIn(scope: Locator): Promise<ShownLink[]> {
  return scope.locator('a').evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: link.getAttribute('href'),
    })),
  );
}

/** The texts of the elements `items` finds, white space collapsed. */
export function textsOf(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) => elements.map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The text of `scope`, white space collapsed (what toContainText compares). */
export async function textOf(scope: Locator): Promise<string> {
  return ((await scope.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}
