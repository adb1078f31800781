import type { Locale } from '../../generated/messages.gen';
import { formatDate } from '../../shared/text';
import { type Article, categoryLabel, type News } from './news-data';

/** The date and the category of an article, each with its name for screen readers. */
export function ArticleMeta({ article, news, locale }: { article: Article; news: News; locale: Locale }) {
  return (
    <p className="news-meta">
      <span>
        <span className="visually-hidden">{news.ui.published}: </span>
        <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
      </span>
      <span className="news-category">
        <span className="visually-hidden">{news.ui.category}: </span>
        {categoryLabel(news, article.category)}
      </span>
    </p>
  );
}
