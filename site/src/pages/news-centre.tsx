import { content } from '../generated/pages/news-centre.gen';
import { content as newsContent } from '../generated/pages/news-detail.gen';
import { AppLink } from '../shared/app-link';
import { useI18n } from '../shared/i18n';
import { PageHeader, usePageText } from '../shared/page-content';
import { Paragraphs, RelatedLinks, Section } from '../templates/blocks';
import { CategoryIcon, NewsIllustration } from '../templates/news/illustrations';
import { newestFirst } from '../templates/news/news-data';
import { NewsList } from '../templates/news/news-list';

/** /journalism: the news centre — every article, newest first, two per page; the topics; media contact. */
export function Component() {
  const text = usePageText(content);
  const { locale } = useI18n();
  const news = newsContent[locale];
  return (
    <article className="page news-centre">
      <PageHeader text={text} />
      <div className="news-hero">
        <Paragraphs text={text.intro} />
        <NewsIllustration label={text.heroImageAlt} />
      </div>
      <Section title={text.listTitle}>
        <NewsList articles={newestFirst(news.articles)} news={news} locale={locale} />
      </Section>
      <Section title={text.topicsTitle} intro={text.topicsIntro}>
        <ul className="news-topics">
          {news.categories.map((category) => (
            <li key={category.id}>
              <CategoryIcon category={category.id} />
              <h3>{category.label}</h3>
              <p>{category.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <AppLink to="/enterprisenews" className="news-all">
            {text.topicsMore}
          </AppLink>
        </p>
      </Section>
      <Section title={text.mediaTitle} intro={text.mediaText} />
      <RelatedLinks title={text.linksTitle} links={text.links} />
    </article>
  );
}
