// The bank branch case (/bank): inside the branch, a teller's counter where a camera verifies the
// customer's face, the card dispenser beside it and the queue-ticket machine.
import { Block, Camera, FaceFrame, Flat, iso, Kiosk, OnBack, OnLeft, Person, Wall } from './kit';

export default function BankBranchScene() {
  const customer = iso(2, 34);
  const tiles = [];
  for (let i = -80; i <= 80; i += 20)
    tiles.push(`M${iso(i, -90).join(' ')}L${iso(i, 90).join(' ')}M${iso(-90, i).join(' ')}L${iso(90, i).join(' ')}`);
  return (
    <g className="scene-art">
      <Block x={-96} y={-96} z={-8} w={192} d={192} h={8} tone="stone" />
      <Flat x={-90} y={-90} w={186} d={186} className="floor" />
      <path className="tile" d={tiles.join('')} />
      <Wall side="back" length={180} h={86} />
      <Wall side="left" length={180} h={86} tone="soft" />
      <OnBack x={-70} y={-90} z={44} w={60} h={26} className="screen" />
      <OnBack x={-64} y={-90} z={52} w={30} h={4} className="bar-signal" />
      <OnBack x={10} y={-90} z={30} w={70} h={40} className="glass" />
      <OnLeft x={-90} y={-60} z={30} d={50} h={34} className="glass" />
      <OnLeft x={-90} y={20} z={0} d={34} h={60} className="f-right tone-brand" />
      <Camera x={-60} y={-90} h={76} facing="right" pole={false} />
      <Block x={-62} y={-46} w={104} d={18} h={28} tone="brand" />
      <Block x={-64} y={-48} z={28} w={108} d={22} h={4} tone="paper" />
      <Person x={-40} y={-58} tone="paper" />
      <Person x={20} y={-58} tone="paper" />
      <Block x={-34} y={-38} z={32} w={12} d={4} h={12} tone="night" />
      <Block x={26} y={-38} z={32} w={12} d={4} h={12} tone="night" />
      <Person x={2} y={34} tone="ink" />
      <FaceFrame cx={customer[0]} cy={customer[1] - 25} r={7} />
      <Kiosk x={58} y={-10} />
      <Block x={58} y={26} w={14} d={14} h={40} tone="signal" />
      <OnBack x={60} y={40} z={22} w={10} h={8} className="sign" />
      <Person x={-46} y={40} tone="warm" />
      <Person x={-60} y={60} tone="accent" />
    </g>
  );
}
