// The self-service form-filling machine: a slender standing kiosk with a camera in its crown, a
// tilted touchscreen, an identity card reader on the shelf, the document printer's outlet and the
// receipt slot, on a plinth. Drawn in a 400×330 box (parts-drawings.tsx).
import { type Anchors, Lens, Rendering, type RenderingProps, Screen, Slot } from './parts-drawings';

export const anchors: Anchors = {
  camera: { at: [200, 30], tag: [110, 26] },
  screens: { at: [236, 96], tag: [330, 70] },
  printer: { at: [230, 214], tag: [330, 200] },
  receipt: { at: [200, 252], tag: [96, 256] },
};

export default function Machine({ markers }: RenderingProps) {
  return (
    <Rendering anchors={anchors} markers={markers} shadow={[200, 96, 11]}>
      {(ids) => (
        <>
          {/* the body: a tall white column with a shaded side and a brand stripe */}
          <path d="M260 20 L276 30 V288 L260 296 Z" fill={ids.url('side')} />
          <rect x="138" y="16" width="124" height="280" rx="16" fill={ids.url('shell')} />
          <rect x="138" y="16" width="124" height="280" rx="16" fill="none" stroke="#c5ced7" strokeWidth="1.5" />
          <rect x="138" y="150" width="6" height="120" fill={ids.url('accent')} />
          {/* crown: camera and light bar */}
          <rect x="168" y="24" width="64" height="12" rx="6" fill={ids.url('bezel')} />
          <Lens ids={ids} cx={200} cy={30} r={3.2} />
          <circle cx="220" cy="30" r="2" fill={ids.url('led')} />
          {/* the touchscreen, tilted towards the visitor */}
          <path d="M146 44 H254 L258 150 H142 Z" fill="#d6dee6" />
          <Screen ids={ids} x={150} y={48} width={100} height={96} />
          {/* a shelf with the identity card reader */}
          <path d="M136 158 H264 L272 172 H128 Z" fill={ids.url('top')} />
          <rect x="128" y="172" width="144" height="6" rx="2" fill="#b9c4ce" />
          <rect x="154" y="160" width="40" height="10" rx="2" fill="#26323d" />
          <rect x="158" y="162" width="32" height="2" rx="1" fill="var(--signal)" opacity="0.8" />
          {/* the document printer's outlet with a printed form */}
          <rect x="160" y="196" width="80" height="30" rx="4" fill="#dfe6ec" />
          <Slot ids={ids} x={166} y={204} width={68} height={5} />
          <path d="M172 208 H228 L232 226 H168 Z" fill="#fff" stroke="#c9d2da" />
          <path d="M176 214 H212 M176 219 H222" stroke="#9aa8b5" strokeWidth="1.5" />
          {/* the receipt slot with a ticket */}
          <Slot ids={ids} x={182} y={248} width={36} height={4} />
          <path d="M188 251 H212 V262 H188 Z" fill="#fff" stroke="#c9d2da" />
          {/* plinth */}
          <rect x="146" y="280" width="108" height="18" rx="4" fill={ids.url('graphite')} />
        </>
      )}
    </Rendering>
  );
}
