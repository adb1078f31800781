import type { ContentValue, Locale, Manifest, Page } from '../manifest/schema.ts';
import { contentType, hasLinks, type Projected, project } from './content.ts';
import { type Literal, literal, sortedRecord } from './literal.ts';
import { exportedConst, exportedInterface, type Statement, typeImport } from './source.ts';

/** Fields of a page in a fixed order: title, description, then its content fields sorted. */
function fieldsOf(page: Page): [string, ContentValue][] {
  return [
    ['title', page.title],
    ['description', page.description],
    ...Object.entries(sortedRecord(page.content ?? {})),
  ];
}

/**
 * One module per page: its title, description and content in every language. Only the page's
 * own chunk imports it, so a page's words load with the page and not with the first view.
 */
export function pageContentStatements(page: Page, locales: readonly Locale[]): Statement[] {
  const fields = fieldsOf(page);
  const byLocale = (locale: Locale): Record<string, Projected> =>
    Object.fromEntries(fields.map(([name, value]) => [name, project(value, locale, locales)]));
  const links = fields.some(([, value]) => hasLinks(value));
  return [
    typeImport('../messages.gen', ['Locale']),
    ...(links ? [typeImport('../routes.gen', ['RoutePath'])] : []),
    exportedInterface(
      'Content',
      fields.map(([name, value]) => ({ name, type: contentType(value, locales, '  ') })),
      'The words of this page in one language.',
    ),
    exportedConst(
      'content',
      literal(Object.fromEntries(locales.map((locale) => [locale, byLocale(locale) as Literal]))),
      {
        type: 'Readonly<Record<Locale, Content>>',
        docs: 'From spec/pages.yaml.',
      },
    ),
  ];
}

export function pageContentModules(manifest: Manifest): [string, Statement[]][] {
  return Object.entries(sortedRecord(manifest.pages.pages)).map(([id, page]) => [
    `${id}.gen.ts`,
    pageContentStatements(page, manifest.app.locales.available),
  ]);
}
