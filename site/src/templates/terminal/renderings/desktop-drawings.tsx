// The desktop dual-screen card dispenser: a white base with the card hopper (input) on top and the
// card tray (output) in front, the customer screen with its camera facing us and the staff screen
// behind it, facing the other way. Drawn in a 400×330 box (parts-drawings.tsx).
import { type Anchors, Lens, Rendering, type RenderingProps, Screen, Slot } from './parts-drawings';

export const anchors: Anchors = {
  'input-slot': { at: [96, 140], tag: [24, 110] },
  'output-slot': { at: [300, 262], tag: [378, 300] },
  screens: { at: [300, 120], tag: [384, 196] },
  camera: { at: [244, 36], tag: [150, 20] },
  network: { at: [342, 180], tag: [386, 240] },
};

export default function Desktop({ markers }: RenderingProps) {
  return (
    <Rendering anchors={anchors} markers={markers} shadow={[200, 180, 13]}>
      {(ids) => (
        <>
          {/* the staff screen behind, seen from its back: a graphite panel facing away */}
          <g transform="translate(30 0)">
            <path d="M232 38 L350 46 L344 150 L236 152 Z" fill={ids.url('graphite')} />
            <path d="M240 46 L342 52 L338 144 L242 146 Z" fill="#3c4955" />
            <rect x="282" y="150" width="22" height="24" fill={ids.url('side')} />
          </g>
          {/* the base: top face, front face and side */}
          <path d="M40 186 L80 160 H372 L360 186 Z" fill={ids.url('top')} />
          <path d="M360 186 L372 160 V262 L360 290 Z" fill={ids.url('side')} />
          <rect x="40" y="186" width="320" height="104" rx="6" fill={ids.url('shell')} />
          <rect x="40" y="186" width="320" height="3" fill="#fff" />
          <rect x="40" y="272" width="320" height="18" rx="6" fill="#c3ccd5" />
          {/* the card hopper: a smoked window on a stack of cards */}
          <path d="M58 176 L74 146 H132 L120 176 Z" fill="#e2e8ee" />
          {Array.from({ length: 9 }, (_, i) => i).map((i) => (
            <path
              key={i}
              d={`M${66 + i * 0.4} ${172 - i * 2.6} L${78 + i * 0.4} ${152 - i * 0.4} H${124 - i * 0.4} L${114 - i * 0.4} ${172 - i * 2.6} Z`}
              fill={i % 2 ? 'var(--brand)' : 'var(--accent)'}
              opacity={0.85}
            />
          ))}
          <path d="M56 178 L72 120 H136 L122 178 Z" fill="#0f1e2b" opacity="0.16" />
          <path d="M56 178 L72 120 H136 L122 178 Z" fill="none" stroke="#97a5b2" strokeWidth="2" />
          <path d="M74 124 L64 170" stroke="#fff" strokeWidth="3" opacity="0.6" strokeLinecap="round" />
          {/* status strip and brand accent on the front */}
          <rect x="60" y="204" width="120" height="5" rx="2.5" fill={ids.url('accent')} />
          <circle cx="72" cy="236" r="4" fill={ids.url('led')} />
          <circle cx="88" cy="236" r="3" fill="#9aa8b5" />
          <circle cx="102" cy="236" r="3" fill="#9aa8b5" />
          {/* card output: slot and tray with cards waiting */}
          <Slot ids={ids} x={232} y={230} width={110} height={6} />
          <path d="M230 250 H344 L352 272 H222 Z" fill={ids.url('metal')} />
          <path d="M246 252 H328 L330 262 H244 Z" fill={ids.url('card')} />
          <path d="M250 248 H326 L328 256 H248 Z" fill={ids.url('card')} opacity="0.85" />
          {/* 4G module grille on the side */}
          <path
            d="M336 176 l12 -8 M336 184 l12 -8 M336 192 l12 -8"
            stroke="#8e9ba8"
            strokeWidth="2"
            strokeLinecap="round"
          />
          {/* the customer screen on its stand, camera above */}
          <g transform="translate(34 0)">
            <path d="M190 186 L198 150 H228 L236 186 Z" fill={ids.url('side')} />
            <rect x="96" y="26" width="228" height="136" rx="12" fill={ids.url('shell')} />
            <rect x="96" y="26" width="228" height="136" rx="12" fill="none" stroke="#c3ccd5" strokeWidth="2" />
            <Screen ids={ids} x={108} y={46} width={204} height={108} />
            <Lens ids={ids} cx={210} cy={36} r={3.4} />
          </g>
        </>
      )}
    </Rendering>
  );
}
