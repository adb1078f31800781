import { lazy, Suspense, useState } from 'react';
import { content } from '../generated/pages/home.gen';
import type { RoutePath } from '../generated/routes.gen';
import { AppLink } from '../shared/app-link';
import { useI18n } from '../shared/i18n';
import { PageHeader, usePageText } from '../shared/page-content';
import { NearViewport } from '../templates/near-viewport';
import '../templates/join/join.css';
import '../templates/home/home.css';

const HomeSections = lazy(() => import('../templates/home/home-sections'));

interface Offer {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly to: RoutePath;
}

/**
 * The three offers as a carousel: one slide at a time, its drawing beside it, previous and next
 * buttons, a button per slide, and the position announced politely. It never moves by itself.
 * Its position is the state that /home keeps while the visitor is elsewhere (§2 keep-alive).
 */
function OfferCarousel({ offers, more }: { offers: readonly Offer[]; more: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + offers.length) % offers.length);
  const current = offers[index];
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      {current && (
        <div className="carousel-slide" key={current.id}>
          <p className="carousel-count" aria-hidden="true">
            0{index + 1} / 0{offers.length}
          </p>
          <h2>{current.title}</h2>
          <p>{current.text}</p>
          <AppLink to={current.to} className="button">
            {more}
            <span className="visually-hidden">: {current.title}</span>
          </AppLink>
          {/* Static SVG files (decision 045): the drawings cost the page's script nothing. */}
          <img
            className="carousel-art"
            src={`/illustrations/offer-${current.id}.svg`}
            alt=""
            width="480"
            height="360"
            loading="lazy"
          />
        </div>
      )}
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-step"
          onClick={() => go(index - 1)}
          aria-label={t('carousel.previous')}
        >
          ‹
        </button>
        {offers.map((offer, position) => (
          <button
            key={offer.id}
            type="button"
            className="carousel-dot"
            aria-label={t('carousel.goTo', { number: position + 1 })}
            aria-current={position === index}
            onClick={() => go(position)}
          />
        ))}
        <button type="button" className="carousel-step" onClick={() => go(index + 1)} aria-label={t('carousel.next')}>
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {current ? `${t('carousel.position', { current: index + 1, total: offers.length })}: ${current.title}` : ''}
      </p>
    </section>
  );
}

export function Component() {
  const text = usePageText(content);
  const offers: Offer[] = [
    { id: 'solutions', title: text.offerSolutionsTitle, text: text.offerSolutionsText, to: '/city' },
    { id: 'terminals', title: text.offerTerminalsTitle, text: text.offerTerminalsText, to: '/terminal' },
    { id: 'platforms', title: text.offerPlatformsTitle, text: text.offerPlatformsText, to: '/platformcapability' },
  ];
  return (
    <article className="page home">
      {/* The hero, full width (decision 045): its scene is a static SVG file, so it costs the first
          view no script; the motion over it is CSS on empty elements, none under reduced motion. */}
      <div className="home-stage">
        <div className="home-stage-inner">
          <div className="home-stage-text">
            <PageHeader text={text} />
            <p className="home-actions">
              <AppLink to="/contactus" className="button home-cta">
                {text.ctaSales}
              </AppLink>
              <AppLink to="/algorithm" query={{ trial: 'online' }} className="button home-cta home-cta-alt">
                {text.ctaTrial}
              </AppLink>
            </p>
          </div>
          <div className="home-scene">
            <img src="/illustrations/home-scene.svg" alt={text.heroImageAlt} width="640" height="480" />
            <div className="home-motion" aria-hidden="true">
              <i />
              <i />
              <i />
              <i />
              <i />
              <i />
              <i />
            </div>
          </div>
        </div>
      </div>
      <section className="home-proof" aria-label={text.claimsTitle}>
        <dl className="proof-figures">
          {text.claims.map((claim) => (
            <div key={claim.value}>
              <dt>{claim.label}</dt>
              <dd>{claim.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="home-certs" aria-label={text.certificationsTitle}>
          {text.certifications.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <OfferCarousel offers={offers} more={text.offerMore} />
      <NearViewport>
        <Suspense fallback={<div className="near-viewport" />}>
          <HomeSections text={text} />
        </Suspense>
      </NearViewport>
    </article>
  );
}
