// The trial picker's thumbnails of the sample photos (docs/decisions/028-online-trial.md), made at
// build time. The picker shows each sample at 64 × 48 CSS pixels; the photos are 1920 px wide and
// 144–302 kB. Shown whole, the six cost 1.2 MB on the first visit and 50–130 ms of decoding each on
// the raster threads, which on two cores took the time the face worker needed to start.
import jpeg from 'jpeg-js';

/** The picker's 64 × 48 box, at twice its CSS size for high-density screens. */
export const THUMBNAIL = { width: 128, height: 96, quality: 82 } as const;

/** Where each output pixel's cell starts and ends along one side (source pixels, end excluded). */
function cells(count: number, offset: number, step: number): Int32Array {
  const bounds = new Int32Array(count + 1);
  for (let index = 0; index <= count; index++) bounds[index] = Math.round(offset + index * step);
  return bounds;
}

/**
 * A JPEG of the photo's centre at `width` × `height` (the largest centred rectangle of that shape:
 * what `object-fit: cover` shows), each pixel the mean of the source pixels it covers.
 */
export function thumbnail(
  source: Uint8Array,
  width: number = THUMBNAIL.width,
  height: number = THUMBNAIL.height,
): Buffer {
  const image = jpeg.decode(source, { useTArray: true, formatAsRGBA: true });
  const step = Math.min(image.width / width, image.height / height);
  if (step < 1)
    throw new Error(`a ${image.width} × ${image.height} photo is smaller than its ${width} × ${height} thumbnail`);
  const columns = cells(width, (image.width - width * step) / 2, step);
  const rows = cells(height, (image.height - height * step) / 2, step);
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const top = rows[y] as number;
    const bottom = rows[y + 1] as number;
    for (let x = 0; x < width; x++) {
      const left = columns[x] as number;
      const right = columns[x + 1] as number;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let row = top; row < bottom; row++) {
        for (let at = (row * image.width + left) * 4, end = (row * image.width + right) * 4; at < end; at += 4) {
          red += image.data[at] as number;
          green += image.data[at + 1] as number;
          blue += image.data[at + 2] as number;
        }
      }
      const count = (bottom - top) * (right - left);
      const to = (y * width + x) * 4;
      pixels[to] = Math.round(red / count);
      pixels[to + 1] = Math.round(green / count);
      pixels[to + 2] = Math.round(blue / count);
      pixels[to + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data: pixels, width, height }, THUMBNAIL.quality).data);
}
