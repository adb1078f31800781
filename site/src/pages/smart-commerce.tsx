import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/smart-commerce.gen';
import { SolutionPage } from '../templates/solution/solution-page';

export function Component() {
  return <SolutionPage text={usePageText(content)} scene="shop" />;
}
