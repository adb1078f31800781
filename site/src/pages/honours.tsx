import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/honours.gen';

export function Component() {
  return <PageSummary content={content} />;
}
