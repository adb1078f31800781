import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/school-attendance-case.gen';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="campus" />;
}
