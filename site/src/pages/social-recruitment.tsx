import { content } from '../generated/pages/social-recruitment.gen';
import { JobList } from '../jobs/job-list';
import { AppLink } from '../shared/app-link';
import { PageHeader, usePageText } from '../shared/page-content';
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
