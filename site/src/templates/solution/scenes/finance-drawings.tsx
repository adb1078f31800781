// Smart finance (/finance): a bank with its columns on a stepped base, coins and a card, and a
// phone that verifies the customer's face before a payment.
import { Block, Check, FaceFrame, Flat, Ground, iso, Link, Person, Tree } from './kit';

function Coins({ x, y, count }: { x: number; y: number; count: number }) {
  const [sx, sy] = iso(x, y);
  const coins = [];
  for (let i = 0; i < count; i++)
    coins.push(
      <g key={i}>
        <path className="sign-warm" d={`M${sx - 9} ${sy - i * 4}v-4a9 4.5 0 0 0 18 0v4a9 4.5 0 0 1-18 0z`} />
        <ellipse className="glass-lit" cx={sx} cy={sy - i * 4 - 4} rx={9} ry={4.5} />
      </g>,
    );
  return <g>{coins}</g>;
}

export default function FinanceScene() {
  const columns = [0, 1, 2, 3, 4].map((i) => (
    <Block key={i} x={-52 + i * 20} y={-28} z={12} w={7} d={7} h={44} tone="paper" />
  ));
  const top = iso(-60, -24, 66);
  const right = iso(60, -24, 66);
  const apex = iso(0, -24, 90);
  const customer = iso(54, 46);
  return (
    <g className="scene-art">
      <Ground w={190} d={180} />
      <Flat x={-70} y={-10} w={140} d={40} className="floor" />
      <Block x={-66} y={-70} w={132} d={52} h={6} tone="stone" />
      <Block x={-62} y={-66} z={6} w={124} d={46} h={6} tone="stone" />
      <Block x={-56} y={-64} z={12} w={112} d={34} h={44} tone="soft" />
      {columns}
      <Block x={-60} y={-66} z={56} w={120} d={42} h={10} tone="paper" />
      <path className="f-left tone-paper" d={`M${top.join(' ')}L${right.join(' ')}L${apex.join(' ')}Z`} />
      <path
        className="tone-soft f-right"
        d={`M${right.join(' ')}L${iso(60, -66, 66).join(' ')}L${iso(0, -66, 90).join(' ')}L${apex.join(' ')}Z`}
      />
      <circle className="sign-warm" cx={apex[0]} cy={apex[1] + 14} r={6} />
      <Tree x={-80} y={40} />
      <Tree x={-60} y={64} size={0.9} />
      <Coins x={-30} y={56} count={5} />
      <Coins x={-10} y={66} count={3} />
      <Block x={12} y={52} w={30} d={20} h={2} tone="brand" />
      <Block x={12} y={56} z={2} w={30} d={4} h={0.5} tone="night" />
      <Person x={54} y={46} tone="ink" />
      <FaceFrame cx={customer[0]} cy={customer[1] - 25} r={7} />
      <g>
        <rect className="panel-shadow" x="364" y="60" width="64" height="116" rx="10" />
        <rect className="ink" x="360" y="54" width="64" height="116" rx="10" />
        <rect className="screen-bright" x="365" y="64" width="54" height="94" rx="4" />
        <ellipse className="sign" cx="392" cy="100" rx="14" ry="18" />
        <FaceFrame cx={392} cy={100} r={22} />
        <Check cx={392} cy={140} r={8} />
      </g>
      <Link from={[customer[0] + 10, customer[1] - 32]} to={[360, 120]} bend={-20} />
    </g>
  );
}
