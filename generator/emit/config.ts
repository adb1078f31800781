import type { LocalizedText, Manifest } from '../manifest/schema.ts';
import { textIn } from './catalogue.ts';
import { literal, sortedRecord } from './literal.ts';
import { exportedConst, type Statement, typeImport } from './source.ts';

export function configStatements(manifest: Manifest): Statement[] {
  const { app, locales, http, constants } = manifest.app;
  const inListOrder = (text: LocalizedText) =>
    Object.fromEntries(locales.available.map((locale) => [locale, textIn(text, locale)]));
  const endpoints = Object.fromEntries(
    Object.entries(sortedRecord(http.endpoints)).map(([name, endpoint]) => [
      name,
      { method: endpoint.method, path: endpoint.path },
    ]),
  );
  return [
    typeImport('./messages.gen', ['Locale']),
    typeImport('./routes.gen', ['RoutePath']),
    exportedConst(
      'appConfig',
      `${literal({ dashboard: app.dashboard, requestTimeoutMs: app.requestTimeoutMs, baseUrl: app.baseUrl })} as const satisfies { readonly dashboard: RoutePath; readonly requestTimeoutMs: number; readonly baseUrl: string }`,
      { docs: 'Application settings (the name is the message `app.name`).' },
    ),
    exportedConst('siteConfig', `${literal({ origin: app.origin })} as const`, {
      docs: 'The public origin of the prerendered pages (their canonical addresses, the sitemap).',
    }),
    exportedConst(
      'localeConfig',
      `${literal({ default: locales.default, available: locales.available, storageKey: locales.storageKey, detection: locales.detection, names: inListOrder(locales.names), switchTo: inListOrder(locales.switchTo) })} as const satisfies {\n  readonly default: Locale;\n  readonly available: readonly Locale[];\n  readonly storageKey: string;\n  readonly detection: readonly ('stored' | 'browser' | 'default')[];\n  readonly names: Readonly<Record<Locale, string>>;\n  readonly switchTo: Readonly<Record<Locale, string>>;\n}`,
      {
        docs: "Interface languages and how the start-up language is chosen, first match wins; each language's name, and the language switch's label for it, in its own words.",
      },
    ),
    exportedConst(
      'httpConfig',
      `${literal({ headers: sortedRecord(http.headers), endpoints, jsonpOrigins: http.jsonpOrigins })} as const`,
      {
        docs: 'Headers added to every request, the named endpoints, and the origins JSONP may load from.',
      },
    ),
    exportedConst(
      'contactConfig',
      `${literal({ hotline: manifest.app.contact.hotline, icp: manifest.app.contact.icp, icpUrl: manifest.app.contact.icpUrl })} as const`,
      { docs: 'Business hotline and ICP filing (the address is the message `app.address`).' },
    ),
    exportedConst('progressBarConfig', `${literal({ ...constants.progressBar })} as const`, {
      docs: 'The top progress bar (nprogress) settings.',
    }),
    exportedConst('layoutScalingConfig', `${literal({ ...constants.layoutScaling })} as const`, {
      docs: 'Root and body font scaling.',
    }),
  ];
}
