// Smart campus (/smartcampus): a school with its clock tower and flag, the sports ground, pupils,
// and a camera at the gate that recognises them.
import { Block, Building, Camera, FaceFrame, Flat, Ground, iso, Person, Tree } from './kit';

export default function CampusScene() {
  const clock = iso(-14, -44, 78);
  const flag = iso(40, 20);
  const pupil = iso(34, 62);
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Flat x={-90} y={8} w={70} d={82} className="track" />
      <Flat x={-82} y={16} w={54} d={66} className="lawn" />
      <path className="line-paper" d={`M${iso(-55, 16).join(' ')}L${iso(-55, 82).join(' ')}`} />
      <Building x={-84} y={-84} w={130} d={30} h={46} tone="paper" rows={3} lit={[19, 45, 58]} />
      <Block x={-84} y={-84} z={46} w={130} d={30} h={4} tone="warm" />
      <Building x={-30} y={-58} w={32} d={30} h={66} tone="soft" rows={4} />
      <Block x={-28} y={-56} z={66} w={28} d={26} h={6} tone="warm" />
      <circle className="sign" cx={clock[0] - 6} cy={clock[1] + 8} r={7} />
      <path className="line-ink" d={`M${clock[0] - 6} ${clock[1] + 8}v-5M${clock[0] - 6} ${clock[1] + 8}h4`} />
      <Building x={50} y={-84} w={34} d={56} h={34} tone="paper" rows={2} lit={[6]} />
      <Flat x={10} y={-10} w={80} d={100} className="floor" />
      <path className="line-ink" d={`M${flag[0]} ${flag[1]}V${flag[1] - 70}`} />
      <path className="sign-warm" d={`M${flag[0]} ${flag[1] - 70}l24 6-24 8z`} />
      <Tree x={16} y={-4} />
      <Tree x={80} y={4} size={1.2} />
      <Tree x={-12} y={72} size={0.9} />
      <Block x={8} y={80} w={10} d={10} h={28} tone="brand" />
      <Block x={74} y={80} w={10} d={10} h={28} tone="brand" />
      <Camera x={13} y={85} h={40} facing="right" view />
      <Person x={34} y={62} tone="accent" />
      <Person x={50} y={52} tone="warm" scale={0.9} />
      <Person x={60} y={70} tone="signal" scale={0.9} />
      <Person x={-50} y={44} tone="brand" scale={0.85} />
      <Person x={-60} y={60} tone="warm" scale={0.85} />
      <FaceFrame cx={pupil[0]} cy={pupil[1] - 25} r={8} />
    </g>
  );
}
