import { PageSummary } from '../app/page-content';
import { content } from '../generated/pages/form-filling-machine.gen';

export function Component() {
  return <PageSummary content={content} />;
}
