import { content } from '../generated/pages/business-cooperation.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { CardGrid, Paragraphs, Section } from '../templates/blocks';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <Paragraphs text={text.intro} />
      <Section title={text.modelsTitle}>
        <CardGrid cards={text.models} />
      </Section>
      <Section title={text.startTitle}>
        <CardGrid cards={text.start.map((card) => ({ ...card, more: text.more }))} />
      </Section>
    </article>
  );
}
