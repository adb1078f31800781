// The city case (/citycase): three districts joined by the city's fibre to one command centre,
// each with its street camera, and the centre's view of the three.
import { Block, Building, Camera, Flat, Ground, iso, Link, Panel, Tree } from './kit';

export default function CityCaseScene() {
  const centre = iso(0, 0, 64);
  const fibre = (x: number, y: number) => `M${iso(x, y).join(' ')}L${iso(0, 0).join(' ')}`;
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Flat x={-80} y={-80} w={62} d={62} className="floor" />
      <Flat x={20} y={-80} w={62} d={50} className="floor" />
      <Flat x={-80} y={22} w={56} d={60} className="floor" />
      <path className="wire" d={[fibre(-50, -50), fibre(50, -56), fibre(-52, 52), fibre(60, 60)].join('')} />
      <Building x={-76} y={-76} w={24} d={22} h={70} tone="soft" rows={5} lit={[6]} />
      <Building x={-46} y={-72} w={22} d={20} h={46} rows={3} />
      <Building x={-74} y={-46} w={20} d={22} h={36} rows={2} lit={[19]} />
      <Camera x={-28} y={-28} h={40} facing="right" />
      <Building x={24} y={-78} w={26} d={22} h={52} tone="brand" rows={3} />
      <Building x={56} y={-76} w={22} d={20} h={34} rows={2} lit={[6]} />
      <Camera x={36} y={-38} h={40} facing="left" />
      <Block x={-14} y={-14} w={28} d={28} h={10} tone="stone" />
      <Building
        x={-10}
        y={-10}
        z={10}
        w={20}
        d={20}
        h={54}
        tone="night"
        rows={3}
        size={5}
        step={12}
        lit={[6, 37, 68]}
      />
      <path className="line-ink" d={`M${centre[0]} ${centre[1]}v-22`} />
      <circle className="bar-signal" cx={centre[0]} cy={centre[1] - 24} r={3} />
      <Building x={-76} y={28} w={26} d={24} h={40} tone="paper" rows={2} lit={[19]} />
      <Building x={-44} y={50} w={18} d={28} h={26} tone="accent" rows={1} />
      <Camera x={-20} y={36} h={38} facing="left" />
      <Flat x={32} y={32} w={56} d={56} className="lawn" />
      <Tree x={44} y={46} />
      <Tree x={70} y={40} size={1.2} />
      <Tree x={52} y={74} />
      <Block x={66} y={64} w={16} d={16} h={20} tone="warm" />
      <Link from={[centre[0], centre[1] - 24]} to={[356, 62]} bend={-24} />
      <Panel x={350} y={36} w={104} h={74} lines={0}>
        <path className="bar-soft" d="M360 52h84v12h-84zM360 70h84v12h-84zM360 88h84v12h-84z" />
        <path className="bar-signal" d="M360 52h70v12h-70z" />
        <path className="bar" d="M360 70h52v12h-52z" />
        <path className="bar-signal" d="M360 88h78v12h-78z" />
      </Panel>
    </g>
  );
}
