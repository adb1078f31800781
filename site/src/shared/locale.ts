import { localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';

// §4: which language the site starts in. Shared by the app (i18n.tsx) and the boot script of
// index.html (boot.ts), which must decide as the app will.

const available: readonly Locale[] = localeConfig.available;

function isLocale(value: string | null | undefined): value is Locale {
  return value !== null && value !== undefined && (available as readonly string[]).includes(value);
}

/** A tag's language and script, the likely ones filled in (`zh-TW` → zh, Hant; `zh` → zh, Hans). */
function likelySubtags(tag: string): { readonly language: string; readonly script?: string } | undefined {
  try {
    const { language, script } = new Intl.Locale(tag).maximize();
    return { language, ...(script ? { script } : {}) };
  } catch {
    // Not a language tag; or a browser without Intl.Locale: the language alone.
    const language = tag.toLowerCase().split('-')[0];
    return language && /^[a-z]{2,3}$/.test(language) ? { language } : undefined;
  }
}

/**
 * The one of `offered` nearest to a browser tag, if any is near: the same tag; else the same
 * language in the same script (zh-HK, written in traditional characters, finds zh-TW; zh-SG and
 * plain zh find zh-CN); else the same language (en-GB finds en-US), the first listed.
 */
export function nearestLocale<L extends string>(tag: string, offered: readonly L[]): L | undefined {
  const same = offered.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (same) return same;
  const asked = likelySubtags(tag);
  if (!asked) return undefined;
  const ours = offered.map((locale) => ({ locale, subtags: likelySubtags(locale) }));
  const language = ours.filter(({ subtags }) => subtags?.language === asked.language);
  return (language.find(({ subtags }) => subtags?.script === asked.script) ?? language[0])?.locale;
}

/** The site's language nearest to a browser tag, if it has one (see `nearestLocale`). */
export function localeFromTag(tag: string): Locale | undefined {
  return nearestLocale(tag, available);
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
