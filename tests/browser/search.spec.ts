import { headingOf } from '../oracle/routes';
import { page as pageOf, pages, searchFor, searchLoads } from '../scope';
import { expect, type Page, test } from './fixtures';
import { proves, reads } from './proves';
import { collectErrors, expectHeading, typeText } from './site';

// The pages and their headings are the oracle's (tests/oracle/routes.ts): a result names its page
// by the page's heading.
const cardDispenser = (locale: 'en-US' | 'zh-CN') => headingOf('/carddispenser', locale);

/**
 * Requests for a search index chunk of any language (`search-en-US.gen-<hash>.js`, and so on for
 * each language of the site): an index of a language the manifest adds, fetched when it should not
 * be, counts too.
 */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/search-[\w-]+\.gen-[\w-]+\.js$/.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.describe('the keyword search in the header', () => {
  /** The English home page, whose search field the tests use. */
  const HOME = pageOf('/home', 'en-US');
  test(
    'finds a page by a word of its content, chosen with the keyboard; the index loads only on first use',
    proves('UI-KEYWORD-SEARCH').on(HOME, ...searchFor('en-US', 'dispenser'), pageOf('/carddispenser', 'en-US')),
    async ({ page }) => {
      const errors = collectErrors(page);
      const indexes = indexRequests(page);
      await page.goto('/#/home');
      await expectHeading(page, headingOf('/home', 'en-US'));
      expect(indexes, 'no index before the visitor searches').toEqual([]);

      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.focus();
      const combobox = page.getByRole('combobox', { name: 'Search the site' });
      await expect(combobox).toBeFocused();
      await combobox.pressSequentially('dispenser');
      const option = page.getByRole('option', { name: new RegExp(`^${cardDispenser('en-US')}`) });
      await expect(option).toBeVisible();
      await expect(option.locator('mark').first()).toHaveText(/dispenser/i);
      expect(indexes).toHaveLength(1);
      expect(indexes[0]).toMatch(/en-US\.gen/);

      await combobox.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', /option-0$/);
      // The chosen option is marked on screen too, not only for assistive technology.
      const outline = (nth: number) =>
        page
          .getByRole('option')
          .nth(nth)
          .evaluate((option) => getComputedStyle(option).outlineStyle);
      expect(await outline(0)).toBe('solid');
      if ((await page.getByRole('option').count()) > 1) expect(await outline(1)).toBe('none');
      // Move to the card dispenser's option and open it.
      const options = page.getByRole('option');
      const names = await options.allTextContents();
      const target = names.findIndex((name) => name.startsWith(cardDispenser('en-US')));
      for (let step = 0; step < target; step++) await combobox.press('ArrowDown');
      await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
      await combobox.press('Enter');
      await expect(page).toHaveURL(/#\/carddispenser$/);
      await expectHeading(page, cardDispenser('en-US'));
      await expect(page.getByRole('listbox')).toBeHidden();
      expect(errors).toEqual([]);
    },
  );

  test(
    'says when nothing matches; Escape closes the list, a second Escape clears the field',
    reads([HOME, ...searchFor('en-US', 'zqxj')]),
    async ({ page }) => {
      await page.goto('/#/home');
      await expectHeading(page, headingOf('/home', 'en-US'));
      await page.getByRole('searchbox', { name: 'Search the site' }).click();
      const combobox = page.getByRole('combobox', { name: 'Search the site' });
      await combobox.pressSequentially('zqxj');
      // Shown under the field, and announced through the status region.
      const shown = page.locator('.search-popup').getByText('No page mentions “zqxj”.', { exact: true });
      await expect(shown).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'No page mentions “zqxj”.' })).toHaveCount(1);
      await combobox.press('Escape');
      await expect(shown).toBeHidden();
      await expect(combobox).toHaveValue('zqxj');
      await combobox.press('Escape');
      await expect(combobox).toHaveValue('');
    },
  );

  test(
    'a visitor who tabs past the field before the search has loaded keeps their focus',
    reads([HOME, searchLoads('en-US')]),
    async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/search-combobox-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/#/home');
      await expectHeading(page, headingOf('/home', 'en-US'));
      const field = page.getByRole('searchbox', { name: 'Search the site' });
      await field.focus();
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => document.activeElement?.outerHTML ?? '');
      expect(next).not.toContain('type="search"');
      release();
      // The search takes the field over, but not the focus the visitor moved on with.
      await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeAttached();
      await expect(page.getByRole('combobox', { name: 'Search the site' })).not.toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.outerHTML ?? '')).toBe(next);
    },
  );

  // QA: typing at once after focusing the field lost characters (2 runs in 3 in Chromium): the
  // field was replaced by the combobox when its code arrived. The field must stay the same element
  // and keep every key.
  for (const how of ['focus', 'click'] as const) {
    test(
      `every character typed at once after a ${how} on the field is kept while the search loads`,
      proves('UI-KEYWORD-SEARCH').on(HOME, ...searchFor('en-US', 'card dispenser')),
      async ({ page }) => {
        await page.goto('/#/home');
        await expectHeading(page, headingOf('/home', 'en-US'));
        const field = page.getByRole('searchbox', { name: 'Search the site' });
        const element = await field.elementHandle();
        await field[how]();
        // At once, no delay between keys, into whatever has the focus (as a visitor's keyboard
        // does; the field's role changes to combobox when the search's code arrives).
        await page.keyboard.type('card dispenser');
        const combobox = page.getByRole('combobox', { name: 'Search the site' });
        await expect(combobox).toHaveValue('card dispenser');
        await expect(combobox).toBeFocused();
        // The very field the visitor typed into, not another one in its place.
        expect(await element?.evaluate((input) => input.isConnected && document.activeElement === input)).toBe(true);
        await expect(page.getByRole('option', { name: new RegExp(`^${cardDispenser('en-US')}`) })).toBeVisible();
      },
    );
  }

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test(
      'searches the Chinese pages and opens a result with the mouse',
      proves('UI-KEYWORD-SEARCH').on(pages(['/home', '/carddispenser'], 'zh-CN'), ...searchFor('zh-CN', '发卡机')),
      async ({ page }) => {
        const indexes = indexRequests(page);
        await page.goto('/#/home');
        await expectHeading(page, headingOf('/home', 'zh-CN'));
        await page.getByRole('searchbox', { name: '搜索本站' }).click();
        const combobox = page.getByRole('combobox', { name: '搜索本站' });
        await combobox.focus();
        await typeText(page, '发卡机');
        const option = page.getByRole('option', { name: new RegExp(`^${cardDispenser('zh-CN')}`) });
        await expect(option).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /找到 \d+ 个页面/ })).toHaveCount(1);
        expect(indexes).toEqual([expect.stringMatching(/zh-CN\.gen/)]);
        await option.click();
        await expectHeading(page, cardDispenser('zh-CN'));
      },
    );
  });
});
