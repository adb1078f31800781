import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/epidemic-prevention.gen';

export function Component() {
  return <PageSummary content={content} />;
}
