// The super counter: a wide self-service desk with a graphite canopy holding the camera, the main
// screen upright, a sloped work surface with the fingerprint sensor, a PIN pad and the card slot,
// and the document printer's and the receipt printer's outlets in the front. Drawn in a 400×330
// box (parts-drawings.tsx).
import { type Anchors, Fingerprint, Lens, Rendering, type RenderingProps, Screen, Slot } from './parts-drawings';

export const anchors: Anchors = {
  camera: { at: [200, 34], tag: [110, 18] },
  screens: { at: [254, 100], tag: [372, 70] },
  fingerprint: { at: [108, 184], tag: [26, 166] },
  printer: { at: [150, 238], tag: [30, 250] },
  receipt: { at: [282, 238], tag: [372, 262] },
};

export default function Counter({ markers }: RenderingProps) {
  return (
    <Rendering anchors={anchors} markers={markers} shadow={[200, 168, 13]}>
      {(ids) => (
        <>
          {/* the body: a wide white desk with a shaded side */}
          <path d="M340 176 L356 166 V286 L340 296 Z" fill={ids.url('side')} />
          <rect x="60" y="176" width="280" height="120" rx="10" fill={ids.url('shell')} />
          <rect x="60" y="280" width="280" height="16" rx="6" fill="#c3ccd5" />
          <rect x="60" y="198" width="280" height="4" fill={ids.url('accent')} />
          {/* the sloped work surface: fingerprint sensor, PIN pad, card slot */}
          <path d="M52 176 L76 150 H340 L356 166 L348 176 Z" fill={ids.url('top')} />
          <path d="M52 176 H348" stroke="#b7c2cc" strokeWidth="2" />
          <g transform="matrix(1 0 -0.3 0.62 0 0)">
            <Fingerprint ids={ids} x={152} y={260} size={26} />
          </g>
          <g transform="matrix(1 0 -0.3 0.62 0 0)">
            <rect x="206" y="256" width="50" height="34" rx="4" fill={ids.url('bezel')} />
            {Array.from({ length: 12 }, (_, i) => i).map((i) => (
              <rect
                key={i}
                x={210 + (i % 4) * 11.5}
                y={259 + Math.floor(i / 4) * 10.5}
                width="9"
                height="8"
                rx="1.5"
                fill="#56636f"
              />
            ))}
          </g>
          <Slot ids={ids} x={252} y={160} width={52} height={4} />
          <path d="M262 160 l3 -8 h30 l-3 8 Z" fill={ids.url('card')} />
          {/* the screen tower */}
          <path d="M128 150 L134 40 H266 L272 150 Z" fill="#d3dbe3" />
          <Screen ids={ids} x={140} y={54} width={120} height={92} />
          {/* the graphite canopy with camera and a light bar */}
          <path d="M110 22 H290 Q300 22 298 32 L294 44 H106 L102 32 Q100 22 110 22 Z" fill={ids.url('graphite')} />
          <rect x="130" y="40" width="140" height="3" rx="1.5" fill="var(--accent)" opacity="0.9" />
          <Lens ids={ids} cx={200} cy={32} r={3.6} />
          <circle cx="222" cy="32" r="2" fill={ids.url('led')} />
          {/* outlets in the front: documents on the left, the receipt on the right */}
          <rect x="104" y="222" width="96" height="34" rx="4" fill="#dfe6ec" />
          <Slot ids={ids} x={112} y={230} width={80} height={5} />
          <path d="M118 234 H186 L190 254 H114 Z" fill="#fff" stroke="#c9d2da" />
          <path d="M124 241 H164 M124 247 H176" stroke="#9aa8b5" strokeWidth="1.5" />
          <rect x="254" y="222" width="60" height="34" rx="4" fill="#dfe6ec" />
          <Slot ids={ids} x={266} y={234} width={36} height={4} />
          <path d="M272 237 H296 V252 H272 Z" fill="#fff" stroke="#c9d2da" />
          <circle cx="80" cy="216" r="3.5" fill={ids.url('led')} />
        </>
      )}
    </Rendering>
  );
}
