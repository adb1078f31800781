import { useState } from 'react';
import type { Locale } from '../../generated/messages.gen';
import { AppLink } from '../../shared/app-link';
import { ArticleMeta } from './article-meta';
import { ARTICLE_PATH, type Article, type News, PAGE_SIZE } from './news-data';
import { Pager } from './pager';
import './news.css';

/**
 * A news list, two articles per page: date, category, title, summary and a "read more" link
 * each, then the previous and next page controls. A new list (another filter) starts at page 1:
 * give it a new `key`.
 */
export function NewsList({ articles, news, locale }: { articles: readonly Article[]; news: News; locale: Locale }) {
  const pages = Math.max(1, Math.ceil(articles.length / PAGE_SIZE));
  const [requested, setPage] = useState(1);
  const page = Math.min(requested, pages);
  const shown = articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="news-list">
      <ul className="news-items">
        {shown.map((article) => (
          <li key={article.id}>
            <article className="news-item" aria-labelledby={`news-${article.id}`}>
              <h3 id={`news-${article.id}`}>{article.title}</h3>
              <ArticleMeta article={article} news={news} locale={locale} />
              <p>{article.summary}</p>
              <AppLink to={ARTICLE_PATH} query={{ id: article.id }} className="news-more">
                {news.ui.readMore}
                <span className="visually-hidden">: {article.title}</span>
              </AppLink>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager page={page} pages={pages} onChange={setPage} ui={news.ui} />}
    </div>
  );
}
