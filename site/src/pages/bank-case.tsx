import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/bank-case.gen';

export function Component() {
  return <PageSummary content={content} />;
}
