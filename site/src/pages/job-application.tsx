import { ApplyForm } from '../forms/apply-form';
import { content } from '../generated/pages/job-application.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { List, Section } from '../templates/blocks';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <Section title={text.stepsTitle}>
        <List items={text.steps} ordered />
      </Section>
      <ApplyForm />
      <p>{text.privacy}</p>
    </article>
  );
}
