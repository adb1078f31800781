// The portable dual-screen card dispenser: a rugged graphite carrying case, its lid open on the
// staff screen, the customer screen and the card path in the deck, a battery gauge, a handle and a
// 4G antenna. Drawn in a 400×320 box (parts-drawings.tsx).
import { type Anchors, Lens, Rendering, type RenderingProps, Screen, Slot } from './parts-drawings';

export const anchors: Anchors = {
  screens: { at: [200, 92], tag: [200, 22] },
  battery: { at: [300, 262], tag: [382, 258] },
  dimensions: { at: [200, 311], tag: [120, 312] },
  weight: { at: [200, 246], tag: [24, 246] },
  positioning: { at: [330, 56], tag: [376, 84] },
  network: { at: [318, 24], tag: [368, 22] },
  'input-slot': { at: [262, 196], tag: [380, 176] },
  camera: { at: [200, 44], tag: [140, 22] },
};

export default function Portable({ markers }: RenderingProps) {
  return (
    <Rendering anchors={anchors} markers={markers} shadow={[200, 176, 12]}>
      {(ids) => (
        <>
          {/* the lid, open: graphite frame around the staff screen */}
          <path d="M64 188 L78 36 Q80 28 88 28 H312 Q320 28 322 36 L336 188 Z" fill={ids.url('graphite')} />
          <path d="M72 184 L84 40 H316 L328 184 Z" fill="#1f2831" />
          <Screen ids={ids} x={96} y={52} width={208} height={124} />
          <Lens ids={ids} cx={200} cy={44} r={3.2} />
          {/* 4G antenna and positioning module on the lid's corner */}
          <rect x="314" y="14" width="8" height="30" rx="4" fill={ids.url('graphite')} />
          <circle cx="330" cy="56" r="5" fill="var(--signal)" />
          <circle cx="330" cy="56" r="9" fill="none" stroke="var(--signal)" strokeWidth="1.5" opacity="0.5" />
          {/* the deck: customer screen and the card input slot */}
          <path d="M40 212 L64 188 H336 L360 212 Z" fill="#3a4651" />
          <path d="M50 208 L70 192 H330 L350 208 Z" fill="#56636f" />
          <path d="M104 206 L114 194 H174 L166 206 Z" fill={ids.url('screen')} />
          <path d="M108 204 L117 196 H140 L130 204 Z" fill="#fff" opacity="0.2" />
          <Slot ids={ids} x={222} y={194} width={84} height={4} />
          <path d="M236 193 l4 -10 h40 l-4 10 Z" fill={ids.url('card')} />
          {/* the case: graphite body, edge bumpers, latches, handle and battery gauge */}
          <rect x="40" y="212" width="320" height="76" rx="10" fill={ids.url('graphite')} />
          <rect x="40" y="212" width="320" height="8" fill="#fff" opacity="0.08" />
          <rect x="34" y="220" width="14" height="62" rx="6" fill="#141b22" />
          <rect x="352" y="220" width="14" height="62" rx="6" fill="#141b22" />
          <path d="M40 232 H360" stroke="#0e151b" strokeWidth="2" />
          <rect x="60" y="224" width="60" height="4" rx="2" fill={ids.url('accent')} />
          <rect x="280" y="224" width="60" height="4" rx="2" fill={ids.url('accent')} />
          {/* the folding carrying handle */}
          <rect x="150" y="236" width="14" height="14" rx="3" fill="#141b22" />
          <rect x="236" y="236" width="14" height="14" rx="3" fill="#141b22" />
          <rect x="156" y="240" width="88" height="12" rx="6" fill="#10171d" />
          <rect x="160" y="241" width="80" height="4" rx="2" fill="#6b7884" />
          {[0, 1].map((i) => (
            <g key={i} transform={`translate(${i ? 262 : 124} 250)`}>
              <rect width="14" height="20" rx="3" fill={ids.url('metal')} />
              <rect x="4" y="4" width="6" height="6" rx="1" fill="#2c3742" />
            </g>
          ))}
          <rect x="278" y="254" width="44" height="16" rx="3" fill="#0c1218" />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={282 + i * 9.5}
              y="258"
              width="7.5"
              height="8"
              rx="1"
              fill={i < 3 ? 'var(--signal)' : '#3b4856'}
            />
          ))}
          <rect x="322" y="258" width="3" height="8" rx="1" fill="#0c1218" />
          {/* feet */}
          <rect x="60" y="286" width="40" height="6" rx="3" fill="#0c1218" />
          <rect x="300" y="286" width="40" height="6" rx="3" fill="#0c1218" />
          {/* a dimension line for the case's size */}
          <g opacity="0.9">
            <path d="M40 311 H360 M40 305 v12 M360 305 v12" stroke="var(--muted)" strokeWidth="1.2" fill="none" />
          </g>
        </>
      )}
    </Rendering>
  );
}
