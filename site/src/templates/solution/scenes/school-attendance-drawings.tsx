// The school attendance case (/schoolattendance): pupils pass the school gate through turnstiles,
// a face terminal checks each one in, and the class's attendance fills up on the teacher's screen.
import { Block, Building, Check, FaceFrame, Flat, Ground, iso, Kiosk, Link, Panel, Person, Tree } from './kit';

export default function SchoolAttendanceScene() {
  const lane = (x: number) => (
    <g key={x}>
      <Block x={x} y={4} w={6} d={22} h={18} tone="paper" />
      <Block x={x + 6} y={14} z={12} w={10} d={2} h={2} tone="signal" />
    </g>
  );
  const pupil = iso(40, 40);
  return (
    <g className="scene-art">
      <Ground w={190} d={180} />
      <Building x={-84} y={-86} w={168} d={34} h={48} tone="paper" rows={3} lit={[6, 50]} />
      <Block x={-84} y={-86} z={48} w={168} d={34} h={4} tone="warm" />
      <Flat x={-80} y={-44} w={160} d={40} className="floor" />
      <Tree x={-70} y={-20} />
      <Tree x={66} y={-24} size={1.1} />
      <Block x={-84} y={-2} w={56} d={8} h={22} tone="stone" />
      <Block x={40} y={-2} w={44} d={8} h={22} tone="stone" />
      <Block x={-30} y={-4} w={10} d={12} h={62} tone="brand" />
      <Block x={32} y={-4} w={10} d={12} h={62} tone="brand" />
      <Block x={-30} y={-4} z={62} w={72} d={12} h={10} tone="brand" />
      {[-16, 0, 16].map(lane)}
      <Kiosk x={22} y={22} />
      <Person x={-4} y={34} tone="warm" scale={0.9} />
      <Person x={12} y={44} tone="signal" scale={0.9} />
      <Person x={40} y={40} tone="accent" scale={0.9} />
      <Person x={26} y={60} tone="brand" scale={0.9} />
      <Person x={48} y={70} tone="warm" scale={0.9} />
      <FaceFrame cx={pupil[0]} cy={pupil[1] - 23} r={7} />
      <Link from={iso(28, 28, 50)} to={[352, 150]} bend={-20} />
      <Panel x={340} y={60} w={120} h={100} lines={0}>
        {[0, 1, 2, 3, 4].map((row) => (
          <g key={row}>
            <circle className="bar-soft" cx={356} cy={84 + row * 15} r={5} />
            <path className="panel-lines" d={`M368 ${84 + row * 15}h${row % 2 ? 44 : 58}`} />
            {row < 4 ? (
              <Check cx={444} cy={84 + row * 15} r={5} />
            ) : (
              <circle className="bar-soft" cx={444} cy={144} r={5} />
            )}
          </g>
        ))}
      </Panel>
    </g>
  );
}
