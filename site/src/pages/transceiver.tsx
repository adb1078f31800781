import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/transceiver.gen';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The 4G transceiver. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['transceiver']} />;
}
