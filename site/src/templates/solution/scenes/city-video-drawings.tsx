// The city video case (/cityvideocase): a street crossing watched by a camera that frames a face,
// and the event's clip on the operators' screen: the seconds before and after it, marked.
import { Building, Camera, FaceFrame, Flat, Ground, iso, Link, Panel, Person, Tree } from './kit';

export default function CityVideoScene() {
  const face = iso(10, 30);
  return (
    <g className="scene-art">
      <Ground w={190} d={170} />
      <Flat x={-95} y={6} w={190} d={36} className="road" />
      <path
        className="line-paper"
        d={[0, 8, 16, 24, 32].map((dx) => `M${iso(-2 + dx, 10).join(' ')}L${iso(-8 + dx, 38).join(' ')}`).join('')}
      />
      <Building x={-84} y={-80} w={40} d={32} h={62} tone="paper" rows={4} lit={[19, 50]} />
      <Building x={-36} y={-80} w={30} d={30} h={82} tone="soft" rows={6} lit={[6, 81]} />
      <Building x={4} y={-82} w={44} d={34} h={48} tone="brand" rows={3} />
      <Building x={56} y={-80} w={28} d={30} h={30} tone="paper" rows={2} />
      <Flat x={-90} y={-40} w={180} d={40} className="floor" />
      <Tree x={-60} y={-20} />
      <Tree x={60} y={-16} size={1.1} />
      <Camera x={-24} y={-6} h={58} facing="right" />
      <Person x={10} y={30} tone="accent" />
      <Person x={-18} y={22} tone="warm" />
      <Person x={40} y={62} tone="brand" />
      <Person x={50} y={70} tone="signal" />
      <FaceFrame cx={face[0]} cy={face[1] - 25} r={8} />
      <Link from={[face[0] + 10, face[1] - 34]} to={[334, 116]} bend={-10} />
      <Panel x={300} y={26} w={160} h={110} lines={0} dark>
        <rect className="screen-bright" x="310" y="40" width="44" height="30" rx="2" />
        <rect className="screen" x="358" y="40" width="44" height="30" rx="2" />
        <rect className="screen" x="406" y="40" width="44" height="30" rx="2" />
        <FaceFrame cx={380} cy={55} r={8} />
        <path className="bar-soft" d="M310 86h140v6h-140z" />
        <path className="bar-signal" d="M352 86h56v6h-56z" />
        <path className="bar-alert" d="M378 80h4v18h-4z" />
        <path className="panel-lines" d="M310 112h60M310 122h40" />
        <circle className="bar-alert" cx="440" cy="116" r="5" />
      </Panel>
    </g>
  );
}
