import type { RoutePath } from '../generated/routes.gen';

/** One page in the keyword search index (site/src/generated/search/search-<locale>.gen.ts). */
export interface SearchEntry {
  readonly path: RoutePath;
  readonly title: string;
  /** The description and every visible text of the page, one per line. */
  readonly text: string;
}
