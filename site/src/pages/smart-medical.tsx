import { content } from '../generated/pages/smart-medical.gen';
import { usePageText } from '../shared/page-content';
import { SolutionPage } from '../templates/solution/solution-page';

export function Component() {
  return <SolutionPage text={usePageText(content)} scene="medical" />;
}
