import type { LocalizedText, Manifest } from '../manifest/schema.ts';
import { buildCatalogue, catalogueFor } from './catalogue.ts';
import { Code, compareText, literal, quote, sortedRecord, stringUnion } from './literal.ts';
import { camelCase, exportedConst, exportedType, pascalCase, type Statement, typeImport } from './source.ts';

export function messagesStatements(manifest: Manifest): Statement[] {
  const catalogue = buildCatalogue(manifest);
  const { default: defaultLocale, available } = manifest.app.locales;
  const others = available.filter((locale) => locale !== defaultLocale);
  const loaders = Object.fromEntries(
    others.map((locale) => [locale, new Code(`() => import(${quote(`./locales/${locale}.gen`)})`)]),
  );
  return [
    exportedType('Locale', stringUnion(available), "An interface language: a tag of app.yaml's `locales.available`."),
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
  const { default: defaultLocale, available } = manifest.app.locales;
  return available
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => [
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
          literal(
            Object.fromEntries(
              manifest.app.locales.available.map((locale) => [locale, catalogueFor(catalogue, locale)]),
            ),
          ),
          {
            type: `Readonly<Record<Locale, Readonly<Record<${keyType}, string>>>>`,
            docs: `The \`${bundle}\` bundle of spec/messages.yaml; read it with \`useMessages(${camelCase(bundle)}Messages)\`.`,
          },
        ),
      ],
    ];
  });
}
