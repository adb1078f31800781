import { LOCALE_TAG, type Locale } from '../manifest/schema.ts';

/**
 * The interface languages of the manifest: app.yaml's `locales.available`, read from its data
 * before any file is validated, since every visible string of every file must be written in each
 * of them. Read even when app.yaml has other errors; a tag of the wrong form (which app.yaml's own
 * validation reports) is left out, and a repeated one counted once. Undefined when app.yaml gives
 * no usable list: visible strings are then not checked for completeness until it does.
 */
export function languagesOf(app: unknown): readonly Locale[] | undefined {
  const available = field(field(app, 'locales'), 'available');
  if (!Array.isArray(available)) return undefined;
  const tags = available.filter((tag): tag is string => typeof tag === 'string' && LOCALE_TAG.test(tag));
  return tags.length > 0 ? [...new Set(tags)] : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
