// The parts of /home below the first screen: the headline figures, the seven sectors, core
// competence and the latest news. A chunk of its own, loaded when the visitor nears it (see
// NearViewport in home.tsx), so the first view of /home stays within its JavaScript budget.
import { AppLink } from '../../app/app-link';
import type { Content } from '../../generated/pages/home.gen';
import { CardGrid, KeyFigures, Section } from '../blocks';
import { LatestNews } from '../news/latest-news';
import { NearViewport } from './near-viewport';

export default function HomeSections({ text }: { text: Content }) {
  return (
    <>
      <Section title={text.claimsTitle}>
        <KeyFigures figures={text.claims} />
      </Section>
      <Section title={text.sectorsTitle}>
        <ul className="sector-links">
          {text.sectors.map((sector) => (
            <li key={sector.to}>
              <AppLink to={sector.to}>{sector.label}</AppLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={text.competenceTitle}>
        <CardGrid cards={text.competence.map((card) => ({ ...card, more: text.offerMore }))} />
      </Section>
      <NearViewport>
        <LatestNews />
      </NearViewport>
    </>
  );
}
