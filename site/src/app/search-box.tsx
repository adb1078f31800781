import { type ComponentType, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadCombobox } from '../search/load';
import type { ComboboxProps } from '../search/types';
import { useI18n } from '../shared/i18n';

/**
 * The header's keyword search box (§2). Until the visitor reaches for it, it is a plain search
 * field costing the first view almost nothing; on pointer-over or focus the combobox's code is
 * fetched and takes this same field over (its role, its list of results): the field is never
 * replaced, so what the visitor types while the code loads, the caret and the focus stay.
 */
export function SearchBox() {
  const { t } = useI18n();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<{ Combobox: ComponentType<ComboboxProps>; input: HTMLInputElement }>();
  const load = () => {
    if (loaded) return;
    loadCombobox().then(
      (Combobox) => field.current && setLoaded({ Combobox, input: field.current }),
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
      {loaded && <loaded.Combobox input={loaded.input} pathname={pathname} navigate={navigate} />}
    </search>
  );
}
