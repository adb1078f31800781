// Interactive content in WebKit: the news list paged with previous/next, §1's four articles in it
// as the oracle has them and any published since whole, an article opened from it, and the
// certificate viewer's zoom. A failure names the fact (tests/expect-fact.ts); the words of the
// controls are the project's, written by hand as in tests/browser/.
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import {
  articleIdOf,
  articlePageProblems,
  newsListProblems,
  readArticlePage,
  readNewsItems,
  type ShownArticle,
  type ShownArticlePage,
} from '../content-facts';
import { expectFact } from '../expect-fact';
import { FACTS, NEWS_CATEGORIES } from '../oracle/content';
import { headingOf, LOCALES, type Locale } from '../oracle/routes';
import { page, pages } from '../scope';
import {
  clickNamed,
  currentHash,
  findByName,
  Key,
  openPage,
  pageErrors,
  sessionPerFile,
  textsOf,
  typeKeys,
  waitFor,
  waitForFact,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

const UI = {
  'en-US': {
    readMore: 'Read more',
    pagination: 'News list pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (current: number, total: number) => `Page ${current} of ${total}`,
    position: /^Page (\d+) of (\d+)$/,
    viewLarger: 'View larger',
    firstCertificate: 'National High-Tech Enterprise',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    actualSize: 'Actual size',
  },
  'zh-CN': {
    readMore: '阅读全文',
    pagination: '新闻列表分页',
    previousPage: '上一页',
    nextPage: '下一页',
    pageOf: (current: number, total: number) => `第 ${current} 页，共 ${total} 页`,
    position: /^第 (\d+) 页，共 (\d+) 页$/,
    viewLarger: '放大查看',
    firstCertificate: '国家高新技术企业',
    zoomIn: '放大',
    zoomOut: '缩小',
    actualSize: '原始大小',
  },
} as const;

/** The articles the news list shows on its page now: id (from its link), title, date, category, summary. */
async function listed(): Promise<ShownArticle[]> {
  const items = (await driver().executeScript(readNewsItems)) as ReturnType<typeof readNewsItems>;
  return items.map(({ link, ...item }) => ({ ...item, id: articleIdOf(link) }));
}

/** An article's page as it shows the article (decision 012). */
const articleShown = () => driver().executeScript(readArticlePage) as Promise<ShownArticlePage>;

/** The pager's state: its position text and whether each step is disabled. */
async function pagerState(locale: Locale): Promise<{ position: string; previous: string; next: string }> {
  return driver().executeScript((label: string) => {
    const nav = document.querySelector(`nav[aria-label="${label}"]`);
    return {
      position: nav?.querySelector('.pager-position')?.textContent?.trim() ?? '',
      previous: nav?.querySelector('.pager-previous')?.getAttribute('aria-disabled') ?? '',
      next: nav?.querySelector('.pager-next')?.getAttribute('aria-disabled') ?? '',
    };
  }, UI[locale].pagination);
}

/** The project's list pages show two articles a page. */
const PER_PAGE = 2;

for (const locale of LOCALES) {
  describe(`news (${locale})`, () => {
    const ui = UI[locale];
    const step = (name: string) => clickNamed(driver(), `nav[aria-label="${ui.pagination}"] button`, name);
    /** The pager at `current` of `pages`, the step it cannot take disabled. */
    const atPage = (current: number, pages: number) =>
      waitForValue(
        driver(),
        () => pagerState(locale),
        { position: ui.pageOf(current, pages), previous: String(current === 1), next: String(current === pages) },
        `the pager on page ${current}`,
      );
    /** The list shows exactly `shown` now. */
    const expectListed = (shown: readonly ShownArticle[], what: string) =>
      waitForValue(driver(), listed, [...shown], `${what}: ${shown.map((article) => article.id).join(', ')}`);

    test(
      '/journalism lists §1’s four articles and any published since, newest first, two per page, paged with previous and next',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING').on(page('/journalism', locale)),
      async () => {
        await openPage(driver(), '/journalism', locale);
        const where = `the news list of /journalism in ${locale}`;
        // §1's four fill two pages at least: the pager is there, at page 1.
        const first = await waitForFact(
          driver(),
          FACTS.news,
          async () => ({ position: ui.position.exec((await pagerState(locale)).position), shown: await listed() }),
          ({ position, shown }) =>
            position?.[1] === '1'
              ? []
              : [`${where} has no pager at page 1`, ...newsListProblems(shown, locale, where, { newestFirst: true })],
        );
        const pages = Number(first.position?.[2]);
        const articles: ShownArticle[] = [];
        for (let current = 1; current <= pages; current++) {
          if (current > 1) await step(ui.nextPage);
          await atPage(current, pages);
          const shown = await listed();
          expect(current < pages ? [PER_PAGE] : [1, PER_PAGE], `page ${current}: ${PER_PAGE} a page`).toContain(
            shown.length,
          );
          articles.push(...shown);
        }
        expectFact(FACTS.news, newsListProblems(articles, locale, where, { newestFirst: true }));
        await step(ui.nextPage); // disabled at the last page: nothing happens
        expect((await pagerState(locale)).position).toBe(ui.pageOf(pages, pages));
        for (let current = pages - 1; current >= 1; current--) {
          await step(ui.previousPage);
          await atPage(current, pages);
          await expectListed(articles.slice((current - 1) * PER_PAGE, current * PER_PAGE), `page ${current} again`);
        }
        // A real click on the aria-disabled control: nothing happens.
        await step(ui.previousPage);
        expect((await pagerState(locale)).position).toBe(ui.pageOf(1, pages));

        // The four topics, each named as the articles' categories are.
        const topics = Object.values(NEWS_CATEGORIES);
        expect(topics).toHaveLength(4);
        const headings = await textsOf(driver(), 'main h3');
        for (const category of topics) expect(headings).toContain(category[locale]);
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    test(
      'the newest article opens from the list, in full',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/journalism', '/newsdetail'], locale)),
      async () => {
        await openPage(driver(), '/journalism', locale);
        const [article] = await waitFor(driver(), listed, (shown) => shown.length > 0, 'the news list');
        if (!article) throw new Error('the news list shows no article');
        const title = article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const link = await findByName(driver(), '.news-item a', new RegExp(`^${ui.readMore}\\s*:\\s*${title}$`));
        await link.click();
        await waitForValue(driver(), () => currentHash(driver()), `#/newsdetail?id=${article.id}`, 'the hash');
        await waitForFact(driver(), FACTS.news, articleShown, (shown) =>
          articlePageProblems(shown, article, {
            locale,
            kind: headingOf('/newsdetail', locale),
            where: `the page of the article ${article.id} in ${locale}`,
          }),
        );
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    test(
      'honours: a certificate zooms with the buttons, a pinch and the keyboard; Escape closes',
      proves('UI-CERTIFICATE-ZOOM').on(page('/glory', locale)),
      async () => {
        await openPage(driver(), '/glory', locale);
        const opener = await findByName(
          driver(),
          'main button',
          new RegExp(`^${ui.viewLarger}\\s*:\\s*${ui.firstCertificate}$`),
        );
        await opener.click();
        const dialog = await findByName(driver(), 'dialog, [role="dialog"]', ui.firstCertificate);
        const zoom = () =>
          driver().executeScript((element: Element) => element.querySelector('output')?.textContent?.trim(), dialog);
        const button = (name: string) => clickNamed(driver(), 'dialog button, [role="dialog"] button', name);
        await waitForValue(driver(), zoom, '100%', 'the zoom at first');
        await button(ui.zoomIn);
        await waitForValue(driver(), zoom, '125%', 'zoomed in');
        await button(ui.zoomOut);
        await button(ui.zoomOut);
        await waitForValue(driver(), zoom, '80%', 'zoomed out twice');
        await button(ui.actualSize);
        await waitForValue(
          driver(),
          () =>
            driver().executeScript(
              (element: Element) => element.querySelector('.zoom-content')?.getAttribute('data-zoom'),
              dialog,
            ),
          '1',
          'the actual size',
        );
        // The keyboard.
        const keys = (...sequence: string[]) => typeKeys(driver(), ...sequence);
        await keys('+');
        await keys('+');
        await waitForValue(driver(), zoom, '156%', 'zoomed in twice with +');
        await keys('-');
        await waitForValue(driver(), zoom, '125%', 'zoomed out with -');
        await keys('0');
        await waitForValue(driver(), zoom, '100%', 'reset with 0');
        // A pinch: two pointers moving apart (dispatched in the page: the driver has no touch input).
        await driver().executeScript((element: Element) => {
          const stage = element.querySelector('.zoom-stage');
          if (!stage) throw new Error('no zoom stage');
          const fire = (type: string, pointerId: number, clientX: number) =>
            stage.dispatchEvent(
              new PointerEvent(type, { pointerId, clientX, clientY: 200, bubbles: true, pointerType: 'touch' }),
            );
          fire('pointerdown', 1, 300);
          fire('pointerdown', 2, 400);
          fire('pointermove', 2, 500);
          fire('pointerup', 1, 300);
          fire('pointerup', 2, 500);
        }, dialog);
        await waitForValue(driver(), zoom, '200%', 'pinched');
        await keys(Key.ESCAPE);
        await waitFor(
          driver(),
          () =>
            driver().executeScript(
              () =>
                [...document.querySelectorAll('dialog, [role="dialog"]')].filter(
                  (element) => element.getClientRects().length > 0,
                ).length,
            ),
          (count) => count === 0,
          'the viewer closed',
        );
        expect(await driver().executeScript((element: Element) => document.activeElement === element, opener)).toBe(
          true,
        );
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  });
}
