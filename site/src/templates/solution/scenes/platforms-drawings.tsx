// Platform capability (/platformcapability): the three platforms as three layers (biometric
// authentication, IoT management, application integration) stacked over the devices they serve.
import { Block, Camera, Flat, Ground, iso, Kiosk } from './kit';

export default function PlatformsScene() {
  const layer = (z: number, tone: 'brand' | 'accent' | 'signal', marks: readonly [number, number][]) => (
    <g>
      <Block x={-46} y={-46} z={z} w={92} d={92} h={8} tone={tone} />
      {marks.map(([x, y]) => (
        <Block key={`${x}${y}`} x={x} y={y} z={z + 8} w={16} d={16} h={8} tone="paper" />
      ))}
    </g>
  );
  const spine = (x: number, y: number) => `M${iso(x, y, 30).join(' ')}L${iso(x, y, 140).join(' ')}`;
  return (
    <g className="scene-art">
      <Ground w={180} d={180} />
      <Flat x={-70} y={-70} w={140} d={140} className="floor" />
      <Camera x={-62} y={40} h={30} facing="left" view={false} />
      <Camera x={40} y={-66} h={30} facing="right" view={false} />
      <Kiosk x={30} y={56} />
      <Kiosk x={-20} y={62} tone="soft" />
      <Block x={62} y={-30} w={14} d={30} h={16} tone="paper" />
      <Block x={62} y={10} w={6} d={24} h={20} tone="brand" />
      <path className="wire" d={[spine(-46, 46), spine(46, 46), spine(46, -46)].join('')} />
      {layer(40, 'signal', [
        [-30, -30],
        [10, 14],
      ])}
      {layer(74, 'accent', [
        [-20, -34],
        [20, -10],
        [-34, 14],
      ])}
      {layer(108, 'brand', [
        [-10, -10],
        [22, 22],
      ])}
    </g>
  );
}
