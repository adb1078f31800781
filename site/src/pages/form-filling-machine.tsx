import { content } from '../generated/pages/form-filling-machine.gen';
import { usePageText } from '../shared/page-content';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The self-service form-filling machine. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['machine']} />;
}
