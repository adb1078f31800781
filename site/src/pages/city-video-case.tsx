import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/city-video-case.gen';

export function Component() {
  return <PageSummary content={content} />;
}
