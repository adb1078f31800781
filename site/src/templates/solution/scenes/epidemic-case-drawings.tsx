// The epidemic prevention case (/adera): three lanes of turnstiles at an entrance, masked visitors
// passing, one without a mask stopped and flagged on the screen.
import { Block, Building, Camera, Check, FaceFrame, Flat, Ground, iso, Link, Panel, Person } from './kit';

export default function EpidemicCaseScene() {
  const stopped = iso(4, 30);
  const lanes = [-40, -10, 20, 50].map((x) => (
    <g key={x}>
      <Block x={x} y={-6} w={8} d={30} h={22} tone="paper" />
      <Block x={x + 2} y={20} z={22} w={4} d={4} h={8} tone="night" />
    </g>
  ));
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Building x={-86} y={-86} w={172} d={30} h={70} tone="soft" rows={4} lit={[19, 81]} />
      <Flat x={-50} y={-56} w={110} d={40} className="floor" />
      <Block x={-86} y={-56} w={36} d={6} h={30} tone="stone" />
      <Block x={60} y={-56} w={26} d={6} h={30} tone="stone" />
      <Flat x={-50} y={-10} w={110} d={100} className="floor" />
      {lanes}
      <Block x={-32} y={14} z={16} w={22} d={2} h={2} tone="signal" />
      <Block x={-2} y={14} z={16} w={22} d={2} h={2} tone="danger" />
      <Block x={28} y={14} z={16} w={22} d={2} h={2} tone="signal" />
      <Camera x={-60} y={-6} h={66} facing="right" />
      <Person x={-24} y={-30} tone="accent" mask />
      <Person x={-20} y={40} tone="warm" mask />
      <Person x={4} y={30} tone="ink" />
      <Person x={36} y={50} tone="brand" mask />
      <Person x={-10} y={70} tone="signal" mask />
      <Person x={40} y={80} tone="accent" mask />
      <FaceFrame cx={stopped[0]} cy={stopped[1] - 25} r={8} alert />
      <Link from={[stopped[0] + 10, stopped[1] - 34]} to={[358, 150]} bend={-30} />
      <Panel x={344} y={60} w={116} h={96} lines={0}>
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <path className="panel-lines" d={`M356 ${84 + row * 18}h${row % 2 ? 50 : 64}`} />
            <Check cx={444} cy={84 + row * 18} r={6} alert={row === 1} />
          </g>
        ))}
      </Panel>
    </g>
  );
}
