// The keyword search in the header and the terminal search box of /terminal in WebKit, typed
// with WebDriver's keyboard. The pages and terminals are the oracle's; the words of the controls
// are the project's, written here by hand as in tests/browser/.
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { TERMINALS } from '../oracle/content';
import { headingOf, type Locale } from '../oracle/routes';
import { page, pages, searchFor, searchLoads } from '../scope';
import {
  clickNamed,
  currentHash,
  expectHeading,
  Key,
  openPage,
  pageErrors,
  sessionPerFile,
  textsOf,
  typeKeys,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

/** The search index chunks of any language this document loaded (Resource Timing). */
async function indexLoads(): Promise<string[]> {
  return (await driver().executeScript(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/search-[\w-]+\.gen-[\w-]+\.js$/.test(path)),
  )) as string[];
}

/** Clicks the header's search box and waits until the combobox it becomes has the focus. */
async function openSearch(): Promise<void> {
  const box = await driver().findElement({ css: 'header input[type="search"]' });
  await box.click();
  await waitForValue(
    driver(),
    () => driver().executeScript(() => document.activeElement?.getAttribute('role')),
    'combobox',
    'the search combobox has the focus',
  );
}

/** The titles of the options the search lists. */
const optionTitles = () => textsOf(driver(), '[role="listbox"] [role="option"] .search-title');

describe('the keyword search in the header', () => {
  test(
    'finds a page by a word of its content, chosen with the keyboard; the index loads only on first use',
    proves('UI-KEYWORD-SEARCH').on(pages(['/home', '/carddispenser'], 'en-US'), ...searchFor('en-US', 'dispenser')),
    async () => {
      const cardDispenser = headingOf('/carddispenser', 'en-US');
      await openPage(driver(), '/home', 'en-US');
      expect(await indexLoads(), 'no index before the visitor searches').toEqual([]);
      await openSearch();
      await typeKeys(driver(), 'dispenser');
      const titles = await waitFor(driver(), optionTitles, (list) => list.includes(cardDispenser), 'the options');
      const marked = await textsOf(driver(), '[role="option"] mark');
      expect(marked.length).toBeGreaterThan(0);
      expect(marked[0]).toMatch(/dispenser/i);
      const loads = await indexLoads();
      expect(loads).toHaveLength(1);
      expect(loads[0]).toMatch(/en-US\.gen/);

      await typeKeys(driver(), Key.ARROW_DOWN);
      await waitFor(
        driver(),
        () =>
          driver().executeScript(() => document.activeElement?.getAttribute('aria-activedescendant')) as Promise<
            string | null
          >,
        (id) => /option-0$/.test(id ?? ''),
        'the first option active',
      );
      const target = titles.indexOf(cardDispenser);
      for (let step = 0; step < target; step++) await typeKeys(driver(), Key.ARROW_DOWN);
      await waitForValue(
        driver(),
        () =>
          driver().executeScript(
            () => document.querySelector('[role="option"][aria-selected="true"] .search-title')?.textContent,
          ),
        cardDispenser,
        'the card dispenser selected',
      );
      await typeKeys(driver(), Key.ENTER);
      await waitForValue(driver(), () => currentHash(driver()), '#/carddispenser', 'the hash');
      await expectHeading(driver(), cardDispenser);
      expect(await textsOf(driver(), '[role="listbox"]')).toEqual([]);
      expect(await pageErrors(driver())).toEqual([]);
    },
  );

  test(
    'searches the Chinese pages and opens a result with the mouse',
    proves('UI-KEYWORD-SEARCH').on(pages(['/home', '/carddispenser'], 'zh-CN'), ...searchFor('zh-CN', '发卡机')),
    async () => {
      const cardDispenser = headingOf('/carddispenser', 'zh-CN');
      await openPage(driver(), '/home', 'zh-CN');
      await openSearch();
      await typeKeys(driver(), '发卡机');
      await waitFor(driver(), optionTitles, (list) => list.includes(cardDispenser), 'the options');
      expect((await textsOf(driver(), '[role="status"]')).filter((text) => /找到 \d+ 个页面/.test(text))).toHaveLength(
        1,
      );
      expect(await indexLoads()).toEqual([expect.stringMatching(/zh-CN\.gen/)]);
      await clickNamed(driver(), '[role="listbox"] [role="option"] .search-title', cardDispenser);
      await expectHeading(driver(), cardDispenser);
      expect(await pageErrors(driver())).toEqual([]);
    },
  );
});

/** The words of /terminal's search box, as the project chose them (tests/browser/content-terminals.spec.ts). */
const WORDS = {
  'en-US': {
    searchAll: (count: number) => `All ${count} terminals shown.`,
    searchOne: (query: string) => `1 terminal matches “${query}”.`,
    searchMany: (count: number, query: string) => `${count} terminals match “${query}”.`,
    searchNone: (query: string) => `No terminal matches “${query}”.`,
    searchClear: 'Clear search',
  },
  'zh-CN': {
    searchAll: (count: number) => `共 ${count} 款终端。`,
    searchOne: (query: string) => `找到 1 款与“${query}”相关的终端。`,
    searchMany: (count: number, query: string) => `找到 ${count} 款与“${query}”相关的终端。`,
    searchNone: (query: string) => `没有与“${query}”相关的终端。`,
    searchClear: '清除搜索',
  },
} as const;

/** Which of §1's terminals a query finds, by hand (indexes into the oracle's TERMINALS). */
const byName = (locale: Locale, ...indexes: number[]): string[] =>
  indexes.map((index) => TERMINALS[index]?.name[locale] ?? `no terminal ${index}`);

const FINDER = 'main .terminal-finder';

/** The terminal names the finder lists, its status line and its field's value. */
async function finderState(): Promise<{ names: string[]; status: string; value: string }> {
  return (await driver().executeScript((root: string) => {
    const region = document.querySelector(root);
    return {
      names: [...(region?.querySelectorAll('li h3') ?? [])]
        .filter((heading) => heading.getClientRects().length > 0)
        .map((heading) => heading.textContent?.trim() ?? ''),
      status: region?.querySelector('[aria-live="polite"]')?.textContent?.trim() ?? '',
      value: region?.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '',
    };
  }, FINDER)) as { names: string[]; status: string; value: string };
}

/** Presses Tab until the element matching `selector` has the focus, failing after `limit` presses. */
async function tabTo(selector: string, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step++) {
    const focused = await driver().executeScript(
      (css: string) => document.activeElement !== null && document.activeElement === document.querySelector(css),
      selector,
    );
    if (focused) return;
    await typeKeys(driver(), Key.TAB);
  }
  throw new Error(`${selector} never had the focus after ${limit} presses of Tab`);
}

/** Replaces what the focused field holds with `text`, typed key by key. */
async function retype(text: string): Promise<void> {
  await typeKeys(driver(), Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
  await typeKeys(driver(), text);
}

describe('the terminal search box, with the keyboard', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const words = WORDS[locale];
    const queries =
      locale === 'en-US'
        ? { one: 'cabinet', oneFinds: byName(locale, 5), feature: 'FINGERPRINT', none: 'zeppelin' }
        : { one: null, oneFinds: [], feature: '指纹', none: '潜水艇' };
    test(
      `${locale}: filters by name and feature as one types, announces the count, and clears when nothing matches`,
      // Tabbing through the header's search field loads the search index (site/src/app/search-box.tsx).
      proves('UI-TERMINAL-SEARCH').on(page('/terminal', locale), searchLoads(locale)),
      async () => {
        await openPage(driver(), '/terminal', locale);
        const all = TERMINALS.map((terminal) => terminal.name[locale]);
        expect(all.length).toBeGreaterThan(0);
        await waitForValue(
          driver(),
          finderState,
          { names: all, status: words.searchAll(all.length), value: '' },
          'all',
        );
        await tabTo(`${FINDER} input[type="search"]`);

        if (queries.one) {
          await retype(queries.one);
          await waitForValue(
            driver(),
            finderState,
            { names: queries.oneFinds, status: words.searchOne(queries.one), value: queries.one },
            `"${queries.one}"`,
          );
        }
        // A feature word: the super counter and the cabinet verify by fingerprint (§1, §9).
        const byFeature = byName(locale, 3, 5);
        await retype(queries.feature);
        await waitForValue(
          driver(),
          finderState,
          { names: byFeature, status: words.searchMany(byFeature.length, queries.feature), value: queries.feature },
          `"${queries.feature}"`,
        );
        if (locale === 'zh-CN') {
          // Full-width "４Ｇ" finds what "4G" finds: the portable dispenser and the transceiver (§9 4G).
          await retype('４Ｇ');
          await waitFor(driver(), finderState, (state) => isSame(state.names, byName(locale, 0, 4)), 'full-width ４Ｇ');
        }
        // Nothing matches: the page says so and offers to clear the search.
        await retype(queries.none);
        await waitForValue(
          driver(),
          finderState,
          { names: [], status: words.searchNone(queries.none), value: queries.none },
          `"${queries.none}"`,
        );
        await typeKeys(driver(), Key.TAB);
        const focusedName = await driver().executeScript(() => document.activeElement?.textContent?.trim());
        expect(focusedName).toBe(words.searchClear);
        await typeKeys(driver(), Key.ENTER);
        await waitForValue(
          driver(),
          finderState,
          { names: all, status: words.searchAll(all.length), value: '' },
          'cleared',
        );
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  }

  test(
    'a result opens with the keyboard, and the query is still there on coming back',
    // Tabbing through the header's search field loads the search index (site/src/app/search-box.tsx).
    proves('UI-TERMINAL-SEARCH', 'UI-TERMINAL-PAGES').on(
      pages(['/terminal', '/transceiver'], 'en-US'),
      searchLoads('en-US'),
    ),
    async () => {
      await openPage(driver(), '/terminal', 'en-US');
      await tabTo(`${FINDER} input[type="search"]`);
      await retype('transceiver');
      const transceiver = TERMINALS[4];
      expect(transceiver?.path).toBe('/transceiver');
      const name = transceiver?.name['en-US'] ?? '';
      await waitFor(driver(), finderState, (state) => isSame(state.names, [name]), 'the transceiver alone');
      await tabTo(`${FINDER} li a[href="#/transceiver"]`);
      await typeKeys(driver(), Key.ENTER);
      await expectHeading(driver(), headingOf('/transceiver', 'en-US'));
      await driver().navigate().back();
      await expectHeading(driver(), headingOf('/terminal', 'en-US'));
      await waitFor(
        driver(),
        finderState,
        (state) => state.value === 'transceiver' && isSame(state.names, [name]),
        'the query kept',
      );
      expect(await pageErrors(driver())).toEqual([]);
    },
  );
});

function isSame(shown: readonly string[], expected: readonly string[]): boolean {
  return shown.length === expected.length && shown.every((item, index) => item === expected[index]);
}
