// The hospital ward case (/hospitaltwo): a ward corridor whose door opens only to faces on the
// ward's list; a nurse at the door's terminal, the beds of the ward beyond, and the list on screen.
import { Block, Check, FaceFrame, Flat, iso, Link, OnBack, OnLeft, Panel, Person, Tree, Wall } from './kit';

function Bed({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <Block x={x} y={y} w={44} d={24} h={12} tone="paper" />
      <Block x={x} y={y} z={12} w={12} d={24} h={4} tone="soft" />
      <Block x={x + 12} y={y} z={12} w={32} d={24} h={3} tone="accent" />
      <Block x={x + 46} y={y + 4} w={4} d={4} h={34} tone="stone" />
      <Block x={x + 44} y={y + 2} z={34} w={8} d={8} h={8} tone="night" />
    </g>
  );
}

export default function HospitalWardScene() {
  const nurse = iso(-40, 0);
  const terminal = iso(-26, -50, 40);
  return (
    <g className="scene-art">
      <Block x={-96} y={-96} z={-8} w={192} d={192} h={8} tone="stone" />
      <Flat x={-90} y={-90} w={186} d={186} className="floor" />
      <Wall side="back" length={180} h={80} />
      <Wall side="left" length={180} h={80} tone="soft" />
      <Flat x={-90} y={-50} w={100} d={36} className="lawn" />
      <Block x={-90} y={-56} w={100} d={6} h={80} tone="paper" />
      <OnBack x={-64} y={-50} z={0} w={30} h={56} className="f-left tone-brand" />
      <OnBack x={-28} y={-50} z={34} w={10} h={14} className="screen" />
      <OnBack x={-26} y={-50} z={40} w={6} h={3} className="bar-signal" />
      <OnBack x={20} y={-90} z={30} w={60} h={28} className="glass" />
      <OnLeft x={-90} y={30} z={0} d={30} h={56} className="f-right tone-brand" />
      <Block x={14} y={-10} w={6} d={100} h={50} tone="paper" />
      <Bed x={30} y={0} />
      <Bed x={30} y={46} />
      <Tree x={86} y={-70} size={0.8} />
      <Person x={-40} y={0} tone="paper" />
      <Person x={-60} y={40} tone="warm" />
      <Person x={-30} y={60} tone="ink" />
      <FaceFrame cx={nurse[0]} cy={nurse[1] - 25} r={7} />
      <Link from={[terminal[0], terminal[1] - 8]} to={[356, 60]} bend={-20} />
      <Panel x={344} y={36} w={112} h={80} lines={0}>
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <circle className="bar-soft" cx={358} cy={60 + row * 16} r={5} />
            <path className="panel-lines" d={`M370 ${60 + row * 16}h${row % 2 ? 40 : 54}`} />
            <Check cx={442} cy={60 + row * 16} r={5} />
          </g>
        ))}
      </Panel>
    </g>
  );
}
