// Customer wordmarks drawn for the site (decision 046): each customer's name set as a typographic
// logo beside a simple geometric mark. They are generic marks made for the names of the manifest,
// not the customers' trademarks. Mark, colour and type treatment follow from the customer's place
// in the list, so no two customers share all three. `role="img"` with the name in the visitor's
// language: the picture is the name.

/** The marks: simple geometric figures on a 32 × 32 grid, drawn in the wordmark's colour. */
const MARKS: readonly string[] = [
  // rings around a point
  'M16 3a13 13 0 1 1 0 26a13 13 0 1 1 0-26zm0 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16zm0 5a3 3 0 1 1 0 6a3 3 0 1 1 0-6z',
  // a leaf of two arcs
  'M5 27C5 12 14 5 27 5c0 13-7 22-22 22zm5-3c8-2 12-7 14-16-8 3-12 8-14 16z',
  // three waves
  'M3 9c4-4 9-4 13 0s9 4 13 0v4c-4 4-9 4-13 0s-9-4-13 0zm0 8c4-4 9-4 13 0s9 4 13 0v4c-4 4-9 4-13 0s-9-4-13 0zm0 8c4-4 9-4 13 0s9 4 13 0v4c-4 4-9 4-13 0s-9-4-13 0z',
  // two rising chevrons
  'M4 20L16 8l12 12-4 4-8-8-8 8zm0 8l12-12 12 12h-6l-6-6-6 6z',
  // a hexagon around a triangle
  'M16 2l12 7v14l-12 7-12-7V9zm0 4L8 11v10l8 5 8-5V11zm0 5l5 9H11z',
  // an open book
  'M3 7c5-2 9-1 12 2v18c-3-3-7-4-12-2zm26 0c-5-2-9-1-12 2v18c3-3 7-4 12-2z',
  // rising bars
  'M4 22h5v7H4zm7-6h5v13h-5zm7-6h5v19h-5zm7-7h4v26h-4z',
  // a sun with rays
  'M16 10a6 6 0 1 1 0 12a6 6 0 1 1 0-12zM15 2h2v5h-2zm0 23h2v5h-2zM2 15h5v2H2zm23 0h5v2h-5zM6 7.4L7.4 6l3.5 3.5-1.4 1.4zm15.1 15.1l1.4-1.4 3.5 3.5-1.4 1.4zM6 24.6l3.5-3.5 1.4 1.4L7.4 26zm15.1-15.1l3.5-3.5L26 7.4l-3.5 3.5z',
  // an arch on two piers
  'M3 28V14C3 7 9 3 16 3s13 4 13 11v14h-6V15c0-4-3-7-7-7s-7 3-7 7v13z',
  // four diamonds
  'M16 2l6 6-6 6-6-6zm0 16l6 6-6 6-6-6zM8 10l6 6-6 6-6-6zm16 0l6 6-6 6-6-6z',
];

/** Colours with a contrast of at least 4.5:1 on white (the names are text): the design tokens. */
const COLOURS = ['brand', 'signal-deep', 'danger', 'ink', 'accent', 'brand-deep', 'muted'] as const;

/** The four type treatments of the names (company.css). */
const STYLES = 4;

/**
 * The first word (or, in Chinese, the first two characters: the place name), what separates it
 * from the rest, and the rest.
 */
export function splitName(name: string): [string, string, string] {
  if (/[\u3400-\u9fff]/.test(name)) {
    const chars = [...name];
    return [chars.slice(0, 2).join(''), '', chars.slice(2).join('')];
  }
  const space = name.indexOf(' ');
  return space < 0 ? [name, '', ''] : [name.slice(0, space), ' ', name.slice(space + 1)];
}

/** The look of the `index`th customer of the list: mark, colour and type treatment. */
export function wordmarkLook(index: number) {
  return {
    mark: index % MARKS.length,
    colour: COLOURS[(index * 3) % COLOURS.length] ?? 'brand',
    style: index % STYLES,
  };
}

export function CustomerLogo({ name, index }: { name: string; index: number }) {
  const look = wordmarkLook(index);
  const [first, gap, rest] = splitName(name);
  return (
    <div
      className={`wordmark wordmark-${look.style} wordmark-${look.colour}`}
      role="img"
      aria-label={name}
      data-mark={look.mark}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d={MARKS[look.mark]} fillRule="evenodd" />
      </svg>
      <span className="wordmark-name">
        <span className="wordmark-first">{first}</span>
        {gap}
        {rest && <span className="wordmark-rest">{rest}</span>}
      </span>
    </div>
  );
}

export interface CustomerGroup {
  readonly title: string;
  readonly names: readonly string[];
}

/** Each customer with its place in the whole list, which sets its wordmark's look. */
export function numbered(groups: readonly CustomerGroup[]) {
  let index = 0;
  return groups.map((group) => ({ title: group.title, names: group.names.map((name) => ({ name, index: index++ })) }));
}

/** The wordmarks of some or all customers, in the order of their groups. */
export function CustomerLogos({ groups, limit }: { groups: readonly CustomerGroup[]; limit?: number }) {
  const all = numbered(groups).flatMap((group) => group.names);
  return (
    <ul className="logos">
      {all.slice(0, limit ?? all.length).map(({ name, index }) => (
        <li key={name}>
          <CustomerLogo name={name} index={index} />
        </li>
      ))}
    </ul>
  );
}
