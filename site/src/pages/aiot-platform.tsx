import { content } from '../generated/pages/aiot-platform.gen';
import { usePageText } from '../shared/page-content';
import { SolutionPage } from '../templates/solution/solution-page';

export function Component() {
  return <SolutionPage text={usePageText(content)} scene="aiot" />;
}
