// Smart epidemic prevention (/antiepidemic): at a building's entrance, a screening gate takes each
// visitor's temperature and checks the mask; the reading shows on the guard's screen.
import { Block, Building, Camera, FaceFrame, Flat, Ground, iso, Link, Panel, Person, Tree } from './kit';

export default function EpidemicScene() {
  const visitor = iso(14, 30);
  return (
    <g className="scene-art">
      <Ground w={190} d={180} />
      <Building x={-86} y={-86} w={172} d={40} h={74} tone="paper" rows={4} lit={[6, 50, 112]} />
      <Block x={-26} y={-50} w={52} d={4} h={46} tone="accent" />
      <Flat x={-40} y={-46} w={80} d={130} className="floor" />
      <Block x={-40} y={-46} z={50} w={80} d={18} h={4} tone="paper" />
      <Tree x={-70} y={-20} />
      <Tree x={70} y={-24} size={1.1} />
      <Tree x={-72} y={60} size={0.9} />
      <Block x={-24} y={10} w={10} d={14} h={56} tone="paper" />
      <Block x={34} y={10} w={10} d={14} h={56} tone="paper" />
      <Block x={-24} y={10} z={56} w={68} d={14} h={10} tone="signal" />
      <Camera x={10} y={10} h={68} facing="right" pole={false} view={false} />
      <Person x={14} y={30} tone="brand" mask />
      <Person x={30} y={60} tone="warm" mask />
      <Person x={44} y={76} tone="ink" mask />
      <FaceFrame cx={visitor[0]} cy={visitor[1] - 25} r={8} />
      <Link from={[visitor[0] + 10, visitor[1] - 34]} to={[348, 130]} bend={-20} />
      <Panel x={336} y={48} w={120} h={90} lines={2}>
        <defs>
          <linearGradient id="scene-heat" x1="0" x2="1">
            <stop offset="0" className="heat-cool" />
            <stop offset="0.55" className="heat-mid" />
            <stop offset="1" className="heat-hot" />
          </linearGradient>
        </defs>
        <rect x="346" y="48" width="0" height="0" />
        <rect fill="url(#scene-heat)" x="346" y="96" width="100" height="10" rx="5" />
        <path className="ink" d="M384 90l6 8 6-8z" />
        <circle className="bar-signal" cx="356" cy="124" r="6" />
        <path className="panel-lines" d="M368 124h60" />
      </Panel>
    </g>
  );
}
