import { PageHeader, usePageText } from '../app/page-content';
import { content } from '../generated/pages/social-recruitment.gen';
import { JobList } from '../jobs/job-list';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <JobList />
    </article>
  );
}
