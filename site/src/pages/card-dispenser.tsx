import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/card-dispenser.gen';

export function Component() {
  return <PageSummary content={content} />;
}
