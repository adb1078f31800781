import type { Locale } from '../generated/messages.gen';
import type { SearchEntry } from './types';

/**
 * The generator writes one index per language (site/src/generated/search/search-<locale>.gen.ts);
 * each is its own chunk, so a visitor downloads only the one they search in. The loaders come from
 * the files themselves: a language added to the manifest needs no edit here.
 */
const modules = import.meta.glob<{ readonly searchIndex: readonly SearchEntry[] }>(
  '../generated/search/search-*.gen.ts',
);

/** The file of a language's index, as `import.meta.glob` names it. */
export function searchIndexFile(locale: Locale): string {
  return `../generated/search/search-${locale}.gen.ts`;
}

/** The keyword index of a language; rejects when the site has none for it. */
export async function loadSearchIndex(locale: Locale): Promise<readonly SearchEntry[]> {
  const load = modules[searchIndexFile(locale)];
  if (!load) throw new Error(`no search index for ${locale}`);
  return (await load()).searchIndex;
}

/** The languages that have an index. */
export function indexedLocales(): string[] {
  return Object.keys(modules).map((file) => file.replace(/^.*\/search-(.+)\.gen\.ts$/, '$1'));
}
