import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/partner-programme.gen';

export function Component() {
  return <PageSummary content={content} />;
}
