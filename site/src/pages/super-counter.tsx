import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/super-counter.gen';

export function Component() {
  return <PageSummary content={content} />;
}
