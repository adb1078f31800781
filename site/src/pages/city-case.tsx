import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/city-case.gen';

export function Component() {
  return <PageSummary content={content} />;
}
