import type { RoutePath } from '../generated/routes.gen';

/** One page in the keyword search index (site/src/generated/search/search-<locale>.gen.ts). */
export interface SearchEntry {
  readonly path: RoutePath;
  readonly title: string;
  /** The description and every visible text of the page, one per line. */
  readonly text: string;
}

/** What the header's search field hands to the combobox code that loads when it is first used. */
export interface ComboboxProps {
  /**
   * The header's own field. The combobox takes it over as it is (its role, states, what was typed,
   * the focus and the selection) and never replaces it, so no keystroke is lost while it loads.
   */
  readonly input: HTMLInputElement;
  /** The current path: a navigation closes the list. */
  readonly pathname: string;
  /** Opens a result. Passed in rather than imported, so this chunk does not import the router
   * (rolldown would then split the router and React out of the entry into a shared chunk). */
  readonly navigate: (path: RoutePath) => void;
}
