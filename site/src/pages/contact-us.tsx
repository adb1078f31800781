import { contactConfig } from '../generated/config.gen';
import { content } from '../generated/pages/contact-us.gen';
import { useI18n } from '../shared/i18n';
import { PageHeader, usePageText } from '../shared/page-content';
import { CardGrid, Section } from '../templates/blocks';
import { MapDrawing } from '../templates/join/drawings';
import '../templates/join/join.css';

export function Component() {
  const text = usePageText(content);
  const { t } = useI18n();
  return (
    <article className="page">
      <PageHeader text={text} />
      <div className="join-hero">
        <dl className="contact-card">
          <dt>{text.hotlineTitle}</dt>
          <dd>
            <a className="contact-hotline" href={`tel:${contactConfig.hotline.replace(/[^\d+]/g, '')}`}>
              {contactConfig.hotline}
            </a>
            <br />
            {text.hotlineText}
          </dd>
          <dt>{text.addressTitle}</dt>
          <dd>{t('app.address')}</dd>
          <dt>{text.hoursTitle}</dt>
          <dd>{text.hours}</dd>
        </dl>
        <MapDrawing label={text.mapAlt} />
      </div>
      <Section title={text.formsTitle}>
        <CardGrid cards={text.forms.map((card) => ({ ...card, more: text.more }))} />
      </Section>
    </article>
  );
}
