import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/aiot-platform.gen';
import { SolutionPage } from '../templates/solution/solution-page';

export function Component() {
  return <SolutionPage text={usePageText(content)} scene="cloud" />;
}
