import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/enterprise-news.gen';

export function Component() {
  return <PageSummary content={content} />;
}
