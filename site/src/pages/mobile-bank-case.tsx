import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/mobile-bank-case.gen';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="bank" />;
}
