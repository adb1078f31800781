import { useId } from 'react';
import type { Locale } from '../../generated/messages.gen';
import { AppLink } from '../../shared/app-link';
import { Paragraphs } from '../blocks';
import { ArticleLinks } from './article-links';
import { ArticleMeta } from './article-meta';
import { ARTICLE_PATH, type Article, LIST_PATH, type News } from './news-data';
import './news.css';

/**
 * One article in full, its headline the page's main heading (under `kind`, the page's own title),
 * then the previous and next articles of the list and the way back to it.
 */
export function ArticleView({
  article,
  previous,
  next,
  news,
  locale,
  kind,
}: {
  article: Article;
  previous: Article | undefined;
  next: Article | undefined;
  news: News;
  locale: Locale;
  kind: string;
}) {
  const headingId = useId();
  return (
    <>
      <article className="news-article" aria-labelledby={headingId}>
        <header className="page-header">
          <p className="news-kind">{kind}</p>
          <h1 tabIndex={-1} id={headingId}>
            {article.title}
          </h1>
        </header>
        <ArticleMeta article={article} news={news} locale={locale} />
        <p className="news-lead">{article.summary}</p>
        <Paragraphs text={article.body} />
      </article>
      <nav className="article-nav" aria-label={news.ui.articleNavigation}>
        <ul>
          {previous && (
            <li className="article-nav-previous">
              <AppLink to={ARTICLE_PATH} query={{ id: previous.id }} rel="prev">
                <span className="article-nav-label">
                  {news.ui.previousArticle}
                  <span className="visually-hidden">: </span>
                </span>
                {previous.title}
              </AppLink>
            </li>
          )}
          {next && (
            <li className="article-nav-next">
              <AppLink to={ARTICLE_PATH} query={{ id: next.id }} rel="next">
                <span className="article-nav-label">
                  {news.ui.nextArticle}
                  <span className="visually-hidden">: </span>
                </span>
                {next.title}
              </AppLink>
            </li>
          )}
        </ul>
        <AppLink to={LIST_PATH} className="news-all">
          {news.ui.backToList}
        </AppLink>
      </nav>
    </>
  );
}

/** What the page shows for an unknown or missing article id: why, the articles, the list. */
export function ArticleNotFound({ id, news, locale }: { id: string | null; news: News; locale: Locale }) {
  const headingId = useId();
  return (
    <section className="news-not-found" aria-labelledby={headingId}>
      <h2 id={headingId}>{news.ui.notFoundTitle}</h2>
      <p>{id ? news.ui.notFoundText : news.ui.noArticleText}</p>
      <h3>{news.ui.suggestionsTitle}</h3>
      <ArticleLinks articles={news.articles} locale={locale} />
      <AppLink to={LIST_PATH} className="button">
        {news.ui.backToList}
      </AppLink>
    </section>
  );
}
