import type { LocalizedText, Manifest } from '../manifest/schema.ts';
import { buildCatalogue, catalogueFor, LOCALES } from './catalogue.ts';
import { compareText, literal, sortedRecord, stringUnion } from './literal.ts';
import { exportedConst, exportedType, type Statement, typeImportText } from './source.ts';

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

/** `jobs` → `Jobs`, `job-list` → `JobList`. */
function pascalCase(id: string): string {
  return id.replace(/(?:^|-)([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** `jobs` → `jobs`, `job-list` → `jobList`. */
function camelCase(id: string): string {
  const pascal = pascalCase(id);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
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
        typeImportText('../messages.gen', ['Locale']),
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
