import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/hospital-case-two.gen';

export function Component() {
  return <PageSummary content={content} />;
}
