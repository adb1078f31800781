// The layout every terminal page shares: header, a hero with the drawing of the device and the
// introduction, any sections of the page's own, then features, typical uses, the specification
// tables and related links. The words come from the page's content (spec/pages.yaml).
import type { ReactNode } from 'react';
import type { RoutePath } from '../../generated/routes.gen';
import type { PageText } from '../../shared/page-content';
import { PageHeader } from '../../shared/page-content';
import { CardGrid, List, Paragraphs, RelatedLinks, Section, SpecTable } from '../blocks';
import { DeviceIllustration, type DeviceKind } from './drawings';
import './terminal.css';

export interface TerminalPageText extends PageText {
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly featuresTitle: string;
  readonly features: readonly { readonly title: string; readonly text: string }[];
  readonly usesTitle: string;
  readonly uses: readonly string[];
  readonly specTitle: string;
  readonly specTables: readonly {
    readonly caption: string;
    readonly rows: readonly { readonly label: string; readonly value: string }[];
  }[];
  readonly relatedTitle: string;
  readonly related: readonly { readonly label: string; readonly to: RoutePath }[];
}

export function TerminalPage({
  text,
  devices,
  children,
}: {
  text: TerminalPageText;
  devices: readonly DeviceKind[];
  /** Sections of this terminal's own, shown after the introduction. */
  children?: ReactNode;
}) {
  return (
    <article className="page terminal-page">
      <PageHeader text={text} />
      <div className="terminal-hero">
        <div className="terminal-hero-text">
          <Paragraphs text={text.intro} />
        </div>
        <div className="terminal-hero-art">
          <DeviceIllustration kinds={devices} label={text.heroImageAlt} />
        </div>
      </div>
      {children}
      <Section title={text.featuresTitle}>
        <CardGrid cards={text.features} />
      </Section>
      <Section title={text.usesTitle}>
        <List items={text.uses} />
      </Section>
      <Section title={text.specTitle} className="terminal-specs">
        {text.specTables.map((table) => (
          <SpecTable key={table.caption} caption={table.caption} rows={table.rows} />
        ))}
      </Section>
      <RelatedLinks title={text.relatedTitle} links={text.related} />
    </article>
  );
}
