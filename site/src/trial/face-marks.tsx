// The faces found, drawn over the picture they were found in (inside MarkedPhoto's or the
// camera's SVG).
import type { Face } from './face-engine.ts';

/** The boxes, their numbers or ids, scores and key points, in the picture's pixels. */
export function FaceMarks({ faces, labels }: { faces: readonly Face[]; labels: readonly string[] }) {
  return (
    <>
      {faces.map((face, index) => {
        const label = labels[index] ?? '';
        const { x, y, width, height } = face.box;
        const size = Math.max(12, Math.round(width / 6));
        return (
          <g key={`${x},${y},${label}`} className="face-mark">
            <rect x={x} y={y} width={width} height={height} vectorEffect="non-scaling-stroke" />
            <text x={x + 2} y={Math.max(size, y - 4)} fontSize={size}>
              {label}
            </text>
            {face.points.map((point) => (
              <circle key={`${point.x},${point.y}`} cx={point.x} cy={point.y} r={Math.max(2, width / 60)} />
            ))}
          </g>
        );
      })}
    </>
  );
}
