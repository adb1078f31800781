import type { ComponentType } from 'react';
import type { ComboboxProps } from './types';

let loading: Promise<ComponentType<ComboboxProps>> | undefined;

/** The search itself (combobox, matching, the language's index) loads on first use. */
export function loadCombobox(): Promise<ComponentType<ComboboxProps>> {
  loading ??= import('./search-combobox').then((module) => module.SearchCombobox);
  loading.catch(() => {
    loading = undefined; // a dropped connection: the next focus tries again
  });
  return loading;
}
