// The AIoT platform (/aiot): one platform floating over the site, wired to every kind of device
// on the ground below: cameras, a gate, a kiosk, a door lock, sensors.
import { Block, Camera, Flat, Ground, iso, Kiosk } from './kit';

export default function AiotScene() {
  const hub = iso(0, 0, 120);
  const devices: [number, number, number][] = [
    [-60, -40, 46],
    [50, -50, 40],
    [-50, 50, 50],
    [40, 46, 22],
    [70, 0, 20],
    [-10, -70, 14],
  ];
  return (
    <g className="scene-art">
      <Ground w={180} d={180} />
      <Flat x={-30} y={-30} w={60} d={60} className="floor" />
      <path
        className="wire"
        d={devices.map(([x, y, h]) => `M${iso(x, y, h).join(' ')}L${hub[0]} ${hub[1] + 24}`).join('')}
      />
      <Block x={-14} y={-80} w={8} d={8} h={14} tone="signal" />
      <Camera x={-60} y={-40} h={46} facing="left" view={false} />
      <Camera x={50} y={-50} h={40} facing="right" view={false} />
      <Block x={60} y={-8} w={20} d={16} h={20} tone="brand" />
      <Block x={30} y={40} w={6} d={20} h={22} tone="paper" />
      <Block x={46} y={40} w={6} d={20} h={22} tone="paper" />
      <Block x={36} y={50} z={16} w={10} d={2} h={2} tone="signal" />
      <Kiosk x={-56} y={44} />
      <Block x={-4} y={40} w={10} d={10} h={30} tone="accent" />
      <Block x={-26} y={-26} z={82} w={52} d={52} h={10} tone="brand" />
      <Block x={-20} y={-20} z={92} w={40} d={40} h={8} tone="accent" />
      <Block x={-10} y={-10} z={100} w={20} d={20} h={20} tone="signal" />
      <circle className="sign" cx={hub[0]} cy={hub[1] + 10} r={4} />
    </g>
  );
}
