// BlazeFace's output read as faces (site/src/trial/blazeface.ts, decision 028): the detection tab
// reads the model itself, as @vladmandic/human does with the detector alone. The browser tests
// compare its faces with the oracle's on the sample photos; these check the arithmetic.
import { describe, expect, test } from 'vitest';
import {
  anchors,
  decodeFaces,
  detectorInput,
  INPUT_SIZE,
  type Suppress,
  VALUES_PER_ANCHOR,
} from '../../site/src/trial/blazeface';
import { proves } from '../conformance/proves';

const ANCHORS = anchors();
const COUNT = ANCHORS.length / 2;

/** Keeps every box above the threshold, best first (no overlap test: the faces below do not overlap). */
const byScore: Suppress = (_boxes, scores, maxOutput, _iou, threshold) =>
  [...scores.keys()]
    .filter((index) => (scores[index] as number) > threshold)
    .sort((a, b) => (scores[b] as number) - (scores[a] as number))
    .slice(0, maxOutput);

/** A model output with every anchor scored far below any threshold, and `faces` set. */
function output(faces: { anchor: number; logit: number; dx?: number; dy?: number; size: number }[]): Float32Array {
  const values = new Float32Array(COUNT * VALUES_PER_ANCHOR);
  for (let anchor = 0; anchor < COUNT; anchor++) values[anchor * VALUES_PER_ANCHOR] = -20;
  for (const face of faces) {
    const row = face.anchor * VALUES_PER_ANCHOR;
    values.set([face.logit, face.dx ?? 0, face.dy ?? 0, face.size, face.size], row);
    // The six points: at the anchor, 1 px right of it, 2 px, …
    for (let point = 0; point < 6; point++) values.set([point, 0], row + 5 + point * 2);
  }
  return values;
}

describe('BlazeFace decoding', () => {
  test('the anchors: a 16 px grid with 2 per cell, then a 32 px grid with 6', proves('TRIAL-FACE-DETECTION'), () => {
    expect(COUNT).toBe(16 * 16 * 2 + 8 * 8 * 6);
    expect([...ANCHORS.slice(0, 6)]).toEqual([8, 8, 8, 8, 24, 8]);
    expect([...ANCHORS.slice(512 * 2, 512 * 2 + 2)]).toEqual([16, 16]);
    expect([...ANCHORS.slice(-2)]).toEqual([240, 240]);
  });

  test(
    'a box is scaled to the photo, enlarged 1.4 times, squared and clipped to the photo',
    proves('TRIAL-FACE-DETECTION'),
    () => {
      // Anchor 2 is centred at (24, 8) of 256; a 40 px box, in a 512 × 256 photo (x scaled 2 times).
      const [face] = decodeFaces(output([{ anchor: 2, logit: 3, size: 40 }]), 512, 256, byScore);
      // Scaled: x 8–88, y -12–28; enlarged 1.4 times around (48, 8): 112 × 56; squared: from
      // (-8, -48) to (104, 64); clipped to the photo.
      expect(face?.box).toEqual({ x: 0, y: 0, width: 104, height: 64 });
      expect(face?.score).toBe(0.95);
      expect(face?.points[0]).toEqual({ x: 48, y: 8 });
      expect(face?.points[5]).toEqual({ x: 58, y: 8 });
    },
  );

  test(
    'faces scored 0.5 or less are dropped, also when the score rounds to 0.50; the rest are ordered by x',
    proves('TRIAL-FACE-DETECTION'),
    () => {
      const logit = (score: number) => Math.log(score / (1 - score));
      const faces = decodeFaces(
        output([
          { anchor: 600, logit: logit(0.9), size: 30 },
          { anchor: 40, logit: logit(0.8), size: 30 },
          { anchor: 300, logit: logit(0.504), size: 30 },
          { anchor: 200, logit: logit(0.3), size: 30 },
        ]),
        INPUT_SIZE,
        INPUT_SIZE,
        byScore,
      );
      expect(faces.map((face) => face.score)).toEqual([0.8, 0.9]);
      expect((faces[0]?.box.x ?? 0) < (faces[1]?.box.x ?? 0)).toBe(true);
    },
  );

  test('an output of another shape is refused', proves('TRIAL-FACE-DETECTION'), () => {
    expect(() => decodeFaces(new Float32Array(10), INPUT_SIZE, INPUT_SIZE, byScore)).toThrow(/unexpected/);
  });

  test(
    "the detector's input: the photo resized to 256 × 256 from the top left corner, scaled to -1…1",
    proves('TRIAL-FACE-DETECTION'),
    () => {
      // 512 × 256: each sample reads the source at twice its x, with no weight on the next pixel.
      const [width, height] = [512, 256];
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) rgba.set([x % 256, 255, y % 2 === 0 ? 0 : 255, 255], (y * width + x) * 4);
      const input = detectorInput(rgba, width, height);
      expect(input.length).toBe(INPUT_SIZE * INPUT_SIZE * 3);
      const at = (x: number, y: number) => [...input.slice((y * INPUT_SIZE + x) * 3, (y * INPUT_SIZE + x) * 3 + 3)];
      expect(at(0, 0)).toEqual([-1, 1, -1]);
      expect(at(10, 1)).toEqual([Math.fround(Math.fround(20 / 127.5) - 1), 1, 1]);
      // 100 px wide: sample 255 reads at x 99.6, the last pixel and, past the edge, the last again.
      const narrow = new Uint8ClampedArray(100 * 1 * 4).fill(51);
      expect(new Set(detectorInput(narrow, 100, 1))).toEqual(new Set([Math.fround(Math.fround(51 / 127.5) - 1)]));
    },
  );
});
