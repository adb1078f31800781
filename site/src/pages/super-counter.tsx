import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/super-counter.gen';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The super counter. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['counter']} />;
}
