import type { Manifest } from '../manifest/schema.ts';
import { buildCatalogue, catalogueFor, LOCALES } from './catalogue.ts';
import { literal, stringUnion } from './literal.ts';
import { exportedConst, exportedType, type Statement } from './source.ts';

export function messagesStatements(manifest: Manifest): Statement[] {
  const catalogue = buildCatalogue(manifest);
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogueFor(catalogue, locale)]));
  return [
    exportedType('Locale', stringUnion(LOCALES), 'An interface language.'),
    exportedType(
      'MessageKey',
      stringUnion(catalogue.keys()),
      'Every key `t()` accepts; an unknown key is a type error.',
    ),
    exportedConst('messages', literal(catalogues), {
      type: 'Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>>',
      docs: 'The interface strings of each language, compiled from spec/messages.yaml, app.yaml and navigation.yaml (page words are in ./pages).',
    }),
  ];
}
