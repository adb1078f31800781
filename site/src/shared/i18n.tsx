import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { localeConfig } from '../generated/config.gen';
import {
  type Catalogue,
  defaultMessages,
  type Locale,
  type MessageKey,
  otherMessages,
} from '../generated/messages.gen';
import { fill, type Placeholders } from './fill';
import { initialLocale } from './locale';

export { detectLocale, initialLocale, localeFromTag } from './locale';

export type MessageParams = Placeholders;

/** A `t` function: a key of some message set, and the values of its {placeholders}. */
export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

/** The strings of a message bundle (`site/src/generated/messages/*.gen.ts`) in every language. */
export type MessageBundle<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** The interface strings of each language loaded so far: the default one ships with the entry. */
const catalogues = new Map<Locale, Catalogue>([[localeConfig.default, defaultMessages]]);
const loaders: Partial<Record<Locale, () => Promise<{ readonly messages: Catalogue }>>> = otherMessages;

/** Loads a language's interface strings (its own chunk) unless they are loaded already. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (catalogues.has(locale)) return;
  const load = loaders[locale];
  if (load) catalogues.set(locale, (await load()).messages);
}

export function isLocaleLoaded(locale: Locale): boolean {
  return catalogues.has(locale);
}

/** A string in `locale`; until that language has loaded, in the default language. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return fill((catalogues.get(locale) ?? defaultMessages)[key], params, locale);
}

interface I18n {
  readonly locale: Locale;
  readonly setLocale: (locale: Locale) => void;
  readonly t: Translate<MessageKey>;
}

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initial ?? initialLocale());
  // Bumped when a language finishes loading, so that strings are looked up again.
  const [, setLoaded] = useState(0);
  const setLocale = useCallback((next: Locale) => {
    // The whole interface switches at once, when the language's strings are there.
    loadLocale(next).then(
      () => {
        setLocaleState(next);
        try {
          window.localStorage.setItem(localeConfig.storageKey, next);
        } catch {
          // the choice still holds for this visit
        }
      },
      () => undefined, // offline: stay in the current language; the next click tries again
    );
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    // main.tsx loads the first language before rendering; this covers any other entry point.
    if (!isLocaleLoaded(locale)) {
      loadLocale(locale).then(
        () => setLoaded((count) => count + 1),
        () => undefined,
      );
    }
  }, [locale]);
  const value = useMemo<I18n>(
    () => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }),
    [locale, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n() must be called inside <I18nProvider>');
  return context;
}

/**
 * `t` for a message bundle: `const tf = useMessages(formsMessages)`. A bundle is imported by the
 * components that need it, so its words load with their pages and not with the first view.
 */
export function useMessages<K extends string>(bundle: MessageBundle<K>): Translate<K> {
  const { locale } = useI18n();
  return useCallback<Translate<K>>((key, params) => fill(bundle[locale][key], params, locale), [bundle, locale]);
}
