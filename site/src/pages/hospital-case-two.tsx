import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/hospital-case-two.gen';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="clinic" />;
}
