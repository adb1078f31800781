import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/mobile-bank-case.gen';

export function Component() {
  return <PageSummary content={content} />;
}
