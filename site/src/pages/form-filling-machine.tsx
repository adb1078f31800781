import { usePageText } from '../app/page-content';
import { content } from '../generated/pages/form-filling-machine.gen';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The self-service form-filling machine. */
export function Component() {
  return <TerminalPage text={usePageText(content)} devices={['machine']} />;
}
