// The building blocks page templates share: sections with a heading, paragraphs, card grids,
// key figures, specification tables, lists and related links. Each takes the page's words in
// the visitor's language (from `usePageText`) and renders semantic HTML; styling is blocks.css.
import { type ReactNode, useId } from 'react';
import type { RoutePath } from '../generated/routes.gen';
import { AppLink } from '../shared/app-link';
import './blocks.css';

/** A titled part of a page: `<section>` labelled by its `<h2>`. */
export function Section({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: string | readonly string[];
  children?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={['block', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro !== undefined && <Paragraphs text={intro} />}
      {children}
    </section>
  );
}

/** One paragraph per string. */
export function Paragraphs({ text }: { text: string | readonly string[] }) {
  const paragraphs = typeof text === 'string' ? [text] : text;
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

export interface Card {
  readonly title: string;
  readonly text?: string;
  readonly to?: RoutePath;
  /** The link's words, e.g. "Learn more"; the card's title is added for screen readers. */
  readonly more?: string;
}

/** Cards in a responsive grid; a card with `to` links its title's page. */
export function CardGrid({ cards, icon }: { cards: readonly Card[]; icon?: (card: Card, index: number) => ReactNode }) {
  return (
    <ul className="card-grid">
      {cards.map((card, index) => (
        <li key={card.title} className="card">
          {icon?.(card, index)}
          <h3>{card.title}</h3>
          {card.text && <p>{card.text}</p>}
          {card.to && (
            <AppLink to={card.to} className="card-link">
              {card.more ?? card.title}
              {card.more && <span className="visually-hidden">: {card.title}</span>}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Headline figures ("40+ algorithm models"): the figure large, its meaning beneath. */
export function KeyFigures({ figures }: { figures: readonly { readonly value: string; readonly label: string }[] }) {
  return (
    <dl className="key-figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A specification table: one row per property, its name as the row header. */
export function SpecTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { readonly label: string; readonly value: string }[];
}) {
  return (
    <table className="spec-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A bulleted list (or numbered, for steps). */
export function List({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={ordered ? 'steps' : 'bullets'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tag>
  );
}

/** Links to related pages, under a heading. */
export function RelatedLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { readonly label: string; readonly to: RoutePath }[];
}) {
  return (
    <Section title={title} className="related">
      <ul className="related-links">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * An illustration drawn for the site (SVG, no external image): `role="img"` with the label in
 * the visitor's language. Decorative drawings pass no label and are hidden from screen readers.
 */
export function Illustration({
  label,
  children,
  viewBox = '0 0 320 200',
}: {
  label?: string;
  children: ReactNode;
  viewBox?: string;
}) {
  if (!label) {
    return (
      <svg
        className="illustration"
        viewBox={viewBox}
        xmlns="http://www.w3.org/2000/svg"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    );
  }
  return (
    <svg className="illustration" viewBox={viewBox} xmlns="http://www.w3.org/2000/svg" role="img" aria-label={label}>
      <title>{label}</title>
      {children}
    </svg>
  );
}
