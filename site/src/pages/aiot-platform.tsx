import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/aiot-platform.gen';

export function Component() {
  return <PageSummary content={content} />;
}
