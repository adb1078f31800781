import { type ComponentType, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadCombobox } from '../search/load';
import type { ComboboxProps } from '../search/types';
import { useI18n } from '../shared/i18n';

/**
 * The header's keyword search box (§2). Until the visitor reaches for it, it is a plain search
 * field costing the first view almost nothing; on pointer-over or focus the real combobox is
 * fetched, and it replaces this field keeping what was typed and the focus.
 */
export function SearchBox() {
  const { t } = useI18n();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<{ Combobox: ComponentType<ComboboxProps>; focused: boolean }>();
  if (loaded) {
    const { Combobox, focused } = loaded;
    return (
      <Combobox initialQuery={field.current?.value ?? ''} focused={focused} pathname={pathname} navigate={navigate} />
    );
  }
  const load = () => {
    loadCombobox().then(
      (Combobox) => setLoaded({ Combobox, focused: document.activeElement === field.current }),
      () => undefined,
    );
  };
  return (
    <search className="site-search">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={field}
        id={id}
        type="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        onPointerEnter={() => void loadCombobox().catch(() => undefined)}
        onFocus={load}
      />
    </search>
  );
}
