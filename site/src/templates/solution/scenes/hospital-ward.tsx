// The hospital ward case (/hospitaltwo): a ward corridor whose door opens only to faces on the
// ward's list; a nurse at the door's terminal, a patient's bed in the room beyond.
import { Block, FaceFrame, Flat, iso, OnBack, OnLeft, Person, Wall } from './kit';

export default function HospitalWardScene() {
  const nurse = iso(-30, -10);
  return (
    <g className="scene-art">
      <Block x={-96} y={-96} z={-8} w={192} d={192} h={8} tone="stone" />
      <Flat x={-90} y={-90} w={186} d={186} className="floor" />
      <Wall side="back" length={180} h={80} />
      <Wall side="left" length={180} h={80} tone="soft" />
      <Flat x={-90} y={-50} w={186} d={30} className="lawn" />
      <OnBack x={-70} y={-90} z={0} w={30} h={56} className="f-left tone-brand" />
      <OnBack x={-36} y={-90} z={30} w={10} h={14} className="screen" />
      <OnBack x={-34} y={-90} z={36} w={6} h={3} className="bar-signal" />
      <OnBack x={0} y={-90} z={30} w={70} h={28} className="glass" />
      <OnLeft x={-90} y={10} z={0} d={30} h={56} className="f-right tone-brand" />
      <Block x={10} y={0} w={70} d={6} h={50} tone="paper" />
      <Block x={20} y={20} w={50} d={28} h={12} tone="paper" />
      <Block x={20} y={20} z={12} w={14} d={28} h={4} tone="soft" />
      <Block x={34} y={20} z={12} w={36} d={28} h={3} tone="accent" />
      <Block x={76} y={24} w={4} d={4} h={40} tone="stone" />
      <Person x={-30} y={-10} tone="paper" />
      <Person x={-50} y={40} tone="warm" />
      <FaceFrame cx={nurse[0]} cy={nurse[1] - 25} r={7} />
    </g>
  );
}
