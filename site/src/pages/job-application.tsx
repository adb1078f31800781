import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/job-application.gen';

export function Component() {
  return <PageSummary content={content} />;
}
