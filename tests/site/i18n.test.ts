import { describe, expect, test } from 'vitest';
import { detectLocale, localeFromTag, translate } from '../../site/src/app/i18n';
import { proves } from '../conformance/proves';

describe('start-up language (§4: stored value, then browser language, then English)', () => {
  test('a stored value wins over the browser language', proves('I18N-DETECT-ORDER'), () => {
    expect(detectLocale('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(detectLocale('en-US', ['zh-CN'])).toBe('en-US');
  });

  test('without a usable stored value, the first browser language the site has', proves('I18N-DETECT-ORDER'), () => {
    expect(detectLocale(null, ['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(detectLocale('de-DE', ['fr-FR', 'zh-Hans-CN'])).toBe('zh-CN');
    expect(detectLocale(null, ['en-GB'])).toBe('en-US');
  });

  test('otherwise English', proves('I18N-DETECT-ORDER', 'CONST-DEFAULT-LANGUAGE'), () => {
    expect(detectLocale(null, [])).toBe('en-US');
    expect(detectLocale('', ['fr-FR', 'de'])).toBe('en-US');
  });

  test('any zh variant maps to zh-CN, any en variant to en-US', () => {
    expect(['zh', 'zh-HK', 'ZH-cn', 'zh-Hant-TW'].map(localeFromTag)).toEqual(['zh-CN', 'zh-CN', 'zh-CN', 'zh-CN']);
    expect(['en', 'en-AU'].map(localeFromTag)).toEqual(['en-US', 'en-US']);
    expect(localeFromTag('ja-JP')).toBeUndefined();
  });

  test('messages fill their placeholders in either language', () => {
    expect(translate('en-US', 'shell.copyright', { year: 2026 })).toBe(
      '© 2026 Tianmu Intelligence. All rights reserved.',
    );
    expect(translate('zh-CN', 'shell.copyright', { year: 2026 })).toBe('© 2026 天目智能 版权所有');
  });
});
