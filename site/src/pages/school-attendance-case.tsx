import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/school-attendance-case.gen';

export function Component() {
  return <PageSummary content={content} />;
}
