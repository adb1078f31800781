import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/news-centre.gen';

export function Component() {
  return <PageSummary content={content} />;
}
