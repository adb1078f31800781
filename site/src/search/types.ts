import type { RoutePath } from '../generated/routes.gen';

/** One page in the keyword search index (site/src/generated/search/search-<locale>.gen.ts). */
export interface SearchEntry {
  readonly path: RoutePath;
  readonly title: string;
  /** The description and every visible text of the page, one per line. */
  readonly text: string;
}

/** What the header's plain search field hands to the combobox that replaces it. */
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
