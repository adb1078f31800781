// Customer logos drawn for the site: a badge of the customer's initials in a shape and colour of
// its sector. `role="img"` with the customer's name in the visitor's language.

const SHAPES = ['circle', 'square', 'hexagon', 'shield', 'diamond'] as const;
const COLOURS = ['#1f5f8b', '#2e6b4f', '#8b1f2e', '#b8620b', '#5b3f8b'];

/** Initials: the first letters of the English name's words, or the first two Chinese characters. */
export function initials(name: string): string {
  if (/[\u3400-\u9fff]/.test(name)) return [...name].slice(0, 2).join('');
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join('');
}

function Shape({ shape, colour }: { shape: (typeof SHAPES)[number]; colour: string }) {
  switch (shape) {
    case 'circle':
      return <circle cx="32" cy="32" r="30" fill={colour} />;
    case 'square':
      return <rect x="3" y="3" width="58" height="58" rx="10" fill={colour} />;
    case 'hexagon':
      return <path d="M32 2l27 15v30L32 62 5 47V17z" fill={colour} />;
    case 'shield':
      return <path d="M32 2l28 10v18c0 18-12 28-28 32C16 58 4 48 4 30V12z" fill={colour} />;
    default:
      return <path d="M32 2l30 30-30 30L2 32z" fill={colour} />;
  }
}

export function CustomerLogo({ name, group, index }: { name: string; group: number; index: number }) {
  const mark = initials(name);
  return (
    <svg viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg" role="img" aria-label={name}>
      <Shape
        shape={SHAPES[group % SHAPES.length] ?? 'circle'}
        colour={COLOURS[(group + index) % COLOURS.length] ?? '#1f5f8b'}
      />
      <text
        x="32"
        y="38"
        textAnchor="middle"
        fontSize={[...mark].length > 2 ? 15 : 18}
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
      >
        {mark}
      </text>
    </svg>
  );
}

export interface CustomerGroup {
  readonly title: string;
  readonly names: readonly string[];
}

/** The logos of some or all customers, in groups by sector. */
export function CustomerLogos({ groups, limit }: { groups: readonly CustomerGroup[]; limit?: number }) {
  const all = groups.flatMap((group, groupIndex) => group.names.map((name, index) => ({ name, groupIndex, index })));
  return (
    <ul className="logos">
      {all.slice(0, limit ?? all.length).map(({ name, groupIndex, index }) => (
        <li key={name}>
          <CustomerLogo name={name} group={groupIndex} index={index} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}
