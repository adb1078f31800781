import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/social-recruitment.gen';

export function Component() {
  return <PageSummary content={content} />;
}
