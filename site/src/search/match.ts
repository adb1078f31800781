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

const BEFORE = 30;
const AFTER = 70;

function snippetOf(entry: SearchEntry, terms: readonly string[]): Snippet {
  const lines = entry.text.split('\n');
  for (const line of lines) {
    const folded = fold(line);
    for (const term of terms) {
      const at = folded.indexOf(term);
      if (at === -1) continue;
      const start = Math.max(0, at - BEFORE);
      const end = Math.min(line.length, at + term.length + AFTER);
      return {
        before: `${start > 0 ? '…' : ''}${line.slice(start, at)}`,
        match: line.slice(at, at + term.length),
        after: `${line.slice(at + term.length, end)}${end < line.length ? '…' : ''}`,
      };
    }
  }
  // Only the title matched: show the page's summary.
  const first = lines[0] ?? '';
  return { before: first.length > BEFORE + AFTER ? `${first.slice(0, BEFORE + AFTER)}…` : first, match: '', after: '' };
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
