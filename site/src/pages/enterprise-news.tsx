import { useState } from 'react';
import { content } from '../generated/pages/enterprise-news.gen';
import { content as newsContent } from '../generated/pages/news-detail.gen';
import { AppLink } from '../shared/app-link';
import { fill } from '../shared/fill';
import { useI18n } from '../shared/i18n';
import { PageHeader, usePageText } from '../shared/page-content';
import { Paragraphs, Section } from '../templates/blocks';
import { newestFirst } from '../templates/news/news-data';
import { NewsList } from '../templates/news/news-list';

const ALL = 'all';

/** /enterprisenews: the company's announcements, newest first, two per page, with a topic filter. */
export function Component() {
  const text = usePageText(content);
  const { locale } = useI18n();
  const news = newsContent[locale];
  const [topic, setTopic] = useState(ALL);
  const all = newestFirst(news.articles);
  const articles = topic === ALL ? all : all.filter((article) => article.category === topic);
  const topics = [{ id: ALL, label: text.allTopics }, ...news.categories];
  return (
    <article className="page enterprise-news">
      <PageHeader text={text} />
      <Paragraphs text={text.intro} />
      <Section title={text.listTitle}>
        <fieldset className="news-filter">
          <legend className="news-filter-label">{text.filterLabel}</legend>
          {topics.map((option) => (
            <button
              key={option.id}
              type="button"
              className="news-filter-option"
              aria-pressed={option.id === topic}
              onClick={() => setTopic(option.id)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <p className="news-count" aria-live="polite">
          {fill(text.shown, { count: articles.length, total: all.length })}
        </p>
        <NewsList key={topic} articles={articles} news={news} locale={locale} />
      </Section>
      <Section title={text.aboutTitle} intro={text.aboutText}>
        <ul className="related-links">
          {text.links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}
