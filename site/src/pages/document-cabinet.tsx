import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/document-cabinet.gen';

export function Component() {
  return <PageSummary content={content} />;
}
