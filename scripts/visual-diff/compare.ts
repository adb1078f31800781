// The pixel comparison of `make visual-diff` (decision 041): two screenshots of one page, the
// pixels that changed, the regions they make, and a third picture that marks them. Pure: PNGs in,
// numbers and a PNG out (pngjs's in-memory images), so the tests build small pictures and check it.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A rectangle of a screenshot, in its pixels (CSS pixels: the shots are taken at a pixel ratio of 1). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Comparison {
  /** The size compared: the larger of the two in each direction. */
  readonly width: number;
  readonly height: number;
  /** Pixels that differ (anti-aliasing alone does not count), and those only one of the shots has. */
  readonly changedPixels: number;
  /** Whether the two are the same picture to the last bit of every pixel (below the threshold is not enough). */
  readonly identical: boolean;
  /** changedPixels against width × height, in per cent. */
  readonly percent: number;
  /** Where the changed pixels are, as boxes around each cluster of them, top to bottom. */
  readonly regions: readonly Box[];
  /** The after shot faded to grey, changed pixels red (magenta where only one shot reaches), regions boxed; none when nothing changed. */
  readonly diff?: PNG;
}

/**
 * pixelmatch's threshold: how far two colours may be (0 to 1, in its perceptual distance) and
 * still count as the same. Its default: a text's colour changed by a few steps is seen, the
 * rounding of a gradient is not. Pixels pixelmatch takes for anti-aliasing are never counted.
 */
export const THRESHOLD = 0.1;
/** A changed pixel, drawn in the diff picture. */
export const CHANGED: readonly [number, number, number] = [255, 0, 0];
/** A pixel only one of the shots has (one page is taller or wider than the other). */
export const ONLY_ONE: readonly [number, number, number] = [255, 0, 255];
/** The outline of a region in the diff picture. */
export const BOX_COLOUR: readonly [number, number, number] = [0, 90, 255];
/** Regions are found on a grid of cells this many pixels wide: a changed pixel marks its cell. */
export const CELL = 8;
/** Marked cells at most this many cells apart belong to one region (so a changed line of text is one box, not a box per letter). */
export const GAP = 2;
/** At most this many regions a shot: more are joined into larger ones (see findRegions). */
export const MAX_REGIONS = 40;

/** Whether two PNG files hold the same picture, byte for byte (what a deterministic engine gives twice). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/** `image` on a canvas of `width` × `height`, the rest transparent. */
function padded(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < image.height; y++) {
    data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  }
  return data;
}

/**
 * Compares `before` and `after` pixel by pixel. Pictures of different sizes are compared on the
 * larger canvas: what only one of them covers counts as changed.
 */
export function compareImages(before: PNG, after: PNG): Comparison {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const output = new PNG({ width, height });
  // The after shot first: pixelmatch draws the first picture, faded, under the changed pixels.
  pixelmatch(padded(after, width, height), padded(before, width, height), output.data, width, height, {
    threshold: THRESHOLD,
    includeAA: false,
    alpha: 0.15,
    diffColor: [...CHANGED],
  });
  const mask = new Uint8Array(width * height);
  let changedPixels = 0;
  const data = output.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const inBefore = x < before.width && y < before.height;
      const inAfter = x < after.width && y < after.height;
      const offset = index * 4;
      if (inBefore !== inAfter) {
        data[offset] = ONLY_ONE[0];
        data[offset + 1] = ONLY_ONE[1];
        data[offset + 2] = ONLY_ONE[2];
        data[offset + 3] = 255;
      } else if (
        !inBefore ||
        data[offset] !== CHANGED[0] ||
        data[offset + 1] !== CHANGED[1] ||
        data[offset + 2] !== CHANGED[2]
      ) {
        // pixelmatch draws the unchanged pixels in grey (r = g = b) and anti-aliasing in yellow,
        // so pure red is a changed pixel and nothing else.
        continue;
      }
      mask[index] = 1;
      changedPixels++;
    }
  }
  const total = width * height;
  const identical = before.width === after.width && before.height === after.height && before.data.equals(after.data);
  const regions = findRegions(mask, width, height);
  if (changedPixels === 0) return { width, height, changedPixels, identical, percent: 0, regions };
  for (const box of regions) drawBox(output, box, BOX_COLOUR);
  return { width, height, changedPixels, identical, percent: (changedPixels / total) * 100, regions, diff: output };
}

/**
 * The regions of a mask (one byte a pixel, non-zero where changed): the mask is cut into cells
 * of `cell` pixels, a cell with a changed pixel is marked, and marked cells at most GAP cells
 * apart are joined; each group's box is the box of its changed pixels. Sorted top to bottom, then
 * left to right. More than MAX_REGIONS groups: found again on cells twice as large (so nearby
 * groups join), until there are at most that many.
 */
export function findRegions(mask: Uint8Array, width: number, height: number, cell = CELL): Box[] {
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  /** For each marked cell, the box of its changed pixels. */
  const cells = new Map<number, Corners>();
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * columns;
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      const key = row + Math.floor(x / cell);
      const found = cells.get(key);
      if (found) {
        found.x0 = Math.min(found.x0, x);
        found.y0 = Math.min(found.y0, y);
        found.x1 = Math.max(found.x1, x);
        found.y1 = Math.max(found.y1, y);
      } else cells.set(key, { x0: x, y0: y, x1: x, y1: y });
    }
  }
  const seen = new Set<number>();
  const groups: Corners[] = [];
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const queue = [start];
    const box = { x0: width, y0: height, x1: -1, y1: -1 };
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      const marked = cells.get(key);
      if (!marked) continue;
      box.x0 = Math.min(box.x0, marked.x0);
      box.y0 = Math.min(box.y0, marked.y0);
      box.x1 = Math.max(box.x1, marked.x1);
      box.y1 = Math.max(box.y1, marked.y1);
      const column = key % columns;
      const row = Math.floor(key / columns);
      for (let r = Math.max(0, row - GAP); r <= Math.min(rows - 1, row + GAP); r++) {
        for (let c = Math.max(0, column - GAP); c <= Math.min(columns - 1, column + GAP); c++) {
          const next = r * columns + c;
          if (cells.has(next) && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    groups.push(box);
  }
  if (groups.length > MAX_REGIONS) return findRegions(mask, width, height, cell * 2);
  return groups
    .map((box) => ({ x: box.x0, y: box.y0, width: box.x1 - box.x0 + 1, height: box.y1 - box.y0 + 1 }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

type Corners = { x0: number; y0: number; x1: number; y1: number };

/** Draws the outline of `box`, 2 pixels wide and just outside it where there is room, in `colour`. */
export function drawBox(image: PNG, box: Box, colour: readonly [number, number, number]): void {
  const x0 = Math.max(0, box.x - 2);
  const y0 = Math.max(0, box.y - 2);
  const x1 = Math.min(image.width - 1, box.x + box.width + 1);
  const y1 = Math.min(image.height - 1, box.y + box.height + 1);
  const paint = (x: number, y: number) => {
    const offset = (y * image.width + x) * 4;
    image.data[offset] = colour[0];
    image.data[offset + 1] = colour[1];
    image.data[offset + 2] = colour[2];
    image.data[offset + 3] = 255;
  };
  for (let x = x0; x <= x1; x++) {
    for (const y of [y0, y0 + 1, y1 - 1, y1]) if (y >= y0 && y <= y1) paint(x, y);
  }
  for (let y = y0; y <= y1; y++) {
    for (const x of [x0, x0 + 1, x1 - 1, x1]) if (x >= x0 && x <= x1) paint(x, y);
  }
}

/** A PNG file's picture. */
export function readPng(file: Uint8Array): PNG {
  return PNG.sync.read(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
}

/** A picture as a PNG file (a fast zlib level: the diff pictures are many and mostly grey). */
export function writePng(image: PNG): Buffer {
  return PNG.sync.write(image, { deflateLevel: 3 });
}
