// The content pages in WebKit, in both languages: the sectors, the security table, §9's figures
// in text, the home page's figures and sectors, platforms, company, honours, customers, join us,
// partner levels, contact, the algorithms with their downloads and trial form, the terminals and
// the document cabinet. Expected facts come from the oracle (tests/oracle/content.ts); the words
// of sections and controls are the project's, written by hand as in tests/browser/.
import { describe, expect, test } from 'vitest';
import { pagesToCheck } from '../changed-pages';
import { proves } from '../conformance/proves';
import {
  hotlineProblems,
  includesProblems,
  keyFigureProblems,
  listProblems,
  mentionsProblems,
  rowProblems,
  statesProblems,
  tableProblems,
} from '../content-facts';
import { expectFact } from '../expect-fact';
import type { ClauseId } from '../generated/clauses.gen';
import {
  ABNORMAL_ATTENDANCE,
  ACCESS_RIGHTS,
  AIOT_PAGE,
  ALGORITHM_DOWNLOADS,
  ALGORITHMS,
  BANKS,
  CABINET_FLOW,
  CABINET_INTRO,
  CALL_MODES,
  CAMPUS_CAMERAS,
  COMPANY_VALUES,
  CONTACT,
  COPYRIGHTS,
  CUSTOMERS,
  DOOR_MODES,
  DOWNLOAD_KINDS,
  DOWNLOAD_PLATFORMS,
  EVENT_CLIPS,
  FACTS,
  FINANCE_ENTERPRISES,
  HARDWARE_FACTS,
  HARDWARE_FIGURES,
  HISTORY_YEARS,
  type KeyFigure,
  MODELS,
  PARTNER_LEVELS,
  PATENTS,
  PLATFORMS,
  SECTORS,
  SECURITY_TABLE_COLUMNS,
  type SpecFact,
  type SpecRow,
  TERMINALS,
  TEST_BOARD,
} from '../oracle/content';
import { headingOf, LOCALES, type Locale, SPEC_PATHS, type SpecPath } from '../oracle/routes';
import { file, page, pages } from '../scope';
import {
  clickNamed,
  currentHash,
  expectHeading,
  findByName,
  openPage,
  pageErrors,
  sessionPerFile,
  siteUrl,
  typeKeys,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

const WORDS = {
  'en-US': {
    solution: 'Our solution',
    capabilities: 'Capabilities',
    learnMore: 'Learn more',
    securityCaption: /alert strategy/,
    reasons: 'Why join us',
    partnerLevels: 'Partner levels',
    cooperationModels: 'Ways to cooperate',
    go: 'Go',
    becomePartner: 'Become a partner',
    map: /map/i,
    algorithmsTitle: 'Algorithms and technical indicators',
    modes: 'Call modes',
    downloads: 'SDK and apk downloads',
    trialForm: 'Request a free trial',
    sendTrial: 'Request the trial',
    sent: 'Thank you',
    flow: 'How documents are collected',
    doors: 'Six ways to open a door',
  },
  'zh-CN': {
    solution: '解决方案',
    capabilities: '核心能力',
    learnMore: '了解更多',
    securityCaption: /告警策略/,
    reasons: '为什么加入我们',
    partnerLevels: '合作伙伴等级',
    cooperationModels: '合作模式',
    go: '前往',
    becomePartner: '成为合作伙伴',
    map: /地图/,
    algorithmsTitle: '算法与技术指标',
    modes: '调用方式',
    downloads: 'SDK 与 apk 下载',
    trialForm: '申请免费试用',
    sendTrial: '提交试用申请',
    sent: '提交成功',
    flow: '取件流程',
    doors: '六种开门方式',
  },
} as const;

/** A section of main named by its heading: its level-3 headings, paragraphs, links and table rows' text. */
interface Section {
  readonly h3: string[];
  readonly p: string[];
  readonly links: { name: string; href: string | null }[];
  readonly rows: string[];
}

/** A snapshot of what `main` shows, read in one round trip. */
interface Shown {
  /** The text of main, white space collapsed. */
  readonly text: string;
  /** Level-2 headings. */
  readonly h2: string[];
  /** Each section named by its heading (or aria-label). */
  readonly sections: Record<string, Section>;
  /** For each table named by its caption: its column headers, and for each body row its row header and cells. */
  readonly tables: { caption: string; columns: string[]; rows: { header: string; cells: string[] }[] }[];
  /** Key figures: term and definition pairs. */
  readonly figures: { term: string; value: string }[];
  /** Every link of main: its accessible name (text without aria-hidden parts) and href. */
  readonly links: { name: string; href: string | null }[];
  /** The accessible names of main's images (role="img" and img). */
  readonly images: string[];
}

async function shown(): Promise<Shown> {
  return (await driver().executeScript(() => {
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label');
      if (label) return clean(label);
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy)
        return clean(
          labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
      const copy = element.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return clean(copy.textContent);
    };
    const main = document.querySelector('main');
    if (!main) return null;
    const visible = (element: Element) => element.getClientRects().length > 0;
    const link = (anchor: Element) => ({ name: nameOf(anchor), href: anchor.getAttribute('href') });
    const sections: Record<string, Section> = {};
    for (const section of main.querySelectorAll('section')) {
      if (!visible(section)) continue;
      const heading = section.getAttribute('aria-labelledby') || section.getAttribute('aria-label');
      if (!heading) continue;
      sections[nameOf(section)] = {
        h3: [...section.querySelectorAll('h3')].map((item) => clean(item.textContent)),
        p: [...section.querySelectorAll('p')].map((item) => clean(item.textContent)),
        links: [...section.querySelectorAll('a')].map(link),
        rows: [...section.querySelectorAll('tr')].map((row) => clean(row.textContent)),
      };
    }
    return {
      text: clean(main.textContent),
      h2: [...main.querySelectorAll('h2')].filter(visible).map((item) => clean(item.textContent)),
      sections,
      tables: [...main.querySelectorAll('table')].filter(visible).map((table) => ({
        caption: table.querySelector('caption')
          ? clean(table.querySelector('caption')?.textContent)
          : table.hasAttribute('aria-label') || table.hasAttribute('aria-labelledby')
            ? nameOf(table)
            : '',
        columns: [...table.querySelectorAll('thead th')].map((cell) => clean(cell.textContent)),
        rows: [...table.querySelectorAll('tbody tr')].map((row) => ({
          header: clean(row.querySelector('th')?.textContent),
          cells: [...row.querySelectorAll('td')].map((cell) => clean(cell.textContent)),
        })),
      })),
      figures: [...main.querySelectorAll('.key-figures > div, .proof-figures > div')].map((pair) => ({
        term: clean(pair.querySelector('dt')?.textContent),
        value: clean(pair.querySelector('dd')?.textContent),
      })),
      links: [...main.querySelectorAll('a')].filter(visible).map(link),
      images: [...main.querySelectorAll('[role="img"], img')].filter(visible).map(nameOf),
    };
  })) as Shown;
}

/** Opens the page, fresh, in `locale`; returns what main shows once its sections are there. */
async function open(path: SpecPath, locale: Locale): Promise<Shown> {
  await openPage(driver(), path, locale);
  return shown();
}

/** A headline figure of `path`: exactly one term matches its label, and its value is the figure. */
function expectKeyFigure(page: Shown, locale: Locale, figure: KeyFigure, path: SpecPath): void {
  expectFact(figure.fact, keyFigureProblems(page.figures, figure, locale, `${path} in ${locale}`));
}

/** Every link leads to a page of §2, and there is at least one. */
function expectLinksToPages(links: readonly { href: string | null }[]): void {
  expect(links.length).toBeGreaterThan(0);
  for (const { href } of links) expect(SPEC_PATHS.map((path) => `#${path}`)).toContain(href);
}

function section(page: Shown, name: string) {
  const found = page.sections[name];
  if (!found) throw new Error(`no section "${name}"; sections: ${Object.keys(page.sections).join(' | ')}`);
  return found;
}

/** The terminal pages whose specification tables state §9's hardware figures. */
const TERMINAL_PAGES: readonly SpecPath[] = ['/carddispenser', '/machine', '/counter', '/transceiver', '/case'];

/** The §9 figures a terminal page's specification states, each with the clause that states it (the oracle's table). */
function figuresOf(path: SpecPath): { clauses: ClauseId[]; rows: { fact: SpecFact; row: SpecRow }[] } {
  const clauses: ClauseId[] = [];
  const rows: { fact: SpecFact; row: SpecRow }[] = [];
  for (const [clause, entries] of Object.entries(HARDWARE_FIGURES) as [
    keyof typeof HARDWARE_FIGURES & ClauseId,
    readonly { path: string; rows: readonly SpecRow[] }[],
  ][]) {
    for (const entry of entries) {
      if (entry.path !== path) continue;
      clauses.push(clause);
      rows.push(...entry.rows.map((row) => ({ fact: HARDWARE_FACTS[clause], row })));
    }
  }
  return { clauses, rows };
}

const nonEmpty = (texts: readonly string[]) => texts.length > 0 && texts.every((text) => text !== '');

/**
 * Scrolls down to each place held for deferred content until none is left (the home page's lower
 * sections): the first place still held into the window, as a visitor scrolling down reaches it
 * (the end of the page may lie past one, as tests/browser/site.ts revealAll says).
 */
async function revealAll(): Promise<void> {
  await waitFor(
    driver(),
    () =>
      driver().executeScript(() => {
        const held = [...document.querySelectorAll('.near-viewport, .latest-news-pending')].filter(
          (place) => place.getClientRects().length > 0,
        );
        held[0]?.scrollIntoView({ block: 'center' });
        return held.length;
      }) as Promise<number>,
    (left) => left === 0,
    'every deferred section rendered',
  );
}

for (const locale of LOCALES) {
  describe(`in ${locale}`, () => {
    const words = WORDS[locale];

    test(
      'the seven sectors and the AIoT platform: challenges, solution, capabilities, figures and links',
      proves('CONTENT-SECTORS', 'UI-SECTOR-PAGES').on(
        pages(
          [...SECTORS, AIOT_PAGE].map((sector) => sector.path),
          locale,
        ),
      ),
      async () => {
        expect(SECTORS).toHaveLength(7);
        // Each page opened afresh and checked alone: a CHANGED= run checks those it touches.
        const checked = pagesToCheck(
          [...SECTORS, AIOT_PAGE].map((sector) => sector.path),
          locale,
        );
        for (const sector of [...SECTORS, AIOT_PAGE].filter((sector) => checked.includes(sector.path))) {
          const page = await open(sector.path, locale);
          expect(page.images[0], `${sector.path}: the hero drawing is named`).toMatch(/\S/);
          expect(page.h2.length, `${sector.path}: five sections at least`).toBeGreaterThanOrEqual(5);
          if (sector.path !== AIOT_PAGE.path) expect(nonEmpty(section(page, words.solution).p)).toBe(true);
          expect(nonEmpty(section(page, words.capabilities).h3)).toBe(true);
          expect(nonEmpty(page.figures.map((pair) => pair.value))).toBe(true);
          expectLinksToPages(page.links.filter((item) => new RegExp(`^${words.learnMore}\\s?: \\S`).test(item.name)));
          expect(await pageErrors(driver()), sector.path).toEqual([]);
        }
      },
    );

    test(
      '/security: the algorithm table has serial number, type, capability and alert strategy',
      proves('CONTENT-SECURITY-TABLE').on(page('/security', locale)),
      async () => {
        const page = await open('/security', locale);
        const grid = page.tables.find((table) => words.securityCaption.test(table.caption));
        expect(SECURITY_TABLE_COLUMNS[locale]).toHaveLength(4);
        expectFact(
          FACTS.securityColumns,
          listProblems(
            grid?.columns ?? [],
            SECURITY_TABLE_COLUMNS[locale],
            `the algorithm table of /security in ${locale}`,
          ),
        );
        expect(grid?.rows.length).toBeGreaterThan(0);
        for (const [index, row] of (grid?.rows ?? []).entries()) {
          expect(row.header).toMatch(/\S/);
          expect(row.cells).toHaveLength(3);
          expect(row.cells[0]).toBe(String(index + 1));
          expect(row.cells[1]).toMatch(/\S/);
          expect(row.cells[2]).toMatch(/\S/);
        }
      },
    );

    test(
      '§9 in the case and sector pages: 100 cameras, the 7-day statistic, 10-second clips, 50+ enterprises, access rights',
      proves(
        'CONTENT-CAMPUS-CAMERAS',
        'CONTENT-ATTENDANCE-7DAY',
        'CONTENT-EVENT-CLIPS',
        'CONTENT-FINANCE-ENTERPRISES',
        'CONTENT-ACCESS-RIGHTS',
      ).on(pages([CAMPUS_CAMERAS.path, '/schoolattendance', '/cityvideocase', '/finance', '/smartcampus'], locale)),
      async () => {
        const campus = await open(CAMPUS_CAMERAS.path, locale);
        expectFact(
          FACTS.campusCameras,
          rowProblems(
            campus.tables.flatMap((table) => table.rows),
            CAMPUS_CAMERAS.label[locale],
            CAMPUS_CAMERAS.value,
            `the facts of ${CAMPUS_CAMERAS.path} in ${locale}`,
          ),
        );
        const stated = async (path: SpecPath, fact: SpecFact, claims: readonly (string | RegExp)[]) => {
          const { text } = await open(path, locale);
          expectFact(
            fact,
            claims.flatMap((claim) => statesProblems(text, claim, `${path} in ${locale}`)),
          );
        };
        await stated('/schoolattendance', FACTS.attendance, [ABNORMAL_ATTENDANCE[locale]]);
        await stated('/cityvideocase', FACTS.eventClips, [EVENT_CLIPS[locale]]);
        await stated('/finance', FACTS.banks, [FINANCE_ENTERPRISES[locale]]);
        expect(ACCESS_RIGHTS.roles[locale]).toHaveLength(3);
        await stated('/smartcampus', FACTS.accessRights, [ACCESS_RIGHTS.lists[locale], ...ACCESS_RIGHTS.roles[locale]]);
      },
    );

    test(
      'home: 40+ models, 30+ customers, 50+ banks, the seven sectors, news and customers',
      proves('CONTENT-ALGORITHM-MODELS', 'CONTENT-CUSTOMERS-30', 'CONTENT-FINANCE-ENTERPRISES', 'CONTENT-SECTORS').on(
        page('/home', locale),
      ),
      async () => {
        await openPage(driver(), '/home', locale);
        await revealAll();
        const page = await shown();
        for (const figure of [MODELS, CUSTOMERS, BANKS]) expectKeyFigure(page, locale, figure, '/home');
        const sectors = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .sector-links a')].map((link) => [
            link.textContent?.replace(/\s+/g, ' ').trim(),
            link.getAttribute('href'),
          ]),
        )) as [string, string][];
        expect(SECTORS).toHaveLength(7);
        // §1's seven, in its order; a page added to the Solutions menu since (`make page
        // NAV=solutions`, decision 025) may be listed too.
        const isSector = ([, href]: [string, string]) => SECTORS.some((sector) => `#${sector.path}` === href);
        expectFact(
          FACTS.sectors,
          listProblems(
            sectors.filter(isSector).map(([name, href]) => `${name} → ${href}`),
            SECTORS.map((sector) => `${sector.name[locale]} → #${sector.path}`),
            `the sectors of /home in ${locale}`,
          ),
        );
        const logos = await driver().executeScript(
          () => document.querySelectorAll('main .logos [role="img"], main .logos img').length,
        );
        expect(logos).toBe(10);
        const news = await driver().executeScript(() => document.querySelectorAll('main .latest-news a').length);
        expect(news).toBeGreaterThan(0);
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    test(
      '/platformcapability: the three platforms',
      proves('CONTENT-PLATFORMS').on(page('/platformcapability', locale)),
      async () => {
        await openPage(driver(), '/platformcapability', locale);
        expect(PLATFORMS).toHaveLength(3);
        const names = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .algorithms > li > h3')].map((item) => item.textContent?.trim() ?? ''),
        )) as string[];
        expectFact(
          FACTS.platforms,
          listProblems(
            names,
            PLATFORMS.map((platform) => platform[locale]),
            `the platforms of /platformcapability in ${locale}`,
          ),
        );
      },
    );

    test(
      '/companyprofile, /glory and /customer: history 2014–2022, values, figures, patents, thirty customers',
      proves('CONTENT-COMPANY-PROFILE', 'CONTENT-HISTORY-2014-2022', 'CONTENT-ALGORITHM-MODELS', 'CONTENT-PATENTS').on(
        pages(['/companyprofile', '/glory', '/customer'], locale),
      ),
      async () => {
        const profile = await open('/companyprofile', locale);
        const years = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .timeline time')].map((time) => time.textContent?.trim() ?? ''),
        )) as string[];
        const where = `/companyprofile in ${locale}`;
        expectFact(FACTS.history, listProblems(years, HISTORY_YEARS, `the history of ${where}`));
        expect(COMPANY_VALUES).toHaveLength(3);
        const h3 = Object.values(profile.sections).flatMap((item) => item.h3);
        expectFact(
          FACTS.values,
          includesProblems(
            h3,
            COMPANY_VALUES.map((value) => value[locale]),
            `the headings of ${where}`,
          ),
        );
        for (const figure of [MODELS, PATENTS, COPYRIGHTS]) expectKeyFigure(profile, locale, figure, '/companyprofile');

        const glory = await open('/glory', locale);
        for (const figure of [PATENTS, COPYRIGHTS]) expectKeyFigure(glory, locale, figure, '/glory');

        await openPage(driver(), '/customer', locale);
        const names = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .logos [role="img"], main .logos img')].map(
            (image) => image.getAttribute('aria-label') ?? image.getAttribute('alt') ?? '',
          ),
        )) as string[];
        expect(names.length).toBeGreaterThanOrEqual(CUSTOMERS.atLeast);
        for (const name of names) expect(name.trim()).not.toBe('');
      },
    );

    test(
      'join us: why join, partner levels, ways to cooperate and the way to become a partner, the hotline and address',
      proves('CONTENT-JOIN', 'CONTENT-PARTNER-LEVELS', 'UI-BUSINESS-COOPERATION', 'DECISION-PHONE-NUMBER').on(
        pages(['/recruitment', '/cooperativepartner', '/work', '/contactus'], locale),
      ),
      async () => {
        expect(nonEmpty(section(await open('/recruitment', locale), words.reasons).h3)).toBe(true);

        const partner = await open('/cooperativepartner', locale);
        const levels = partner.tables.find((table) => table.caption === words.partnerLevels);
        expect(PARTNER_LEVELS).toHaveLength(3);
        expectFact(
          FACTS.partnerLevels,
          tableProblems(
            levels?.rows ?? [],
            PARTNER_LEVELS.map((level) => ({
              header: level.level[locale],
              cells: [level.class, level.territory?.[locale]],
            })),
            `the partner levels of /cooperativepartner in ${locale}`,
          ),
        );

        const work = await open('/work', locale);
        expect(nonEmpty(section(work, words.cooperationModels).h3)).toBe(true);
        await clickNamed(driver(), 'main a', new RegExp(`^${words.go}\\s?: ${words.becomePartner}$`));
        await expectHeading(driver(), headingOf('/cooperativepartner', locale));

        // §1 "business hotline and address": the number decision 013 keeps in spec/app.yaml, which
        // dials; the address in the company's city (decision 013).
        const contact = await open('/contactus', locale);
        const where = `/contactus in ${locale}`;
        expectFact(FACTS.hotline, hotlineProblems(contact.links, where));
        const definitions = (await driver().executeScript(() =>
          [...document.querySelectorAll('main dd')].map((item) => item.textContent ?? ''),
        )) as string[];
        expectFact(
          FACTS.address,
          statesProblems(definitions.join('\n'), CONTACT.address[locale], `the details of ${where}`),
        );
        expect(contact.images.some((name) => words.map.test(name))).toBe(true);
      },
    );

    test(
      'algorithm: seven algorithms with indicators, call modes, the test board, guides that download and packages that open the trial',
      // The guide is fetched by the test itself: a file of the build, in /downloads/ (decision 011).
      proves('CONTENT-ALGORITHMS', 'CONTENT-ALGORITHM-OFFER', 'UI-ALGORITHM-DOWNLOAD-TRIAL', 'CONTENT-TEST-BOARD').on(
        page('/algorithm', locale),
        file(`/downloads/${ALGORITHM_DOWNLOADS.linuxGuide.file}`),
      ),
      async () => {
        const page = await open('/algorithm', locale);
        expect(ALGORITHMS).toHaveLength(7);
        const algorithms = section(page, words.algorithmsTitle);
        const names = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .algorithms > li > h3')].map((item) => item.textContent?.trim() ?? ''),
        )) as string[];
        const where = `/algorithm in ${locale}`;
        expectFact(
          FACTS.algorithms,
          listProblems(
            names,
            ALGORITHMS.map((name) => name[locale]),
            `the algorithms of ${where}`,
          ),
        );
        for (const algorithm of ALGORITHMS) {
          const indicators = page.tables.find((table) => table.caption === algorithm[locale]);
          expect(indicators?.rows.length, algorithm[locale]).toBeGreaterThan(0);
          for (const row of indicators?.rows ?? []) {
            expect(row.header).toMatch(/\S/);
            expect(nonEmpty(row.cells)).toBe(true);
          }
        }
        expect(CALL_MODES).toHaveLength(3);
        expectFact(
          FACTS.callModes,
          listProblems(
            section(page, words.modes).h3,
            CALL_MODES.map((mode) => mode[locale]),
            `the call modes of ${where}`,
          ),
        );
        expectFact(
          FACTS.testBoard,
          statesProblems(
            [...algorithms.p, ...algorithms.rows].join(' '),
            TEST_BOARD[locale],
            `the indicators of ${where}`,
          ),
        );
        // SDK and apk downloads for Linux and Android.
        const rows = section(page, words.downloads).rows;
        expectFact(
          FACTS.downloads,
          mentionsProblems(rows, [...DOWNLOAD_PLATFORMS, ...DOWNLOAD_KINDS], `the downloads of ${where}`),
        );
        // A guide is a real file of the build (WebDriver sees no download: its link's file is fetched).
        const guide = ALGORITHM_DOWNLOADS.linuxGuide;
        const link = page.links.find((item) => item.name === `${guide.action[locale]}: ${guide.item[locale]}`);
        expect(link?.href).toBeTruthy();
        const file = new URL(link?.href ?? '', `${siteUrl()}/`);
        expect(file.pathname.endsWith(`/${guide.file}`) || file.pathname.endsWith(guide.file)).toBe(true);
        expect((await fetch(file)).status).toBe(200);
        // A package opens the trial form with its delivery chosen, the focus on its first field.
        const apk = ALGORITHM_DOWNLOADS.androidApk;
        await clickNamed(driver(), 'main button', new RegExp(`^${apk.action[locale]}\\s?: ${apk.item[locale]}$`));
        const form = await findByName(driver(), 'main section', words.trialForm);
        await waitForValue(
          driver(),
          () =>
            driver().executeScript(
              (region: Element) =>
                [...region.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input')].find((field) =>
                  field.name.toLowerCase().includes('delivery'),
                )?.value,
              form,
            ),
          apk.delivery,
          'the delivery chosen',
        );
        const focused = await driver().executeScript(
          (region: Element) => region.contains(document.activeElement) && document.activeElement?.tagName === 'INPUT',
          form,
        );
        expect(focused).toBe(true);
        const fields = ['Foshan Gate Systems', 'Li Wei', '13800138000', 'li.wei@example.com'];
        for (const value of fields) {
          await typeKeys(driver(), value);
          await driver().executeScript(() => {
            const inputs = [
              ...document.querySelectorAll<HTMLInputElement>('main section form input:not([type="hidden"])'),
            ];
            const index = inputs.indexOf(document.activeElement as HTMLInputElement);
            inputs[index + 1]?.focus();
          });
        }
        await clickNamed(driver(), 'main section form button', words.sendTrial);
        await waitFor(
          driver(),
          () =>
            driver().executeScript(
              (region: Element) => region.querySelector('[role="status"]')?.textContent ?? '',
              form,
            ) as Promise<string>,
          (text) => text.includes(words.sent),
          'the trial request confirmed',
        );
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    test(
      '/terminal lists every terminal with its drawing, feature and link, and each card opens its page',
      proves('CONTENT-TERMINALS', 'UI-TERMINAL-PAGES').on(
        pages(['/terminal', ...TERMINALS.map((terminal) => terminal.path)], locale),
      ),
      async () => {
        await openPage(driver(), '/terminal', locale);
        expect(TERMINALS).toHaveLength(6);
        const cards = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .terminal-finder li')].map((card) => ({
            name: card.querySelector('h3')?.textContent?.trim() ?? '',
            feature: /\S/.test(card.querySelector('p')?.textContent ?? ''),
            drawings: card.querySelectorAll('svg[aria-hidden="true"]').length,
            href: card.querySelector('a')?.getAttribute('href') ?? null,
          })),
        )) as { name: string; feature: boolean; drawings: number; href: string | null }[];
        expectFact(
          FACTS.terminals,
          listProblems(
            cards.map((card) => card.name),
            TERMINALS.map((terminal) => terminal.name[locale]),
            `the terminals of /terminal in ${locale}`,
          ),
        );
        expect(cards).toEqual(
          TERMINALS.map((terminal) => ({
            name: terminal.name[locale],
            feature: true,
            drawings: 1,
            href: `#${terminal.path}`,
          })),
        );
        for (const terminal of TERMINALS) {
          await clickNamed(driver(), 'main .terminal-finder li a', new RegExp(`: ${terminal.name[locale]}$`));
          await waitForValue(driver(), () => currentHash(driver()), `#${terminal.path}`, 'the terminal page');
          await expectHeading(driver(), headingOf(terminal.path, locale));
          await driver().navigate().back();
          await expectHeading(driver(), headingOf('/terminal', locale));
        }
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    for (const path of TERMINAL_PAGES) {
      const { clauses, rows } = figuresOf(path);
      const [first, ...more] = clauses;
      if (!first || rows.length === 0) throw new Error(`the oracle states no §9 figure on ${path}`);
      test(
        `${path}: the §9 figures in its specification table`,
        proves(first, ...more).on(page(path, locale)),
        async () => {
          const page = await open(path, locale);
          const tableRows = page.tables.flatMap((table) => table.rows);
          // The row whose header is the figure's, alone, states it in its one cell (as the Playwright test reads it).
          for (const { fact, row } of rows)
            expectFact(
              fact,
              rowProblems(
                tableRows,
                row.label[locale],
                row.value[locale],
                `the specifications of ${path} in ${locale}`,
              ),
            );
          expect(await pageErrors(driver())).toEqual([]);
        },
      );
    }

    test(
      '/case: how files are collected, in order, and the six door-opening modes with icons; 38 cabinets, 24-door board',
      proves('CONTENT-CABINET-FLOW', 'CONTENT-CABINET-DOORS', 'CONTENT-CABINET-38', 'CONTENT-LOCK-BOARD').on(
        page('/case', locale),
      ),
      async () => {
        await openPage(driver(), '/case', locale);
        const cabinet = (await driver().executeScript(
          (flowName: string, doorsName: string) => {
            const byHeading = (name: string) =>
              [...document.querySelectorAll('main section')].find(
                (item) => item.querySelector('h2')?.textContent?.trim() === name,
              );
            const doors = byHeading(doorsName);
            return {
              flow: [...(byHeading(flowName)?.querySelectorAll('ol > li') ?? [])].map(
                (item) => item.textContent?.replace(/\s+/g, ' ').trim() ?? '',
              ),
              modes: [...(doors?.querySelectorAll('li') ?? [])].map((item) => ({
                name: item.querySelector('.door-mode-name')?.textContent?.trim() ?? '',
                text: /\S/.test(item.querySelector('.door-mode-text')?.textContent ?? ''),
                icon: item.querySelector('svg[aria-hidden="true"]')?.innerHTML ?? '',
              })),
              text: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? '',
            };
          },
          words.flow,
          words.doors,
        )) as { flow: string[]; modes: { name: string; text: boolean; icon: string }[]; text: string };
        const where = `/case in ${locale}`;
        expect(CABINET_FLOW).toHaveLength(3);
        expectFact(
          FACTS.cabinetFlow,
          listProblems(
            cabinet.flow,
            CABINET_FLOW.map((step) => step[locale]),
            `the steps of ${where}`,
          ),
        );
        expect(DOOR_MODES).toHaveLength(6);
        expectFact(
          FACTS.doorModes,
          listProblems(
            cabinet.modes.map((mode) => mode.name),
            DOOR_MODES.map((mode) => mode[locale]),
            `the door-opening modes of ${where}`,
          ),
        );
        expect(cabinet.modes.every((mode) => mode.text && mode.icon !== '')).toBe(true);
        expect(new Set(cabinet.modes.map((mode) => mode.icon)).size).toBe(DOOR_MODES.length);
        expectFact(FACTS.cabinet, statesProblems(cabinet.text, CABINET_INTRO[locale], where));
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  });
}
