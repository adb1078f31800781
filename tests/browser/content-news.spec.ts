// The news centre, the company news list and the article page, in every language of the oracle:
// §1's four articles, each listed and shown with what the oracle says of it, and any article the
// company has published since, whole: in every list of every article, in every language, with its
// title, date, category, summary and body, and a page of its own. The lists show two articles a
// page with previous and next controls, newest first; the company news filters by topic. The
// suite requires the four and counts nothing: a fifth article passes (docs/manifest-and-pages.md).
// A failure names the fact (tests/expect-fact.ts); the words of the controls are the project's,
// written by hand below.

import {
  articleIdOf,
  articlePageProblems,
  latestProblems,
  newsListProblems,
  readArticlePage,
  readNewsItems,
  type ShownArticle,
  type ShownArticlePage,
  sameArticlesProblems,
} from '../content-facts';
import { expectFact } from '../expect-fact';
import { FACTS, NEWS_ARTICLE_COUNT, NEWS_ARTICLES, NEWS_CATEGORIES, type NewsArticle } from '../oracle/content';
import { headingOf, LOCALES, type Locale, type SpecPath } from '../oracle/routes';
import { pages } from '../scope';
import { expectShown } from './facts';
import { answerApiInBrowser, expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { appRunning, collectErrors, expectHeading, revealAll, storeLocale } from './site';

/** The words of the news controls, as the project chose them (decision 012 puts the article in the query). */
const UI = {
  'en-US': {
    readMore: 'Read more',
    pagination: 'News list pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (current: number, total: number) => `Page ${current} of ${total}`,
    position: /^Page (\d+) of (\d+)$/,
    articleNavigation: 'More articles',
    previousArticle: 'Previous article',
    nextArticle: 'Next article',
    backToList: 'Back to the news list',
    notFoundTitle: 'Article not found',
    notFoundText: /^We could not find the article this link points to\./,
    noArticleText: /^This page shows one news article at a time, and no article was chosen\./,
    listTitle: 'Latest articles',
    allTopics: 'All topics',
    shown: (count: number, total: number) => `Showing ${count} of ${total} articles`,
  },
  'zh-CN': {
    readMore: '阅读全文',
    pagination: '新闻列表分页',
    previousPage: '上一页',
    nextPage: '下一页',
    pageOf: (current: number, total: number) => `第 ${current} 页，共 ${total} 页`,
    position: /^第 (\d+) 页，共 (\d+) 页$/,
    articleNavigation: '更多文章',
    previousArticle: '上一篇',
    nextArticle: '下一篇',
    backToList: '返回新闻列表',
    notFoundTitle: '未找到该文章',
    notFoundText: /^没有找到该链接指向的文章/,
    noArticleText: /^本页面用于阅读单篇新闻，当前未指定文章/,
    listTitle: '最新文章',
    allTopics: '全部栏目',
    shown: (count: number, total: number) => `显示 ${count} 篇，共 ${total} 篇文章`,
  },
} as const satisfies Record<Locale, unknown>;

/** The project's list pages show two articles a page. */
const PER_PAGE = 2;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name of a link whose visible words are completed for screen readers: "Read more: <title>". */
function labelled(label: string, title: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(title)}$`);
}

/** One of §1's four as the lists show it in `locale`. */
const shownOf = (article: NewsArticle, locale: Locale): ShownArticle => ({
  id: article.id,
  title: article.title[locale],
  date: article.date,
});

/** The articles a news list shows on its current page: id (from "read more"), title, date, category, summary. */
async function listedHere(page: Page): Promise<ShownArticle[]> {
  return (await page.evaluate(readNewsItems)).map(({ link, ...item }) => ({ id: articleIdOf(link), ...item }));
}

/** The articles of a compact list (`scope`: /newsdetail's suggestions, the home page's latest news): id, title, date. */
async function linkedIn(page: Page, scope: string): Promise<ShownArticle[]> {
  const items = await page.locator(`${scope} .news-links li`).evaluateAll((elements) =>
    elements.map((item) => ({
      link: item.querySelector('a')?.getAttribute('href') ?? '',
      title: (item.querySelector('a')?.textContent ?? '').trim(),
      date: item.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
  return items.map(({ link, ...item }) => ({ id: articleIdOf(link), ...item }));
}

/** An article's page as it shows the article (decision 012). */
const articleShown = (page: Page): Promise<ShownArticlePage> => page.evaluate(readArticlePage);

function pager(page: Page, locale: Locale) {
  const ui = UI[locale];
  const nav = page.getByRole('navigation', { name: ui.pagination });
  return {
    nav,
    previous: nav.getByRole('button', { name: ui.previousPage, exact: true }),
    next: nav.getByRole('button', { name: ui.nextPage, exact: true }),
    position: (current: number, total: number) => nav.getByText(ui.pageOf(current, total)),
  };
}

/** Where the pager says the list is ("Page 1 of 3"), or undefined when the list has no pager. */
async function positionOf(page: Page, locale: Locale): Promise<{ current: number; total: number } | undefined> {
  const texts = await pager(page, locale).nav.locator('.pager-position').allTextContents();
  const match = UI[locale].position.exec(texts[0]?.trim() ?? '');
  return match ? { current: Number(match[1]), total: Number(match[2]) } : undefined;
}

async function open(page: Page, path: SpecPath, locale: Locale): Promise<void> {
  await page.goto(`/#${path}`);
  await expectHeading(page, headingOf(path, locale));
}

/**
 * Every article the news list of `path` shows, read page by page with the mouse from page 1:
 * each page but the last shows two, the pager says where the list is and disables the step it
 * cannot take. Fails naming §1's news unless the four are there as the oracle says, any other
 * article whole, newest first. Leaves the list at its last page.
 */
async function walkList(
  page: Page,
  locale: Locale,
  path: SpecPath,
): Promise<{ articles: ShownArticle[]; pages: number }> {
  const where = `the news list of ${path} in ${locale}`;
  // §1's four fill two pages at least: the pager is there, at page 1.
  const first = await expectShown(
    FACTS.news,
    async () => ({ position: await positionOf(page, locale), shown: await listedHere(page) }),
    ({ position, shown }) =>
      position?.current === 1
        ? []
        : [`${where} has no pager at page 1`, ...newsListProblems(shown, locale, where, { newestFirst: true })],
  );
  const pages = first.position?.total ?? 1;
  const { previous, next, position } = pager(page, locale);
  const articles: ShownArticle[] = [];
  for (let current = 1; current <= pages; current++) {
    if (current > 1) await next.click();
    await expect(position(current, pages)).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', String(current === 1));
    await expect(next).toHaveAttribute('aria-disabled', String(current === pages));
    const shown = await listedHere(page);
    const room = current < pages ? [PER_PAGE] : [1, PER_PAGE];
    expect(room, `${where}, page ${current} of ${pages}: ${PER_PAGE} a page`).toContain(shown.length);
    articles.push(...shown);
  }
  expectFact(FACTS.news, newsListProblems(articles, locale, where, { newestFirst: true }));
  return { articles, pages };
}

/** The list shows exactly `shown` now, each with its "read more" link to its page. */
async function expectListedHere(page: Page, locale: Locale, shown: readonly ShownArticle[]): Promise<void> {
  expect(shown.length).toBeGreaterThan(0);
  await expect.poll(() => listedHere(page)).toEqual(shown);
  for (const article of shown)
    await expect(
      page.getByRole('article', { name: article.title }).getByRole('link', {
        name: labelled(UI[locale].readMore, article.title),
      }),
    ).toHaveAttribute('href', `#/newsdetail?id=${article.id}`);
}

/** Steps the list's pager with the mouse from page `from` to page `to` of `pages`. */
async function stepTo(page: Page, locale: Locale, from: number, to: number, pages: number): Promise<void> {
  const { previous, next, position } = pager(page, locale);
  for (let current = from; current !== to; ) {
    const forward = current < to;
    await (forward ? next : previous).click();
    current += forward ? 1 : -1;
    await expect(position(current, pages)).toBeVisible();
  }
}

/** /newsdetail without an article lists every article; checked against §1 and returned. */
async function suggested(page: Page, locale: Locale): Promise<ShownArticle[]> {
  await open(page, '/newsdetail', locale);
  return expectShown(
    FACTS.news,
    () => linkedIn(page, '.news-not-found'),
    (shown) =>
      newsListProblems(shown, locale, `the list of every article on /newsdetail in ${locale}`, { newestFirst: false }),
  );
}

/** The page of `article` shows it whole (one of §1's four: as the oracle says). */
async function expectArticle(page: Page, locale: Locale, article: ShownArticle): Promise<void> {
  await expectShown(
    FACTS.news,
    () => articleShown(page),
    (shown) =>
      articlePageProblems(shown, article, {
        locale,
        kind: headingOf('/newsdetail', locale),
        where: `the page of the article ${article.id} in ${locale}`,
      }),
  );
  // A static page (decision 029) shows the same before the app runs: what the test does next is done to the app.
  await expect.poll(() => appRunning(page)).toBe(true);
}

for (const locale of LOCALES) {
  test.describe(`news (${locale})`, () => {
    test.use({ locale });
    const ui = UI[locale];

    test(
      '/journalism lists §1’s four articles and any published since, newest first, two per page, paged with the mouse',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING').on(pages(['/journalism', '/newsdetail'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: ui.listTitle })).toBeVisible();
        const { previous, next, position } = pager(page, locale);
        // A real click on the aria-disabled control (Playwright would wait for it to be enabled): nothing happens.
        await expect(previous).toHaveAttribute('aria-disabled', 'true');
        await previous.click({ force: true });
        const { articles, pages } = await walkList(page, locale, '/journalism');
        await expectListedHere(page, locale, articles.slice((pages - 1) * PER_PAGE));
        await next.click({ force: true }); // disabled at the last page: nothing happens
        await expect(position(pages, pages)).toBeVisible();
        await previous.click();
        await expect(position(pages - 1, pages)).toBeVisible();
        await expect(previous).toHaveAttribute('aria-disabled', String(pages === 2));
        await expect(next).toHaveAttribute('aria-disabled', 'false');
        await expectListedHere(page, locale, articles.slice((pages - 2) * PER_PAGE, (pages - 1) * PER_PAGE));

        // The four topics, each named as the articles' categories are.
        const topics = Object.values(NEWS_CATEGORIES);
        expect(topics).toHaveLength(4);
        for (const category of topics) {
          await expect(page.getByRole('heading', { level: 3, name: category[locale], exact: true })).toBeVisible();
        }
        // The list has every article /newsdetail offers, no more, no fewer.
        const offered = await suggested(page, locale);
        expectFact(
          FACTS.news,
          sameArticlesProblems(articles, offered, [`/journalism in ${locale}`, `/newsdetail in ${locale}`]),
        );
        expect(errors).toEqual([]);
      },
    );

    test(
      '/enterprisenews lists every article, pages with the keyboard, keeping focus on the control, and filters by topic',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING').on(
        pages(['/enterprisenews', '/newsdetail'], locale),
      ),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/enterprisenews', locale);
        const { articles, pages } = await walkList(page, locale, '/enterprisenews');
        await expect(page.getByText(ui.shown(articles.length, articles.length))).toBeVisible();
        const offered = await suggested(page, locale);
        expectFact(
          FACTS.news,
          sameArticlesProblems(articles, offered, [`/enterprisenews in ${locale}`, `/newsdetail in ${locale}`]),
        );

        // From page 1 again, the keyboard.
        await open(page, '/enterprisenews', locale);
        const { previous, next, position } = pager(page, locale);
        await expectListedHere(page, locale, articles.slice(0, PER_PAGE));
        await expect(position(1, pages)).toBeVisible();
        // From the last "read more" of the page, Tab reaches "previous" (disabled, still focusable), then "next".
        const second = articles[1] as ShownArticle;
        await page.getByRole('link', { name: labelled(ui.readMore, second.title) }).focus();
        await page.keyboard.press('Tab');
        await expect(previous).toBeFocused();
        await page.keyboard.press('Enter'); // disabled: nothing happens
        await expect(position(1, pages)).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(position(2, pages)).toBeVisible();
        await expectListedHere(page, locale, articles.slice(PER_PAGE, 2 * PER_PAGE));
        await expect(next).toBeFocused();
        await expect(next).toHaveAttribute('aria-disabled', String(pages === 2));
        await page.keyboard.press('Shift+Tab');
        await expect(previous).toBeFocused();
        await page.keyboard.press('Space');
        await expect(position(1, pages)).toBeVisible();
        await expect(previous).toBeFocused();
        await expectListedHere(page, locale, articles.slice(0, PER_PAGE));

        // A topic shows its articles only (§1's honours article among them); "all topics" brings
        // every article back, from page 1.
        const all = page.getByRole('button', { name: ui.allTopics, exact: true });
        await expect(all).toHaveAttribute('aria-pressed', 'true');
        const label = NEWS_CATEGORIES.honours[locale];
        const honours = articles.filter((article) => article.category?.includes(label));
        expect(
          honours.map((article) => article.id),
          'the honours of the list',
        ).toEqual(expect.arrayContaining(NEWS_ARTICLES.filter((a) => a.category === 'honours').map((a) => a.id)));
        const topic = page.getByRole('button', { name: label, exact: true });
        await topic.click();
        await expect(topic).toHaveAttribute('aria-pressed', 'true');
        await expectListedHere(page, locale, honours.slice(0, PER_PAGE));
        await expect(page.getByText(ui.shown(honours.length, articles.length))).toBeVisible();
        await all.focus();
        await page.keyboard.press('Enter');
        await expectListedHere(page, locale, articles.slice(0, PER_PAGE));
        await expect(position(1, pages)).toBeVisible();
        expect(errors).toEqual([]);
      },
    );

    test(
      'an article opened from the list has its own URL and survives a reload',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/journalism', '/newsdetail'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        const { articles, pages } = await walkList(page, locale, '/journalism');
        // §1's second article, on whichever page the list shows it.
        const article = shownOf(NEWS_ARTICLES[1] as NewsArticle, locale);
        const index = articles.findIndex((item) => item.id === article.id);
        await stepTo(page, locale, pages, Math.floor(index / PER_PAGE) + 1, pages);
        await page.getByRole('link', { name: labelled(ui.readMore, article.title) }).click();
        await expect(page).toHaveURL(new RegExp(`#/newsdetail\\?id=${article.id}$`));
        await expectArticle(page, locale, article);
        await page.reload();
        await expectArticle(page, locale, article);
        expect(errors).toEqual([]);
      },
    );

    test(
      'an article links to the previous and the next of the list, and back to the list',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/journalism', '/newsdetail'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        const { articles } = await walkList(page, locale, '/journalism');
        const [first, second, third] = articles as [ShownArticle, ShownArticle, ShownArticle];
        const last = articles.at(-1) as ShownArticle;
        const navigation = page.getByRole('navigation', { name: ui.articleNavigation });
        await page.goto(`/#/newsdetail?id=${second.id}`);
        await expectArticle(page, locale, second);
        await navigation.getByRole('link', { name: labelled(ui.nextArticle, third.title) }).click();
        await expect(page).toHaveURL(new RegExp(`id=${third.id}$`));
        await expectArticle(page, locale, third);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        await navigation.getByRole('link', { name: labelled(ui.previousArticle, second.title) }).click();
        await expectArticle(page, locale, second);
        await navigation.getByRole('link', { name: labelled(ui.previousArticle, first.title) }).click();
        await expectArticle(page, locale, first);
        // The newest article has no previous one; the oldest has no next one.
        await expect(
          navigation.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.previousArticle)}`) }),
        ).toHaveCount(0);
        await page.goto(`/#/newsdetail?id=${last.id}`);
        await expectArticle(page, locale, last);
        await expect(
          navigation.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.nextArticle)}`) }),
        ).toHaveCount(0);
        await navigation.getByRole('link', { name: ui.backToList }).click();
        await expectHeading(page, headingOf('/journalism', locale));
        expect(errors).toEqual([]);
      },
    );

    test(
      'an unknown or missing article id shows "article not found" with every article and the way back to the list',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/newsdetail', '/journalism'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto('/#/newsdetail?id=no-such-article');
        await expectHeading(page, headingOf('/newsdetail', locale));
        await expect(page.getByRole('heading', { level: 2, name: ui.notFoundTitle })).toBeVisible();
        await expect(page.getByText(ui.notFoundText)).toBeVisible();
        await expectShown(
          FACTS.news,
          () => linkedIn(page, '.news-not-found'),
          (shown) =>
            newsListProblems(
              shown,
              locale,
              `the list of every article on /newsdetail?id=no-such-article in ${locale}`,
              {
                newestFirst: false,
              },
            ),
        );
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(headingOf('/newsdetail', locale))} \\| `));

        await page.goto('/#/newsdetail');
        await expect(page.getByRole('heading', { level: 2, name: ui.notFoundTitle })).toBeVisible();
        await expect(page.getByText(ui.noArticleText)).toBeVisible();
        await page.getByRole('link', { name: ui.backToList }).click();
        await expectHeading(page, headingOf('/journalism', locale));
        expect(errors).toEqual([]);
      },
    );
  });
}

test(
  'every article, §1’s four and any published since, is in every language, newest in the home page’s latest news, and its page shows it whole',
  proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL').on(pages(['/home', '/journalism', '/newsdetail'])),
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    expect(new Set(NEWS_ARTICLES.map((article) => article.id)), 'the oracle lists §1’s four').toHaveProperty(
      'size',
      NEWS_ARTICLE_COUNT,
    );
    const offered = new Map<Locale, ShownArticle[]>();
    for (const locale of LOCALES) {
      const context = await browser.newContext({ baseURL, locale });
      await answerApiInBrowser(context);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await storeLocale(page, locale);
      const articles = await suggested(page, locale);
      offered.set(locale, articles);
      await open(page, '/home', locale);
      await revealAll(page);
      await expectShown(
        FACTS.news,
        () => linkedIn(page, '.latest-news'),
        (latest) => latestProblems(latest, articles, `the latest news of /home in ${locale}`),
      );
      for (const article of articles) {
        await page.goto(`/#/newsdetail?id=${article.id}`);
        await expectArticle(page, locale, article);
      }
      expect(errors, locale).toEqual([]);
      await context.close();
    }
    const [first, ...others] = LOCALES;
    for (const other of others)
      expectFact(
        FACTS.news,
        sameArticlesProblems(offered.get(first as Locale) ?? [], offered.get(other) ?? [], [
          `/newsdetail in ${first}`,
          `/newsdetail in ${other}`,
        ]),
      );
  },
);
