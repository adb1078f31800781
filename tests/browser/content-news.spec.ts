// The news centre, the company news list and the article page, in both languages: §1's four
// articles, listed two per page with previous and next controls, filtered by topic, each with a
// page of its own. Expected articles and headings come from the oracle (tests/oracle/content.ts);
// the words of the controls are the project's, written by hand below.

import { NEWS_ARTICLE_COUNT, NEWS_ARTICLES, NEWS_CATEGORIES, type NewsArticle } from '../oracle/content';
import { headingOf, type Locale, type SpecPath } from '../oracle/routes';
import { page as pageOf, pages } from '../scope';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading } from './site';

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** The words of the news controls, as the project chose them (decision 012 puts the article in the query). */
const UI = {
  'en-US': {
    readMore: 'Read more',
    pagination: 'News list pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (current: number, total: number) => `Page ${current} of ${total}`,
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
} as const;

/** §1's four articles, newest first, as each language titles them. */
const articles = NEWS_ARTICLES;

function categoryOf(locale: Locale, article: NewsArticle): string {
  return NEWS_CATEGORIES[article.category][locale];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name of a link whose visible words are completed for screen readers: "Read more: <title>". */
function labelled(label: string, title: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(title)}$`);
}

/** The list shows exactly these articles, each with its date, category, title, summary and "read more". */
async function expectListed(page: Page, locale: Locale, shown: readonly NewsArticle[]): Promise<void> {
  expect(shown.length).toBeGreaterThan(0);
  await expect(page.locator('.news-item')).toHaveCount(shown.length);
  await expect(page.locator('.news-item h3')).toHaveText(shown.map((article) => article.title[locale]));
  for (const article of shown) {
    const title = article.title[locale];
    const item = page.getByRole('article', { name: title });
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(item.locator(`time[datetime="${article.date}"]`)).toBeVisible();
    await expect(item.locator('.news-category')).toContainText(categoryOf(locale, article));
    await expect(item.locator('p:not(.news-meta)')).toHaveText(/\S/);
    await expect(item.getByRole('link', { name: labelled(UI[locale].readMore, title) })).toHaveAttribute(
      'href',
      `#/newsdetail?id=${article.id}`,
    );
  }
}

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

async function open(page: Page, path: SpecPath, locale: Locale): Promise<void> {
  await page.goto(`/#${path}`);
  await expectHeading(page, headingOf(path, locale));
}

for (const locale of LOCALES) {
  test.describe(`news (${locale})`, () => {
    test.use({ locale });
    const ui = UI[locale];

    test(
      '/journalism lists the four articles, two per page, paged with the mouse',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING').on(pageOf('/journalism', locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: ui.listTitle })).toBeVisible();
        expect(articles).toHaveLength(NEWS_ARTICLE_COUNT);
        expect(new Set(articles.map((article) => article.id)).size).toBe(NEWS_ARTICLE_COUNT);

        const { previous, next, position } = pager(page, locale);
        await expectListed(page, locale, articles.slice(0, 2));
        await expect(position(1, 2)).toBeVisible();
        await expect(previous).toHaveAttribute('aria-disabled', 'true');
        await expect(next).toHaveAttribute('aria-disabled', 'false');
        // A real click on the aria-disabled control (Playwright would wait for it to be enabled): nothing happens.
        await previous.click({ force: true });
        await expect(position(1, 2)).toBeVisible();

        await next.click();
        await expect(position(2, 2)).toBeVisible();
        await expectListed(page, locale, articles.slice(2, 4));
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await expect(previous).toHaveAttribute('aria-disabled', 'false');
        await next.click({ force: true }); // disabled at the last page: nothing happens
        await expect(position(2, 2)).toBeVisible();

        await previous.click();
        await expect(position(1, 2)).toBeVisible();
        await expectListed(page, locale, articles.slice(0, 2));

        // The four topics, each named as the articles' categories are.
        const topics = Object.values(NEWS_CATEGORIES);
        expect(topics).toHaveLength(4);
        for (const category of topics) {
          await expect(page.getByRole('heading', { level: 3, name: category[locale], exact: true })).toBeVisible();
        }
        expect(errors).toEqual([]);
      },
    );

    test(
      '/enterprisenews pages with the keyboard, keeping focus on the control, and filters by topic',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING').on(pageOf('/enterprisenews', locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/enterprisenews', locale);
        const { previous, next, position } = pager(page, locale);
        await expectListed(page, locale, articles.slice(0, 2));
        await expect(position(1, 2)).toBeVisible();

        // From the last "read more" of the page, Tab reaches "previous" (disabled, still focusable), then "next".
        const second = articles[1] as NewsArticle;
        await page.getByRole('link', { name: labelled(ui.readMore, second.title[locale]) }).focus();
        await page.keyboard.press('Tab');
        await expect(previous).toBeFocused();
        await page.keyboard.press('Enter'); // disabled: nothing happens
        await expect(position(1, 2)).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(position(2, 2)).toBeVisible();
        await expectListed(page, locale, articles.slice(2, 4));
        await expect(next).toBeFocused();
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await page.keyboard.press('Shift+Tab');
        await expect(previous).toBeFocused();
        await page.keyboard.press('Space');
        await expect(position(1, 2)).toBeVisible();
        await expect(previous).toBeFocused();
        await expectListed(page, locale, articles.slice(0, 2));

        // A topic shows its articles only; "all topics" brings the four back, from page 1.
        const all = page.getByRole('button', { name: ui.allTopics, exact: true });
        await expect(all).toHaveAttribute('aria-pressed', 'true');
        const honours = articles.filter((article) => article.category === 'honours');
        expect(honours).toHaveLength(1);
        const topic = page.getByRole('button', { name: categoryOf(locale, honours[0] as NewsArticle), exact: true });
        await topic.click();
        await expect(topic).toHaveAttribute('aria-pressed', 'true');
        await expectListed(page, locale, honours);
        await expect(page.getByText(ui.shown(honours.length, NEWS_ARTICLE_COUNT))).toBeVisible();
        await all.focus();
        await page.keyboard.press('Enter');
        await expectListed(page, locale, articles.slice(0, 2));
        await expect(position(1, 2)).toBeVisible();
        expect(errors).toEqual([]);
      },
    );

    /**
     * The article page shows `article`: its headline as the page's main heading (under the page's
     * own name), its date, category, summary and body, and names the document after it.
     */
    const expectArticle = async (page: Page, article: NewsArticle) => {
      const title = article.title[locale];
      await expectHeading(page, title);
      const view = page.getByRole('article', { name: title });
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(view.getByText(headingOf('/newsdetail', locale), { exact: true })).toBeVisible();
      await expect(view.locator(`time[datetime="${article.date}"]`)).toBeVisible();
      await expect(view.locator('.news-category')).toContainText(categoryOf(locale, article));
      // The summary and a body of at least one paragraph.
      await expect(view.locator('p.news-lead')).toHaveText(/\S/);
      await expect(view.locator('p:not(.news-meta, .news-lead)').first()).toHaveText(/\S/);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\| `));
    };

    test(
      'an article opened from the list has its own URL and survives a reload',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/journalism', '/newsdetail'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        expect(articles).toHaveLength(NEWS_ARTICLE_COUNT);
        const second = articles[1] as NewsArticle;
        await page.getByRole('link', { name: labelled(ui.readMore, second.title[locale]) }).click();
        await expect(page).toHaveURL(new RegExp(`#/newsdetail\\?id=${second.id}$`));
        await expectArticle(page, second);
        await page.reload();
        await expectArticle(page, second);
        expect(errors).toEqual([]);
      },
    );

    test(
      'an article links to the previous and the next, and back to the list',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR').on(pages(['/journalism', '/newsdetail'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        expect(articles).toHaveLength(NEWS_ARTICLE_COUNT);
        const [first, second, third, fourth] = articles as [NewsArticle, NewsArticle, NewsArticle, NewsArticle];
        const navigation = page.getByRole('navigation', { name: ui.articleNavigation });
        await page.goto(`/#/newsdetail?id=${second.id}`);
        await expectArticle(page, second);
        await navigation.getByRole('link', { name: labelled(ui.nextArticle, third.title[locale]) }).click();
        await expect(page).toHaveURL(new RegExp(`id=${third.id}$`));
        await expectArticle(page, third);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        await navigation.getByRole('link', { name: labelled(ui.previousArticle, second.title[locale]) }).click();
        await expectArticle(page, second);
        await navigation.getByRole('link', { name: labelled(ui.previousArticle, first.title[locale]) }).click();
        await expectArticle(page, first);
        // The newest article has no previous one; the oldest has no next one.
        await expect(
          navigation.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.previousArticle)}`) }),
        ).toHaveCount(0);
        await page.goto(`/#/newsdetail?id=${fourth.id}`);
        await expectArticle(page, fourth);
        await expect(
          navigation.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.nextArticle)}`) }),
        ).toHaveCount(0);
        await navigation.getByRole('link', { name: ui.backToList }).click();
        await expectHeading(page, headingOf('/journalism', locale));
        expect(errors).toEqual([]);
      },
    );

    test(
      'an unknown or missing article id shows "article not found" with the way back to the list',
      proves('UI-NEWS-LIST-DETAIL').on(pages(['/newsdetail', '/journalism'], locale)),
      async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto('/#/newsdetail?id=no-such-article');
        await expectHeading(page, headingOf('/newsdetail', locale));
        await expect(page.getByRole('heading', { level: 2, name: ui.notFoundTitle })).toBeVisible();
        await expect(page.getByText(ui.notFoundText)).toBeVisible();
        expect(articles).toHaveLength(NEWS_ARTICLE_COUNT);
        for (const article of articles)
          await expect(page.getByRole('link', { name: article.title[locale] })).toBeVisible();
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
