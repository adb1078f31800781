import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/smart-campus.gen';

export function Component() {
  return <PageSummary content={content} />;
}
