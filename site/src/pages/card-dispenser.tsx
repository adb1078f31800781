import { content } from '../generated/pages/card-dispenser.gen';
import { usePageText } from '../shared/page-content';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The portable and desktop dual-screen card dispensers. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['portable', 'desktop']} />;
}
