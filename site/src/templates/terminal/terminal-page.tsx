// The layout every terminal page shares: header, the introduction, the shaded rendering of the
// device with its numbered callouts (decision 044), any sections of the page's own, then features,
// typical uses, the specification tables and related links. The words come from the page's content (spec/pages.yaml).
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
  /** The §9 figures called out on the drawing, numbered in this order (decision 044). */
  readonly calloutsTitle?: string;
  readonly callouts?: readonly {
    readonly device: string;
    readonly part: string;
    readonly label: string;
    readonly value: string;
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
      </div>
      <section
        className={devices.length > 1 ? 'terminal-stage terminal-stage-wide' : 'terminal-stage'}
        aria-label={text.calloutsTitle ?? text.heroImageAlt}
      >
        <div className="terminal-stage-art">
          <DeviceIllustration kinds={devices} label={text.heroImageAlt} callouts={text.callouts} />
        </div>
        {text.callouts && text.callouts.length > 0 && (
          <div className="terminal-callouts">
            {text.calloutsTitle && <h2>{text.calloutsTitle}</h2>}
            <ol>
              {text.callouts.map((callout, index) => (
                <li key={`${callout.device}-${callout.part}`} data-part={`${callout.device}-${callout.part}`}>
                  <span className="terminal-callout-n" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="terminal-callout-label">{callout.label}</span>
                  <span className="terminal-callout-value">{callout.value}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>
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
