import { LOCALES, type Locale, type LocalizedText, type Manifest } from '../manifest/schema.ts';
import { compareText } from './literal.ts';

/**
 * Every interface string keyed as the site asks for it: `app.name`, `<group>.<key>` from
 * messages.yaml, `nav.<id>` for menu and footer labels, `page.<id>.title|description`.
 */
export function buildCatalogue(manifest: Manifest): Map<string, LocalizedText> {
  const entries: [string, LocalizedText][] = [['app.name', manifest.app.app.name]];
  for (const [group, messages] of Object.entries(manifest.messages.messages)) {
    for (const [key, text] of Object.entries(messages)) entries.push([`${group}.${key}`, text]);
  }
  for (const menu of manifest.navigation.header) {
    entries.push([`nav.${menu.id}`, menu.label]);
    for (const child of menu.children ?? []) entries.push([`nav.${child.id}`, child.label]);
  }
  for (const group of manifest.navigation.footer) {
    entries.push([`nav.${group.id}`, group.label]);
    for (const link of group.links) entries.push([`nav.${link.id}`, link.label]);
  }
  for (const [page, { title, description }] of Object.entries(manifest.pages.pages)) {
    entries.push([`page.${page}.title`, title], [`page.${page}.description`, description]);
  }
  return new Map(entries.sort(([a], [b]) => compareText(a, b)));
}

export function catalogueFor(catalogue: ReadonlyMap<string, LocalizedText>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Array.from(catalogue, ([key, text]) => [key, text[locale]]));
}

export { LOCALES };
