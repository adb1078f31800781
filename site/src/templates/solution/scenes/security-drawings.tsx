// Smart security (/security): the control room, its video wall with an alert on one screen, the
// operators at their desks, and the shield of the events handled.
import { Block, FaceFrame, Flat, iso, OnBack, OnLeft, Person, Wall } from './kit';

export default function SecurityScene() {
  const screens = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++)
      screens.push(
        <OnBack
          key={`${row}${col}`}
          x={-72 + col * 30}
          y={-90}
          z={18 + row * 20}
          w={27}
          h={17}
          className={row === 1 && col === 3 ? 'bar-alert' : (row + col) % 3 ? 'screen' : 'screen-bright'}
        />,
      );
  const alert = iso(30, -90, 46);
  return (
    <g className="scene-art">
      <Block x={-96} y={-96} z={-8} w={192} d={192} h={8} tone="night" />
      <Flat x={-90} y={-90} w={186} d={186} className="floor" />
      <Wall side="back" length={180} h={84} tone="night" />
      <Wall side="left" length={180} h={84} tone="soft" />
      {screens}
      <FaceFrame cx={alert[0] + 13} cy={alert[1] - 3} r={6} />
      <OnLeft x={-90} y={-50} z={24} d={40} h={40} className="screen" />
      <OnLeft x={-90} y={0} z={24} d={40} h={40} className="screen-bright" />
      <Block x={-50} y={-20} w={110} d={20} h={20} tone="paper" />
      <Block x={-52} y={-22} z={20} w={114} d={24} h={3} tone="brand" />
      {[-40, -10, 20, 44].map((x) => (
        <Block key={x} x={x} y={-18} z={23} w={16} d={3} h={12} tone="night" />
      ))}
      <Person x={-24} y={14} tone="brand" />
      <Person x={26} y={14} tone="ink" />
      <Block x={-30} y={20} w={14} d={12} h={8} tone="night" />
      <Block x={20} y={20} w={14} d={12} h={8} tone="night" />
      <path className="sign-warm" d="M392 176l32 11v22c0 22-14 36-32 42-18-6-32-20-32-42v-22z" />
      <path className="line-paper" d="M378 212l10 10 20-20" />
    </g>
  );
}
