// The transceiver: a compact weatherproof box on a mounting bracket, a 4G antenna with its signal,
// a positioning module with the circle of its 2.5 m accuracy, a camera lens and status lights.
// Drawn in a 400×330 box (parts-drawings.tsx).
import { type Anchors, Lens, Rendering, type RenderingProps } from './parts-drawings';

export const anchors: Anchors = {
  network: { at: [268, 40], tag: [352, 30] },
  positioning: { at: [200, 292], tag: [330, 300] },
  camera: { at: [168, 176], tag: [60, 130] },
};

export default function Transceiver({ markers }: RenderingProps) {
  return (
    <Rendering anchors={anchors} markers={markers} shadow={[200, 80, 9]} floor={292}>
      {(ids) => (
        <>
          {/* the positioning accuracy: a circle on the ground around the device */}
          <ellipse cx="200" cy="292" rx="150" ry="26" fill="var(--accent)" opacity="0.08" />
          <ellipse
            cx="200"
            cy="292"
            rx="150"
            ry="26"
            fill="none"
            stroke="var(--accent)"
            strokeWidth="1.5"
            strokeDasharray="5 4"
          />
          {/* the mounting bracket and pole */}
          <rect x="190" y="232" width="20" height="58" fill={ids.url('metal')} />
          <rect x="160" y="226" width="80" height="12" rx="3" fill={ids.url('graphite')} />
          {/* the antenna and its signal */}
          <rect x="262" y="36" width="12" height="70" rx="6" fill={ids.url('graphite')} />
          <rect x="258" y="98" width="20" height="14" rx="3" fill="#2c3742" />
          <path
            d="M288 40 q14 16 0 32 M300 30 q24 26 0 52 M312 20 q34 36 0 72"
            fill="none"
            stroke="var(--accent)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          {/* the box: front, top and side faces */}
          <path d="M110 112 L128 96 H302 L290 112 Z" fill={ids.url('top')} />
          <path d="M290 112 L302 96 V212 L290 228 Z" fill={ids.url('side')} />
          <rect x="110" y="112" width="180" height="116" rx="12" fill={ids.url('shell')} />
          <rect x="110" y="112" width="180" height="116" rx="12" fill="none" stroke="#c5ced7" strokeWidth="1.5" />
          {/* the camera in a dark window */}
          <rect x="126" y="134" width="84" height="84" rx="14" fill={ids.url('bezel')} />
          <Lens ids={ids} cx={168} cy={176} r={18} />
          <circle cx="196" cy="146" r="3" fill="#ff5c5c" opacity="0.85" />
          {/* status lights and the vents */}
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <circle cx={236 + i * 16} cy="140" r="5" fill={i === 2 ? '#9aa8b5' : ids.url('led')} />
            </g>
          ))}
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x="228" y={164 + i * 12} width="48" height="5" rx="2.5" fill="#b3bec9" />
          ))}
          <rect x="110" y="118" width="180" height="4" fill={ids.url('accent')} />
          {/* the positioning module on the top, with a satellite mark */}
          <rect x="140" y="90" width="40" height="14" rx="4" fill={ids.url('graphite')} />
          <circle cx="160" cy="97" r="4" fill="var(--signal)" />
        </>
      )}
    </Rendering>
  );
}
