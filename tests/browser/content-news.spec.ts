import type { Locale } from '../../site/src/generated/messages.gen';
import { content as enterpriseNews } from '../../site/src/generated/pages/enterprise-news.gen';
import { content as newsCentre } from '../../site/src/generated/pages/news-centre.gen';
import { content as newsDetail } from '../../site/src/generated/pages/news-detail.gen';
import type { RoutePath } from '../../site/src/generated/routes.gen';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, titleOf } from './site';

type Article = (typeof newsDetail)['en-US']['articles'][number];

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** The four articles in a language, newest first: the order of every list. */
function articlesIn(locale: Locale): Article[] {
  return [...newsDetail[locale].articles].sort((a, b) => b.date.localeCompare(a.date));
}

function categoryOf(locale: Locale, article: Article): string {
  const label = newsDetail[locale].categories.find((category) => category.id === article.category)?.label;
  if (!label) throw new Error(`no category ${article.category}`);
  return label;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name of a link whose visible words are completed for screen readers: "Read more: <title>". */
function labelled(label: string, title: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(title)}$`);
}

/** The list shows exactly these articles, each with its date, category, title, summary and "read more". */
async function expectListed(page: Page, locale: Locale, shown: readonly Article[]): Promise<void> {
  const { ui } = newsDetail[locale];
  await expect(page.locator('.news-item')).toHaveCount(shown.length);
  for (const article of shown) {
    const item = page.getByRole('article', { name: article.title });
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(article.title);
    await expect(item.locator(`time[datetime="${article.date}"]`)).toBeVisible();
    await expect(item.locator('.news-category')).toContainText(categoryOf(locale, article));
    await expect(item.getByText(article.summary)).toBeVisible();
    await expect(item.getByRole('link', { name: labelled(ui.readMore, article.title) })).toHaveAttribute(
      'href',
      `#/newsdetail?id=${article.id}`,
    );
  }
}

function pager(page: Page, locale: Locale) {
  const { ui } = newsDetail[locale];
  const nav = page.getByRole('navigation', { name: ui.pagination });
  return {
    nav,
    previous: nav.getByRole('button', { name: ui.previousPage, exact: true }),
    next: nav.getByRole('button', { name: ui.nextPage, exact: true }),
    position: (current: number, total: number) =>
      nav.getByText(ui.pageOf.replace('{current}', String(current)).replace('{total}', String(total))),
  };
}

async function open(page: Page, path: RoutePath, locale: Locale): Promise<void> {
  await page.goto(`/#${path}`);
  await expectHeading(page, await titleOf(path, locale));
}

for (const locale of LOCALES) {
  test.describe(`news (${locale})`, () => {
    test.use({ locale });
    const articles = articlesIn(locale);
    const ui = newsDetail[locale].ui;

    test(
      '/journalism lists the four articles, two per page, paged with the mouse',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING'),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        const text = newsCentre[locale];
        await expect(page.getByRole('img', { name: text.heroImageAlt })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: text.listTitle })).toBeVisible();
        expect(articles).toHaveLength(4);
        expect(new Set(articles.map((article) => article.id)).size).toBe(4);

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
        for (const category of newsDetail[locale].categories) {
          await expect(page.getByRole('heading', { level: 3, name: category.label, exact: true })).toBeVisible();
        }
        expect(errors).toEqual([]);
      },
    );

    test(
      '/enterprisenews pages with the keyboard, keeping focus on the control, and filters by topic',
      proves('CONTENT-NEWS-FOUR', 'UI-NEWS-LIST-DETAIL', 'UI-PAGING'),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/enterprisenews', locale);
        const text = enterpriseNews[locale];
        const { previous, next, position } = pager(page, locale);
        await expectListed(page, locale, articles.slice(0, 2));
        await expect(position(1, 2)).toBeVisible();

        // From the last "read more" of the page, Tab reaches "previous" (disabled, still focusable), then "next".
        const second = articles[1] as Article;
        await page.getByRole('link', { name: labelled(ui.readMore, second.title) }).focus();
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
        const all = page.getByRole('button', { name: text.allTopics, exact: true });
        await expect(all).toHaveAttribute('aria-pressed', 'true');
        const honours = articles.filter((article) => article.category === 'honours');
        const topic = page.getByRole('button', { name: categoryOf(locale, honours[0] as Article), exact: true });
        await topic.click();
        await expect(topic).toHaveAttribute('aria-pressed', 'true');
        await expectListed(page, locale, honours);
        await expect(
          page.getByText(text.shown.replace('{count}', String(honours.length)).replace('{total}', '4')),
        ).toBeVisible();
        await all.focus();
        await page.keyboard.press('Enter');
        await expectListed(page, locale, articles.slice(0, 2));
        await expect(position(1, 2)).toBeVisible();
        expect(errors).toEqual([]);
      },
    );

    test(
      'an article opened from the list has its own URL, survives a reload and links to the previous and next',
      proves('UI-NEWS-LIST-DETAIL', 'CONTENT-NEWS-FOUR'),
      async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, '/journalism', locale);
        const [first, second] = articles as [Article, Article, Article, Article];
        await page.getByRole('link', { name: labelled(ui.readMore, second.title) }).click();
        await expect(page).toHaveURL(new RegExp(`#/newsdetail\\?id=${second.id}$`));

        const expectArticle = async (article: Article) => {
          await expectHeading(page, await titleOf('/newsdetail', locale));
          const view = page.getByRole('article', { name: article.title });
          await expect(view.getByRole('heading', { level: 2 })).toHaveText(article.title);
          await expect(view.locator(`time[datetime="${article.date}"]`)).toBeVisible();
          await expect(view.locator('.news-category')).toContainText(categoryOf(locale, article));
          for (const paragraph of article.body) await expect(view.getByText(paragraph)).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(article.title)} \\| `));
        };
        await expectArticle(second);

        await page.reload();
        await expectArticle(second);

        const navigation = page.getByRole('navigation', { name: ui.articleNavigation });
        await navigation.getByRole('link', { name: labelled(ui.nextArticle, articles[2]?.title ?? '') }).click();
        await expect(page).toHaveURL(new RegExp(`id=${articles[2]?.id}$`));
        await expectArticle(articles[2] as Article);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

        await page.goto(`/#/newsdetail?id=${second.id}`);
        await expectArticle(second);
        await navigation.getByRole('link', { name: labelled(ui.previousArticle, first.title) }).click();
        await expectArticle(first);
        // The newest article has no previous one; the oldest has no next one.
        await expect(
          navigation.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.previousArticle)}`) }),
        ).toHaveCount(0);
        await page.goto(`/#/newsdetail?id=${articles[3]?.id}`);
        await expectArticle(articles[3] as Article);
        await expect(
          navigation.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.nextArticle)}`) }),
        ).toHaveCount(0);

        await navigation.getByRole('link', { name: ui.backToList }).click();
        await expectHeading(page, await titleOf('/journalism', locale));
        expect(errors).toEqual([]);
      },
    );

    test(
      'an unknown or missing article id shows "article not found" with the way back to the list',
      proves('UI-NEWS-LIST-DETAIL'),
      async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto('/#/newsdetail?id=no-such-article');
        await expectHeading(page, await titleOf('/newsdetail', locale));
        await expect(page.getByRole('heading', { level: 2, name: ui.notFoundTitle })).toBeVisible();
        await expect(page.getByText(ui.notFoundText)).toBeVisible();
        for (const article of articles) await expect(page.getByRole('link', { name: article.title })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(await titleOf('/newsdetail', locale))} \\| `));

        await page.goto('/#/newsdetail');
        await expect(page.getByRole('heading', { level: 2, name: ui.notFoundTitle })).toBeVisible();
        await expect(page.getByText(ui.noArticleText)).toBeVisible();
        await page.getByRole('link', { name: ui.backToList }).click();
        await expectHeading(page, await titleOf('/journalism', locale));
        expect(errors).toEqual([]);
      },
    );
  });
}
