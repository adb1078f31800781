import type { ComponentType } from 'react';
import type { RoutePath } from '../generated/routes.gen';

export interface ComboboxProps {
  readonly initialQuery: string;
  /** Whether the plain field still had the focus when the combobox replaced it. A visitor who
   * tabbed on while the chunk loaded keeps their focus where it is. */
  readonly focused: boolean;
  /** The current path: a navigation closes the list. */
  readonly pathname: string;
  /** Opens a result. Passed in rather than imported, so this chunk does not import the router
   * (rolldown would then split the router and React out of the entry into a shared chunk). */
  readonly navigate: (path: RoutePath) => void;
}

let loading: Promise<ComponentType<ComboboxProps>> | undefined;

/** The search itself (combobox, matching, the language's index) loads on first use. */
export function loadCombobox(): Promise<ComponentType<ComboboxProps>> {
  loading ??= import('./search-combobox').then((module) => module.SearchCombobox);
  loading.catch(() => {
    loading = undefined; // a dropped connection: the next focus tries again
  });
  return loading;
}
