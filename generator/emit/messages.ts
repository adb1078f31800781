import type { LocalizedText, Manifest } from '../manifest/schema.ts';
import { buildCatalogue, catalogueFor, LOCALES } from './catalogue.ts';
import { Code, compareText, literal, quote, sortedRecord, stringUnion } from './literal.ts';
import { camelCase, exportedConst, exportedType, pascalCase, type Statement, typeImport } from './source.ts';

export function messagesStatements(manifest: Manifest): Statement[] {
  const catalogue = buildCatalogue(manifest);
  const defaultLocale = manifest.app.locales.default;
  const others = LOCALES.filter((locale) => locale !== defaultLocale);
  const loaders = Object.fromEntries(
    others.map((locale) => [locale, new Code(`() => import(${quote(`./locales/${locale}.gen`)})`)]),
  );
  return [
    exportedType('Locale', stringUnion(LOCALES), 'An interface language.'),
    exportedType(
      'MessageKey',
      stringUnion(catalogue.keys()),
      'Every key `t()` accepts; an unknown key is a type error.',
    ),
    exportedType('Catalogue', 'Readonly<Record<MessageKey, string>>', 'The interface strings of one language.'),
    exportedConst('defaultMessages', literal(catalogueFor(catalogue, defaultLocale)), {
      type: 'Catalogue',
      docs: `The interface strings of the default language (${defaultLocale}), compiled from spec/messages.yaml, app.yaml and navigation.yaml; they ship with the first view.`,
    }),
    exportedConst('otherMessages', literal(loaders), {
      type: `Readonly<Record<Exclude<Locale, ${quote(defaultLocale)}>, () => Promise<{ readonly messages: Catalogue }>>>`,
      docs: 'The other languages, each its own chunk, loaded before they are shown (page words are in ./pages).',
    }),
  ];
}

/** One module per language other than the default: its interface strings. */
export function localeModules(manifest: Manifest): [string, Statement[]][] {
  const catalogue = buildCatalogue(manifest);
  return LOCALES.filter((locale) => locale !== manifest.app.locales.default).map((locale) => [
    `${locale}.gen.ts`,
    [
      typeImport('../messages.gen', ['Catalogue']),
      exportedConst('messages', literal(catalogueFor(catalogue, locale)), {
        type: 'Catalogue',
        docs: `The interface strings in ${locale}.`,
      }),
    ],
  ]);
}

/**
 * One module per message bundle (`messages.yaml` → `bundles`): its own key type and strings.
 * Only the components that import a bundle pull it in, so its words stay out of the first view.
 */
export function messageBundleModules(manifest: Manifest): [string, Statement[]][] {
  return Object.entries(sortedRecord(manifest.messages.bundles)).map(([bundle, groups]) => {
    const entries: [string, LocalizedText][] = [];
    for (const [group, messages] of Object.entries(groups)) {
      for (const [key, text] of Object.entries(messages)) entries.push([`${group}.${key}`, text]);
    }
    const catalogue = new Map(entries.sort(([a], [b]) => compareText(a, b)));
    const keyType = `${pascalCase(bundle)}MessageKey`;
    return [
      `${bundle}.gen.ts`,
      [
        typeImport('../messages.gen', ['Locale']),
        exportedType(keyType, stringUnion(catalogue.keys()), `A key of the \`${bundle}\` message bundle.`),
        exportedConst(
          `${camelCase(bundle)}Messages`,
          literal(Object.fromEntries(LOCALES.map((locale) => [locale, catalogueFor(catalogue, locale)]))),
          {
            type: `Readonly<Record<Locale, Readonly<Record<${keyType}, string>>>>`,
            docs: `The \`${bundle}\` bundle of spec/messages.yaml; read it with \`useMessages(${camelCase(bundle)}Messages)\`.`,
          },
        ),
      ],
    ];
  });
}
