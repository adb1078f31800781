// Smart commerce (/business): a shop with its awning and window, shoppers counted at the door, a
// face-payment terminal at the till, and the day's visitors on the manager's screen.
import { Block, Building, Camera, FaceFrame, Flat, Ground, iso, Link, OnLeft, Panel, Person, Tree } from './kit';

export default function CommerceScene() {
  const awning = [];
  for (let i = 0; i < 8; i++)
    awning.push(
      <path
        key={i}
        className={i % 2 ? 'sign' : 'sign-warm'}
        d={`M${[iso(-70 + i * 16, -4, 64), iso(-54 + i * 16, -4, 64), iso(-54 + i * 16, 12, 52), iso(-70 + i * 16, 12, 52)].map((p) => p.join(' ')).join('L')}Z`}
      />,
    );
  const buyer = iso(40, 32);
  return (
    <g className="scene-art">
      <Ground w={190} d={180} />
      <Building x={-76} y={-76} w={132} d={72} h={96} tone="paper" rows={6} from={70} />
      <path
        className="glass"
        d={`M${[iso(-64, -4, 6), iso(-8, -4, 6), iso(-8, -4, 50), iso(-64, -4, 50)].map((p) => p.join(' ')).join('L')}Z`}
      />
      <path
        className="screen"
        d={`M${[iso(4, -4, 0), iso(26, -4, 0), iso(26, -4, 44), iso(4, -4, 44)].map((p) => p.join(' ')).join('L')}Z`}
      />
      <path className="line-paper" d={`M${iso(-36, -4, 6).join(' ')}L${iso(-36, -4, 50).join(' ')}`} />
      <Block x={-58} y={-12} w={20} d={6} h={14} tone="warm" />
      <Block x={-30} y={-12} w={16} d={6} h={22} tone="signal" />
      {awning}
      <OnLeft x={56} y={-60} z={20} d={40} h={40} className="glass-dark" />
      <Flat x={-80} y={16} w={160} d={70} className="floor" />
      <Block x={30} y={-2} w={34} d={14} h={22} tone="brand" />
      <Block x={28} y={-4} z={22} w={38} d={18} h={3} tone="paper" />
      <Block x={48} y={2} z={25} w={8} d={6} h={14} tone="night" />
      <path className="screen-face" d={`M${iso(48, 8, 30).join(' ')}a3 3 0 1 0 0.1 0`} />
      <Camera x={-78} y={14} h={58} facing="right" />
      <Person x={40} y={32} tone="accent" />
      <Block x={46} y={36} z={6} w={6} d={4} h={8} tone="warm" />
      <Person x={-20} y={40} tone="signal" />
      <Person x={-6} y={58} tone="warm" />
      <Person x={-40} y={64} tone="brand" />
      <FaceFrame cx={buyer[0]} cy={buyer[1] - 25} r={7} />
      <Tree x={72} y={60} />
      <Tree x={-70} y={80} size={0.9} />
      <Link from={[buyer[0] + 10, buyer[1] - 32]} to={[356, 170]} bend={-10} />
      <Panel x={344} y={70} w={116} h={100} lines={0}>
        {[30, 44, 38, 56, 50, 66].map((h, i) => (
          <rect
            key={h}
            className={i === 5 ? 'bar-signal' : 'bar'}
            x={356 + i * 16}
            y={156 - h}
            width={10}
            height={h}
            rx={2}
          />
        ))}
      </Panel>
    </g>
  );
}
