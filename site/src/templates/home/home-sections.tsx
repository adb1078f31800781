// The parts of /home below the first screen: the seven sectors, core
// competence, some customers and the latest news. A chunk of its own, loaded when the visitor nears it (see
// NearViewport in home.tsx), so the first view of /home stays within its JavaScript budget.

import { homeMessages } from '../../generated/messages/home.gen';
import { headerMenus } from '../../generated/navigation.gen';
import { content as customers } from '../../generated/pages/customers.gen';
import type { Content } from '../../generated/pages/home.gen';
import { AppLink } from '../../shared/app-link';
import { useI18n, useMessages } from '../../shared/i18n';
import { CustomerLogos } from '../company/logos';
import '../company/company.css';
import { CardGrid, Section } from '../blocks';
import { NearViewport } from '../near-viewport';
import { LatestNews } from '../news/latest-news';

/** The seven sectors, as the header's solutions menu lists them. */
const sectors = headerMenus.find((menu) => menu.id === 'solutions')?.children ?? [];

export default function HomeSections({ text }: { text: Content }) {
  const { locale, t } = useI18n();
  const words = useMessages(homeMessages);
  const ours = customers[locale];
  const competence = [
    { title: words('algorithm.title'), text: words('algorithm.text'), to: '/algorithm', more: text.offerMore },
    { title: words('platform.title'), text: words('platform.text'), to: '/platformcapability', more: text.offerMore },
  ] as const;
  return (
    <>
      <Section title={words('sections.sectors')}>
        <ul className="sector-links">
          {sectors.map((sector) => (
            <li key={sector.id}>
              <AppLink to={sector.to}>{t(sector.label)}</AppLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={words('sections.competence')}>
        <CardGrid cards={competence} />
      </Section>
      <Section title={ours.logosTitle}>
        <CustomerLogos groups={ours.groups} limit={10} />
        <AppLink to="/customer">{ours.title}</AppLink>
      </Section>
      <NearViewport className="latest-news-pending">
        <LatestNews />
      </NearViewport>
    </>
  );
}
