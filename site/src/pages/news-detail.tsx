import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/news-detail.gen';

export function Component() {
  return <PageSummary content={content} />;
}
