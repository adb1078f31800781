// The layout every sector solution page shares (and the AIoT platform page): a hero with the
// drawing and the introduction, the sector's challenges, the solution, its capabilities, key
// figures, the terminals and platforms that serve it, and the case studies. The words come from
// the page's content in spec/pages.yaml; a page may add sections of its own (`children`).
import type { ReactNode } from 'react';
import type { RoutePath } from '../../generated/routes.gen';
import { PageHeader, type PageText } from '../../shared/page-content';
import { CardGrid, KeyFigures, Paragraphs, Section } from '../blocks';
import { type SceneName, SectorScene } from './scene';
import './solution.css';

interface LinkCard {
  readonly title: string;
  readonly text: string;
  readonly to: RoutePath;
}

export interface SolutionPageText extends PageText {
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly figures: readonly { readonly value: string; readonly label: string }[];
  readonly challengesTitle: string;
  readonly challenges: readonly { readonly title: string; readonly text: string }[];
  readonly solutionTitle: string;
  readonly solution: readonly string[];
  readonly capabilitiesTitle: string;
  readonly capabilities: readonly { readonly title: string; readonly text: string }[];
  readonly offeringsTitle: string;
  readonly offerings: readonly LinkCard[];
  readonly casesTitle: string;
  readonly cases: readonly LinkCard[];
  readonly more: string;
}

export function SolutionPage({
  text,
  scene,
  children,
}: {
  text: SolutionPageText;
  scene: SceneName;
  /** Sections of this page's own, shown after the capabilities. */
  children?: ReactNode;
}) {
  const withMore = (cards: readonly LinkCard[]) => cards.map((card) => ({ ...card, more: text.more }));
  return (
    <article className="page solution-page">
      <PageHeader text={text} />
      <div className="solution-hero">
        <div>
          <Paragraphs text={text.intro} />
          <KeyFigures figures={text.figures} />
        </div>
        <SectorScene scene={scene} label={text.heroImageAlt} />
      </div>
      <Section title={text.challengesTitle}>
        <CardGrid cards={text.challenges} />
      </Section>
      <Section title={text.solutionTitle} intro={text.solution} />
      <Section title={text.capabilitiesTitle}>
        <CardGrid cards={text.capabilities} />
      </Section>
      {children}
      <Section title={text.offeringsTitle}>
        <CardGrid cards={withMore(text.offerings)} />
      </Section>
      <Section title={text.casesTitle}>
        <CardGrid cards={withMore(text.cases)} />
      </Section>
    </article>
  );
}
