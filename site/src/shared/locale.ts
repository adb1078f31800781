import { localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';
import { detectLocaleBy, type LocaleRules, nearestLocale, startingLocale } from './locale-rules';

// §4: which language the site starts in, by the manifest's rules (locale-rules.ts, which the
// boot script of the prerendered pages shares: it must decide as the app will).

export { nearestLocale } from './locale-rules';

const rules: LocaleRules<Locale> = localeConfig;

/** The site's language nearest to a browser tag, if it has one (see `nearestLocale`). */
export function localeFromTag(tag: string): Locale | undefined {
  return nearestLocale(tag, rules.available);
}

/** §4: the stored value, then the browser's languages, then the default (English). */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  return detectLocaleBy(rules, stored, browserLanguages);
}

/** The language this visitor starts in. */
export function initialLocale(): Locale {
  return startingLocale(rules);
}
