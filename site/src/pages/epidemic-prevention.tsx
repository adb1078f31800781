import { content } from '../generated/pages/epidemic-prevention.gen';
import { usePageText } from '../shared/page-content';
import { SolutionPage } from '../templates/solution/solution-page';

export function Component() {
  return <SolutionPage text={usePageText(content)} scene="epidemic" />;
}
