// The document receiving and sending cabinet: 38 file cabinets with numbered doors in two banks
// (20 on the left, 18 on the right) either side of the control column: camera, touchscreen,
// fingerprint sensor, card reader and barcode window, and the service hatch of the lock control
// board below. Drawn in a 400×330 box (parts-drawings.tsx).
import type { ReactNode } from 'react';
import { type Anchors, Fingerprint, Lens, Rendering, type RenderingProps, Screen } from './parts-drawings';

export const anchors: Anchors = {
  cabinets: { at: [70, 124], tag: [34, 16] },
  'lock-board': { at: [200, 262], tag: [200, 318] },
  fingerprint: { at: [188, 196], tag: [290, 176] },
};

/** A bank of doors: `columns`×`rows`, each with a handle light. */
function Doors({
  x,
  y,
  columns,
  rows,
  width,
  height,
}: {
  x: number;
  y: number;
  columns: number;
  rows: number;
  width: number;
  height: number;
}) {
  const doors: ReactNode[] = [];
  const w = width / columns;
  const h = height / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const dx = x + column * w;
      const dy = y + row * h;
      doors.push(
        <g key={`${row}-${column}`}>
          <rect x={dx + 1.5} y={dy + 1.5} width={w - 3} height={h - 3} rx="2" fill="#f7f9fb" stroke="#c6cfd8" />
          <rect x={dx + 1.5} y={dy + 1.5} width={w - 3} height={3} rx="1" fill="#fff" />
          <rect x={dx + w - 9} y={dy + h / 2 - 4} width="3" height="8" rx="1.5" fill="#8e9ba8" />
          <circle cx={dx + 7} cy={dy + 8} r="1.6" fill="var(--signal)" opacity="0.9" />
        </g>,
      );
    }
  }
  return <g>{doors}</g>;
}

export default function Cabinet({ markers }: RenderingProps) {
  return (
    <Rendering anchors={anchors} markers={markers} shadow={[200, 196, 12]}>
      {(ids) => (
        <>
          {/* the carcass: top, side and front */}
          <path d="M14 40 L26 30 H392 L384 40 Z" fill={ids.url('top')} />
          <path d="M384 40 L392 30 V286 L384 296 Z" fill={ids.url('side')} />
          <rect x="14" y="40" width="370" height="256" rx="6" fill={ids.url('shell')} />
          <rect x="14" y="40" width="370" height="12" rx="4" fill={ids.url('graphite')} />
          <rect x="14" y="50" width="370" height="3" fill={ids.url('accent')} />
          {/* 20 doors on the left, 18 on the right */}
          <Doors x={22} y={60} columns={4} rows={5} width={130} height={220} />
          <Doors x={250} y={60} columns={3} rows={6} width={126} height={220} />
          {/* the control column */}
          <rect x="156" y="58" width="90" height="226" rx="6" fill="#e6ecf1" stroke="#c6cfd8" />
          <Lens ids={ids} cx={201} cy={70} r={3.4} />
          <Screen ids={ids} x={164} y={80} width={74} height={96} face={false} />
          <Fingerprint ids={ids} x={176} y={184} size={24} />
          <rect x="206" y="186" width="30" height="20" rx="3" fill="#26323d" />
          <path
            d="M212 190 v12 M216 190 v12 M221 190 v12 M224 190 v12 M229 190 v12"
            stroke="var(--signal)"
            strokeWidth="1.4"
          />
          <rect x="170" y="214" width="62" height="10" rx="3" fill="#26323d" />
          <rect x="176" y="218" width="50" height="2" rx="1" fill="var(--accent)" />
          {/* the service hatch of the lock control board */}
          <rect x="170" y="240" width="62" height="36" rx="3" fill="#d6dee6" stroke="#b7c2cc" />
          <path d="M178 252 h46 M178 258 h46 M178 264 h46" stroke="#b7c2cc" strokeWidth="2" />
          <rect x="14" y="284" width="370" height="12" rx="4" fill="#c3ccd5" />
        </>
      )}
    </Rendering>
  );
}
