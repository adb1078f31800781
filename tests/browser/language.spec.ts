import { expect, test } from './fixtures';
import { proves } from './proves';
import { chooseLanguage, expectHeading, storeLocale } from './site';

const MENUS = {
  'en-US': ['Home', 'Solutions', 'Core Competence', 'About Us', 'Join Us'],
  'zh-CN': ['首页', '解决方案', '核心能力', '关于我们', '加入我们'],
};

test.describe('start-up language: stored value, then browser language, then English', () => {
  test.describe('a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });
    test('with nothing stored, the site starts in Chinese', proves('I18N-DETECT-ORDER'), async ({ page }) => {
      await page.goto('/#/city');
      await expectHeading(page, '智慧城市');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
    test(
      'a stored "en-US" wins over the browser language',
      proves('I18N-DETECT-ORDER', 'I18N-LANG-STATE'),
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
      'with nothing stored and no language the site has, English',
      proves('I18N-DETECT-ORDER', 'CONST-DEFAULT-LANGUAGE'),
      async ({ page }) => {
        await page.goto('/#/city');
        await expectHeading(page, 'Smart City');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      },
    );
  });
});

test(
  'switching the language is stored under "locale" and survives a reload',
  proves('I18N-SWITCH-PERSIST', 'CONST-STORAGE-KEY', 'I18N-LANG-STATE'),
  async ({ page }) => {
    await page.goto('/#/glory');
    await expectHeading(page, 'Honours and Qualifications');
    const header = page.getByRole('navigation', { name: 'Main navigation' });
    await chooseLanguage(page, 'zh-CN');
    // The whole interface switches at once, without a reload.
    await expectHeading(page, '荣誉资质');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(header).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('zh-CN');
    await page.reload();
    await expectHeading(page, '荣誉资质');
    await chooseLanguage(page, 'en-US');
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('en-US');
  },
);

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`the header shows the five menus of §2 in ${locale}`, proves('NAV-MENUS'), async ({ page }) => {
    await storeLocale(page, locale);
    await page.goto('/#/home');
    const nav = page.getByRole('navigation', { name: locale === 'en-US' ? 'Main navigation' : '主导航' });
    const topLevel = nav.locator(':scope > ul > li > a');
    await expect(topLevel).toHaveText(MENUS[locale]);
  });
}
