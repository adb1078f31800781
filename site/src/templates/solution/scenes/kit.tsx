// The pieces every sector, case and company scene is built from (decision 046): one isometric
// projection, one light (from the upper left: tops lightest, left faces mid, right faces darkest)
// and one palette, set by class names that scenes.css maps to the design tokens. A scene module
// composes these, back to front, and adds the few shapes of its own sector.
import type { ReactNode } from 'react';

/** A point of the scene's ground plane (x to the lower right, y to the lower left, z up) on screen. */
export function iso(x: number, y: number, z = 0): [number, number] {
  return [240 + x - y, 200 + (x + y) / 2 - z];
}

const pt = (x: number, y: number, z = 0) => iso(x, y, z).join(' ');
/** A closed polygon through ground-plane points. */
export const poly = (...points: readonly [number, number, number?][]) =>
  `M${points.map(([x, y, z]) => pt(x, y, z)).join('L')}Z`;

/** The colour families a solid may take; scenes.css gives each its top, left and right shades. */
export type Tone = 'paper' | 'soft' | 'brand' | 'accent' | 'signal' | 'night' | 'warm' | 'stone' | 'danger';

export interface Solid {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
  readonly w: number;
  readonly d: number;
  readonly h: number;
  readonly tone?: Tone;
}

/** A box: its top and its two faces toward the viewer. */
export function Block({ x, y, z = 0, w, d, h, tone = 'paper', children }: Solid & { children?: ReactNode }) {
  return (
    <g className={`tone-${tone}`}>
      <path className="f-left" d={poly([x, y + d, z], [x + w, y + d, z], [x + w, y + d, z + h], [x, y + d, z + h])} />
      <path className="f-right" d={poly([x + w, y + d, z], [x + w, y, z], [x + w, y, z + h], [x + w, y + d, z + h])} />
      <path className="f-top" d={poly([x, y, z + h], [x + w, y, z + h], [x + w, y + d, z + h], [x, y + d, z + h])} />
      {children}
    </g>
  );
}

/** Rows and columns of windows on a block's two visible faces. */
export function Windows({
  x,
  y,
  z = 0,
  w,
  d,
  h,
  rows,
  step = 14,
  size = 7,
  from = 10,
  lit = [],
}: Solid & { rows: number; step?: number; size?: number; from?: number; lit?: readonly number[] }) {
  const left: string[] = [];
  const right: string[] = [];
  const lights: string[] = [];
  for (let row = 0; row < rows; row++) {
    const bottom = z + from + row * step;
    const top = bottom + size;
    if (top > z + h - 4) break;
    for (let col = 6; col + size <= w - 4; col += size + 6) {
      const face = poly(
        [x + col, y + d, bottom],
        [x + col + size, y + d, bottom],
        [x + col + size, y + d, top],
        [x + col, y + d, top],
      );
      (lit.includes(row * 31 + col) ? lights : left).push(face);
    }
    for (let col = 6; col + size <= d - 4; col += size + 6) {
      right.push(
        poly(
          [x + w, y + d - col, bottom],
          [x + w, y + d - col - size, bottom],
          [x + w, y + d - col - size, top],
          [x + w, y + d - col, top],
        ),
      );
    }
  }
  return (
    <g>
      <path className="glass" d={left.join('')} />
      <path className="glass-dark" d={right.join('')} />
      {lights.length > 0 && <path className="glass-lit" d={lights.join('')} />}
    </g>
  );
}

/** A flat area on the ground (a road, a lawn, a floor) at height `z`. */
export function Flat({ x, y, w, d, z = 0, className }: Omit<Solid, 'h' | 'tone'> & { className: string }) {
  return <path className={className} d={poly([x, y, z], [x + w, y, z], [x + w, y + d, z], [x, y + d, z])} />;
}

/** The slab the scene stands on, with its edge. */
export function Ground({ w = 180, d = 180, className = 'ground' }: { w?: number; d?: number; className?: string }) {
  const x = -w / 2;
  const y = -d / 2;
  return (
    <g>
      <path
        className="ground-shadow"
        d={poly([x + 8, y + d + 10, -14], [x + w + 10, y + d + 10, -14], [x + w + 10, y + 8, -14])}
      />
      <Block x={x} y={y} z={-10} w={w} d={d} h={10} tone="stone" />
      <Flat x={x} y={y} w={w} d={d} className={className} />
    </g>
  );
}

/** A tree: a trunk and a round crown with its shaded half. */
export function Tree({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  const [sx, sy] = iso(x, y);
  const r = 9 * size;
  return (
    <g>
      <ellipse className="shadow" cx={sx + 3} cy={sy + 1} rx={r} ry={r / 2.4} />
      <path className="trunk" d={`M${sx - 1.5} ${sy}v${-12 * size}h3v${12 * size}z`} />
      <circle className="leaf" cx={sx} cy={sy - 14 * size - r / 2} r={r} />
      <path className="leaf-dark" d={`M${sx} ${sy - 14 * size - r * 1.5}a${r} ${r} 0 0 1 0 ${r * 2}z`} />
    </g>
  );
}

/** A person standing at a ground point; `mask` adds a face mask, `tone` the clothes. */
export function Person({
  x,
  y,
  tone = 'brand',
  mask = false,
  scale = 1,
}: {
  x: number;
  y: number;
  tone?: 'brand' | 'accent' | 'signal' | 'warm' | 'ink' | 'paper';
  mask?: boolean;
  scale?: number;
}) {
  const [sx, sy] = iso(x, y);
  const s = scale;
  return (
    <g className={`person cloth-${tone}`}>
      <ellipse className="shadow" cx={sx + 2} cy={sy} rx={7 * s} ry={3 * s} />
      <path
        className="legs"
        d={`M${sx - 4 * s} ${sy - 1}v${-11 * s}h${8 * s}v${11 * s}h${-3 * s}v${-7 * s}h${-2 * s}v${7 * s}z`}
      />
      <path
        className="cloth"
        d={`M${sx - 5.5 * s} ${sy - 11 * s}v${-9 * s}a${5.5 * s} ${4 * s} 0 0 1 ${11 * s} 0v${9 * s}z`}
      />
      <circle className="skin" cx={sx} cy={sy - 25 * s} r={4.2 * s} />
      <path
        className="hair"
        d={`M${sx - 4.2 * s} ${sy - 25 * s}a${4.2 * s} ${4.2 * s} 0 0 1 ${8.4 * s} 0q${-4 * s} ${-2 * s} ${-8.4 * s} 0z`}
      />
      {mask && (
        <path
          className="mask"
          d={`M${sx - 3.4 * s} ${sy - 24.6 * s}h${6.8 * s}v${2.2 * s}a${3.4 * s} ${2 * s} 0 0 1 ${-6.8 * s} 0z`}
        />
      )}
    </g>
  );
}

/** Corner brackets and landmark points around a face at screen point (cx, cy). */
export function FaceFrame({ cx, cy, r = 9, alert = false }: { cx: number; cy: number; r?: number; alert?: boolean }) {
  const c = r * 0.45;
  const corners = [
    `M${cx - r} ${cy - r + c}v${-c}h${c}`,
    `M${cx + r - c} ${cy - r}h${c}v${c}`,
    `M${cx + r} ${cy + r - c}v${c}h${-c}`,
    `M${cx - r + c} ${cy + r}h${-c}v${-c}`,
  ];
  return (
    <g className={alert ? 'frame frame-alert' : 'frame'}>
      <path d={corners.join('')} />
      <circle cx={cx - r * 0.3} cy={cy - r * 0.15} r={0.9} />
      <circle cx={cx + r * 0.3} cy={cy - r * 0.15} r={0.9} />
      <circle cx={cx} cy={cy + r * 0.25} r={0.9} />
    </g>
  );
}

/** A camera on a pole (or a wall, `h` above the ground), looking left or right, with its view. */
export function Camera({
  x,
  y,
  h = 46,
  facing = 'left',
  view = true,
  pole = true,
}: {
  x: number;
  y: number;
  h?: number;
  facing?: 'left' | 'right';
  view?: boolean;
  pole?: boolean;
}) {
  const [bx, by] = iso(x, y);
  const top = by - h;
  const f = facing === 'left' ? -1 : 1;
  return (
    <g className="camera">
      {view && <path className="view" d={`M${bx + f * 10} ${top + 2}l${f * 70} ${36}l${f * 6} ${-30}z`} />}
      {pole && (
        <>
          <ellipse className="shadow" cx={bx + 2} cy={by} rx={5} ry={2} />
          <path className="pole" d={`M${bx - 1.5} ${by}V${top}h3V${by}z`} />
        </>
      )}
      <path className="cam-arm" d={`M${bx} ${top}h${f * 6}v3h${-f * 6}z`} />
      <path className="cam-body" d={`M${bx + f * 3} ${top - 5}h${f * 16}l${f * 3} 4v5h${-f * 19}z`} />
      <path className="cam-top" d={`M${bx + f * 3} ${top - 5}h${f * 16}l${f * 3} 4h${-f * 19}z`} />
      <circle className="cam-lens" cx={bx + f * 20} cy={top + 1} r={2.2} />
    </g>
  );
}

/** A self-service terminal: a plinth and a tilted screen, whose screen may show a face frame. */
export function Kiosk({ x, y, face = true, tone = 'paper' }: { x: number; y: number; face?: boolean; tone?: Tone }) {
  const [sx, sy] = iso(x + 6, y + 6, 44);
  return (
    <g>
      <Block x={x} y={y} w={12} d={12} h={34} tone={tone} />
      <Block x={x - 1} y={y - 1} z={34} w={14} d={14} h={16} tone="night" />
      <path
        className="screen"
        d={poly([x - 1, y + 13, 36], [x + 13, y + 13, 36], [x + 13, y + 13, 49], [x - 1, y + 13, 49])}
      />
      {face && <circle className="screen-face" cx={sx - 6} cy={sy + 8} r={2.6} />}
    </g>
  );
}

/** A floating panel of an application (a card with a header and lines), in screen coordinates. */
export function Panel({
  x,
  y,
  w,
  h,
  lines = 3,
  children,
  dark = false,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  lines?: number;
  children?: ReactNode;
  dark?: boolean;
}) {
  const rows = [];
  for (let i = 0; i < lines; i++) rows.push(`M${x + 10} ${y + 24 + i * 9}h${(w - 20) * (i % 2 ? 0.6 : 0.85)}`);
  return (
    <g className={dark ? 'panel panel-dark' : 'panel'}>
      <rect className="panel-shadow" x={x + 3} y={y + 5} width={w} height={h} rx={6} />
      <rect className="panel-body" x={x} y={y} width={w} height={h} rx={6} />
      <path className="panel-head" d={`M${x} ${y + 6}a6 6 0 0 1 6 -6h${w - 12}a6 6 0 0 1 6 6v6h${-w}z`} />
      {lines > 0 && <path className="panel-lines" d={rows.join('')} />}
      {children}
    </g>
  );
}

/** A tick in a small round badge (a check passed). */
export function Check({ cx, cy, r = 7, alert = false }: { cx: number; cy: number; r?: number; alert?: boolean }) {
  return (
    <g className={alert ? 'badge badge-alert' : 'badge'}>
      <circle cx={cx} cy={cy} r={r} />
      <path
        d={
          alert
            ? `M${cx - r * 0.35} ${cy - r * 0.35}l${r * 0.7} ${r * 0.7}m0 ${-r * 0.7}l${-r * 0.7} ${r * 0.7}`
            : `M${cx - r * 0.4} ${cy}l${r * 0.3} ${r * 0.3}l${r * 0.5} ${-r * 0.6}`
        }
      />
    </g>
  );
}

/** A data link: a dashed curve from one screen point to another, with a node at each end. */
export function Link({ from, to, bend = -30 }: { from: [number, number]; to: [number, number]; bend?: number }) {
  const mx = (from[0] + to[0]) / 2;
  const my = (from[1] + to[1]) / 2 + bend;
  return (
    <g className="link">
      <path d={`M${from.join(' ')}Q${mx} ${my} ${to.join(' ')}`} />
      <circle cx={from[0]} cy={from[1]} r={3} />
      <circle cx={to[0]} cy={to[1]} r={3} />
    </g>
  );
}

/** A small car on the road, along x (`along="x"`) or y. */
export function Car({ x, y, along = 'x', tone = 'accent' }: { x: number; y: number; along?: 'x' | 'y'; tone?: Tone }) {
  const [w, d] = along === 'x' ? [22, 11] : [11, 22];
  return (
    <g>
      <Block x={x} y={y} z={2} w={w} d={d} h={6} tone={tone} />
      <Block
        x={x + (along === 'x' ? 5 : 1)}
        y={y + (along === 'x' ? 1 : 5)}
        z={8}
        w={along === 'x' ? 11 : 9}
        d={along === 'x' ? 9 : 11}
        h={5}
        tone="night"
      />
    </g>
  );
}

/** A block with its windows: the usual building. */
export function Building({
  rows,
  lit,
  step,
  size,
  from,
  ...solid
}: Solid & { rows: number; lit?: readonly number[]; step?: number; size?: number; from?: number }) {
  return (
    <Block {...solid}>
      <Windows {...solid} rows={rows} lit={lit} step={step} size={size} from={from} />
    </Block>
  );
}

/** A wall of an interior, seen from inside: along x at the back (`side="back"`) or along y at the left. */
export function Wall({
  side,
  length,
  h = 70,
  tone = 'paper',
}: {
  side: 'back' | 'left';
  length: number;
  h?: number;
  tone?: Tone;
}) {
  const half = length / 2;
  return side === 'back' ? (
    <Block x={-half} y={-half - 6} w={length} d={6} h={h} tone={tone} />
  ) : (
    <Block x={-half - 6} y={-half - 6} w={6} d={length + 6} h={h} tone={tone} />
  );
}

/** A flat picture on the back wall (the y = `y` plane), from x to x + w, between heights z and z + h. */
export function OnBack({
  x,
  y,
  z,
  w,
  h,
  className,
}: {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  className: string;
}) {
  return <path className={className} d={poly([x, y, z], [x + w, y, z], [x + w, y, z + h], [x, y, z + h])} />;
}

/** A flat picture on the left wall (the x = `x` plane), from y to y + d, between heights z and z + h. */
export function OnLeft({
  x,
  y,
  z,
  d,
  h,
  className,
}: {
  x: number;
  y: number;
  z: number;
  d: number;
  h: number;
  className: string;
}) {
  return <path className={className} d={poly([x, y, z], [x, y + d, z], [x, y + d, z + h], [x, y, z + h])} />;
}
