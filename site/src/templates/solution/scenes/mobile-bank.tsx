// The mobile banking case (/mobilebank): a customer opens an account on her phone; the phone
// checks her face and that she is alive, and the bank's platform confirms it.
import { Block, Building, Check, FaceFrame, Flat, Ground, iso, Link, Person, Tree } from './kit';

export default function MobileBankScene() {
  const screen = [iso(-6, 40, 12), iso(54, 40, 12), iso(54, 40, 112), iso(-6, 40, 112)];
  const [cx, cy] = iso(24, 40, 64);
  const user = iso(76, 62);
  return (
    <g className="scene-art">
      <Ground w={190} d={170} />
      <Flat x={-90} y={-80} w={76} d={76} className="floor" />
      <Block x={-84} y={-74} w={64} d={60} h={6} tone="stone" />
      <Building x={-80} y={-70} z={6} w={56} d={52} h={40} tone="soft" rows={2} />
      <Block x={-84} y={-74} z={46} w={64} d={60} h={8} tone="brand" />
      <circle className="sign-warm" cx={iso(-52, -14, 50)[0]} cy={iso(-52, -14, 50)[1]} r={4} />
      <Tree x={-8} y={-70} />
      <Tree x={-80} y={10} size={0.9} />
      <Block x={-10} y={36} w={68} d={8} h={4} tone="stone" />
      <Block x={-10} y={36} z={4} w={68} d={8} h={114} tone="night" />
      <path className="screen-bright" d={`M${screen.map((p) => p.join(' ')).join('L')}Z`} />
      <ellipse className="sign" cx={cx} cy={cy} rx={13} ry={17} transform={`skewY(26.57) translate(0 ${-cx / 2})`} />
      <FaceFrame cx={cx} cy={cy + 2} r={22} />
      <Check cx={iso(24, 40, 26)[0]} cy={iso(24, 40, 26)[1]} r={8} />
      <Person x={76} y={62} tone="accent" scale={1.2} />
      <Link from={iso(-30, -40, 60)} to={iso(-6, 40, 120)} bend={-30} />
      <g>
        <path className="sign-warm" d={`M${user[0] + 40} 60l22 8v16c0 16-10 26-22 30-12-4-22-14-22-30V68z`} />
        <path className="line-paper" d={`M${user[0] + 31} 86l7 7 13-14`} />
      </g>
    </g>
  );
}
