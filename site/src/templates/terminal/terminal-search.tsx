// The terminal search box (§2) on the overview: a labelled search field that filters the
// terminal cards by name and feature as the visitor types, in the visitor's language. Matching
// is by substring, ignoring case and character width (ＡＢＣ matches abc; shared/text.ts, the
// header search's rules), and every word of the query must match. The number of results is announced politely; when nothing matches, the
// page says so and offers to clear the search. The query stays in the field, and in this tab's
// session storage so that coming back to the overview finds it as the visitor left it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RoutePath } from '../../generated/routes.gen';
import { fill } from '../../shared/fill';
import { fold, queryWords } from '../../shared/text';
import { CardGrid } from '../blocks';
import { DeviceIllustration, isDeviceKind } from './drawings';

export interface TerminalEntry {
  readonly drawing: string;
  readonly to: RoutePath;
  readonly name: string;
  readonly feature: string;
}

export interface TerminalSearchText {
  readonly searchTitle: string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  /** "{count}" */
  readonly searchAll: string;
  /** "{query}" */
  readonly searchOne: string;
  /** "{count}", "{query}" */
  readonly searchMany: string;
  /** "{query}" */
  readonly searchNone: string;
  readonly searchNoneHint: string;
  readonly searchClear: string;
  readonly cardMore: string;
}

/** Whether every word of the query occurs in the terminal's name or feature. */
export function matchesTerminal(entry: TerminalEntry, query: string): boolean {
  const haystack = fold(`${entry.name} ${entry.feature}`);
  return queryWords(query).every((word) => haystack.includes(word));
}

const STORAGE_KEY = 'terminal-search';

function storedQuery(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeQuery(query: string): void {
  try {
    if (query) window.sessionStorage.setItem(STORAGE_KEY, query);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage can be disabled; the query still stays in the field
  }
}

export function TerminalSearch({ terminals, text }: { terminals: readonly TerminalEntry[]; text: TerminalSearchText }) {
  const headingId = useId();
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(storedQuery);
  useEffect(() => storeQuery(query), [query]);

  const results = useMemo(() => terminals.filter((entry) => matchesTerminal(entry, query)), [terminals, query]);
  const shown = query.trim();
  let status: string;
  if (!shown) status = fill(text.searchAll, { count: terminals.length });
  else if (results.length === 0) status = fill(text.searchNone, { query: shown });
  else if (results.length === 1) status = fill(text.searchOne, { query: shown });
  else status = fill(text.searchMany, { count: results.length, query: shown });

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };
  const clearButton = (
    <button type="button" className="button secondary terminal-search-clear" onClick={clear}>
      {text.searchClear}
    </button>
  );

  return (
    <section className="block terminal-finder" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.searchTitle}</h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom, where React warns about it in the unit tests; role="search" makes the same landmark */}
      <form role="search" className="terminal-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{text.searchLabel}</label>
        <div className="terminal-search-field">
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={statusId}
            onChange={(event) => setQuery(event.target.value)}
          />
          {shown && results.length > 0 && clearButton}
        </div>
      </form>
      <p id={statusId} className="terminal-search-status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {results.length > 0 ? (
        <CardGrid
          cards={results.map((entry) => ({
            title: entry.name,
            text: entry.feature,
            to: entry.to,
            more: text.cardMore,
          }))}
          icon={(_, index) => {
            const kind = results[index]?.drawing;
            return kind && isDeviceKind(kind) ? (
              <div className="terminal-card-art">
                <DeviceIllustration kinds={[kind]} />
              </div>
            ) : null;
          }}
        />
      ) : (
        <div className="terminal-search-empty">
          <p>{text.searchNoneHint}</p>
          {clearButton}
        </div>
      )}
    </section>
  );
}
