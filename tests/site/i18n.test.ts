import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  detectLocale,
  I18nProvider,
  initialLocale,
  localeFromTag,
  translate,
  useI18n,
} from '../../site/src/shared/i18n';
import { nearestLocale } from '../../site/src/shared/locale';
import { proves } from '../conformance/proves';
import { expectConstant } from '../expect-constant';
import { APP_CONFIG, CONSTANTS, DEFAULT_LANGUAGE, STORAGE_KEY } from '../oracle/constants';
import { LOCALES } from '../oracle/routes';

/** The browser's languages, as `navigator.languages` reports them, for one test. */
function browserLanguages(languages: readonly string[]): void {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([...languages]);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const provider = ({ children }: { children: ReactNode }) => createElement(I18nProvider, null, children);

describe('start-up language (§4: stored value, then browser language, then English)', () => {
  test('a stored value wins over the browser language', proves('I18N-DETECT-ORDER'), () => {
    expect(detectLocale('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(detectLocale('en-US', ['zh-CN'])).toBe('en-US');
  });

  // "xx" and "yy" are no language (ISO 639 leaves them unassigned): no list of the site's
  // languages, however long, holds them.
  test('without a usable stored value, the first browser language the site has', proves('I18N-DETECT-ORDER'), () => {
    expect(detectLocale(null, ['xx-XX', 'zh-CN', 'en-US'])).toBe('zh-CN');
    expect(detectLocale('xx-XX', ['yy-YY', 'zh-CN'])).toBe('zh-CN');
    expect(detectLocale(null, ['xx', 'en-US'])).toBe('en-US');
  });

  test(`otherwise ${DEFAULT_LANGUAGE}`, proves('I18N-DETECT-ORDER', 'CONST-DEFAULT-LANGUAGE'), () => {
    expectConstant(CONSTANTS.defaultLanguage, detectLocale(null, []));
    expectConstant(CONSTANTS.defaultLanguage, detectLocale('', ['xx-XX', 'yy']));
  });

  test("a browser language finds the site's nearest: the same tag, the same script, the same language", () => {
    // Of English and Simplified Chinese: any Chinese is zh-CN, any English en-US.
    const two = ['en-US', 'zh-CN'];
    expect(['zh', 'zh-HK', 'ZH-cn', 'zh-Hant-TW'].map((tag) => nearestLocale(tag, two))).toEqual([
      'zh-CN',
      'zh-CN',
      'zh-CN',
      'zh-CN',
    ]);
    expect(['en', 'en-AU'].map((tag) => nearestLocale(tag, two))).toEqual(['en-US', 'en-US']);
    expect(nearestLocale('ja-JP', two)).toBeUndefined();
    expect(nearestLocale('not a tag', two)).toBeUndefined();
    // With Traditional Chinese too: Hong Kong and Macau write it; Singapore and plain zh, Simplified.
    const three = ['en-US', 'zh-CN', 'zh-TW'];
    expect(
      ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh', 'zh-SG', 'zh-Hans-HK'].map((tag) => nearestLocale(tag, three)),
    ).toEqual(['zh-TW', 'zh-TW', 'zh-TW', 'zh-TW', 'zh-CN', 'zh-CN', 'zh-CN']);
    // The site's own languages are found as they are.
    for (const language of LOCALES) expect(localeFromTag(language)).toBe(language);
  });

  test('messages fill their placeholders in either language', () => {
    expect(translate('en-US', 'shell.copyright', { year: 2026 })).toBe(
      '© 2026 Tianmu Intelligence. All rights reserved.',
    );
    expect(translate('zh-CN', 'shell.copyright', { year: 2026 })).toBe('© 2026 天目智能 版权所有');
  });
});

/** The keys of the entries in local storage that hold `value`. */
const keysHolding = (value: string) =>
  Object.keys(window.localStorage).filter((key) => window.localStorage.getItem(key) === value);

describe(`the stored language (§3, §4, §9: local storage key "${STORAGE_KEY}")`, () => {
  test(
    `switching the language writes the new value under "${STORAGE_KEY}", and nothing else`,
    proves('CONST-STORAGE-KEY', 'I18N-SWITCH-PERSIST'),
    async () => {
      browserLanguages(['en-US']);
      const { result } = renderHook(() => useI18n(), { wrapper: provider });
      expect(result.current.locale).toBe('en-US');
      act(() => result.current.setLocale('zh-CN'));
      await waitFor(() => expect(result.current.locale).toBe('zh-CN'));
      expectConstant(CONSTANTS.storageKey, keysHolding('zh-CN').join(', ') || undefined);
      expect(window.localStorage.length, 'one entry: the locale').toBe(1);
      act(() => result.current.setLocale('en-US'));
      await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEY)).toBe('en-US'));
    },
  );

  test(`at start-up the value under "${STORAGE_KEY}" is read; another key is not`, proves('CONST-STORAGE-KEY'), () => {
    browserLanguages(['en-US']);
    // The keys a stored Chinese makes the site start in Chinese with.
    const read = [STORAGE_KEY, 'lang', 'language', 'i18n', 'Locale', 'locales', 'lng'].filter((key) => {
      window.localStorage.clear();
      window.localStorage.setItem(key, 'zh-CN');
      return initialLocale() === 'zh-CN';
    });
    expectConstant(CONSTANTS.storageKey, read.join(', ') || undefined);
  });
});

describe('the languages (§9: default English (en-US), Simplified Chinese also available)', () => {
  test(
    `with nothing stored and no browser language the site has, it starts in ${DEFAULT_LANGUAGE}`,
    proves('CONST-DEFAULT-LANGUAGE'),
    async () => {
      browserLanguages(['xx-XX', 'yy-YY']);
      expectConstant(CONSTANTS.defaultLanguage, initialLocale());
      const { result } = renderHook(() => useI18n(), { wrapper: provider });
      expect(result.current.locale).toBe(DEFAULT_LANGUAGE);
      await waitFor(() => expect(document.documentElement.lang).toBe(DEFAULT_LANGUAGE));
    },
  );

  test(
    'each of en-US and zh-CN can be chosen, and a language the site has not cannot',
    proves('CONST-DEFAULT-LANGUAGE', 'SITE-BILINGUAL'),
    () => {
      browserLanguages(['xx-XX']);
      expect(LOCALES).toHaveLength(2);
      for (const language of LOCALES) {
        window.localStorage.setItem(STORAGE_KEY, language);
        expect(initialLocale(), `${language} stored under "${STORAGE_KEY}"`).toBe(language);
      }
      window.localStorage.setItem(STORAGE_KEY, 'xx-XX');
      expectConstant(CONSTANTS.defaultLanguage, initialLocale());
    },
  );

  test('the application is named as decided, in both languages (docs/decisions/003)', proves('CONFIG-APP'), () => {
    for (const language of LOCALES) expect(translate(language, 'app.name')).toBe(APP_CONFIG.name[language]);
  });
});
