// §4: which language the site starts in, by the rules given: the manifest's `locales` (its
// languages, the default, the storage key, the order of the sources). Nothing here imports the
// generated config: the app binds the rules to it (locale.ts), and the boot script of the
// prerendered pages (boot.ts) reads them from its page, so that its text, which the CSP allows by
// its hash, holds nothing of the manifest (decision 042). Both decide alike.

/** Where the start-up language may come from, in the manifest's order (`locales.detection`). */
export type LocaleSource = 'stored' | 'browser' | 'default';

/** The manifest's rules for the start-up language. */
export interface LocaleRules<L extends string = string> {
  readonly default: L;
  readonly available: readonly L[];
  readonly storageKey: string;
  readonly detection: readonly LocaleSource[];
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

/** §4 by `rules`: the stored value, then the browser's languages, then the default, in the rules' order. */
export function detectLocaleBy<L extends string>(
  rules: LocaleRules<L>,
  stored: string | null,
  browserLanguages: readonly string[],
): L {
  const isLocale = (value: string | null): value is L =>
    value !== null && (rules.available as readonly string[]).includes(value);
  for (const source of rules.detection) {
    if (source === 'stored' && isLocale(stored)) return stored;
    if (source === 'browser') {
      for (const tag of browserLanguages) {
        const locale = nearestLocale(tag, rules.available);
        if (locale) return locale;
      }
    }
    if (source === 'default') return rules.default;
  }
  return rules.default;
}

function readStoredLocale(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null; // storage can be disabled; fall back to the browser's language
  }
}

/** The language this visitor starts in, by `rules`. */
export function startingLocale<L extends string>(rules: LocaleRules<L>): L {
  return detectLocaleBy(rules, readStoredLocale(rules.storageKey), navigator.languages ?? [navigator.language]);
}
