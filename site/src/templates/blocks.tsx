// The building blocks page templates share: sections with a heading, paragraphs, card grids,
// key figures, specification tables, lists and related links. Each takes the page's words in
// the visitor's language (from `usePageText`) and renders semantic HTML; styling is blocks.css.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

/**
 * How many cards a full row of a grid of `count` holds on a wide screen: the count itself up to
 * four, then four or three, whichever leaves the fuller last row (the last row's cards grow to
 * fill it, blocks.css): 5 as 3 + 2, 7 as 4 + 3, 9 as 3 × 3, 10 as 4 + 4 + 2.
 */
export function columnsFor(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const lastOfFour = count % 4 || 4;
  const lastOfThree = count % 3 || 3;
  return lastOfFour / 4 >= lastOfThree / 3 ? 4 : 3;
}

/** Cards in a responsive grid; a card with `to` links its title's page. */
export function CardGrid({ cards, icon }: { cards: readonly Card[]; icon?: (card: Card, index: number) => ReactNode }) {
  return (
    <ul className={`card-grid columns-${columnsFor(cards.length)}`}>
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

/**
 * A number with its unit or sign ("40×40 px", "< 1 ms", "5200 mAh"): never broken across lines.
 * Only the quantities are kept together, so a longer value ("10.1 or 13.3 inches") still wraps.
 */
const QUANTITY = /(?:[<>≤≥~±]\s?)?\d[\d.,:×x/]*(?:\s?(?:[A-Za-z%°µ]+|[\u4e00-\u9fff])(?:\/[A-Za-z\u4e00-\u9fff]+)?)?/g;

/** A figure's value, each quantity in it kept on one line (blocks.css `.quantity`). */
export function FigureValue({ value }: { value: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of value.matchAll(QUANTITY)) {
    if (match.index > last) parts.push(value.slice(last, match.index));
    parts.push(
      <span key={match.index} className="quantity">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return <>{parts}</>;
}

/**
 * A table that may be wider than a phone: it scrolls inside its own box, never the page. While it
 * scrolls, the box is a labelled region in the tab order, so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    // The table itself too: its words change with the language while the box keeps its width.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="table-scroll" {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}

/** Headline figures ("40+ algorithm models"): the figure large, its meaning beneath. */
export function KeyFigures({ figures }: { figures: readonly { readonly value: string; readonly label: string }[] }) {
  return (
    <dl className="key-figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>
            <FigureValue value={figure.value} />
          </dd>
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
            <td>
              <FigureValue value={row.value} />
            </td>
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
