import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/recruitment.gen';

export function Component() {
  return <PageSummary content={content} />;
}
