import { PageHeader, usePageText } from '../app/page-content';
import { ApplyForm } from '../forms/apply-form';
import { content } from '../generated/pages/job-application.gen';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <ApplyForm />
    </article>
  );
}
