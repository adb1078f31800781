import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/platform-capability.gen';

export function Component() {
  return <PageSummary content={content} />;
}
