import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/hospital-case-one.gen';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="clinic" />;
}
