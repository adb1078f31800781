import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/algorithm.gen';

export function Component() {
  return <PageSummary content={content} />;
}
