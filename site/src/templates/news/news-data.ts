// The news of the site: the four articles live in the content of the news-detail page
// (spec/pages.yaml), and every news view reads them from there in the visitor's language.
import type { Locale } from '../../generated/messages.gen';
import type { Content } from '../../generated/pages/news-detail.gen';
import type { RoutePath } from '../../generated/routes.gen';

export type News = Content;
export type Article = Content['articles'][number];

/** The route of the article page; the article itself travels as `?id=` (docs/decisions/012). */
export const ARTICLE_PATH: RoutePath = '/newsdetail';
/** The news list that an article and the latest news lead back to. */
export const LIST_PATH: RoutePath = '/journalism';

/** Articles per page of a news list. */
export const PAGE_SIZE = 2;

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "September 16, 2022" / "2022年9月16日": the date of the manifest (YYYY-MM-DD), never shifted by a time zone. */
export function formatDate(date: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A text with {placeholders} filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The label of a category id, or the id itself if the manifest lacks it. */
export function categoryLabel(news: News, id: string): string {
  return news.categories.find((category) => category.id === id)?.label ?? id;
}

/** The articles, newest first (the manifest's order is not relied on). */
export function newestFirst(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}
