import { localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';

// §4: which language the site starts in. Shared by the app (i18n.tsx) and the boot script of
// index.html (boot.ts), which must decide as the app will.

const available: readonly Locale[] = localeConfig.available;

function isLocale(value: string | null | undefined): value is Locale {
  return value !== null && value !== undefined && (available as readonly string[]).includes(value);
}

/** The language a browser tag asks for, if the site has it: any `zh` variant is zh-CN. */
export function localeFromTag(tag: string): Locale | undefined {
  if (isLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0];
  return available.find((locale) => locale.toLowerCase().split('-')[0] === language);
}

/** §4: the stored value, then the browser's languages, then the default (English). */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  for (const source of localeConfig.detection) {
    if (source === 'stored' && isLocale(stored)) return stored;
    if (source === 'browser') {
      for (const tag of browserLanguages) {
        const locale = localeFromTag(tag);
        if (locale) return locale;
      }
    }
    if (source === 'default') return localeConfig.default;
  }
  return localeConfig.default;
}

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(localeConfig.storageKey);
  } catch {
    return null; // storage can be disabled; fall back to the browser's language
  }
}

/** The language this visitor starts in. */
export function initialLocale(): Locale {
  return detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);
}
