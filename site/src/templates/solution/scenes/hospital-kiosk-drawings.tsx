// The hospital self-service case (/hospitalone): a lobby with a row of self-service kiosks, a
// patient signing in with the face at one, the waiting seats and the calling screen on the wall.
import { Block, FaceFrame, Flat, iso, Kiosk, OnBack, OnLeft, Person, Wall } from './kit';

export default function HospitalKioskScene() {
  const patient = iso(-10, 20);
  const seats = [];
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 4; i++)
      seats.push(<Block key={`${row}${i}`} x={20 + i * 16} y={20 + row * 26} w={12} d={12} h={10} tone="accent" />);
  return (
    <g className="scene-art">
      <Block x={-96} y={-96} z={-8} w={192} d={192} h={8} tone="stone" />
      <Flat x={-90} y={-90} w={186} d={186} className="floor" />
      <Flat x={-80} y={-20} w={40} d={110} className="lawn" />
      <Wall side="back" length={180} h={80} tone="soft" />
      <Wall side="left" length={180} h={80} />
      <OnBack x={-10} y={-90} z={36} w={80} h={30} className="screen" />
      <OnBack x={-4} y={-90} z={56} w={40} h={4} className="bar-signal" />
      <OnBack x={-4} y={-90} z={48} w={60} h={3} className="glass" />
      <OnBack x={-4} y={-90} z={42} w={50} h={3} className="glass" />
      <OnLeft x={-90} y={-70} z={30} d={30} h={30} className="sign" />
      <path
        className="sign-red"
        d={`M${iso(-90, -58, 40).join(' ')}l0 6l-4 -2l0 -6zM${iso(-90, -62, 48).join(' ')}l6 3v4l-6 -3z`}
      />
      {[-70, -46, -22].map((x) => (
        <Kiosk key={x} x={x} y={-70} />
      ))}
      <Person x={-10} y={20} tone="warm" />
      <Person x={-40} y={-40} tone="ink" />
      <Person x={-60} y={40} tone="paper" />
      <FaceFrame cx={patient[0]} cy={patient[1] - 25} r={7} />
      {seats}
      <Person x={38} y={70} tone="brand" />
      <Person x={64} y={32} tone="signal" />
    </g>
  );
}
