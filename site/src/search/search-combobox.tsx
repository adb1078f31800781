import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
 * The field is the header's own (SearchBox): this code gives it the combobox's role and states
 * and listens to it, and renders the list beside it; it never replaces it, so nothing typed while
 * this chunk loaded is lost.
 */
export function SearchCombobox({ input, pathname, navigate }: ComboboxProps) {
  const { locale } = useI18n();
  const t = useMessages(searchMessages);
  const listId = useId();
  const initialValue = useRef(input.value);
  const [query, setQuery] = useState(initialValue.current);
  const [open, setOpen] = useState(() => input.value.trim() !== '' && document.activeElement === input);
  const [active, setActive] = useState(-1);
  const [index, setIndex] = useState<{ readonly locale: Locale; readonly entries: readonly SearchEntry[] }>();

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

  // A navigation (from here or anywhere) closes the list; arriving does not (what was typed while
  // this chunk loaded shows its results).
  const listedAt = useRef(pathname);
  useEffect(() => {
    if (listedAt.current === pathname) return;
    listedAt.current = pathname;
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

  const onKeyDown = (event: KeyboardEvent) => {
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
          input.value = '';
          setQuery('');
        }
        return;
      default:
    }
  };
  // The listeners below are added once; they call the handler of the latest render.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;

  useEffect(() => {
    const box = input.parentElement ?? input;
    const onInput = () => {
      setQuery(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeys = (event: KeyboardEvent) => keyHandler.current(event);
    const onFocus = () => setOpen(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeys);
    input.addEventListener('focus', onFocus);
    box.addEventListener('focusout', onFocusOut);
    // What was typed between this chunk's first render and these listeners, as if typed now.
    if (input.value !== initialValue.current) onInput();
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeys);
      input.removeEventListener('focus', onFocus);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, [input]);

  // The field's combobox role and states (React renders the field without them: they are this chunk's).
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(showing && hits.length > 0));
    if (showing && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-option-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [input, listId, showing, hits.length, active]);

  let status = '';
  if (showing) {
    if (!ready) status = t('searchResults.loading');
    else if (hits.length === 0) status = t('searchResults.none', { query: query.trim() });
    else status = t('searchResults.count', { count: hits.length });
  }

  return (
    <>
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
    </>
  );
}
