// The news of the site: the four articles live in the content of the news-detail page
// (spec/pages.yaml), and every news view reads them from there in the visitor's language.
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

/** The label of a category id, or the id itself if the manifest lacks it. */
export function categoryLabel(news: News, id: string): string {
  return news.categories.find((category) => category.id === id)?.label ?? id;
}

/** The articles, newest first (the manifest's order is not relied on). */
export function newestFirst(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}
