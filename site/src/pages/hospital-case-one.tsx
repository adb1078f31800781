import { content } from '../generated/pages/hospital-case-one.gen';
import { usePageText } from '../shared/page-content';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="hospital-kiosk" />;
}
