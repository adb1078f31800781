import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/company-profile.gen';

export function Component() {
  return <PageSummary content={content} />;
}
