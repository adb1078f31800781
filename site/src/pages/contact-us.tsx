import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/contact-us.gen';

export function Component() {
  return <PageSummary content={content} />;
}
