// Decision 044 in the browser: the Products menu (reached and used with the keyboard, its six
// terminals in each language), the top menu marking the section of the page shown, and each
// terminal page's shaded rendering with its numbered §9 callouts. Expected names, targets and
// figures come from the oracle (tests/oracle/routes.ts, tests/oracle/renderings.ts).
import { TERMINAL_CALLOUTS } from '../oracle/renderings';
import { headingOf, LOCALES, type Locale, PRODUCTS_MENU, SECTION_OF } from '../oracle/routes';
import { page as pageOf } from '../scope';
import { expect, type Locator, type Page, test } from './fixtures';
import { proves } from './proves';
import { expectHeading, openPage } from './site';

/** The words of the header's controls, as the project chose them. */
const WORDS = {
  'en-US': { nav: 'Main navigation', products: 'Products', toggle: 'Products: show the pages' },
  'zh-CN': { nav: '主导航', products: '产品中心', toggle: '产品中心：展开子页面' },
} as const satisfies Record<Locale, Record<string, string>>;

const mainNav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: WORDS[locale].nav });

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} not reached with ${limit} presses of Tab`);
}

for (const locale of LOCALES) {
  test(
    `the Products menu lists §1's six terminals and opens with the keyboard (${locale})`,
    proves('DECISION-PRODUCTS-MENU', 'NAV-MENUS', 'QA-KEYBOARD-WALK').on(
      pageOf('/home', locale),
      // The page of its first entry, which it follows.
      pageOf(PRODUCTS_MENU[0]?.path ?? '/carddispenser', locale),
    ),
    async ({ page }) => {
      const errors = await openPage(page, '/home', locale);
      const nav = mainNav(page, locale);
      const top = nav.getByRole('link', { name: WORDS[locale].products, exact: true });
      await expect(top).toHaveAttribute('href', '#/terminal');
      const toggle = nav.getByRole('button', { name: WORDS[locale].toggle });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      const links = list.getByRole('link');
      await expect(links).toHaveText(PRODUCTS_MENU.map((product) => product.name[locale]));
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
        PRODUCTS_MENU.map((product) => `#${product.path}`),
      );
      // Each entry shows its terminal's drawing (a background of the link, from the stylesheet).
      const drawings = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => getComputedStyle(anchor, '::before').backgroundImage),
      );
      for (const drawing of drawings) expect(drawing).toMatch(/products-menu.*\.svg/);
      // Escape closes it and returns the focus; opened again, its first entry leads to its page.
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(links.first()).toBeHidden();
      await page.keyboard.press('Enter');
      const first = links.first();
      await tabTo(page, first, 3);
      await page.keyboard.press('Enter');
      await expectHeading(page, headingOf(PRODUCTS_MENU[0]?.path ?? '/carddispenser', locale));
      await expect(page).toHaveURL(new RegExp(`#${PRODUCTS_MENU[0]?.path}$`));
      // On a terminal's page the Products menu is marked as its section.
      await expect(top).toHaveAttribute('aria-current', 'true');
      expect(errors).toEqual([]);
    },
  );

  for (const { path, menu } of SECTION_OF) {
    test(
      `on ${path} the top menu marks its section, ${menu[locale]} (${locale})`,
      proves('DECISION-PRODUCTS-MENU', 'NAV-MENUS').on(pageOf(path, locale)),
      async ({ page }) => {
        const errors = await openPage(page, path, locale);
        const nav = mainNav(page, locale);
        const section = nav.locator(':scope > ul > li > a', { hasText: menu[locale] });
        await expect(section).toHaveAttribute('aria-current', 'true');
        // The only top-level link marked, and visibly so: not drawn as the others are.
        const marked = nav.locator(':scope > ul > li > a[aria-current]');
        await expect(marked).toHaveCount(1);
        const home = nav.locator(':scope > ul > li > a').first();
        const style = (link: Locator) =>
          link.evaluate((element) => {
            const computed = getComputedStyle(element);
            return `${computed.color} ${computed.fontWeight}`;
          });
        expect(await style(section)).not.toBe(await style(home));
        // The page's own link in the submenu, where the menu lists it, says it is the page.
        const own = nav.locator(`.submenu a[href="#${path}"]`);
        for (const link of await own.all()) await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('a[aria-current="page"]')).toHaveCount(await own.count());
        expect(errors).toEqual([]);
      },
    );
  }

  for (const { path, terminals, callouts } of TERMINAL_CALLOUTS) {
    test(
      `${path} shows its terminal's rendering with its §9 figures called out (${locale})`,
      proves('DECISION-TERMINAL-RENDERINGS', 'UI-TERMINAL-PAGES').on(pageOf(path, locale)),
      async ({ page }) => {
        const errors = await openPage(page, path, locale);
        const stage = page.locator('.terminal-stage');
        const drawing = stage.getByRole('img');
        await expect(drawing).toBeVisible();
        // Drawn, not an outline: the terminals' shapes and their gradients have arrived.
        const renderings = drawing.locator('.rendering');
        await expect(renderings).toHaveCount(terminals);
        for (const rendering of await renderings.all()) {
          await expect(rendering.locator('linearGradient').first()).toBeAttached();
        }
        const box = await drawing.boundingBox();
        expect(box && box.width >= 300, 'the drawing is shown large').toBe(true);
        // The list: each number, label and figure in order; the drawing shows the same numbers.
        const items = stage.locator('.terminal-callouts li');
        await expect(items).toHaveCount(callouts.length);
        for (const [index, callout] of callouts.entries()) {
          const item = items.nth(index);
          await expect(item.locator('.terminal-callout-n')).toHaveText(String(index + 1));
          await expect(item.locator('.terminal-callout-label')).toHaveText(callout.label[locale]);
          await expect(item.locator('.terminal-callout-value')).toHaveText(callout.value[locale]);
        }
        await expect(drawing.locator('.rendering-marker-n')).toHaveText(callouts.map((_, index) => String(index + 1)));
        expect(errors).toEqual([]);
      },
    );
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test(
    'the callouts are a list below the drawing, inside the screen',
    proves('DECISION-TERMINAL-RENDERINGS').on(pageOf('/carddispenser', 'en-US')),
    async ({ page }) => {
      await openPage(page, '/carddispenser', 'en-US');
      const drawing = page.locator('.terminal-stage').getByRole('img');
      const list = page.locator('.terminal-callouts ol');
      await expect(list.locator('li')).toHaveCount(TERMINAL_CALLOUTS[0]?.callouts.length ?? 0);
      const [art, callouts] = [await drawing.boundingBox(), await list.boundingBox()];
      expect(art && callouts && callouts.y >= art.y + art.height, 'the list below the drawing').toBe(true);
      expect(callouts && callouts.x >= 0 && callouts.x + callouts.width <= 390, 'the list inside the screen').toBe(
        true,
      );
      // Readable: the figures are at least 16 px.
      const size = await list
        .locator('.terminal-callout-value')
        .first()
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(16);
    },
  );
});
