import type { Locale } from '../../generated/messages.gen';
import { AppLink } from '../../shared/app-link';
import { formatDate } from '../../shared/text';
import { ARTICLE_PATH, type Article } from './news-data';

/** A compact list of articles: the date, then the title as a link to the article. */
export function ArticleLinks({ articles, locale }: { articles: readonly Article[]; locale: Locale }) {
  return (
    <ul className="news-links">
      {articles.map((article) => (
        <li key={article.id}>
          <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
          <AppLink to={ARTICLE_PATH} query={{ id: article.id }}>
            {article.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
