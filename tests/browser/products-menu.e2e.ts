// Decision 044 in the three engines (decision 052): the Products menu (reached and used with the
// keyboard, its six terminals in each language), the top menu marking the section of the page
// shown, and each terminal page's shaded rendering with its numbered §9 callouts. Expected names,
// targets and figures come from the oracle (tests/oracle/routes.ts, tests/oracle/renderings.ts).
import { TERMINAL_CALLOUTS } from '../oracle/renderings';
import { headingOf, LOCALES, type Locale, PRODUCTS_MENU, SECTION_OF } from '../oracle/routes';
import { page as pageOf } from '../scope';
import { expect, type Found, proves, type Site, test, visit } from './drive/scenario';

/** The words of the header's controls, as the project chose them. */
const WORDS = {
  'en-US': { nav: 'Main navigation', products: 'Products', toggle: 'Products: show the pages' },
  'zh-CN': { nav: '主导航', products: '产品中心', toggle: '产品中心：展开子页面' },
} as const satisfies Record<Locale, Record<string, string>>;

const FIRST = PRODUCTS_MENU[0]?.path ?? '/carddispenser';

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(site: Site, target: Found, limit = 60): Promise<void> {
  for (let presses = 1; presses <= limit; presses++) {
    await site.press('Tab');
    if (await target.focused()) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

for (const locale of LOCALES) {
  test(
    `the Products menu lists §1's six terminals and opens with the keyboard (${locale})`,
    // The page of its first entry, which it follows.
    proves('DECISION-PRODUCTS-MENU', 'NAV-MENUS', 'QA-KEYBOARD-WALK').on(
      pageOf('/home', locale),
      pageOf(FIRST, locale),
    ),
    visit(async (site) => {
      await site.open('/home', locale);
      const nav = site.role('navigation', WORDS[locale].nav);
      const top = nav.role('link', WORDS[locale].products, { exact: true });
      expect(await top.attributes('href')).toEqual(['#/terminal']);
      const toggle = nav.role('button', WORDS[locale].toggle);
      await tabTo(site, toggle);
      await site.press('Enter');
      await site.until(() => toggle.attributes('aria-expanded'), ['true'], 'the Products menu open');
      const [list] = await toggle.attributes('aria-controls');
      const links = site.css(`[id="${list}"]`).role('link');
      const names = PRODUCTS_MENU.map((product) => product.name[locale]);
      await site.until(() => links.texts(), names, 'the Products menu’s entries');
      expect(await links.attributes('href')).toEqual(PRODUCTS_MENU.map((product) => `#${product.path}`));
      // Each entry shows its terminal's drawing (a background of the link, from the stylesheet).
      const drawings = await links.styles('background-image', '::before');
      expect(drawings).toHaveLength(PRODUCTS_MENU.length);
      for (const drawing of drawings) expect(drawing).toMatch(/products-menu.*\.svg/);
      // Escape closes it and returns the focus; opened again, its first entry leads to its page.
      await site.press('Escape');
      await site.until(() => toggle.focused(), true, 'the focus back on the toggle');
      await site.until(() => links.count(), 0, 'the Products menu closed');
      await site.press('Enter');
      await site.until(() => links.texts(), names, 'the Products menu open again');
      await tabTo(site, links.nth(0), 3);
      await site.press('Enter');
      await site.heading(headingOf(FIRST, locale));
      expect(await site.hash()).toBe(`#${FIRST}`);
      // On a terminal's page the Products menu is marked as its section.
      await site.until(() => top.attributes('aria-current'), ['true'], 'the Products menu marked');
      expect(await site.errors()).toEqual([]);
    }),
  );

  for (const { path, menu } of SECTION_OF) {
    test(
      `on ${path} the top menu marks its section, ${menu[locale]} (${locale})`,
      proves('DECISION-PRODUCTS-MENU', 'NAV-MENUS').on(pageOf(path, locale)),
      visit(async (site) => {
        await site.open(path, locale);
        const nav = site.role('navigation', WORDS[locale].nav);
        // The only top-level link marked, and visibly so: not drawn as the others are.
        const top = nav.css(':scope > ul > li > a');
        const marked = nav.css(':scope > ul > li > a[aria-current]');
        expect(await marked.texts()).toEqual([menu[locale]]);
        expect(await marked.attributes('aria-current')).toEqual(['true']);
        const look = async (link: Found) =>
          `${(await link.styles('color'))[0]} ${(await link.styles('font-weight'))[0]}`;
        expect(await look(marked)).not.toBe(await look(top.nth(0)));
        // The page's own link in the submenu, where the menu lists it, says it is the page.
        const own = await nav.css(`.submenu a[href="#${path}"]`).attributes('aria-current');
        for (const current of own) expect(current).toBe('page');
        expect(await nav.css('a[aria-current="page"]').count()).toBe(own.length);
        expect(await site.errors()).toEqual([]);
      }),
    );
  }

  for (const { path, terminals, callouts } of TERMINAL_CALLOUTS) {
    test(
      `${path} shows its terminal's rendering with its §9 figures called out (${locale})`,
      proves('DECISION-TERMINAL-RENDERINGS', 'UI-TERMINAL-PAGES').on(pageOf(path, locale)),
      visit(async (site) => {
        await site.open(path, locale);
        const stage = site.css('.terminal-stage');
        const drawing = stage.role('img');
        await site.until(() => drawing.visible(), true, 'the rendering shown');
        // Drawn, not an outline: the terminals' shapes and their gradients have arrived.
        await site.until(
          () => drawing.css('.rendering:has(linearGradient)').count(),
          terminals,
          `${terminals} rendering(s), each with its gradients`,
        );
        expect(await drawing.css('.rendering').count()).toBe(terminals);
        const box = await drawing.box();
        expect(box !== null && box.width >= 300, 'the drawing is shown large').toBe(true);
        // The list: each number, label and figure in order; the drawing shows the same numbers.
        const numbers = callouts.map((_, index) => String(index + 1));
        expect(await stage.css('.terminal-callouts li .terminal-callout-n').texts()).toEqual(numbers);
        expect(await stage.css('.terminal-callouts li .terminal-callout-label').texts()).toEqual(
          callouts.map((callout) => callout.label[locale]),
        );
        const values = await stage.css('.terminal-callouts li .terminal-callout-value').texts();
        expect(values).toHaveLength(callouts.length);
        for (const [index, callout] of callouts.entries()) expect(values[index]).toMatch(callout.value[locale]);
        expect(await drawing.css('.rendering-marker-n').texts()).toEqual(numbers);
        expect(await site.errors()).toEqual([]);
      }),
    );
  }
}

test(
  'on a phone, the callouts are a list below the drawing, inside the screen',
  proves('DECISION-TERMINAL-RENDERINGS').on(pageOf('/carddispenser', 'en-US')).needs('narrow-window'),
  visit(async (site) => {
    await site.open('/carddispenser', 'en-US', { width: 390, height: 844 });
    const drawing = site.css('.terminal-stage').role('img');
    const list = site.css('.terminal-callouts ol');
    expect(await list.css('li').count()).toBe(TERMINAL_CALLOUTS[0]?.callouts.length);
    const [art, callouts] = [await drawing.box(), await list.box()];
    expect(art !== null && callouts !== null && callouts.y >= art.y + art.height, 'the list below the drawing').toBe(
      true,
    );
    expect(
      callouts !== null && callouts.x >= 0 && callouts.x + callouts.width <= 390,
      'the list inside the screen',
    ).toBe(true);
    // Readable: the figures are at least 16 px.
    const [size = '0'] = await list.css('.terminal-callout-value').styles('font-size');
    expect(Number.parseFloat(size)).toBeGreaterThanOrEqual(16);
  }),
);
