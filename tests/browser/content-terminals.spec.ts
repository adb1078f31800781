// The intelligent terminal pages (/terminal, /carddispenser, /machine, /counter, /transceiver,
// /case) in both languages: headings, §1's six terminals and the cabinet's flow and door modes,
// §9's hardware figures in each page's specification table, and the terminal search box used with
// the keyboard. Expected facts come from the oracle (tests/oracle/content.ts); the words of the
// page's controls are the project's, written by hand below.

import { listProblems, mentionsProblems, rowProblems } from '../content-facts';
import type { ClauseId } from '../generated/clauses.gen';
import {
  CABINET_FLOW,
  CABINET_INTRO,
  DOOR_MODES,
  FACTS,
  HARDWARE_FACTS,
  HARDWARE_FIGURES,
  type SpecFact,
  type SpecRow,
  TERMINALS,
} from '../oracle/content';
import { headingOf, LOCALES, type Locale, SPEC_PATHS, type SpecPath } from '../oracle/routes';
import { page as pageOf, pages, searchLoads } from '../scope';
import { expectShown, tableRows, textsOf } from './facts';
import { expect, type Locator, type Page, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, typeText } from './site';

/** The words of /terminal's search box and of the terminal pages' sections, as the project chose them. */
const WORDS = {
  'en-US': {
    searchTitle: 'Find a terminal',
    searchLabel: 'Search terminals by name or feature',
    searchClear: 'Clear search',
    searchAll: (count: number) => `All ${count} terminals shown.`,
    searchOne: (query: string) => `1 terminal matches “${query}”.`,
    searchMany: (count: number, query: string) => `${count} terminals match “${query}”.`,
    searchNone: (query: string) => `No terminal matches “${query}”.`,
    searchNoneHint: /^Try a shorter word/,
    cardMore: 'View details',
    features: 'Features',
    uses: 'Typical uses',
    specs: 'Specifications',
    related: 'Related',
    flow: 'How documents are collected',
    doors: 'Six ways to open a door',
  },
  'zh-CN': {
    searchTitle: '查找终端',
    searchLabel: '按名称或功能搜索终端',
    searchClear: '清除搜索',
    searchAll: (count: number) => `共 ${count} 款终端。`,
    searchOne: (query: string) => `找到 1 款与“${query}”相关的终端。`,
    searchMany: (count: number, query: string) => `找到 ${count} 款与“${query}”相关的终端。`,
    searchNone: (query: string) => `没有与“${query}”相关的终端。`,
    searchNoneHint: /^换个更简短的关键词试试/,
    cardMore: '查看详情',
    features: '产品亮点',
    uses: '典型应用',
    specs: '技术参数',
    related: '相关内容',
    flow: '取件流程',
    doors: '六种开门方式',
  },
} as const;

/** §1's terminals as the search box lists them, in each language. */
const terminalNames = (locale: Locale): string[] => TERMINALS.map((terminal) => terminal.name[locale]);

/** Which of §1's terminals a query finds (by name or by the feature line of its card), by hand. */
const byName = (locale: Locale, ...indexes: number[]): string[] =>
  indexes.map((index) => TERMINALS[index]?.name[locale] ?? `no terminal ${index}`);

/** The clauses of §9's hardware figures, as the oracle lists them. */
const HARDWARE_CLAUSES = Object.keys(HARDWARE_FIGURES) as (keyof typeof HARDWARE_FIGURES)[];

const TERMINAL_PAGES = ['/carddispenser', '/machine', '/counter', '/transceiver', '/case'] as const;

/** The §9 figures a terminal page's specification states, each with the clause that states it. */
function figuresOf(path: string): { clauses: ClauseId[]; rows: { fact: SpecFact; row: SpecRow }[] } {
  // Typed so that a key of the oracle's table that is not a clause of the catalogue fails tsc.
  const catalogued: readonly (keyof typeof HARDWARE_FIGURES & ClauseId)[] = HARDWARE_CLAUSES;
  const clauses: ClauseId[] = [];
  const rows: { fact: SpecFact; row: SpecRow }[] = [];
  for (const clause of catalogued) {
    for (const entry of HARDWARE_FIGURES[clause] as readonly { path: string; rows: readonly SpecRow[] }[]) {
      if (entry.path !== path) continue;
      clauses.push(clause);
      rows.push(...entry.rows.map((row) => ({ fact: HARDWARE_FACTS[clause], row })));
    }
  }
  return { clauses, rows };
}

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, path: SpecPath, locale: Locale): Promise<string[]> {
  const errors = collectErrors(page);
  await page.goto(`/#${path}`);
  await expectHeading(page, headingOf(path, locale));
  return errors;
}

/**
 * The row of the specification of `path` whose header is `row.label` states the figure of `fact`,
 * and only that row has the header.
 */
async function expectFigure(page: Page, path: SpecPath, locale: Locale, fact: SpecFact, row: SpecRow): Promise<void> {
  const specs = page.getByRole('region', { name: WORDS[locale].specs });
  await expectShown(
    fact,
    () => tableRows(specs),
    (rows) => rowProblems(rows, row.label[locale], row.value[locale], `the specifications of ${path} in ${locale}`),
  );
}

/** Every link of the page's "related" section leads to a page of §2; there is at least one. */
async function expectRelated(page: Page, locale: Locale): Promise<void> {
  const links = page.getByRole('region', { name: WORDS[locale].related }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
    expect(SPEC_PATHS.map((path) => `#${path}`)).toContain(href);
}

/** Hero drawing, introduction, features, typical uses, specification tables and related links of a terminal page. */
async function expectTerminalPage(page: Page, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  await expect(main(page).getByRole('img').first()).toHaveAccessibleName(/\S/);
  const features = page.getByRole('region', { name: words.features });
  await expect(features.getByRole('heading', { level: 3 }).first()).toHaveText(/\S/);
  await expect(features.locator('p').first()).toHaveText(/\S/);
  await expect(page.getByRole('region', { name: words.uses }).getByRole('listitem').first()).toHaveText(/\S/);
  await expect(page.getByRole('region', { name: words.specs }).getByRole('table').first()).toBeVisible();
  await expectRelated(page, locale);
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Replaces what the focused field holds with `text`, typed key by key (Chinese through an input method). */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await typeText(page, text);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The link of a terminal's card: "View details", with the terminal's name for screen readers. */
async function cardLink(region: Locator, locale: Locale, name: string): Promise<Locator> {
  const link = region
    .getByRole('listitem')
    .filter({ has: region.page().getByRole('heading', { level: 3, name, exact: true }) })
    .getByRole('link');
  await expect(link).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(WORDS[locale].cardMore)}\\s*: ${escapeRegExp(name)}$`),
  );
  return link;
}

function finder(page: Page, locale: Locale) {
  const words = WORDS[locale];
  const region = page.getByRole('region', { name: words.searchTitle });
  return {
    region,
    input: region.getByRole('searchbox', { name: words.searchLabel }),
    status: region.locator('[aria-live="polite"]'),
    names: region.getByRole('listitem').getByRole('heading', { level: 3 }),
    clear: region.getByRole('button', { name: words.searchClear }),
  };
}

for (const locale of LOCALES) {
  test.describe(`${locale}: intelligent terminals`, () => {
    test.use({ locale });

    test(
      '/terminal lists every terminal as a card with its drawing, feature and link',
      proves('CONTENT-TERMINALS', 'UI-TERMINAL-PAGES').on(pageOf('/terminal', locale)),
      async ({ page }) => {
        const errors = await open(page, '/terminal', locale);
        await expect(main(page).getByRole('img').first()).toHaveAccessibleName(/\S/);
        const { region, names, status } = finder(page, locale);
        // §1: both card dispensers, the form-filling machine, the super counter, the transceiver
        // and the document cabinet, each linking to its own page.
        expect(TERMINALS).toHaveLength(6);
        await expectShown(
          FACTS.terminals,
          () => textsOf(names),
          (shown) => listProblems(shown, terminalNames(locale), `the terminals of /terminal in ${locale}`),
        );
        await expect(status).toHaveText(WORDS[locale].searchAll(TERMINALS.length));
        for (const terminal of TERMINALS) {
          const name = terminal.name[locale];
          const card = region.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
          await expect(card.locator('p')).toHaveText(/\S/);
          await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
          await expect(await cardLink(region, locale, name)).toHaveAttribute('href', `#${terminal.path}`);
        }
        await expectRelated(page, locale);
        expect(errors).toEqual([]);
      },
    );

    const cards = [
      pageOf('/terminal', locale),
      ...pages(
        TERMINALS.map((terminal) => terminal.path),
        locale,
      ),
    ];
    test('a terminal card opens its page', proves('UI-TERMINAL-PAGES').on(cards), async ({ page }) => {
      const errors = await open(page, '/terminal', locale);
      expect(TERMINALS).toHaveLength(6);
      for (const terminal of TERMINALS) {
        await (await cardLink(finder(page, locale).region, locale, terminal.name[locale])).click();
        await expect(page).toHaveURL(new RegExp(`#${terminal.path}$`));
        await expectHeading(page, headingOf(terminal.path, locale));
        await page.goBack();
        await expectHeading(page, headingOf('/terminal', locale));
      }
      expect(errors).toEqual([]);
    });

    for (const path of TERMINAL_PAGES) {
      const { clauses, rows } = figuresOf(path);
      test(
        `${path}: hero, features, typical uses and the §9 figures in its specification`,
        proves('UI-TERMINAL-PAGES', ...clauses).on(pageOf(path, locale)),
        async ({ page }) => {
          const errors = await open(page, path, locale);
          await expectTerminalPage(page, locale);
          expect(rows.length).toBeGreaterThan(0);
          for (const { fact, row } of rows) await expectFigure(page, path, locale, fact, row);
          expect(errors).toEqual([]);
        },
      );
    }

    test(
      '/case: how files are collected, in order, and the six door-opening modes with icons',
      proves('CONTENT-CABINET-FLOW', 'CONTENT-CABINET-DOORS', 'CONTENT-CABINET-38', 'CONTENT-LOCK-BOARD').on(
        pageOf('/case', locale),
      ),
      async ({ page }) => {
        const errors = await open(page, '/case', locale);
        const words = WORDS[locale];
        // §1: submit online for self-service review, a code once approved, then code plus identity.
        expect(CABINET_FLOW).toHaveLength(3);
        const where = `/case in ${locale}`;
        const flow = page.getByRole('region', { name: words.flow });
        await expectShown(
          FACTS.cabinetFlow,
          () => textsOf(flow.locator('ol > li')),
          (steps) =>
            listProblems(
              steps,
              CABINET_FLOW.map((step) => step[locale]),
              `the steps of ${where}`,
            ),
        );
        // §1: face, fingerprint, card, password, verification code and barcode, each with its own icon.
        expect(DOOR_MODES).toHaveLength(6);
        const doors = page.getByRole('region', { name: words.doors });
        const modes = doors.getByRole('listitem');
        await expectShown(
          FACTS.doorModes,
          () => textsOf(modes.locator('.door-mode-name')),
          (names) =>
            listProblems(
              names,
              DOOR_MODES.map((mode) => mode[locale]),
              `the door-opening modes of ${where}`,
            ),
        );
        await expect(modes).toHaveCount(DOOR_MODES.length);
        await expect(modes.locator('.door-mode-text')).toHaveText(DOOR_MODES.map(() => /\S/));
        const icons = await modes
          .locator('svg[aria-hidden="true"]')
          .evaluateAll((svgs) => svgs.map((svg) => (svg.querySelector('path, rect, circle') ? svg.innerHTML : '')));
        expect(icons).toHaveLength(DOOR_MODES.length);
        expect(icons).not.toContain('');
        expect(new Set(icons).size).toBe(DOOR_MODES.length);
        // §9: the 38 file cabinets and the 24-door lock control board, stated in the introduction too.
        await expectShown(
          FACTS.cabinet,
          () => textsOf(main(page).locator('p')),
          (paragraphs) => mentionsProblems(paragraphs, [CABINET_INTRO[locale]], `the paragraphs of ${where}`),
        );
        expect(errors).toEqual([]);
      },
    );
  });
}

// The terminal search filters the page's own list; tabbing to its field passes the header's search
// field, which loads the search index (site/src/app/search-box.tsx): its tests load the index and
// search nothing in it.
test.describe('the terminal search box, with the keyboard', () => {
  test.use({ locale: 'en-US' });
  const words = WORDS['en-US'];

  test(
    'filters by name and feature as one types, announces the count, and clears when nothing matches',
    proves('UI-TERMINAL-SEARCH').on(pageOf('/terminal', 'en-US'), searchLoads('en-US')),
    async ({ page }) => {
      const errors = await open(page, '/terminal', 'en-US');
      const { input, status, names, clear } = finder(page, 'en-US');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await tabTo(page, input);

      // A name: one terminal, the document cabinet.
      await page.keyboard.type('cabinet');
      await expect(names).toHaveText(byName('en-US', 5));
      await expect(status).toHaveText(words.searchOne('cabinet'));
      await expect(input).toHaveValue('cabinet');

      // A feature word, in capitals: matching ignores case. The super counter and the cabinet
      // verify by fingerprint (§1: a door opens by fingerprint; §9: the sensor's life).
      await retype(page, 'FINGERPRINT');
      const byFeature = byName('en-US', 3, 5);
      await expect(names).toHaveText(byFeature);
      await expect(status).toHaveText(words.searchMany(byFeature.length, 'FINGERPRINT'));

      // Nothing matches: the page says so and offers to clear the search.
      await retype(page, 'zeppelin');
      await expect(names).toHaveCount(0);
      await expect(status).toHaveText(words.searchNone('zeppelin'));
      await expect(page.getByText(words.searchNoneHint)).toBeVisible();
      await expect(input).toHaveValue('zeppelin');
      await page.keyboard.press('Tab');
      await expect(clear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();
      await expect(names).toHaveText(terminalNames('en-US'));
      await expect(status).toHaveText(words.searchAll(TERMINALS.length));
      expect(errors).toEqual([]);
    },
  );

  test(
    'a result opens with the keyboard, and the query is still there on coming back',
    proves('UI-TERMINAL-SEARCH', 'UI-TERMINAL-PAGES').on(
      pages(['/terminal', '/transceiver'], 'en-US'),
      searchLoads('en-US'),
    ),
    async ({ page }) => {
      const errors = await open(page, '/terminal', 'en-US');
      const { input, names } = finder(page, 'en-US');
      await tabTo(page, input);
      await page.keyboard.type('transceiver');
      const transceiver = TERMINALS[4];
      expect(transceiver?.path).toBe('/transceiver');
      const name = transceiver?.name['en-US'] ?? '';
      await expect(names).toHaveText([name]);
      await tabTo(page, await cardLink(finder(page, 'en-US').region, 'en-US', name));
      await page.keyboard.press('Enter');
      await expectHeading(page, headingOf('/transceiver', 'en-US'));
      await page.goBack();
      await expectHeading(page, headingOf('/terminal', 'en-US'));
      await expect(input).toHaveValue('transceiver');
      await expect(names).toHaveText([name]);
      expect(errors).toEqual([]);
    },
  );
});

test.describe('the terminal search box in Chinese, with the keyboard', () => {
  test.use({ locale: 'zh-CN' });
  const words = WORDS['zh-CN'];

  test(
    'finds terminals by a Chinese term and by full-width letters, in Chinese',
    proves('UI-TERMINAL-SEARCH').on(pageOf('/terminal', 'zh-CN'), searchLoads('zh-CN')),
    async ({ page }) => {
      const errors = await open(page, '/terminal', 'zh-CN');
      const { input, status, names, clear } = finder(page, 'zh-CN');
      await tabTo(page, input);

      // "发卡" (card issuing): the two card dispensers.
      await typeText(page, '发卡');
      const byTerm = byName('zh-CN', 0, 1);
      await expect(names).toHaveText(byTerm);
      await expect(status).toHaveText(words.searchMany(byTerm.length, '发卡'));

      // "指纹" (fingerprint): the super counter and the cabinet.
      await retype(page, '指纹');
      await expect(names).toHaveText(byName('zh-CN', 3, 5));

      // Full-width "４Ｇ" finds what "4G" finds: the portable dispenser and the transceiver (§9 4G).
      await retype(page, '４Ｇ');
      await expect(names).toHaveText(byName('zh-CN', 0, 4));

      await retype(page, '潜水艇');
      await expect(names).toHaveCount(0);
      await expect(status).toHaveText(words.searchNone('潜水艇'));
      await page.keyboard.press('Tab');
      await expect(clear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue('');
      await expect(names).toHaveText(terminalNames('zh-CN'));
      expect(errors).toEqual([]);
    },
  );
});
