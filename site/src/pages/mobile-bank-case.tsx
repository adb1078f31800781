import { content } from '../generated/pages/mobile-bank-case.gen';
import { usePageText } from '../shared/page-content';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="mobile-bank" />;
}
