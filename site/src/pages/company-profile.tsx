import { content } from '../generated/pages/company-profile.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { CardGrid, KeyFigures, Paragraphs, RelatedLinks, Section } from '../templates/blocks';
import '../templates/company/company.css';
import { SectorScene } from '../templates/solution/scene';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <div className="company-hero">
        <div>
          <Paragraphs text={text.intro} />
        </div>
        <SectorScene scene="headquarters" label={text.heroImageAlt} />
      </div>
      <KeyFigures figures={text.figures} />
      <Section title={text.historyTitle}>
        <ol className="timeline">
          {text.history.map((entry) => (
            <li key={entry.year}>
              <time dateTime={entry.year}>{entry.year}</time>
              {entry.text}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={text.valuesTitle}>
        <CardGrid cards={text.values} />
      </Section>
      <RelatedLinks title={text.relatedTitle} links={text.related} />
    </article>
  );
}
