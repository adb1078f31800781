// Algorithm capability (/algorithm): a face found with its landmarks and mesh, beside the rows of
// models (forty and more) that the cameras and terminals call.
import { Block, Camera, FaceFrame, Ground, iso, Kiosk, Link } from './kit';

const LANDMARKS: readonly [number, number][] = [
  [96, 118],
  [112, 112],
  [128, 118],
  [152, 118],
  [168, 112],
  [184, 118],
  [140, 140],
  [132, 158],
  [148, 158],
  [118, 180],
  [140, 186],
  [162, 180],
  [100, 150],
  [180, 150],
  [140, 214],
];

export default function AlgorithmsScene() {
  const cubes = [];
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 8; col++) {
      const tone = (row + col) % 4 === 0 ? 'signal' : (row * col) % 3 === 1 ? 'accent' : 'soft';
      cubes.push(
        <Block
          key={`${row}${col}`}
          x={-6 + col * 11}
          y={-70 + row * 22}
          w={8}
          d={8}
          h={6 + ((row * 5 + col * 3) % 7) * 3}
          tone={tone}
        />,
      );
    }
  const mesh = [
    [0, 1],
    [1, 2],
    [3, 4],
    [4, 5],
    [2, 6],
    [3, 6],
    [6, 7],
    [6, 8],
    [7, 9],
    [8, 11],
    [9, 10],
    [10, 11],
    [0, 12],
    [12, 9],
    [5, 13],
    [13, 11],
    [10, 14],
    [12, 14],
    [13, 14],
  ] as const;
  return (
    <g className="scene-art">
      <Ground w={160} d={120} />
      {cubes}
      <Kiosk x={40} y={30} />
      <Camera x={-20} y={40} h={40} facing="left" view={false} />
      <rect className="panel-shadow" x="64" y="60" width="156" height="192" rx="12" />
      <rect className="panel-body" x="60" y="54" width="156" height="192" rx="12" />
      <path className="floor" d="M140 80c34 0 52 26 52 62 0 44-24 84-52 84s-52-40-52-84c0-36 18-62 52-62z" />
      <path
        className="wire"
        d={mesh.map(([a, b]) => `M${LANDMARKS[a]?.join(' ')}L${LANDMARKS[b]?.join(' ')}`).join('')}
      />
      {LANDMARKS.map(([x, y]) => (
        <circle key={`${x}${y}`} className="bar-signal" cx={x} cy={y} r={2.6} />
      ))}
      <FaceFrame cx={140} cy={152} r={70} />
      <Link from={[216, 150]} to={iso(10, -40, 40)} bend={-20} />
    </g>
  );
}
