// Keyword matching for the site search: every word of the query must occur in the page's title
// or text, in any case and in full- or half-width forms (so "ＯＣＲ" finds "OCR"); Chinese needs
// no word breaks, a query is matched as written. Title matches rank first.
import { fold, queryWords } from '../shared/text';
import type { SearchEntry } from './types';

export interface Snippet {
  readonly before: string;
  readonly match: string;
  readonly after: string;
}

export interface SearchHit {
  readonly entry: SearchEntry;
  readonly snippet: Snippet;
}

/** Characters of context shown before and after the match, at most. */
const BEFORE = 30;
const AFTER = 70;
/** How far short of those a cut may fall to land after a word or a punctuation mark. */
const SLACK = 12;

const SPACE = /\s/u;
/** Chinese, Japanese and Korean characters and their full-width punctuation: a line may break between any two. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;
const PUNCTUATION = /\p{P}/u;
/** What a snippet does not end with before its ellipsis: white space and the marks that join clauses. */
const TRAILING = /[\s,;:、，；：]+$/u;

/**
 * Whether a snippet may start or end at `at` in `line`, and how good a place it is: between words
 * (white space), after a Chinese punctuation mark, or between two characters next to a Chinese
 * one; never inside a Latin word or a surrogate pair.
 */
function boundary(line: string, at: number): 'word' | 'punctuation' | 'character' | undefined {
  const before = line[at - 1];
  const after = line[at];
  if (before === undefined || after === undefined) return 'word';
  if (/[\udc00-\udfff]/.test(after)) return undefined;
  if (SPACE.test(before) || SPACE.test(after)) return 'word';
  if (WIDE.test(before) && PUNCTUATION.test(before)) return 'punctuation';
  if (WIDE.test(before) || WIDE.test(after)) return 'character';
  return undefined;
}

/**
 * Where to cut between `ideal` and `limit` (the match's edge), walking from `ideal` towards the
 * match: a word or punctuation boundary within SLACK of `ideal`, else the first character boundary,
 * else the first word boundary, else the match's edge itself.
 */
function cut(line: string, ideal: number, limit: number): number {
  const step = limit >= ideal ? 1 : -1;
  let character: number | undefined;
  let word: number | undefined;
  for (let at = ideal; at !== limit + step; at += step) {
    const kind = boundary(line, at);
    if (!kind) continue;
    if (kind === 'character') character ??= at;
    else if (Math.abs(at - ideal) <= SLACK) return at;
    else word ??= at;
  }
  return character ?? word ?? limit;
}

/**
 * The match with up to BEFORE characters before it and AFTER after it, cut at a word boundary (in
 * Chinese at a punctuation mark if one is near, else between characters), an ellipsis where the
 * line goes on. The match itself is always shown whole.
 */
export function snippetAt(line: string, at: number, length: number, afterLength = AFTER): Snippet {
  const end = at + length;
  const start = at - BEFORE <= 0 ? 0 : cut(line, at - BEFORE, at);
  const stop = end + afterLength >= line.length ? line.length : cut(line, end + afterLength, end);
  const before = line.slice(start, at);
  const after = line.slice(end, stop);
  return {
    before: start > 0 ? `…${before.replace(/^\s+/u, '')}` : before,
    match: line.slice(at, end),
    after: stop < line.length ? `${after.replace(TRAILING, '')}…` : after,
  };
}

function snippetOf(entry: SearchEntry, terms: readonly string[]): Snippet {
  const lines = entry.text.split('\n');
  for (const line of lines) {
    const folded = fold(line);
    for (const term of terms) {
      const at = folded.indexOf(term);
      if (at !== -1) return snippetAt(line, at, term.length);
    }
  }
  // Only the title matched: the page's summary, its start.
  const { after } = snippetAt(lines[0] ?? '', 0, 0, BEFORE + AFTER);
  return { before: after, match: '', after: '' };
}

function occurrences(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1 && count < 5; at = text.indexOf(term, at + term.length)) count++;
  return count;
}

/** The pages that hold every word of `query`, best first, at most `limit`. */
export function search(index: readonly SearchEntry[], query: string, limit = 8): SearchHit[] {
  const terms = queryWords(query);
  if (terms.length === 0) return [];
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  index.forEach((entry, order) => {
    const title = fold(entry.title);
    const text = fold(entry.text);
    let score = 0;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const inText = occurrences(text, term);
      if (!inTitle && inText === 0) return;
      score += (inTitle ? 10 : 0) + inText;
    }
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => ({ entry, snippet: snippetOf(entry, terms) }));
}
