import { content } from '../generated/pages/super-counter.gen';
import { usePageText } from '../shared/page-content';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The super counter. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['counter']} />;
}
