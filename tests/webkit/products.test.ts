// Decision 044 in WebKit: the Products menu's six terminals (opened with the keyboard), the top menu
// marking the section of /glory and /socialrecruitment, and each terminal page's rendering with its
// numbered §9 callouts. Expected names, targets and figures: tests/oracle/routes.ts and
// tests/oracle/renderings.ts.
import { expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { TERMINAL_CALLOUTS } from '../oracle/renderings';
import { LOCALES, PRODUCTS_MENU, SECTION_OF } from '../oracle/routes';
import { page } from '../scope';
import { Key, MAIN_NAVIGATION, openPage, pageErrors, sessionPerFile, textsOf, waitFor, waitForValue } from './driver';

const driver = sessionPerFile();

/** The Products menu's toggle, as the project words it. */
const TOGGLE = { 'en-US': 'Products: show the pages', 'zh-CN': '产品中心：展开子页面' } as const;

for (const locale of LOCALES) {
  const nav = `nav[aria-label="${MAIN_NAVIGATION[locale]}"]`;

  test(
    `the Products menu opens with the keyboard and lists §1's six terminals (${locale})`,
    proves('DECISION-PRODUCTS-MENU', 'NAV-MENUS').on(page('/home', locale)),
    async () => {
      await openPage(driver(), '/home', locale);
      const list = (await driver().executeScript(
        (css: string, name: string) => {
          const toggle = [...document.querySelectorAll<HTMLButtonElement>(`${css} button`)].find(
            (button) => button.getAttribute('aria-label') === name,
          );
          toggle?.focus();
          return toggle?.getAttribute('aria-controls') ?? null;
        },
        nav,
        TOGGLE[locale],
      )) as string | null;
      expect(list, 'the Products toggle').not.toBeNull();
      await driver().switchTo().activeElement().sendKeys(Key.ENTER);
      const links = `[id="${list}"] a`;
      await waitForValue(
        driver(),
        () => textsOf(driver(), links),
        PRODUCTS_MENU.map((product) => product.name[locale]),
        'the Products menu, open',
      );
      const targets = (await driver().executeScript(
        (css: string) => [...document.querySelectorAll(css)].map((link) => link.getAttribute('href')),
        links,
      )) as string[];
      expect(targets).toEqual(PRODUCTS_MENU.map((product) => `#${product.path}`));
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  for (const { path, menu } of SECTION_OF) {
    test(
      `on ${path} the top menu marks ${menu[locale]} (${locale})`,
      proves('DECISION-PRODUCTS-MENU', 'NAV-MENUS').on(page(path, locale)),
      async () => {
        await openPage(driver(), path, locale);
        const marked = (await driver().executeScript(
          (css: string) =>
            [...document.querySelectorAll(`${css} > ul > li > a[aria-current]`)].map((link) => [
              link.textContent?.trim(),
              link.getAttribute('aria-current'),
            ]),
          nav,
        )) as [string, string][];
        expect(marked).toEqual([[menu[locale], 'true']]);
        const ownLinks = (await driver().executeScript(
          (css: string, href: string) =>
            [...document.querySelectorAll(`${css} .submenu a[href="${href}"]`)].map((link) =>
              link.getAttribute('aria-current'),
            ),
          nav,
          `#${path}`,
        )) as string[];
        for (const current of ownLinks) expect(current).toBe('page');
      },
    );
  }

  for (const { path, terminals, callouts } of TERMINAL_CALLOUTS) {
    test(
      `${path} shows its rendering with its §9 figures called out (${locale})`,
      proves('DECISION-TERMINAL-RENDERINGS', 'UI-TERMINAL-PAGES').on(page(path, locale)),
      async () => {
        await openPage(driver(), path, locale);
        // The renderings arrive (their own chunks): each has its gradients and numbered markers.
        await waitFor(
          driver(),
          () =>
            driver().executeScript(
              () =>
                [...document.querySelectorAll('.terminal-stage .rendering')].filter(
                  (rendering) => rendering.querySelector('linearGradient') !== null,
                ).length,
            ) as Promise<number>,
          (count) => count === terminals,
          'the renderings drawn',
        );
        expect(await textsOf(driver(), '.terminal-stage .rendering-marker-n')).toEqual(
          callouts.map((_, index) => String(index + 1)),
        );
        const labels = await textsOf(driver(), '.terminal-callouts .terminal-callout-label');
        const values = await textsOf(driver(), '.terminal-callouts .terminal-callout-value');
        expect(labels).toEqual(callouts.map((callout) => callout.label[locale]));
        expect(values).toHaveLength(callouts.length);
        for (const [index, callout] of callouts.entries()) expect(values[index]).toMatch(callout.value[locale]);
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  }
}
