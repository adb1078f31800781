import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/hospital-case-one.gen';

export function Component() {
  return <PageSummary content={content} />;
}
