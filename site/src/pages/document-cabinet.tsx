import { content } from '../generated/pages/document-cabinet.gen';
import { usePageText } from '../shared/page-content';
import { List, Section } from '../templates/blocks';
import { DoorModes } from '../templates/terminal/door-modes';
import { TerminalPage } from '../templates/terminal/terminal-page';

/** The document receiving and sending cabinet (/case): how files are collected, and how its doors open. */
export function Component() {
  const text = usePageText(content);
  return (
    <TerminalPage text={text} devices={['cabinet']}>
      <Section title={text.flowTitle} className="cabinet-flow">
        <List items={text.flowSteps} ordered />
      </Section>
      <Section title={text.doorsTitle} intro={text.doorsIntro}>
        <DoorModes modes={text.doorModes} />
      </Section>
    </TerminalPage>
  );
}
