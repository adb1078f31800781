// The layout every case study shares: the drawing and the facts at a glance, the customer's
// challenge, what we deployed, the results in figures, and related pages. The words come from the
// page's content in spec/pages.yaml.

import type { RoutePath } from '../../generated/routes.gen';
import { PageHeader, type PageText } from '../../shared/page-content';
import { KeyFigures, List, RelatedLinks, Section, SpecTable } from '../blocks';
import { type SceneName, SectorScene } from './scene';
import './solution.css';

export interface CasePageText extends PageText {
  readonly heroImageAlt: string;
  readonly factsTitle: string;
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly challengeTitle: string;
  readonly challenge: readonly string[];
  readonly solutionTitle: string;
  readonly solution: readonly string[];
  readonly deployedTitle: string;
  readonly deployed: readonly string[];
  readonly resultsTitle: string;
  readonly results: readonly { readonly value: string; readonly label: string }[];
  readonly relatedTitle: string;
  readonly related: readonly { readonly label: string; readonly to: RoutePath }[];
}

export function CasePage({ text, scene }: { text: CasePageText; scene: SceneName }) {
  return (
    <article className="page case-page">
      <PageHeader text={text} />
      <div className="case-hero">
        <div className="case-facts">
          <SpecTable caption={text.factsTitle} rows={text.facts} />
        </div>
        <SectorScene scene={scene} label={text.heroImageAlt} />
      </div>
      <Section title={text.challengeTitle} intro={text.challenge} />
      <Section title={text.solutionTitle} intro={text.solution}>
        <h3>{text.deployedTitle}</h3>
        <List items={text.deployed} />
      </Section>
      <Section title={text.resultsTitle}>
        <KeyFigures figures={text.results} />
      </Section>
      <RelatedLinks title={text.relatedTitle} links={text.related} />
    </article>
  );
}
