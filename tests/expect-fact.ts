// A content test of the specification fails naming the fact that broke, as a constant's test does
// (tests/expect-constant.ts): the fact (its section and words), what the specification says, and
// what the site shows, e.g.
//   §1 news (four articles): the article "Tianmu Intelligence certified as a national high-tech
//   enterprise" (2021-08-26) is not in the news list of /journalism in en-US; the page lists: "…"
//   (2022-09-16), …
// The fact and its value are the oracle's (tests/oracle/, FACTS in content.ts); what the site shows
// is what the test read from the page. The checks that compare the two are pure functions
// (tests/content-facts.ts) returning what is wrong, so that the Playwright suite and the WebKit
// suite share them, each waiting in its own way until the page shows the fact or the time is up
// (expectShown in tests/browser/facts.ts, waitForFact in tests/webkit/driver.ts). It throws
// rather than calling a runner's `expect`.
import type { SpecFact } from './oracle/content';

export class FactMismatch extends Error {
  override name = 'FactMismatch';
}

/** "§1 news (four articles): <what is wrong>; <what else is wrong>". */
export function factMessage(fact: SpecFact, problems: readonly string[]): string {
  return `${fact.clause} ${fact.name}: ${problems.join('; ')}`;
}

/** Fails naming the fact, with each of `problems` (what a check found wrong); none, it passes. */
export function expectFact(fact: SpecFact, problems: readonly string[]): void {
  if (problems.length === 0) return;
  const error = new FactMismatch(factMessage(fact, problems));
  // The stack (and a runner's code frame) starts at the test's call.
  Error.captureStackTrace(error, expectFact);
  throw error;
}

/** How much of a page a message quotes: so many texts, each so long at most. */
const QUOTED = { texts: 12, characters: 120 } as const;

/** Texts as a message lists them: each quoted (a long one cut), or "nothing"; a long list cut too. */
export function quoted(texts: readonly string[]): string {
  if (texts.length === 0) return 'nothing';
  const cut = (text: string) => (text.length > QUOTED.characters ? `${text.slice(0, QUOTED.characters)}…` : text);
  const shown = texts.slice(0, QUOTED.texts).map((text) => `"${cut(text)}"`);
  const more = texts.length - shown.length;
  return [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join(', ');
}

/** An expected text or pattern as a message names it: "text", or /pattern/. */
export function expectedAs(value: string | RegExp): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** Whether `text` is `expected`: the same text, or a text the pattern matches. */
export function matches(text: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? text === expected : expected.test(text);
}
