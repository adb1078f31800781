import { LINK_FIELD } from '../emit/content.ts';
import { misspeltLanguages } from '../issues.ts';
import type { ContentValue, Locale } from '../manifest/schema.ts';
import type { DataPath } from '../positions.ts';
import { type CheckContext, checker } from './context.ts';

/** Three words of Latin letters in a row, or any Chinese: text, not a figure or a model number. */
const UNTRANSLATED = /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}|[\u4e00-\u9fff]/;

function checkValue(context: CheckContext, locales: readonly Locale[], value: ContentValue, at: DataPath): void {
  if (Array.isArray(value)) {
    value.forEach((item: ContentValue, index) => {
      checkValue(context, locales, item, [...at, index]);
    });
    return;
  }
  if (typeof value === 'string') {
    // Links are checked by the links checker.
    if (at.at(-1) !== LINK_FIELD && UNTRANSLATED.test(value))
      context.report('content-untranslated', { locales }, 'pages.yaml', at);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, ContentValue>;
  const keys = Object.keys(record);
  const texts = keys.filter((key) => locales.includes(key));
  if (texts.length === 0) {
    for (const [key, item] of Object.entries(record)) checkValue(context, locales, item, [...at, key]);
    return;
  }
  // A language key mistyped (`zh-cn` where zh-CN is missing) is one mistake, reported at the key.
  const misspelt = misspeltLanguages(
    keys.filter((key) => !locales.includes(key)),
    locales.filter((locale) => record[locale] === undefined),
  );
  for (const locale of locales) {
    const text = record[locale];
    if (text === undefined) {
      if ([...misspelt.values()].includes(locale)) continue;
      const present = locales.filter((other) => other !== locale && other in record);
      context.report('missing-translation', { locale, present }, 'pages.yaml', at, 'key');
    } else if (typeof text !== 'string' || text.trim() === '') {
      context.report('translation-empty', { locale }, 'pages.yaml', [...at, locale]);
    }
  }
  for (const key of keys) {
    const meant = misspelt.get(key);
    if (meant !== undefined)
      context.report('language-key-misspelt', { key, locale: meant }, 'pages.yaml', [...at, key], 'key');
    else if (!texts.includes(key))
      context.report('unknown-key', { key, known: locales, beside: 'texts' }, 'pages.yaml', [...at, key], 'key');
  }
}

/** Page content: every visible string in every language; nothing English-looking left untranslated. */
export const contentChecker = checker({
  name: 'page content',
  needs: ['pages'],
  needsLocales: true,
  run(context, manifest) {
    const locales = context.locales ?? [];
    for (const [id, page] of Object.entries(manifest.pages.pages)) {
      for (const [field, value] of Object.entries(page.content ?? {}))
        checkValue(context, locales, value, ['pages', id, 'content', field]);
    }
  },
});
