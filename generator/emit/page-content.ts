import type { Locale, Manifest, Page } from '../manifest/schema.ts';
import { LOCALES } from '../manifest/schema.ts';
import { literal, sortedRecord } from './literal.ts';
import { exportedConst, exportedInterfaceText, type Statement, typeImportText } from './source.ts';

/** Fields of a page in a fixed order: title, description, then its content fields sorted. */
function fieldsOf(page: Page): [string, Page['title']][] {
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
export function pageContentStatements(page: Page): Statement[] {
  const fields = fieldsOf(page);
  const byLocale = (locale: Locale) => Object.fromEntries(fields.map(([name, text]) => [name, text[locale]]));
  return [
    typeImportText('../messages.gen', ['Locale']),
    exportedInterfaceText(
      'Content',
      fields.map(([name]) => ({ name, type: 'string' })),
      'The words of this page in one language.',
    ),
    exportedConst('content', literal(Object.fromEntries(LOCALES.map((locale) => [locale, byLocale(locale)]))), {
      type: 'Readonly<Record<Locale, Content>>',
      docs: 'From spec/pages.yaml.',
    }),
  ];
}

export function pageContentModules(manifest: Manifest): [string, Statement[]][] {
  return Object.entries(sortedRecord(manifest.pages.pages)).map(([id, page]) => [
    `${id}.gen.ts`,
    pageContentStatements(page),
  ]);
}
