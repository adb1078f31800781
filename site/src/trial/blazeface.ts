// BlazeFace's output read as faces, without the face library: what @vladmandic/human 3.3.6 does
// with the same model when only the detector runs (its face/blazeface.ts and face/facemesh.ts),
// step for step, so that the detection tab shows the same boxes, scores and points as the other
// tabs, which run the library (docs/decisions/028-online-trial.md).
import type { Face } from './face-protocol.ts';

/** The detector's input: a 256 × 256 photo. */
export const INPUT_SIZE = 256;
/** Values per anchor in the model's output: the score's logit, the box (centre, size), 6 points. */
export const VALUES_PER_ANCHOR = 17;
const POINTS = 6;
/** Human's defaults and the trial's settings (face-worker.ts): what a box needs to be kept. */
const MAX_FACES = 20;
const IOU_THRESHOLD = 0.1;
const MIN_SCORE = 0.5;
/** Human enlarges the detector's box by this factor, then makes it square. */
const BOX_SCALE = 1.4;

/** Keeps the boxes that overlap no better-scored one; the indices by score, best first. */
export type Suppress = (
  boxes: Float32Array,
  scores: Float32Array,
  maxOutput: number,
  iouThreshold: number,
  scoreThreshold: number,
) => number[];

/** The model's anchor centres, in input pixels: a 16 px grid with 2 anchors a cell, then a 32 px grid with 6. */
export function anchors(size = INPUT_SIZE): Float32Array {
  const centres: number[] = [];
  for (const [stride, perCell] of [
    [size / 16, 2],
    [size / 8, 6],
  ] as const) {
    const cells = Math.floor((size + stride - 1) / stride);
    for (let row = 0; row < cells; row++)
      for (let column = 0; column < cells; column++)
        for (let n = 0; n < perCell; n++) centres.push(stride * (column + 0.5), stride * (row + 0.5));
  }
  return Float32Array.from(centres);
}

const ANCHORS = anchors();
const f32 = Math.fround;

/**
 * The detector's input from a photo's RGBA pixels: resized to 256 × 256 bilinearly as tfjs'
 * WebAssembly backend resizes (XNNPACK, in TensorFlow's legacy sampling: the source is the
 * destination times the size ratio, no half-pixel offset), then scaled from 0…255 to -1…1, in
 * 32-bit floats, step for step. It reads only the pixels it needs; making the photo's tensor
 * first converted and copied all of them (3.3 MB for a 640 px photo, 60–70 ms the first time).
 */
export function detectorInput(rgba: Uint8ClampedArray, width: number, height: number): Float32Array {
  const input = new Float32Array(INPUT_SIZE * INPUT_SIZE * 3);
  const columns = sampling(width, 4);
  const rows = sampling(height, 4 * width);
  // One plain loop: it runs once per photo, so it must be fast before the engine optimises it.
  let to = 0;
  for (let y = 0; y < INPUT_SIZE; y++) {
    const top = rows.near[y] as number;
    const bottom = rows.far[y] as number;
    const dy = rows.weight[y] as number;
    for (let x = 0; x < INPUT_SIZE; x++) {
      const left = columns.near[x] as number;
      const right = columns.far[x] as number;
      const dx = columns.weight[x] as number;
      for (let channel = 0; channel < 3; channel++) {
        const topLeft = rgba[top + left + channel] as number;
        const topRight = rgba[top + right + channel] as number;
        const bottomLeft = rgba[bottom + left + channel] as number;
        const bottomRight = rgba[bottom + right + channel] as number;
        const upper = f32(topLeft + f32((topRight - topLeft) * dx));
        const lower = f32(bottomLeft + f32((bottomRight - bottomLeft) * dx));
        const value = f32(upper + f32(f32(lower - upper) * dy));
        input[to++] = f32(f32(value / 127.5) - 1);
      }
    }
  }
  return input;
}

/** Where each of the 256 samples along a side of `size` pixels reads (offsets in `stride`s) and its weight. */
function sampling(size: number, stride: number) {
  const scale = f32(size / INPUT_SIZE);
  const near = new Int32Array(INPUT_SIZE);
  const far = new Int32Array(INPUT_SIZE);
  const weight = new Float32Array(INPUT_SIZE);
  for (let at = 0; at < INPUT_SIZE; at++) {
    const source = f32(at * scale);
    const index = Math.trunc(source);
    near[at] = index * stride;
    far[at] = Math.min(index + 1, size - 1) * stride;
    weight[at] = f32(source - index);
  }
  return { near, far, weight };
}
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The faces in the model's output for an image `width` × `height` (the output's rows are anchors,
 * in the order of `anchors()`), in that image's pixels, ordered by their box's left edge. The
 * box arithmetic is done in 32-bit floats, as the library does it with tensors.
 */
export function decodeFaces(output: Float32Array, width: number, height: number, suppress: Suppress): Face[] {
  const count = ANCHORS.length / 2;
  if (output.length !== count * VALUES_PER_ANCHOR) throw new Error(`unexpected detector output: ${output.length}`);
  const boxes = new Float32Array(count * 4);
  const scores = new Float32Array(count);
  for (let anchor = 0; anchor < count; anchor++) {
    const row = anchor * VALUES_PER_ANCHOR;
    const at = (offset: number) => output[row + offset] as number;
    for (let axis = 0; axis < 2; axis++) {
      const centre = f32(f32(at(1 + axis) + (ANCHORS[anchor * 2 + axis] as number)) / INPUT_SIZE);
      const half = f32(f32(at(3 + axis) / INPUT_SIZE) / 2);
      boxes[anchor * 4 + axis] = f32(f32(centre - half) * INPUT_SIZE);
      boxes[anchor * 4 + 2 + axis] = f32(f32(centre + half) * INPUT_SIZE);
    }
    scores[anchor] = 1 / (1 + Math.exp(-at(0)));
  }
  const factor = [width / INPUT_SIZE, height / INPUT_SIZE] as const;
  const faces: Face[] = [];
  for (const index of suppress(boxes, scores, MAX_FACES, IOU_THRESHOLD, MIN_SCORE)) {
    const confidence = scores[index] as number;
    if (!(confidence > MIN_SCORE)) continue;
    // The box in the image's pixels, enlarged around its centre, then squared on its longer side
    // (the library's enlargeBox and squarifyBox, in their order of operations).
    const [x1, y1, x2, y2] = [0, 1, 2, 3].map((k) => (boxes[index * 4 + k] as number) * (factor[k % 2] as number)) as [
      number,
      number,
      number,
      number,
    ];
    const [cx, cy] = [x1 + (x2 - x1) / 2, y1 + (y2 - y1) / 2];
    const [hx, hy] = [(BOX_SCALE * Math.abs(x2 - x1)) / 2, (BOX_SCALE * Math.abs(y2 - y1)) / 2];
    const [ex1, ey1, ex2, ey2] = [cx - hx, cy - hy, cx + hx, cy + hy];
    const centre = [ex1 + (ex2 - ex1) / 2, ey1 + (ey2 - ey1) / 2];
    const half = Math.max(Math.abs(ex2 - ex1), Math.abs(ey2 - ey1)) / 2;
    const start = centre.map((value) => Math.round(value - half)) as [number, number];
    const end = centre.map((value) => Math.round(value + half)) as [number, number];
    if (!(Math.round(Math.abs(ex2 - ex1)) > 0 && Math.round(Math.abs(ey2 - ey1)) > 0)) continue;
    // The library rounds the score to hundredths and keeps the face only if that is above the threshold.
    const score = Math.round(100 * confidence) / 100;
    if (!(score > MIN_SCORE)) continue;
    const left = Math.max(0, start[0]);
    const top = Math.max(0, start[1]);
    const points: Face['points'] = [];
    for (let point = 0; point < POINTS; point++) {
      const row = index * VALUES_PER_ANCHOR + 5 + point * 2;
      points.push({
        x: round(((output[row] as number) + (ANCHORS[index * 2] as number)) * factor[0], 1),
        y: round(((output[row + 1] as number) + (ANCHORS[index * 2 + 1] as number)) * factor[1], 1),
      });
    }
    faces.push({
      box: {
        x: Math.trunc(left),
        y: Math.trunc(top),
        width: Math.trunc(Math.min(width, end[0]) - left),
        height: Math.trunc(Math.min(height, end[1]) - top),
      },
      score,
      points,
    });
  }
  return faces.sort((a, b) => a.box.x - b.box.x);
}
