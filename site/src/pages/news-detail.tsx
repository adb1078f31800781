import { useContext, useEffect } from 'react';
import { content } from '../generated/pages/news-detail.gen';
import { useI18n } from '../shared/i18n';
import { DocumentHead, PageHeader, usePageText } from '../shared/page-content';
import { useQueryParameter } from '../shared/route-query';
import { ArticleNotFound, ArticleView } from '../templates/news/article-view';
import { newestFirst } from '../templates/news/news-data';

/**
 * /newsdetail: the article named by the query, its headline the page's h1, `#/newsdetail?id=<article id>` (the path has no
 * parameter, §2; docs/decisions/012). The document title is the article's title.
 */
export function Component() {
  const text = usePageText(content);
  const { locale, t } = useI18n();
  const id = useQueryParameter('id');
  const articles = newestFirst(text.articles);
  const index = articles.findIndex((candidate) => candidate.id === id);
  const article = index >= 0 ? articles[index] : undefined;
  const appName = t('app.name');
  // Prerendered (an article's static page, decision 029), the head is the article's as well.
  const head = useContext(DocumentHead);
  if (head && article) {
    head.pageTitle = article.title;
    head.title = `${article.title} | ${appName}`;
    head.description = article.summary;
  }
  // After usePageText's effect (same component, declared later): the article's title wins.
  useEffect(() => {
    document.title = `${article?.title ?? text.title} | ${appName}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', article?.summary ?? text.description);
  }, [article, text, appName]);
  return (
    <div className="page news-detail">
      {article ? (
        <ArticleView
          article={article}
          previous={articles[index - 1]}
          next={articles[index + 1]}
          news={text}
          locale={locale}
          kind={text.title}
        />
      ) : (
        <article>
          <PageHeader text={text} />
          <ArticleNotFound id={id} news={text} locale={locale} />
        </article>
      )}
    </div>
  );
}
