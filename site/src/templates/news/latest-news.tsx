import { Suspense, use, useId } from 'react';
import type { Locale } from '../../generated/messages.gen';
import type { Content } from '../../generated/pages/news-detail.gen';
import { AppLink } from '../../shared/app-link';
import { useI18n } from '../../shared/i18n';
import { ArticleLinks } from './article-links';
import { LIST_PATH, newestFirst } from './news-data';
import './news.css';

type NewsByLocale = Readonly<Record<Locale, Content>>;

/** The articles' chunk, loaded once; undefined if it cannot load (the news then stays out of the page). */
let articles: Promise<NewsByLocale | undefined> | undefined;
const loadArticles = () =>
  (articles ??= import('../../generated/pages/news-detail.gen').then(
    (module) => module.content,
    () => undefined,
  ));

/**
 * The newest articles as links, for the home page. The articles load on first use (a chunk of
 * their own), so the first view of /home does not carry the four article bodies; until then,
 * and if that chunk cannot load, an empty block of about their height holds the place. A page
 * prerendered at build time waits for them, so they are in its HTML.
 */
export function LatestNews({ count = 3 }: { count?: number }) {
  return (
    <Suspense fallback={<div className="latest-news-pending" />}>
      <LatestNewsList count={count} />
    </Suspense>
  );
}

function LatestNewsList({ count }: { count: number }) {
  const { locale } = useI18n();
  const headingId = useId();
  const news = use(loadArticles())?.[locale];
  if (!news) return <div className="latest-news-pending" />;
  return (
    <section className="latest-news" aria-labelledby={headingId}>
      <h2 id={headingId}>{news.ui.latestTitle}</h2>
      <ArticleLinks articles={newestFirst(news.articles).slice(0, count)} locale={locale} />
      <AppLink to={LIST_PATH} className="news-all">
        {news.ui.allNews}
      </AppLink>
    </section>
  );
}
