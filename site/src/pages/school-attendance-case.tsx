import { content } from '../generated/pages/school-attendance-case.gen';
import { usePageText } from '../shared/page-content';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="school-attendance" />;
}
