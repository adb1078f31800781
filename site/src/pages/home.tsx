import { lazy, Suspense, useState } from 'react';
import { content } from '../generated/pages/home.gen';
import type { RoutePath } from '../generated/routes.gen';
import { AppLink } from '../shared/app-link';
import { useI18n } from '../shared/i18n';
import { PageHeader, usePageText } from '../shared/page-content';
import { NearViewport } from '../templates/near-viewport';
import '../templates/join/join.css';

const HomeSections = lazy(() => import('../templates/home/home-sections'));

interface Offer {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly to: RoutePath;
}

/**
 * The three offers as a carousel: one slide at a time, previous and next buttons, a button per
 * slide, and the position announced politely. It never moves by itself. Its position is the
 * state that /home keeps while the visitor is elsewhere (§2 keep-alive).
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
          <h2>{current.title}</h2>
          <p>{current.text}</p>
          <AppLink to={current.to} className="button">
            {more}
            <span className="visually-hidden">: {current.title}</span>
          </AppLink>
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
      <div className="home-hero">
        <PageHeader text={text} />
        {/* A static SVG file: the drawing costs the first view no JavaScript. */}
        <img
          className="home-hero-image"
          src="/illustrations/home-hero.svg"
          alt={text.heroImageAlt}
          width="320"
          height="200"
        />
      </div>
      <OfferCarousel offers={offers} more={text.offerMore} />
      <NearViewport>
        <Suspense fallback={<div className="near-viewport" />}>
          <HomeSections text={text} />
        </Suspense>
      </NearViewport>
    </article>
  );
}
