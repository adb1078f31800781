import { content } from '../generated/pages/platform-capability.gen';
import { AppLink } from '../shared/app-link';
import { PageHeader, usePageText } from '../shared/page-content';
import { List, Paragraphs, RelatedLinks, Section } from '../templates/blocks';
import '../templates/platform/platform.css';
import { SectorScene } from '../templates/solution/scene';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <div className="platform-hero">
        <div>
          <Paragraphs text={text.intro} />
        </div>
        <SectorScene scene="platforms" label={text.heroImageAlt} />
      </div>
      <Section title={text.platformsTitle}>
        <ul className="algorithms">
          {text.platforms.map((platform) => (
            <li key={platform.title}>
              <h3>{platform.title}</h3>
              <p>{platform.text}</p>
              <List items={platform.features} />
              <AppLink to={platform.to}>{platform.more}</AppLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={text.deploymentTitle}>
        <List items={text.deployment} />
      </Section>
      <RelatedLinks title={text.relatedTitle} links={text.related} />
    </article>
  );
}
