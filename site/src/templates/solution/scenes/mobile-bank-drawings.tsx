// The mobile banking case (/mobilebank): a customer opens an account on her phone; the phone
// checks her face and that she is alive, and the bank's platform confirms it.
import { Block, Building, Check, FaceFrame, Flat, Ground, iso, Link, Person, Tree } from './kit';

export default function MobileBankScene() {
  const screen = [iso(-66, 40, 14), iso(-10, 40, 14), iso(-10, 40, 110), iso(-66, 40, 110)];
  const [cx, cy] = iso(-38, 40, 66);
  const bank = iso(46, -30, 62);
  return (
    <g className="scene-art">
      <Ground w={190} d={170} />
      <Flat x={10} y={-84} w={80} d={80} className="floor" />
      <Block x={16} y={-80} w={68} d={60} h={6} tone="stone" />
      <Building x={20} y={-76} z={6} w={60} d={52} h={44} tone="soft" rows={2} />
      <Block x={16} y={-80} z={50} w={68} d={60} h={8} tone="brand" />
      <circle className="sign-warm" cx={bank[0]} cy={bank[1]} r={4} />
      <Tree x={-40} y={-74} />
      <Tree x={84} y={10} size={0.9} />
      <Tree x={60} y={60} size={1.1} />
      <Block x={-70} y={36} w={64} d={8} h={4} tone="stone" />
      <Block x={-70} y={36} z={4} w={64} d={8} h={112} tone="night" />
      <path className="screen-bright" d={`M${screen.map((p) => p.join(' ')).join('L')}Z`} />
      <g transform={`matrix(1 0.5 0 1 ${cx} ${cy})`}>
        <ellipse className="sign" rx={12} ry={16} />
        <FaceFrame cx={0} cy={0} r={22} />
      </g>
      <Check cx={iso(-38, 40, 30)[0]} cy={iso(-38, 40, 30)[1]} r={8} />
      <Person x={14} y={52} tone="accent" scale={1.25} />
      <Link from={[bank[0], bank[1] - 14]} to={iso(-10, 40, 118)} bend={-30} />
      <path className="sign-warm" d="M410 118l22 8v16c0 16-10 26-22 30-12-4-22-14-22-30v-16z" />
      <path className="line-paper" d="M401 144l7 7 13-14" />
    </g>
  );
}
