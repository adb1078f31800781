// The Foshan school case (/schoolfoshan): a whole campus (teaching blocks, dormitory, canteen) with
// face capture cameras everywhere, all linked to one server room; on screen, the cameras as a grid.
import { Block, Building, Camera, Flat, Ground, iso, Link, Panel, Tree } from './kit';

export default function SchoolFoshanScene() {
  const rack = iso(64, 40, 40);
  const dots = [];
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 10; col++)
      dots.push(
        <rect
          key={row * 10 + col}
          className={(row * 7 + col * 3) % 11 ? 'bar-signal' : 'bar'}
          x={338 + col * 11}
          y={52 + row * 11}
          width={7}
          height={7}
          rx={1.5}
        />,
      );
  return (
    <g className="scene-art">
      <Ground w={190} d={190} />
      <Flat x={-20} y={-90} w={16} d={180} className="floor" />
      <Flat x={-90} y={-6} w={180} d={14} className="floor" />
      <Building x={-84} y={-84} w={56} d={28} h={54} tone="paper" rows={3} lit={[19]} />
      <Block x={-84} y={-84} z={54} w={56} d={28} h={4} tone="warm" />
      <Building x={-84} y={-46} w={28} d={30} h={40} tone="paper" rows={2} />
      <Building x={4} y={-84} w={40} d={26} h={64} tone="soft" rows={4} lit={[6, 50]} />
      <Building x={52} y={-84} w={30} d={40} h={34} tone="paper" rows={2} />
      <Block x={52} y={-84} z={34} w={30} d={40} h={4} tone="warm" />
      <Camera x={-12} y={-40} h={34} facing="left" view={false} />
      <Camera x={48} y={-34} h={30} facing="right" view={false} />
      <Building x={-82} y={20} w={46} d={26} h={38} tone="accent" rows={2} />
      <Flat x={-80} y={52} w={52} d={34} className="lawn" />
      <Tree x={-66} y={66} />
      <Tree x={-42} y={74} size={0.9} />
      <Camera x={-26} y={22} h={32} facing="right" view={false} />
      <Building x={10} y={18} w={40} d={36} h={26} tone="paper" rows={1} lit={[6]} />
      <Block x={10} y={18} z={26} w={40} d={36} h={4} tone="signal" />
      <Camera x={6} y={64} h={30} facing="left" />
      <Block x={58} y={30} w={20} d={20} h={40} tone="night" />
      <path
        className="bar-signal"
        d={`M${rack[0] - 2} ${rack[1] + 20}h-12v3h12zM${rack[0] - 2} ${rack[1] + 28}h-12v3h12z`}
      />
      <Tree x={30} y={78} />
      <Tree x={74} y={70} size={1.2} />
      <Link from={[rack[0], rack[1]]} to={[340, 130]} bend={-40} />
      <Panel x={328} y={28} w={124} h={104} lines={0}>
        {dots}
      </Panel>
    </g>
  );
}
