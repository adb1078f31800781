import type { Locale, LocalizedText, Manifest } from '../manifest/schema.ts';
import { compareText } from './literal.ts';

/**
 * Every interface string keyed as the site asks for it: `app.name`, `app.address`, `<group>.<key>` from
 * messages.yaml and `nav.<id>` for menu and footer labels. Page words live in each page's own
 * module (`generated/pages/<id>.gen.ts`).
 */
export function buildCatalogue(manifest: Manifest): Map<string, LocalizedText> {
  const entries: [string, LocalizedText][] = [
    ['app.name', manifest.app.app.name],
    ['app.address', manifest.app.contact.address],
  ];
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
  return new Map(entries.sort(([a], [b]) => compareText(a, b)));
}

export function catalogueFor(catalogue: ReadonlyMap<string, LocalizedText>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Array.from(catalogue, ([key, text]) => [key, textIn(text, locale)]));
}

/** A visible string in `locale` (the loader has made every string complete, so it is there). */
export function textIn(text: LocalizedText, locale: Locale): string {
  const value = text[locale];
  if (value === undefined) throw new Error(`a text lacks ${locale}, which the loader should have reported`);
  return value;
}
