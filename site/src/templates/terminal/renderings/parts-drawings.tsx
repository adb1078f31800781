// What the shaded product renderings share (decision 044): each terminal is drawn in a 400×320 box,
// lit from the top left, standing on a soft shadow at y≈300. The gradients are defined once per
// drawing under ids of its own (`useIds`), so two drawings of one terminal on a page never borrow
// each other's, even when one of them is hidden. Colours: the product's own materials (white shell,
// graphite, metal) are literal values here; the screens and accents take the site's tokens.
import { type ReactNode, useId } from 'react';
import './renderings.css';

/** A point of the drawing: where a part is, and where its numbered callout sits. */
export interface Anchor {
  readonly at: readonly [number, number];
  readonly tag: readonly [number, number];
}
export type Anchors = Readonly<Record<string, Anchor>>;

/** A callout to draw: the part it points at and the number it shows (the list below says what). */
export interface Marker {
  readonly part: string;
  readonly n: number;
}

export interface RenderingProps {
  readonly markers?: readonly Marker[];
}

/** `id('shell')` and `url('shell')` for this drawing's own gradients. */
export function useIds() {
  const base = useId().replace(/[^A-Za-z0-9_-]/g, '');
  return {
    id: (name: string) => `${base}-${name}`,
    url: (name: string) => `url(#${base}-${name})`,
  };
}
export type Ids = ReturnType<typeof useIds>;

// The tokens' colours, by class (renderings.css): a `style` attribute in the prerendered HTML is
// an inline style, which the CSP (`style-src 'self'`) refuses, and the gradient would be black.
const brand = 'stop-brand';
const brandDeep = 'stop-brand-deep';
const accent = 'stop-accent';
const signal = 'stop-signal';

/** The materials every rendering uses, as gradients. */
export function Materials({ ids }: { ids: Ids }) {
  const { id } = ids;
  return (
    <defs>
      {/* white powder-coated shell, light from above */}
      <linearGradient id={id('shell')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="0.55" stopColor="#eef2f6" />
        <stop offset="1" stopColor="#cdd6df" />
      </linearGradient>
      {/* the shell's side in shade */}
      <linearGradient id={id('side')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#b8c4cf" />
        <stop offset="1" stopColor="#dfe6ec" />
      </linearGradient>
      {/* a lit top face */}
      <linearGradient id={id('top')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="1" stopColor="#e3e9ef" />
      </linearGradient>
      {/* graphite trim and rugged cases */}
      <linearGradient id={id('graphite')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#4a5866" />
        <stop offset="0.5" stopColor="#2c3742" />
        <stop offset="1" stopColor="#1a222b" />
      </linearGradient>
      <linearGradient id={id('bezel')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#27323d" />
        <stop offset="1" stopColor="#0c1218" />
      </linearGradient>
      {/* the screens: the brand's blues, deep at the bottom */}
      <linearGradient id={id('screen')} x1="0" y1="0" x2="0.6" y2="1">
        <stop offset="0" className={accent} />
        <stop offset="0.45" className={brand} />
        <stop offset="1" className={brandDeep} />
      </linearGradient>
      {/* a reflection across the glass */}
      <linearGradient id={id('glass')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity="0.42" />
        <stop offset="0.45" stopColor="#fff" stopOpacity="0.08" />
        <stop offset="0.46" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
      {/* brushed metal of slots and trays */}
      <linearGradient id={id('metal')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#7d8a97" />
        <stop offset="0.5" stopColor="#e4e9ee" />
        <stop offset="1" stopColor="#7d8a97" />
      </linearGradient>
      <linearGradient id={id('slot')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#05090d" />
        <stop offset="1" stopColor="#3a4652" />
      </linearGradient>
      <linearGradient id={id('accent')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" className={brand} />
        <stop offset="1" className={accent} />
      </linearGradient>
      <linearGradient id={id('card')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" className={accent} />
        <stop offset="1" className={brandDeep} />
      </linearGradient>
      <radialGradient id={id('lens')} cx="0.38" cy="0.35" r="0.7">
        <stop offset="0" stopColor="#6fc3ff" />
        <stop offset="0.35" stopColor="#123a5c" />
        <stop offset="1" stopColor="#02060a" />
      </radialGradient>
      <radialGradient id={id('led')} cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#fff" />
        <stop offset="0.4" className={signal} />
        <stop offset="1" className={signal} stopOpacity="0" />
      </radialGradient>
      <radialGradient id={id('shadow')} cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor="#0f1e2b" stopOpacity="0.32" />
        <stop offset="1" stopColor="#0f1e2b" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

/** The soft shadow the terminal stands on. */
export function Shadow({
  ids,
  cx,
  cy = 300,
  rx,
  ry = 14,
}: {
  ids: Ids;
  cx: number;
  cy?: number;
  rx: number;
  ry?: number;
}) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={ids.url('shadow')} />;
}

/**
 * A screen in its bezel, with an interface on it: a title bar, a face being verified (its box and
 * landmarks, what our algorithms do on every terminal) and two buttons, under a glass reflection.
 */
export function Screen({
  ids,
  x,
  y,
  width,
  height,
  face = true,
}: {
  ids: Ids;
  x: number;
  y: number;
  width: number;
  height: number;
  face?: boolean;
}) {
  const pad = Math.max(4, Math.min(width, height) * 0.06);
  const sx = x + pad;
  const sy = y + pad;
  const sw = width - pad * 2;
  const sh = height - pad * 2;
  const bar = sh * 0.12;
  const faceR = Math.min(sw, sh) * 0.17;
  const fx = sx + sw * 0.3;
  const fy = sy + bar + (sh - bar) * 0.42;
  const box = faceR * 1.35;
  const corner = box * 0.4;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={pad * 0.9} fill={ids.url('bezel')} />
      <rect x={sx} y={sy} width={sw} height={sh} rx={2} fill={ids.url('screen')} />
      <rect x={sx} y={sy} width={sw} height={bar} fill="#fff" opacity="0.14" />
      <circle cx={sx + bar * 0.6} cy={sy + bar / 2} r={bar * 0.22} fill="#fff" opacity="0.8" />
      <rect
        x={sx + bar * 1.2}
        y={sy + bar * 0.38}
        width={sw * 0.28}
        height={bar * 0.24}
        rx={bar * 0.12}
        fill="#fff"
        opacity="0.6"
      />
      {face ? (
        <g>
          <circle cx={fx} cy={fy - faceR * 0.15} r={faceR} fill="#fff" opacity="0.2" />
          <path
            d={`M${fx - faceR * 1.5} ${fy + faceR * 1.9} q${faceR * 1.5} ${-faceR * 1.6} ${faceR * 3} 0`}
            fill="#fff"
            opacity="0.2"
          />
          <path
            d={[
              `M${fx - box} ${fy - box + corner}v${-corner}h${corner}`,
              `M${fx + box - corner} ${fy - box}h${corner}v${corner}`,
              `M${fx + box} ${fy + box - corner}v${corner}h${-corner}`,
              `M${fx - box + corner} ${fy + box}h${-corner}v${-corner}`,
            ].join('')}
            fill="none"
            stroke="var(--signal)"
            strokeWidth={Math.max(1.2, faceR * 0.12)}
            strokeLinecap="round"
          />
          {[
            [-0.38, -0.3],
            [0.38, -0.3],
            [0, 0.05],
            [-0.3, 0.42],
            [0.3, 0.42],
          ].map(([dx = 0, dy = 0]) => (
            <circle
              key={`${dx}${dy}`}
              cx={fx + dx * faceR}
              cy={fy - faceR * 0.15 + dy * faceR}
              r={Math.max(0.8, faceR * 0.08)}
              fill="var(--signal)"
            />
          ))}
        </g>
      ) : null}
      {/* form fields on the right, two buttons below */}
      {[0, 1, 2].map((row) => (
        <rect
          key={row}
          x={sx + sw * (face ? 0.56 : 0.08)}
          y={sy + bar + (sh - bar) * (0.16 + row * 0.2)}
          width={sw * (face ? 0.36 : 0.84) * (row === 1 ? 0.7 : 1)}
          height={Math.max(2, (sh - bar) * 0.09)}
          rx={1.5}
          fill="#fff"
          opacity={row === 0 ? 0.85 : 0.55}
        />
      ))}
      <rect
        x={sx + sw * 0.56}
        y={sy + bar + (sh - bar) * 0.76}
        width={sw * 0.36}
        height={Math.max(3, (sh - bar) * 0.13)}
        rx={2}
        fill="var(--signal)"
      />
      <rect x={sx} y={sy} width={sw} height={sh} rx={2} fill={ids.url('glass')} />
    </g>
  );
}

/** A camera: a lens in its ring, with a glint. */
export function Lens({ ids, cx, cy, r }: { ids: Ids; cx: number; cy: number; r: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r * 1.5} fill={ids.url('bezel')} />
      <circle cx={cx} cy={cy} r={r} fill={ids.url('lens')} />
      <circle cx={cx - r * 0.35} cy={cy - r * 0.35} r={r * 0.22} fill="#fff" opacity="0.85" />
    </g>
  );
}

/** A slot: a dark opening with a lit lower lip. */
export function Slot({
  ids,
  x,
  y,
  width,
  height = 5,
}: {
  ids: Ids;
  x: number;
  y: number;
  width: number;
  height?: number;
}) {
  return (
    <g>
      <rect x={x - 3} y={y - 3} width={width + 6} height={height + 6} rx={(height + 6) / 2} fill={ids.url('metal')} />
      <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={ids.url('slot')} />
    </g>
  );
}

/** A fingerprint sensor: a dark pad with ridges. */
export function Fingerprint({ ids, x, y, size }: { ids: Ids; x: number; y: number; size: number }) {
  const cx = x + size / 2;
  const cy = y + size / 2;
  const arcs = [0.16, 0.26, 0.36].map((k) => {
    const r = size * k;
    return `M${cx - r} ${cy + r * 0.5}a${r} ${r} 0 1 1 ${r * 2} 0`;
  });
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={size * 0.22} fill={ids.url('bezel')} />
      <rect x={x + 2} y={y + 2} width={size - 4} height={size - 4} rx={size * 0.18} fill="#3b4856" />
      <path
        d={arcs.join('')}
        fill="none"
        stroke="var(--accent)"
        strokeWidth={Math.max(1, size * 0.05)}
        strokeLinecap="round"
      />
    </g>
  );
}

/** The numbered callouts: a dot on the part, a leader line, the number in a disc. */
export function Markers({ anchors, markers }: { anchors: Anchors; markers?: readonly Marker[] }) {
  if (!markers?.length) return null;
  return (
    <g className="rendering-markers">
      {markers.map(({ part, n }) => {
        const anchor = anchors[part];
        if (!anchor) return null;
        const [ax, ay] = anchor.at;
        const [tx, ty] = anchor.tag;
        return (
          <g key={part}>
            <path
              d={`M${ax} ${ay}L${tx} ${ty}`}
              stroke="var(--ink)"
              strokeWidth="1.2"
              strokeDasharray="3 2"
              fill="none"
            />
            <circle cx={ax} cy={ay} r="3.2" fill="var(--paper)" stroke="var(--ink)" strokeWidth="1.4" />
            <circle cx={tx} cy={ty} r="11" fill="var(--ink)" stroke="var(--paper)" strokeWidth="2" />
            <text x={tx} y={ty + 4.2} textAnchor="middle" className="rendering-marker-n">
              {n}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * A rendering's frame: its materials, the shadow it stands on (centre, half width and depth), the
 * drawing, then the numbered callouts over it.
 */
export function Rendering({
  anchors,
  markers,
  shadow: [cx, rx, ry = 12],
  floor = 300,
  children,
}: {
  anchors: Anchors;
  markers?: readonly Marker[];
  shadow: readonly [number, number, number?];
  /** How far down the floor the terminal stands on is. */
  floor?: number;
  children: (ids: Ids) => ReactNode;
}) {
  const ids = useIds();
  return (
    <g>
      <Materials ids={ids} />
      <Shadow ids={ids} cx={cx} cy={floor} rx={rx} ry={ry} />
      {children(ids)}
      <Markers anchors={anchors} markers={markers} />
    </g>
  );
}
