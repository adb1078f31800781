// The keyword search index (§2 "a keyword search box"): one module per language, holding each
// searchable page's path, title and text. The site imports a language's module only when the
// visitor first searches, so the index costs the first view nothing.
import { isDraftPage } from '../drafts.ts';
import type { ContentValue, Locale, Manifest } from '../manifest/schema.ts';
import { textIn } from './catalogue.ts';
import { LINK_FIELD, type Projected, project } from './content.ts';
import { type Literal, literal } from './literal.ts';
import { exportedConst, type Statement, typeImport } from './source.ts';

/** Every visible string of a projected content tree, in document order (links left out). */
function texts(value: Projected, key?: string): string[] {
  if (key === LINK_FIELD) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'boolean') return [];
  if (Array.isArray(value)) return value.flatMap((item: Projected) => texts(item));
  return Object.entries(value).flatMap(([name, item]) => texts(item, name));
}

function entriesFor(manifest: Manifest, locale: Locale): Literal[] {
  // A page once, at its first registration (/cooperativepartner is registered twice, §2).
  const seen = new Set<string>();
  const firstRegistrations = manifest.routes.routes.filter((route) => {
    if (seen.has(route.page)) return false;
    seen.add(route.page);
    return true;
  });
  return firstRegistrations.flatMap((route) => {
    const page = manifest.pages.pages[route.page];
    // A draft page is not offered to visitors who search (decision 035).
    if (!page?.searchable || isDraftPage(page)) return [];
    const { available } = manifest.app.locales;
    const content = Object.values(page.content ?? {}).flatMap((value: ContentValue) =>
      texts(project(value, locale, available)),
    );
    return [
      {
        path: route.path,
        title: textIn(page.title, locale),
        // One line per text, so a snippet never runs from one text into the next.
        text: [textIn(page.description, locale), ...content].join('\n'),
      },
    ];
  });
}

export function searchIndexModules(manifest: Manifest): [string, Statement[]][] {
  return manifest.app.locales.available.map((locale) => [
    `search-${locale}.gen.ts`,
    [
      typeImport('../../search/types', ['SearchEntry']),
      exportedConst('searchIndex', literal(entriesFor(manifest, locale)), {
        type: 'readonly SearchEntry[]',
        docs: `Every searchable page in ${locale}, in route order, from spec/pages.yaml.`,
      }),
    ],
  ]);
}
