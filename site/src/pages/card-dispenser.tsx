import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/card-dispenser.gen';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The portable and desktop dual-screen card dispensers. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['portable', 'desktop']} />;
}
