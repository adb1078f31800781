// Interactive content in WebKit: the news list paged with previous/next and an article opened
// from it, and the certificate viewer's zoom. Articles come from the oracle; the words of the
// controls are the project's, written by hand as in tests/browser/.
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { NEWS_ARTICLE_COUNT, NEWS_ARTICLES, NEWS_CATEGORIES, type NewsArticle } from '../oracle/content';
import { LOCALES, type Locale } from '../oracle/routes';
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
    viewLarger: '放大查看',
    firstCertificate: '国家高新技术企业',
    zoomIn: '放大',
    zoomOut: '缩小',
    actualSize: '原始大小',
  },
} as const;

interface Listed {
  readonly title: string;
  readonly date: string | null;
  readonly category: string;
  readonly summary: boolean;
  readonly link: string | null;
}

/** What the news list shows for each article: title, date, category, a summary and its link. */
async function listed(): Promise<Listed[]> {
  return (await driver().executeScript(() =>
    [...document.querySelectorAll('.news-item')].map((item) => ({
      title: item.querySelector('h3')?.textContent?.trim() ?? '',
      date: item.querySelector('time')?.getAttribute('datetime') ?? null,
      category: item.querySelector('.news-category')?.textContent?.trim() ?? '',
      summary: /\S/.test(item.querySelector('p:not(.news-meta)')?.textContent ?? ''),
      link: item.querySelector('a')?.getAttribute('href') ?? null,
    })),
  )) as Listed[];
}

/**
 * The list shows exactly these articles, each with its date, its category (after words for
 * screen readers, hence "contains"), its title, a summary and its link.
 */
async function expectListed(locale: Locale, shown: readonly NewsArticle[], what: string): Promise<void> {
  expect(shown.length).toBeGreaterThan(0);
  const matches = (seen: Listed[]) =>
    seen.length === shown.length &&
    shown.every((article, index) => {
      const item = seen[index];
      return (
        item !== undefined &&
        item.title === article.title[locale] &&
        item.date === article.date &&
        item.category.includes(NEWS_CATEGORIES[article.category][locale]) &&
        item.summary &&
        item.link === `#/newsdetail?id=${article.id}`
      );
    });
  await waitFor(driver(), listed, matches, `${what}: ${shown.map((article) => article.id).join(', ')}`);
}

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

for (const locale of LOCALES) {
  describe(`news (${locale})`, () => {
    const ui = UI[locale];
    const step = (name: string) => clickNamed(driver(), `nav[aria-label="${ui.pagination}"] button`, name);

    test(
      '/journalism lists the four articles, two per page, paged with previous and next',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING').on(page('/journalism', locale)),
      async () => {
        expect(NEWS_ARTICLES).toHaveLength(NEWS_ARTICLE_COUNT);
        await openPage(driver(), '/journalism', locale);
        await expectListed(locale, NEWS_ARTICLES.slice(0, 2), 'page 1');
        await waitForValue(
          driver(),
          () => pagerState(locale),
          { position: ui.pageOf(1, 2), previous: 'true', next: 'false' },
          'the pager on page 1',
        );
        // A real click on the aria-disabled control: nothing happens.
        await step(ui.previousPage);
        expect(await pagerState(locale)).toEqual({ position: ui.pageOf(1, 2), previous: 'true', next: 'false' });

        await step(ui.nextPage);
        await waitForValue(
          driver(),
          () => pagerState(locale),
          { position: ui.pageOf(2, 2), previous: 'false', next: 'true' },
          'the pager on page 2',
        );
        await expectListed(locale, NEWS_ARTICLES.slice(2, 4), 'page 2');
        await step(ui.nextPage); // disabled at the last page: nothing happens
        expect((await pagerState(locale)).position).toBe(ui.pageOf(2, 2));

        await step(ui.previousPage);
        await expectListed(locale, NEWS_ARTICLES.slice(0, 2), 'page 1 again');

        // The four topics, each named as the articles' categories are.
        const topics = Object.values(NEWS_CATEGORIES);
        expect(topics).toHaveLength(4);
        const headings = await textsOf(driver(), 'main h3');
        for (const category of topics) expect(headings).toContain(category[locale]);
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    test(
      'an article opens from the list, in full',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/journalism', '/newsdetail'], locale)),
      async () => {
        const [article] = NEWS_ARTICLES;
        if (!article) throw new Error('no article in the oracle');
        await openPage(driver(), '/journalism', locale);
        await expectListed(locale, NEWS_ARTICLES.slice(0, 2), 'page 1');
        const link = await findByName(driver(), '.news-item a', new RegExp(`^${ui.readMore}`));
        await link.click();
        await waitForValue(driver(), () => currentHash(driver()), `#/newsdetail?id=${article.id}`, 'the hash');
        await waitForValue(
          driver(),
          () => textsOf(driver(), 'main article h1, main article h2'),
          [article.title[locale]],
          'the article title',
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
