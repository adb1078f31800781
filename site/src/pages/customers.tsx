import { content } from '../generated/pages/customers.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { Paragraphs, Section } from '../templates/blocks';
import '../templates/company/company.css';
import { CustomerLogo, numbered } from '../templates/company/logos';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <Paragraphs text={text.intro} />
      <Section title={text.logosTitle} className="logo-groups">
        {numbered(text.groups).map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3>{group.title}</h3>
            <ul className="logos">
              {group.names.map(({ name, index }) => (
                <li key={name}>
                  <CustomerLogo name={name} index={index} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Section>
      <p>{text.note}</p>
    </article>
  );
}
