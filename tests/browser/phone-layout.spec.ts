import { pagesToCheck } from '../changed-pages';
import { LOCALES, SPEC_PATHS, type SpecPath } from '../oracle/routes';
import { page as pageOf, pages } from '../scope';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { expectHeading, revealAll, storeLocale, titleOf } from './site';

// On a phone no page scrolls sideways and no control is cut off, in both languages: every route
// of §2 (the oracle's list) at 360 and 390 px, in every engine Playwright drives. Each test walks
// a group of routes in one tab, as a visitor following links does (hash navigation), and waits
// for each page's heading (and, on /home, the sections loaded as the visitor nears them).
const WIDTHS = [360, 390] as const;
const HEIGHT = 800;
/** Routes per test: each test stays well inside its time on a loaded two-core machine. */
const GROUP = 8;

const groups: SpecPath[][] = [];
for (let start = 0; start < SPEC_PATHS.length; start += GROUP) groups.push(SPEC_PATHS.slice(start, start + GROUP));

/**
 * What sticks out of the window sideways: the document's own width, every element whose box
 * reaches past either edge (unless a scrolling box of its own keeps it in, where the visitor
 * scrolls that box, not the page), and every visible control (input, textarea, select, button,
 * link) that is cut off, by the window's edges or by a box that clips without scrolling. Each
 * as "path [left, right] (width) overflow N px".
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = globalThis.innerWidth;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`document: scrollWidth ${root.scrollWidth} > window ${width}`);
    const pathOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 5; ) {
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
        node = node.parentElement;
      }
      return parts.join(' > ');
    };
    const hidden = (element: Element): boolean => {
      // Visually hidden text (clip-path: inset(50%)) and what is not rendered take no room.
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || style.visibility === 'hidden' || style.display === 'none') return true;
      }
      return element.getClientRects().length === 0;
    };
    /**
     * The horizontal span of `element` its ancestors leave in view, and whether one of them
     * scrolls (what it hides, the visitor scrolls that box to see) or only clips (what it hides is lost).
     */
    const visibleSpan = (element: Element) => {
      const box = element.getBoundingClientRect();
      let left = box.left;
      let right = box.right;
      let scrolled = false;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'visible') continue;
        if (overflow === 'auto' || overflow === 'scroll') scrolled = true;
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return { box, left, right, scrolled };
    };
    const report = (element: Element, what: string, box: DOMRect, over: number) =>
      found.push(
        `${what}${pathOf(element)} [${Math.round(box.left)}, ${Math.round(box.right)}] (${Math.round(box.width)} px wide) overflow ${Math.round(over)} px`,
      );
    const skipLinkAway = (element: Element) =>
      // The skip link waits beyond the left edge until it has the focus (then it shows in view).
      element.closest('.skip-link') !== null && document.activeElement !== element.closest('.skip-link');
    // §2's progress bar slides in from beyond the left edge by design: it is fixed, takes no pointer
    // and widens nothing.
    const progressBar = (element: Element) => element.closest('#nprogress') !== null;
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (hidden(element) || skipLinkAway(element) || progressBar(element)) continue;
      // The outermost element that sticks out names the problem; its contents stick out with it.
      if (reported.some((outer) => outer.contains(element))) continue;
      const { box, left, right } = visibleSpan(element);
      if (box.width === 0 || right <= left) continue;
      const over = Math.max(right - width, -left);
      if (over > 1) {
        report(element, '', box, over);
        reported.push(element);
      }
    }
    // A control must show whole: a box that clips it without scrolling hides part of it.
    for (const control of document.body.querySelectorAll('input, textarea, select, button, a[href]')) {
      if (hidden(control) || skipLinkAway(control)) continue;
      const { box, left, right, scrolled } = visibleSpan(control);
      if (box.width === 0 || scrolled) continue;
      const cut = Math.max(box.right - Math.min(right, width), Math.max(left, 0) - box.left);
      if (cut > 1) report(control, 'control cut off: ', box, cut);
    }
    return found;
  });
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`a ${width} px phone in ${locale}`, () => {
      test.use({ viewport: { width, height: HEIGHT } });

      for (const [index, paths] of groups.entries()) {
        test(
          `no page scrolls sideways and no control is cut off (routes ${index * GROUP + 1}–${index * GROUP + paths.length})`,
          proves('QA-PHONE-LAYOUT').on(pages(paths, locale)),
          async ({ page }) => {
            test.setTimeout(90_000);
            await storeLocale(page, locale);
            const problems: string[] = [];
            // Each page loaded afresh and checked alone: a CHANGED= run checks those it touches.
            for (const path of pagesToCheck(paths, locale)) {
              await page.goto(`/#${path}`);
              await expectHeading(page, await titleOf(path, locale));
              await revealAll(page);
              for (const problem of await sidewaysOverflow(page)) problems.push(`${path}: ${problem}`);
            }
            expect(problems, `at ${width} px in ${locale}:\n${problems.join('\n')}`).toEqual([]);
          },
        );
      }
    });
  }
}

/**
 * Figures whose number was seen on a separate line from its unit (QA, on a phone: "40×40 / px",
 * "< 1 / ms"): every quantity written as a number and a unit or a sign ("40×40 px", "< 1 ms",
 * "5200 mAh") in a table cell or a figure list must be drawn on one line.
 */
function brokenQuantities(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const quantity =
      /(?:[<>≤≥]\s)?\d[\d.,×x/]*\s(?:px|ms|s|mm|cm|m|kg|mAh|MP|GB|MB|inches|cards|pages\/min|V|W)(?![\w])/g;
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('main td, main dd')) {
      // The cell's text nodes with their offsets, so a quantity spanning two of them is measured too.
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, start: text.length });
        text += node.textContent ?? '';
      }
      const at = (offset: number, end: boolean) => {
        const found = nodes.findLast((item) => (end ? item.start < offset : item.start <= offset)) ?? nodes[0];
        return found ? { node: found.node, offset: offset - found.start } : undefined;
      };
      for (const match of text.matchAll(quantity)) {
        const from = at(match.index, false);
        const to = at(match.index + match[0].length, true);
        if (!from || !to) continue;
        const range = document.createRange();
        range.setStart(from.node, from.offset);
        range.setEnd(to.node, to.offset);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(`"${match[0]}" drawn on ${tops.size} lines`);
      }
    }
    return broken;
  });
}

/** The pages QA saw figures broken on: the algorithms and the terminals (§1's indicators and hardware figures). */
const FIGURE_PAGES: readonly SpecPath[] = [
  '/algorithm',
  '/terminal',
  '/carddispenser',
  '/machine',
  '/counter',
  '/transceiver',
  '/case',
];

for (const locale of LOCALES) {
  test.describe(`a 360 px phone in ${locale}`, () => {
    test.use({ viewport: { width: 360, height: HEIGHT } });
    test(
      'a figure’s number and its unit are never drawn on separate lines',
      proves('QA-PHONE-LAYOUT').on(pages(FIGURE_PAGES, locale)),
      async ({ page }) => {
        test.setTimeout(90_000);
        await storeLocale(page, locale);
        const problems: string[] = [];
        for (const path of FIGURE_PAGES) {
          await page.goto(`/#${path}`);
          await expectHeading(page, await titleOf(path, locale));
          for (const problem of await brokenQuantities(page)) problems.push(`${path}: ${problem}`);
        }
        expect(problems, problems.join('\n')).toEqual([]);
      },
    );
  });
}

for (const width of WIDTHS) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    // QA: in Firefox the Chinese forms took their text areas' default width (`cols`) and ran
    // 32 px (390 px) and 62 px (360 px) past the right edge.
    for (const path of ['/cooperativepartner', '/algorithm', '/job'] as const) {
      const form = proves('QA-PHONE-LAYOUT').on(pageOf(path, 'zh-CN'));
      test(`the ${path} form fits the screen in Chinese`, form, async ({ page }) => {
        await storeLocale(page, 'zh-CN');
        await page.goto(`/#${path}`);
        await expectHeading(page, await titleOf(path, 'zh-CN'));
        await expect(page.locator('main form').first()).toBeVisible();
        const problems = await sidewaysOverflow(page);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }

    // QA: the English partner levels table (§6 gold, silver, bronze) made the page scroll sideways.
    test(
      'the partner levels table never widens the page; if it scrolls, it is a labelled region in the tab order',
      proves('QA-PHONE-LAYOUT').on(pageOf('/cooperativepartner', 'en-US')),
      async ({ page }) => {
        await page.goto('/#/cooperativepartner');
        await expectHeading(page, await titleOf('/cooperativepartner', 'en-US'));
        const table = page.locator('main table').first();
        await expect(table).toBeVisible();
        const problems = await sidewaysOverflow(page);
        expect(problems, problems.join('\n')).toEqual([]);
        // What does not fit scrolls inside its own box, which a keyboard can reach and a screen reader names.
        const scroller = await table.evaluate((element) => {
          for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
            if (node.scrollWidth > node.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(node).overflowX))
              return {
                role: node.getAttribute('role'),
                label: node.getAttribute('aria-label'),
                tabIndex: node.tabIndex,
              };
          }
          return undefined;
        });
        if (scroller) expect(scroller).toEqual({ role: 'region', label: expect.stringMatching(/\S/), tabIndex: 0 });
      },
    );
  });
}
