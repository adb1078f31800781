import { content } from '../generated/pages/city-case.gen';
import { usePageText } from '../shared/page-content';
import { CasePage } from '../templates/solution/case-page';

export function Component() {
  return <CasePage text={usePageText(content)} scene="city-case" />;
}
