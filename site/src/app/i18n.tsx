import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { localeConfig } from '../generated/config.gen';
import { type Locale, type MessageKey, messages } from '../generated/messages.gen';

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

export type MessageParams = Readonly<Record<string, string | number>>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const text = messages[locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

interface I18n {
  readonly locale: Locale;
  readonly setLocale: (locale: Locale) => void;
  readonly t: (key: MessageKey, params?: MessageParams) => string;
}

const I18nContext = createContext<I18n | undefined>(undefined);

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(localeConfig.storageKey);
  } catch {
    return null; // storage can be disabled; fall back to the browser's language
  }
}

export function initialLocale(): Locale {
  return detectLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);
}

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initial ?? initialLocale());
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(localeConfig.storageKey, next);
    } catch {
      // the choice still holds for this visit
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
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
