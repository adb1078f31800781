import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/foshan-school-case.gen';

export function Component() {
  return <PageSummary content={content} />;
}
