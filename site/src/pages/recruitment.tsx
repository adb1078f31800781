import { content } from '../generated/pages/recruitment.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { CardGrid, List, Paragraphs, Section } from '../templates/blocks';
import { TeamDrawing } from '../templates/join/drawings';
import '../templates/join/join.css';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <div className="join-hero">
        <div>
          <Paragraphs text={text.intro} />
        </div>
        <TeamDrawing label={text.heroImageAlt} />
      </div>
      <Section title={text.reasonsTitle}>
        <CardGrid cards={text.reasons} />
      </Section>
      <Section title={text.departmentsTitle}>
        <List items={text.departments} />
      </Section>
      <Section title={text.nextTitle}>
        <CardGrid cards={text.next.map((card) => ({ ...card, more: text.more }))} />
      </Section>
    </article>
  );
}
