import { content } from '../generated/pages/transceiver.gen';
import { usePageText } from '../shared/page-content';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The 4G transceiver. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['transceiver']} />;
}
