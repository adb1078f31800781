// The intelligent terminal pages (/terminal, /carddispenser, /machine, /counter, /transceiver,
// /case) in both languages: headings, the §1 terminals and cabinet facts, the §9 hardware
// figures in each page's specification table, and the terminal search box used with the keyboard.
// Expected words come from the generated content modules; the §9 figures are written out once
// below, because they are what the tests prove the pages state.
import type { Locale } from '../../site/src/generated/messages.gen';
import { content as cardDispenser } from '../../site/src/generated/pages/card-dispenser.gen';
import { content as documentCabinet } from '../../site/src/generated/pages/document-cabinet.gen';
import { content as formFillingMachine } from '../../site/src/generated/pages/form-filling-machine.gen';
import { content as superCounter } from '../../site/src/generated/pages/super-counter.gen';
import { content as terminals } from '../../site/src/generated/pages/terminals.gen';
import { content as transceiver } from '../../site/src/generated/pages/transceiver.gen';
import type { RoutePath } from '../../site/src/generated/routes.gen';
import type { ClauseId } from '../generated/clauses.gen';
import { expect, type Locator, type Page, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, titleOf } from './site';

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** §9's hardware figures, as each language writes the value in a specification table. */
const FIGURES: Readonly<Partial<Record<ClauseId, Readonly<Record<Locale, readonly RegExp[]>>>>> = {
  'CONTENT-CARD-DISPENSER-SLOTS': {
    'en-US': [/^100 cards$/, /^50 cards$/],
    'zh-CN': [/^100 张$/, /^50 张$/],
  },
  'CONTENT-PORTABLE-DISPENSER': {
    'en-US': [/^5200 mAh$/, /^590×280×300 mm$/, /^15 kg$/],
    'zh-CN': [/^5200 mAh$/, /^590×280×300 mm$/, /^15 kg$/],
  },
  'CONTENT-SCREENS': {
    'en-US': [/10\.1″ or 13\.3″, 1280×800$/],
    'zh-CN': [/10\.1 英寸或 13\.3 英寸，1280×800$/],
  },
  'CONTENT-CAMERAS': { 'en-US': [/^2 MP \(1920×1080\)$/], 'zh-CN': [/^200 万像素（1920×1080）$/] },
  'CONTENT-PRINTER': { 'en-US': [/^35 pages\/min$/], 'zh-CN': [/^35 页\/分钟$/] },
  'CONTENT-RECEIPT-PAPER': { 'en-US': [/^72\/80 mm$/], 'zh-CN': [/^72\/80 mm$/] },
  'CONTENT-POSITIONING': { 'en-US': [/^2\.5 m$/], 'zh-CN': [/^2\.5 米$/] },
  'CONTENT-4G': { 'en-US': [/^4G support$/], 'zh-CN': [/^支持 4G$/] },
  'CONTENT-CABINET-38': { 'en-US': [/^38 file cabinets$/], 'zh-CN': [/^38 个$/] },
  'CONTENT-LOCK-BOARD': { 'en-US': [/^24-door lock control board$/], 'zh-CN': [/^24 门锁控板$/] },
  'CONTENT-FINGERPRINT-LIFE': { 'en-US': [/^1 million uses$/], 'zh-CN': [/^100 万次$/] },
};

interface TerminalText {
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly featuresTitle: string;
  readonly features: readonly { readonly title: string; readonly text: string }[];
  readonly usesTitle: string;
  readonly uses: readonly string[];
  readonly specTitle: string;
  readonly specTables: readonly {
    readonly caption: string;
    readonly rows: readonly { readonly label: string; readonly value: string }[];
  }[];
  readonly relatedTitle: string;
  readonly related: readonly { readonly label: string; readonly to: RoutePath }[];
}

const TERMINAL_PAGES: readonly {
  readonly path: RoutePath;
  readonly content: Readonly<Record<Locale, TerminalText>>;
  readonly figures: readonly ClauseId[];
}[] = [
  {
    path: '/carddispenser',
    content: cardDispenser,
    figures: [
      'CONTENT-CARD-DISPENSER-SLOTS',
      'CONTENT-PORTABLE-DISPENSER',
      'CONTENT-SCREENS',
      'CONTENT-CAMERAS',
      'CONTENT-4G',
      'CONTENT-POSITIONING',
    ],
  },
  {
    path: '/machine',
    content: formFillingMachine,
    figures: ['CONTENT-PRINTER', 'CONTENT-RECEIPT-PAPER', 'CONTENT-SCREENS', 'CONTENT-CAMERAS'],
  },
  {
    path: '/counter',
    content: superCounter,
    figures: [
      'CONTENT-SCREENS',
      'CONTENT-CAMERAS',
      'CONTENT-PRINTER',
      'CONTENT-RECEIPT-PAPER',
      'CONTENT-FINGERPRINT-LIFE',
    ],
  },
  { path: '/transceiver', content: transceiver, figures: ['CONTENT-4G', 'CONTENT-POSITIONING', 'CONTENT-CAMERAS'] },
  {
    path: '/case',
    content: documentCabinet,
    figures: ['CONTENT-CABINET-38', 'CONTENT-LOCK-BOARD', 'CONTENT-FINGERPRINT-LIFE'],
  },
];

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The row of a specification table on the page whose value is the figure, found in the page's content. */
async function expectFigure(page: Page, text: TerminalText, figure: RegExp): Promise<void> {
  const found = text.specTables.flatMap((table) =>
    table.rows.filter((row) => figure.test(row.value)).map((row) => ({ table, row })),
  );
  expect(found, `a specification row states ${figure}`).not.toHaveLength(0);
  for (const { table, row } of found) {
    const tableOnPage = page.getByRole('table', { name: table.caption });
    const rowOnPage = tableOnPage
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: row.label, exact: true }) });
    await expect(rowOnPage.getByRole('cell')).toHaveText(row.value);
  }
}

/** Hero drawing, introduction, features, typical uses and related links of a terminal page. */
async function expectTerminalPage(page: Page, text: TerminalText): Promise<void> {
  await expect(page.getByRole('img', { name: text.heroImageAlt })).toBeVisible();
  for (const paragraph of text.intro) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  const features = page.getByRole('region', { name: text.featuresTitle });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(text.features.map((feature) => feature.title));
  for (const feature of text.features) await expect(features.getByText(feature.text, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: text.usesTitle }).getByRole('listitem')).toHaveText([...text.uses]);
  const specs = page.getByRole('region', { name: text.specTitle });
  await expect(specs.getByRole('table')).toHaveCount(text.specTables.length);
  await expectRelated(page, text);
}

async function expectRelated(
  page: Page,
  text: {
    readonly relatedTitle: string;
    readonly related: readonly { readonly label: string; readonly to: RoutePath }[];
  },
): Promise<void> {
  const related = page.getByRole('region', { name: text.relatedTitle });
  for (const link of text.related) {
    await expect(related.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', `#${link.to}`);
  }
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Replaces what the focused field holds with `text`, typed key by key. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The link of a terminal's card: "View details", with the terminal's name for screen readers. */
async function cardLink(region: Locator, locale: Locale, name: string): Promise<Locator> {
  const link = region
    .getByRole('listitem')
    .filter({ has: region.page().getByRole('heading', { level: 3, name, exact: true }) })
    .getByRole('link');
  await expect(link).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(terminals[locale].cardMore)}\\s*: ${escapeRegExp(name)}$`),
  );
  return link;
}

function finder(page: Page, locale: Locale) {
  const text = terminals[locale];
  const region = page.getByRole('region', { name: text.searchTitle });
  return {
    region,
    input: region.getByRole('searchbox', { name: text.searchLabel }),
    status: region.locator('[aria-live="polite"]'),
    names: region.getByRole('listitem').getByRole('heading', { level: 3 }),
    clear: region.getByRole('button', { name: text.searchClear }),
  };
}

/** The terminals whose name or feature (in `locale`) contains `term`, as the visitor means it. */
function expectedNames(locale: Locale, term: string): string[] {
  const wanted = term.normalize('NFKC').toLowerCase();
  return terminals[locale].terminals
    .filter((entry) => `${entry.name} ${entry.feature}`.toLowerCase().includes(wanted))
    .map((entry) => entry.name);
}

for (const locale of LOCALES) {
  test.describe(`${locale}: intelligent terminals`, () => {
    test.use({ locale });

    test(
      '/terminal lists every terminal as a card with its drawing, feature and link',
      proves('CONTENT-TERMINALS', 'UI-TERMINAL-PAGES'),
      async ({ page }) => {
        const errors = collectErrors(page);
        const text = terminals[locale];
        await page.goto('/#/terminal');
        await expectHeading(page, await titleOf('/terminal', locale));
        await expect(page.getByRole('img', { name: text.heroImageAlt })).toBeVisible();
        const { region, names, status } = finder(page, locale);
        await expect(names).toHaveText(text.terminals.map((entry) => entry.name));
        await expect(status).toHaveText(fill(text.searchAll, { count: text.terminals.length }));
        for (const entry of text.terminals) {
          const card = region.getByRole('listitem').filter({ hasText: entry.name });
          await expect(card.getByText(entry.feature, { exact: true })).toBeVisible();
          await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
          await expect(await cardLink(region, locale, entry.name)).toHaveAttribute('href', `#${entry.to}`);
        }
        // §1's terminals: both card dispensers, the form-filling machine, the super counter,
        // the transceiver and the document cabinet, each linking to its own page.
        expect(new Set(text.terminals.map((entry) => entry.to))).toEqual(
          new Set(['/carddispenser', '/machine', '/counter', '/transceiver', '/case']),
        );
        await expectRelated(page, text);
        expect(errors).toEqual([]);
      },
    );

    test('a terminal card opens its page', proves('UI-TERMINAL-PAGES'), async ({ page }) => {
      const errors = collectErrors(page);
      const text = terminals[locale];
      await page.goto('/#/terminal');
      await expectHeading(page, await titleOf('/terminal', locale));
      for (const entry of text.terminals) {
        await (await cardLink(finder(page, locale).region, locale, entry.name)).click();
        await expect(page).toHaveURL(new RegExp(`#${entry.to}$`));
        await expectHeading(page, await titleOf(entry.to, locale));
        await page.goBack();
        await expectHeading(page, await titleOf('/terminal', locale));
      }
      expect(errors).toEqual([]);
    });

    for (const { path, content, figures } of TERMINAL_PAGES) {
      test(
        `${path}: hero, features, typical uses and the §9 figures in its specification`,
        proves('UI-TERMINAL-PAGES', ...figures),
        async ({ page }) => {
          const errors = collectErrors(page);
          const text = content[locale];
          await page.goto(`/#${path}`);
          await expectHeading(page, await titleOf(path, locale));
          await expectTerminalPage(page, text);
          for (const clause of figures) {
            for (const figure of FIGURES[clause]?.[locale] ?? []) await expectFigure(page, text, figure);
          }
          expect(errors).toEqual([]);
        },
      );
    }

    test(
      '/case: how files are collected, in order, and the six door-opening modes with icons',
      proves('CONTENT-CABINET-FLOW', 'CONTENT-CABINET-DOORS', 'CONTENT-CABINET-38', 'CONTENT-LOCK-BOARD'),
      async ({ page }) => {
        const errors = collectErrors(page);
        const text = documentCabinet[locale];
        await page.goto('/#/case');
        await expectHeading(page, await titleOf('/case', locale));
        // §1: submit online for self-service review, a code once approved, then code plus identity.
        const flow = page.getByRole('region', { name: text.flowTitle });
        await expect(flow.locator('ol > li')).toHaveText([...text.flowSteps]);
        expect(text.flowSteps).toHaveLength(3);
        // §1: face, fingerprint, card, password, verification code and barcode.
        const doors = page.getByRole('region', { name: text.doorsTitle });
        expect(text.doorModes.map((mode) => mode.icon)).toEqual([
          'face',
          'fingerprint',
          'card',
          'password',
          'code',
          'barcode',
        ]);
        const modes = doors.getByRole('listitem');
        await expect(modes).toHaveCount(6);
        for (const [index, mode] of text.doorModes.entries()) {
          await expect(modes.nth(index)).toContainText(mode.name);
          await expect(modes.nth(index)).toContainText(mode.text);
          await expect(
            modes.nth(index).locator('svg[aria-hidden="true"] :is(path, rect, circle)').first(),
          ).toBeAttached();
        }
        // The 38 file cabinets and the 24-door lock control board, stated in the introduction too.
        await expect(page.getByText(text.intro[1] ?? '', { exact: true })).toBeVisible();
        expect(text.intro[1]).toMatch(
          locale === 'en-US' ? /38 file cabinets.*24-door lock control board/ : /38 个文件柜.*24 门锁控板/,
        );
        expect(errors).toEqual([]);
      },
    );
  });
}

test.describe('the terminal search box, with the keyboard', () => {
  test.use({ locale: 'en-US' });

  test(
    'filters by name and feature as one types, announces the count, and clears when nothing matches',
    proves('UI-TERMINAL-SEARCH'),
    async ({ page }) => {
      const errors = collectErrors(page);
      const text = terminals['en-US'];
      await page.goto('/#/terminal');
      await expectHeading(page, await titleOf('/terminal', 'en-US'));
      const { input, status, names, clear } = finder(page, 'en-US');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await tabTo(page, input);

      // A name: one terminal.
      await page.keyboard.type('cabinet');
      const byName = expectedNames('en-US', 'cabinet');
      expect(byName).toHaveLength(1);
      await expect(names).toHaveText(byName);
      await expect(status).toHaveText(fill(text.searchOne, { query: 'cabinet' }));
      await expect(input).toHaveValue('cabinet');

      // A feature word, in capitals: matching ignores case.
      await retype(page, 'FINGERPRINT');
      const byFeature = expectedNames('en-US', 'fingerprint');
      expect(byFeature.length).toBeGreaterThan(1);
      await expect(names).toHaveText(byFeature);
      await expect(status).toHaveText(fill(text.searchMany, { count: byFeature.length, query: 'FINGERPRINT' }));

      // Nothing matches: the page says so and offers to clear the search.
      await retype(page, 'zeppelin');
      await expect(names).toHaveCount(0);
      await expect(status).toHaveText(fill(text.searchNone, { query: 'zeppelin' }));
      await expect(page.getByText(text.searchNoneHint)).toBeVisible();
      await expect(input).toHaveValue('zeppelin');
      await page.keyboard.press('Tab');
      await expect(clear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();
      await expect(names).toHaveText(text.terminals.map((entry) => entry.name));
      await expect(status).toHaveText(fill(text.searchAll, { count: text.terminals.length }));
      expect(errors).toEqual([]);
    },
  );

  test(
    'a result opens with the keyboard, and the query is still there on coming back',
    proves('UI-TERMINAL-SEARCH', 'UI-TERMINAL-PAGES'),
    async ({ page }) => {
      const errors = collectErrors(page);
      const text = terminals['en-US'];
      await page.goto('/#/terminal');
      await expectHeading(page, await titleOf('/terminal', 'en-US'));
      const { input, names } = finder(page, 'en-US');
      await tabTo(page, input);
      await page.keyboard.type('transceiver');
      const [first] = expectedNames('en-US', 'transceiver');
      const entry = text.terminals.find((candidate) => candidate.name === first);
      if (!entry) throw new Error('the transceiver is not among the terminals');
      await expect(names).toHaveText([entry.name]);
      await tabTo(page, await cardLink(finder(page, 'en-US').region, 'en-US', entry.name));
      await page.keyboard.press('Enter');
      await expectHeading(page, await titleOf(entry.to, 'en-US'));
      await page.goBack();
      await expectHeading(page, await titleOf('/terminal', 'en-US'));
      await expect(input).toHaveValue('transceiver');
      await expect(names).toHaveText([entry.name]);
      expect(errors).toEqual([]);
    },
  );
});

test.describe('the terminal search box in Chinese, with the keyboard', () => {
  test.use({ locale: 'zh-CN' });

  test(
    'finds terminals by a Chinese term and by full-width letters, in Chinese',
    proves('UI-TERMINAL-SEARCH'),
    async ({ page }) => {
      const errors = collectErrors(page);
      const text = terminals['zh-CN'];
      await page.goto('/#/terminal');
      await expectHeading(page, await titleOf('/terminal', 'zh-CN'));
      const { input, status, names, clear } = finder(page, 'zh-CN');
      await tabTo(page, input);

      await page.keyboard.type('发卡');
      const byTerm = expectedNames('zh-CN', '发卡');
      expect(byTerm.length).toBeGreaterThan(1);
      await expect(names).toHaveText(byTerm);
      await expect(status).toHaveText(fill(text.searchMany, { count: byTerm.length, query: '发卡' }));

      await retype(page, '指纹');
      await expect(names).toHaveText(expectedNames('zh-CN', '指纹'));

      // Full-width "４Ｇ" finds what "4G" finds.
      await retype(page, '４Ｇ');
      const byWidth = expectedNames('zh-CN', '4G');
      expect(byWidth.length).toBeGreaterThan(0);
      await expect(names).toHaveText(byWidth);

      await retype(page, '潜水艇');
      await expect(names).toHaveCount(0);
      await expect(status).toHaveText(fill(text.searchNone, { query: '潜水艇' }));
      await page.keyboard.press('Tab');
      await expect(clear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue('');
      await expect(names).toHaveCount(text.terminals.length);
      expect(errors).toEqual([]);
    },
  );
});
