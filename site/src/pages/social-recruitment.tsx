import { AppLink } from '../app/app-link';
import { PageHeader, usePageText } from '../app/page-content';
import { content } from '../generated/pages/social-recruitment.gen';
import { JobList } from '../jobs/job-list';
import { Paragraphs } from '../templates/blocks';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <Paragraphs text={text.intro} />
      <JobList />
      <p>
        <AppLink to="/job">{text.applyLink}</AppLink>
      </p>
    </article>
  );
}
