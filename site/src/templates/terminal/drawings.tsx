// Line drawings of the terminals, drawn for the site (no image files): each device in a
// 320×200 box, styled by terminal.css so the colours follow the site's custom properties.
// `DeviceIllustration` puts one or more of them side by side inside the shared Illustration.
import type { ReactNode } from 'react';
import { Illustration } from '../blocks';

export type DeviceKind = 'portable' | 'desktop' | 'machine' | 'counter' | 'transceiver' | 'cabinet';

/** Screen contents: a few light bars, as on a form or a menu. */
function ScreenLines({ x, y, width, rows }: { x: number; y: number; width: number; rows: number }) {
  const bars = Array.from({ length: rows }, (_, row) => `M${x} ${y + row * 10}h${row % 2 ? width * 0.6 : width}`);
  return <path className="td-glint" d={bars.join('')} />;
}

function Floor() {
  return <line className="td-floor" x1="16" y1="190" x2="304" y2="190" />;
}

function Portable() {
  return (
    <>
      <Floor />
      {/* the open lid holds the staff screen, the case the customer screen and the card path */}
      <rect className="td-body" x="58" y="22" width="204" height="92" rx="10" />
      <rect className="td-screen" x="72" y="36" width="176" height="68" rx="3" />
      <ScreenLines x={86} y={50} width={96} rows={4} />
      <circle className="td-dark" cx="160" cy="29" r="3" />
      <path className="td-line" d="M40 116 h240" />
      <path className="td-line" d="M36 134 h-12 v28 h12" />
      <rect className="td-body" x="36" y="114" width="248" height="70" rx="12" />
      <rect className="td-screen" x="52" y="126" width="92" height="46" rx="3" />
      <ScreenLines x={62} y={136} width={50} rows={3} />
      <rect className="td-dark" x="164" y="130" width="100" height="7" rx="3" />
      <rect className="td-card" x="192" y="146" width="46" height="28" rx="3" />
      <rect className="td-accent" x="192" y="152" width="46" height="5" />
      <path className="td-line" d="M120 184 v4 M200 184 v4" />
    </>
  );
}

function Desktop() {
  return (
    <>
      <Floor />
      {/* staff screen at the back, customer screen in front, card slot and tray in the base */}
      <rect className="td-body" x="62" y="24" width="130" height="86" rx="8" />
      <rect className="td-screen" x="72" y="34" width="110" height="66" rx="3" />
      <ScreenLines x={84} y={46} width={60} rows={4} />
      <rect className="td-panel" x="118" y="110" width="18" height="12" />
      <rect className="td-body" x="206" y="58" width="82" height="58" rx="6" />
      <rect className="td-screen" x="214" y="68" width="66" height="40" rx="2" />
      <ScreenLines x={222} y={76} width={40} rows={3} />
      <circle className="td-dark" cx="247" cy="63" r="2.5" />
      <rect className="td-panel" x="240" y="116" width="14" height="8" />
      <rect className="td-body" x="44" y="122" width="250" height="64" rx="10" />
      <rect className="td-dark" x="62" y="140" width="90" height="7" rx="3" />
      <rect className="td-panel" x="172" y="156" width="104" height="20" rx="3" />
      <rect className="td-card" x="200" y="150" width="46" height="20" rx="3" />
      <rect className="td-accent" x="200" y="155" width="46" height="4" />
    </>
  );
}

function Machine() {
  return (
    <>
      <Floor />
      {/* a standing kiosk: camera, touchscreen, document printer and receipt slot */}
      <rect className="td-body" x="106" y="10" width="108" height="172" rx="12" />
      <circle className="td-dark" cx="160" cy="22" r="3.5" />
      <rect className="td-screen" x="118" y="32" width="84" height="66" rx="3" />
      <ScreenLines x={128} y={42} width={52} rows={5} />
      <rect className="td-panel" x="112" y="104" width="96" height="10" rx="3" />
      <rect className="td-dark" x="126" y="124" width="68" height="6" rx="3" />
      <rect className="td-card" x="134" y="128" width="52" height="24" />
      <path className="td-line thin" d="M142 136 h36 M142 143 h24" />
      <rect className="td-dark" x="142" y="160" width="36" height="4" rx="2" />
      <rect className="td-card" x="150" y="162" width="20" height="10" />
      <rect className="td-panel" x="98" y="182" width="124" height="8" rx="3" />
    </>
  );
}

function Counter() {
  return (
    <>
      <Floor />
      {/* a wide counter: header band, camera, screen, fingerprint sensor, card and printer slots */}
      <rect className="td-body" x="42" y="22" width="236" height="162" rx="12" />
      <rect className="td-screen" x="42" y="22" width="236" height="20" rx="10" />
      <rect className="td-screen" x="42" y="32" width="236" height="10" />
      <circle className="td-dark" cx="160" cy="54" r="3.5" />
      <rect className="td-screen" x="74" y="64" width="172" height="66" rx="3" />
      <ScreenLines x={88} y={76} width={90} rows={4} />
      <rect className="td-panel" x="52" y="138" width="216" height="10" rx="3" />
      <rect className="td-panel" x="70" y="156" width="28" height="20" rx="5" />
      <path className="td-line thin" d="M78 170 q6 -12 12 0 M81 170 q3 -6 6 0" />
      <rect className="td-dark" x="114" y="162" width="40" height="5" rx="2" />
      <rect className="td-dark" x="170" y="162" width="32" height="5" rx="2" />
      <rect className="td-card" x="176" y="165" width="20" height="10" />
      <rect className="td-dark" x="216" y="160" width="40" height="6" rx="3" />
    </>
  );
}

function Transceiver() {
  return (
    <>
      <Floor />
      {/* a compact box: antenna with signal arcs, camera lens, status light */}
      <path className="td-line" d="M196 74 L206 26" />
      <circle className="td-accent" cx="207" cy="22" r="5" />
      <path className="td-signal" d="M222 14 q10 10 0 20 M232 6 q18 18 0 36" />
      <rect className="td-body" x="104" y="70" width="112" height="104" rx="14" />
      <circle className="td-dark" cx="142" cy="120" r="20" />
      <circle className="td-accent" cx="142" cy="120" r="8" />
      <circle className="td-glint-dot" cx="138" cy="116" r="2.5" />
      <circle className="td-accent" cx="190" cy="96" r="5" />
      <path className="td-line thin" d="M178 130 h24 M178 140 h24 M178 150 h24" />
      <rect className="td-panel" x="124" y="174" width="72" height="12" rx="3" />
    </>
  );
}

function Cabinet() {
  const doors: ReactNode[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const x = 48 + column * 40;
      const y = 26 + row * 26;
      doors.push(
        <g key={`${row}-${column}`}>
          <rect className="td-door" x={x} y={y} width="36" height="22" rx="2" />
          <circle className="td-dark" cx={x + 30} cy={y + 11} r="1.8" />
        </g>,
      );
    }
  }
  return (
    <>
      <Floor />
      {/* a wall of numbered doors beside the control panel: screen, camera, fingerprint sensor */}
      <rect className="td-body" x="40" y="18" width="250" height="168" rx="8" />
      {doors}
      <rect className="td-panel" x="214" y="26" width="68" height="152" rx="4" />
      <circle className="td-dark" cx="248" cy="36" r="3" />
      <rect className="td-screen" x="222" y="46" width="52" height="54" rx="2" />
      <ScreenLines x={228} y={54} width={30} rows={4} />
      <rect className="td-body" x="236" y="112" width="24" height="20" rx="5" />
      <path className="td-line thin" d="M243 126 q5 -10 10 0 M245.5 126 q2.5 -5 5 0" />
      <rect className="td-dark" x="228" y="144" width="40" height="5" rx="2" />
      <path
        className="td-line thin"
        d="M230 160 v10 M234 160 v10 M240 160 v10 M243 160 v10 M249 160 v10 M255 160 v10 M258 160 v10 M264 160 v10"
      />
    </>
  );
}

const devices: Readonly<Record<DeviceKind, () => ReactNode>> = {
  portable: Portable,
  desktop: Desktop,
  machine: Machine,
  counter: Counter,
  transceiver: Transceiver,
  cabinet: Cabinet,
};

export function isDeviceKind(value: string): value is DeviceKind {
  return Object.hasOwn(devices, value);
}

/**
 * One or more devices side by side. With a `label` the drawing is an image with that
 * accessible name (the page's words); without one it is decorative and hidden.
 */
export function DeviceIllustration({ kinds, label }: { kinds: readonly DeviceKind[]; label?: string }) {
  return (
    <Illustration label={label} viewBox={`0 0 ${320 * kinds.length} 200`}>
      {kinds.map((kind, index) => {
        const Device = devices[kind];
        return (
          <g key={kind} className="td" transform={`translate(${320 * index} 0)`}>
            <Device />
          </g>
        );
      })}
    </Illustration>
  );
}
