import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/business-cooperation.gen';

export function Component() {
  return <PageSummary content={content} />;
}
