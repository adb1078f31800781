// The trial picker's thumbnails (site/server/thumbnail.ts, decision 028): the centre of the photo
// at the picker's shape, each pixel the mean of those it covers. The photos here are drawn by the
// test, so every expected colour is known by hand.
import jpeg from 'jpeg-js';
import { describe, expect, test } from 'vitest';
import { thumbnail } from '../../site/server/thumbnail';
import { proves } from '../conformance/proves';

type Colour = readonly [number, number, number];

/** A JPEG `width` × `height` whose pixel at (x, y) is `colour(x, y)`, at the best quality. */
function photo(width: number, height: number, colour: (x: number, y: number) => Colour): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([...colour(x, y), 255], (y * width + x) * 4);
    }
  }
  return jpeg.encode({ data, width, height }, 100).data;
}

function pixelAt(image: { width: number; data: Uint8Array }, x: number, y: number): Colour {
  const at = (y * image.width + x) * 4;
  return [image.data[at] as number, image.data[at + 1] as number, image.data[at + 2] as number];
}

/** Within JPEG's rounding of a flat colour. */
function expectNear(actual: Colour, expected: Colour) {
  const off = actual.map((channel, index) => Math.abs(channel - (expected[index] as number)));
  expect(Math.max(...off), `rgb(${actual.join(', ')}) against rgb(${expected.join(', ')})`).toBeLessThanOrEqual(6);
}

const RED: Colour = [200, 30, 30];
const BLUE: Colour = [30, 30, 200];

describe("the trial picker's thumbnails", () => {
  test(
    'a 3:2 photo becomes a 128 × 96 JPEG of its centre: the sides beyond 4:3 are cut',
    proves('TRIAL-ON-DEMAND'),
    () => {
      // 1920 × 1280 as the sample photos: the centred 4:3 part is x 107–1813 (1706.7 px wide). Red
      // bands just outside it (x < 100 and x ≥ 1820), blue between: a thumbnail of the whole width
      // would show them in its first and last 6 columns.
      const source = photo(1920, 1280, (x) => (x < 100 || x >= 1820 ? RED : BLUE));
      const small = jpeg.decode(thumbnail(source), { useTArray: true });
      expect([small.width, small.height]).toEqual([128, 96]);
      for (const [x, y] of [
        [0, 0],
        [127, 95],
        [64, 48],
        [3, 50],
        [124, 50],
      ] as const) {
        expectNear(pixelAt(small, x, y), BLUE);
      }
    },
  );

  test('each pixel is the mean of the pixels it covers, not a sample of one', proves('TRIAL-ON-DEMAND'), () => {
    // Stripes one pixel wide alternating black and white: a sampled pixel would be black or white,
    // the mean is mid-grey.
    const source = photo(1280, 960, (x) => (x % 2 === 0 ? [0, 0, 0] : [255, 255, 255]));
    const small = jpeg.decode(thumbnail(source), { useTArray: true });
    expect([small.width, small.height]).toEqual([128, 96]);
    expectNear(pixelAt(small, 40, 30), [128, 128, 128]);
    expectNear(pixelAt(small, 100, 70), [128, 128, 128]);
  });

  test(
    'a tall photo keeps its middle band; one smaller than the thumbnail is refused',
    proves('TRIAL-ON-DEMAND'),
    () => {
      // 600 × 900: the 4:3 centre is y 225–675; red bands just outside it (y < 215, y ≥ 685).
      const source = photo(600, 900, (_x, y) => (y < 215 || y >= 685 ? RED : BLUE));
      const small = jpeg.decode(thumbnail(source), { useTArray: true });
      expectNear(pixelAt(small, 64, 0), BLUE);
      expectNear(pixelAt(small, 64, 95), BLUE);
      expect(() => thumbnail(photo(100, 80, () => RED))).toThrow(
        'a 100 × 80 photo is smaller than its 128 × 96 thumbnail',
      );
    },
  );
});
