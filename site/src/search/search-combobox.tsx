import { type FocusEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { searchMessages } from '../generated/messages/search.gen';
import type { Locale } from '../generated/messages.gen';
import { useI18n, useMessages } from '../shared/i18n';
import { type SearchHit, search } from './match';
import type { ComboboxProps, SearchEntry } from './types';
import './search.css';

import { loadSearchIndex } from './indexes';

/**
 * The keyword search: a combobox (WAI-ARIA 1.2, list autocomplete) over every page's words in
 * the visitor's language. Typing lists matching pages with a snippet; the up and down keys move
 * through them, Enter opens one, Escape closes the list (and a second Escape clears the field).
 */
export function SearchCombobox({ initialQuery, focused, pathname, navigate }: ComboboxProps) {
  const { locale, t: tShell } = useI18n();
  const t = useMessages(searchMessages);
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(initialQuery.trim() !== '');
  const [active, setActive] = useState(-1);
  const [index, setIndex] = useState<{ readonly locale: Locale; readonly entries: readonly SearchEntry[] }>();

  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);

  useEffect(() => {
    let current = true;
    loadSearchIndex(locale).then(
      (entries) => current && setIndex({ locale, entries }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);

  // A navigation (from here or anywhere) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [pathname]);

  const ready = index?.locale === locale;
  const hits: SearchHit[] = useMemo(() => (ready ? search(index.entries, query) : []), [ready, index, query]);
  const showing = open && query.trim() !== '';
  const optionId = (position: number) => `${listId}-option-${position}`;

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    setOpen(false);
    setActive(-1);
    navigate(hit.entry.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current === -1 && step === -1 ? hits.length - 1 : (current + step + hits.length) % hits.length,
        );
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (showing) go(hits[Math.max(active, 0)]);
        return;
      case 'Escape':
        if (showing) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        return;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  let status = '';
  if (showing) {
    if (!ready) status = t('searchResults.loading');
    else if (hits.length === 0) status = t('searchResults.none', { query: query.trim() });
    else status = t('searchResults.count', { count: hits.length });
  }

  return (
    <search className="site-search" onBlur={onBlur}>
      <label htmlFor={inputId} className="visually-hidden">
        {tShell('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showing && hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
        placeholder={tShell('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
      />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="search-popup" hidden={!showing}>
        <div id={listId} role="listbox" aria-label={t('searchResults.list')}>
          {showing &&
            hits.map((hit, position) => (
              <div
                key={hit.entry.path}
                id={optionId(position)}
                role="option"
                aria-selected={position === active}
                // The focus stays in the field (aria-activedescendant); the option is focusable
                // only so that assistive technology may move to it.
                tabIndex={-1}
                // Keep the focus in the field: the click chooses, the field stays the control.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => go(hit)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') go(hit);
                }}
              >
                <span className="search-title">{hit.entry.title}</span>
                <span className="search-snippet">
                  {hit.snippet.before}
                  {hit.snippet.match && <mark>{hit.snippet.match}</mark>}
                  {hit.snippet.after}
                </span>
              </div>
            ))}
        </div>
        {showing && (!ready || hits.length === 0) && (
          <p className="search-empty" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
    </search>
  );
}
