import { content } from '../generated/pages/terminals.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { CardGrid, Paragraphs, RelatedLinks, Section } from '../templates/blocks';
import { DeviceIllustration } from '../templates/terminal/drawings';
import { TerminalSearch } from '../templates/terminal/terminal-search';
import '../templates/terminal/terminal.css';

/** The intelligent terminals overview: every terminal as a card, found with the terminal search box. */
export function Component() {
  const text = usePageText(content);
  return (
    <article className="page terminal-overview">
      <PageHeader text={text} />
      <div className="terminal-hero">
        <div className="terminal-hero-text">
          <Paragraphs text={text.intro} />
        </div>
        <div className="terminal-hero-art">
          <DeviceIllustration kinds={['desktop', 'machine', 'counter', 'cabinet']} label={text.heroImageAlt} />
        </div>
      </div>
      <TerminalSearch terminals={text.terminals} text={text} />
      <Section title={text.strengthsTitle}>
        <CardGrid cards={text.strengths} />
      </Section>
      <RelatedLinks title={text.relatedTitle} links={text.related} />
    </article>
  );
}
