import { expectConstant } from '../expect-constant';
import { CONSTANTS, DEFAULT_LANGUAGE, STORAGE_KEY } from '../oracle/constants';
import { headingOf, LOCALES } from '../oracle/routes';
import { page as pageOf } from '../scope';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { appRunning, chooseLanguage, expectHeading, storeLocale } from './site';

// §2's five menus and the Products menu of decision 044.
const MENUS = {
  'en-US': ['Home', 'Solutions', 'Products', 'Core Competence', 'About Us', 'Join Us'],
  'zh-CN': ['首页', '解决方案', '产品中心', '核心能力', '关于我们', '加入我们'],
};

test.describe('start-up language: stored value, then browser language, then English', () => {
  test.describe('a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });
    const startsInChinese = proves('I18N-DETECT-ORDER').on(pageOf('/city', 'zh-CN'));
    test('with nothing stored, the site starts in Chinese', startsInChinese, async ({ page }) => {
      await page.goto('/#/city');
      await expectHeading(page, '智慧城市');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
    test(
      'a stored "en-US" wins over the browser language',
      proves('I18N-DETECT-ORDER', 'I18N-LANG-STATE').on(pageOf('/city', 'en-US')),
      async ({ page }) => {
        await storeLocale(page, 'en-US');
        await page.goto('/#/city');
        await expectHeading(page, 'Smart City');
      },
    );
  });

  // "xx" is no language (ISO 639 leaves it unassigned): no manifest, however many languages it
  // lists, offers it.
  test.describe('a browser in a language the site has not', () => {
    test.use({ locale: 'xx-XX' });
    test(
      `with nothing stored and no language the site has, ${DEFAULT_LANGUAGE}`,
      proves('I18N-DETECT-ORDER', 'CONST-DEFAULT-LANGUAGE').on(pageOf('/city', DEFAULT_LANGUAGE)),
      async ({ page }) => {
        await page.goto('/#/city');
        // The language the app shows the page in: the one whose heading it is.
        const heading = page.getByRole('heading', { level: 1 });
        const either = LOCALES.map((locale) => headingOf('/city', locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        await expect(heading).toHaveText(new RegExp(`^(?:${either.join('|')})$`));
        await expect.poll(() => appRunning(page)).toBe(true);
        const shown = ((await heading.textContent()) ?? '').replace(/\s+/g, ' ').trim();
        expectConstant(
          CONSTANTS.defaultLanguage,
          LOCALES.find((locale) => headingOf('/city', locale) === shown),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANGUAGE);
      },
    );
  });
});

/** The keys of the page's local storage entries that hold `value`, or undefined for none. */
const keysHolding = (page: Page, value: string) =>
  page.evaluate(
    (held) =>
      Object.keys(window.localStorage)
        .filter((key) => window.localStorage.getItem(key) === held)
        .join(', ') || undefined,
    value,
  );

test(
  `switching the language is stored under "${STORAGE_KEY}" and survives a reload`,
  proves('I18N-SWITCH-PERSIST', 'CONST-STORAGE-KEY', 'I18N-LANG-STATE').on(
    pageOf('/glory', 'en-US'),
    pageOf('/glory', 'zh-CN'),
  ),
  async ({ page }) => {
    await page.goto('/#/glory');
    await expectHeading(page, headingOf('/glory', 'en-US'));
    const header = page.getByRole('navigation', { name: 'Main navigation' });
    await chooseLanguage(page, 'zh-CN');
    // The whole interface switches at once, without a reload.
    await expectHeading(page, headingOf('/glory', 'zh-CN'));
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(header).toHaveCount(0);
    expectConstant(CONSTANTS.storageKey, await keysHolding(page, 'zh-CN'));
    await page.reload();
    await expectHeading(page, headingOf('/glory', 'zh-CN'));
    await chooseLanguage(page, 'en-US');
    await expect.poll(() => keysHolding(page, 'en-US')).toBe(STORAGE_KEY);
  },
);

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(
    `the header shows the five menus of §2 and Products (decision 044) in ${locale}`,
    proves('NAV-MENUS').on(pageOf('/home', locale)),
    async ({ page }) => {
      await storeLocale(page, locale);
      await page.goto('/#/home');
      const nav = page.getByRole('navigation', { name: locale === 'en-US' ? 'Main navigation' : '主导航' });
      const topLevel = nav.locator(':scope > ul > li > a');
      await expect(topLevel).toHaveText(MENUS[locale]);
    },
  );
}
