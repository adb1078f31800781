// Reading a photo for the trial (site/src/trial/image-input.ts, decision 028, issue 30 finding 7):
// the size comes from the file's header, and a file that is no image or an image over the limits
// is refused before the browser decodes it. createImageBitmap (the decode) is a stand-in that
// records its calls; the files are headers written by hand (the formats' layouts are tested in
// image-header.test.ts). Node's Blob stands in for the browser's: it reads like one.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PhotoError, type PhotoProblem, readPhoto } from '../../site/src/trial/image-input';
import { proves } from '../conformance/proves';

/** The trial's limits (decision 028): 10 MB, 10,000 px a side. */
const LIMIT_MB = 10;
const LIMIT_SIDE = 10_000;

const be16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const text = (value: string) => [...value].map((c) => c.charCodeAt(0));

/** A PNG's signature and IHDR chunk, then `padding` zero bytes (a file's length without its pixels). */
function png(width: number, height: number, padding = 0): Blob {
  const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...text('IHDR'), ...be32(width)];
  return new Blob([Uint8Array.from([...head, ...be32(height), 8, 6, 0, 0, 0, 1, 2, 3, 4]), new Uint8Array(padding)], {
    type: 'image/png',
  });
}

/** A JPEG whose frame header comes after `metadata` bytes of APPn segments (at most 65,533 each). */
function jpeg(width: number, height: number, metadata: number): Blob {
  const parts: number[][] = [[0xff, 0xd8]];
  for (let left = metadata; left > 0; left -= 65_533) {
    const length = Math.min(left, 65_533);
    parts.push([0xff, 0xe1, ...be16(length + 2), ...new Array(length).fill(0x45)]);
  }
  parts.push([0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return new Blob([Uint8Array.from(parts.flat())], { type: 'image/jpeg' });
}

interface Decoded {
  width: number;
  height: number;
  close: () => void;
}

/** The decode's stand-in: each call recorded; a file decodes to `decodesTo`, or fails. */
let decodesTo: { width: number; height: number } | 'fails';
const decodes = vi.fn(async (source: Blob | Decoded, options?: ImageBitmapOptions): Promise<Decoded> => {
  if (source instanceof Blob) {
    if (decodesTo === 'fails') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...decodesTo, close: vi.fn() };
  }
  const width = options?.resizeWidth ?? source.width;
  const height = options?.resizeHeight ?? source.height;
  // As the browser does: a resize to a side of 0 is an error.
  if (width === 0 || height === 0) throw new DOMException('The resize width or height is 0.', 'InvalidStateError');
  return { width, height, close: vi.fn() };
});

beforeEach(() => {
  decodes.mockClear();
  vi.stubGlobal('createImageBitmap', decodes);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The problem `readPhoto` refuses the file with. */
async function problemOf(file: Blob, name = 'photo'): Promise<PhotoProblem> {
  const error = await readPhoto(file, name, 640).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return (error as PhotoError).problem;
}

describe('too large: refused from the header, before any decode', () => {
  test('the finding’s 30,000 × 30,000 PNG: too large, with its size', proves('TRIAL-BAD-INPUT'), async () => {
    decodesTo = { width: 30_000, height: 30_000 };
    expect(await problemOf(png(30_000, 30_000), 'big.png')).toEqual({
      kind: 'too-many-pixels',
      name: 'big.png',
      width: 30_000,
      height: 30_000,
    });
    expect(decodes).not.toHaveBeenCalled();
  });

  test('one pixel over the limit on either side', proves('TRIAL-BAD-INPUT'), async () => {
    expect(await problemOf(png(LIMIT_SIDE + 1, 10))).toMatchObject({ kind: 'too-many-pixels', width: LIMIT_SIDE + 1 });
    expect(await problemOf(png(10, LIMIT_SIDE + 1))).toMatchObject({ kind: 'too-many-pixels', height: LIMIT_SIDE + 1 });
    expect(decodes).not.toHaveBeenCalled();
  });

  test(
    'a JPEG whose frame header lies past the first 64 kB (three Exif segments): read from the whole file',
    proves('TRIAL-BAD-INPUT'),
    async () => {
      expect(await problemOf(jpeg(12_000, 9_000, 3 * 65_533), 'raw.jpg')).toEqual({
        kind: 'too-many-pixels',
        name: 'raw.jpg',
        width: 12_000,
        height: 9_000,
      });
      expect(decodes).not.toHaveBeenCalled();
    },
  );

  test(
    `a file over ${LIMIT_MB} MB: too large in MB, before its pixels are looked at`,
    proves('TRIAL-BAD-INPUT'),
    async () => {
      expect(await problemOf(png(640, 480, (LIMIT_MB + 1) * 1024 * 1024), 'heavy.png')).toEqual({
        kind: 'too-large',
        name: 'heavy.png',
        size: '11.0',
      });
      expect(decodes).not.toHaveBeenCalled();
    },
  );
});

describe('within the limits: decoded', () => {
  test(
    'the finding’s 10,000 × 1 PNG is an image: decoded and scaled to 640 × 1, not 640 × 0',
    proves('TRIAL-BAD-INPUT'),
    async () => {
      decodesTo = { width: 10_000, height: 1 };
      const photo = await readPhoto(png(10_000, 1), 'line.png', 640);
      expect(photo).toMatchObject({ name: 'line.png', width: 10_000, height: 1 });
      expect(photo.bitmap).toMatchObject({ width: 640, height: 1 });
      expect(decodes).toHaveBeenCalledTimes(2);
    },
  );

  test('the largest photo taken: 10,000 × 10,000', proves('TRIAL-BAD-INPUT'), async () => {
    decodesTo = { width: LIMIT_SIDE, height: LIMIT_SIDE };
    const photo = await readPhoto(png(LIMIT_SIDE, LIMIT_SIDE), 'square.png', 640);
    expect(photo.bitmap).toMatchObject({ width: 640, height: 640 });
  });

  test('a JPEG with 100 kB of metadata before its frame header', proves('TRIAL-BAD-INPUT'), async () => {
    decodesTo = { width: 4032, height: 3024 };
    const photo = await readPhoto(jpeg(4032, 3024, 100_000), 'phone.jpg', 640);
    expect(photo.bitmap).toMatchObject({ width: 640, height: 480 });
  });
});

describe('each cause its own problem', () => {
  test(
    'no image format’s signature: not an image, whatever the type or the size',
    proves('TRIAL-BAD-INPUT'),
    async () => {
      expect(await problemOf(new Blob(['Not a photo.\n'], { type: 'text/plain' }), 'notes.txt')).toEqual({
        kind: 'not-image',
        name: 'notes.txt',
      });
      // Named and typed as a photo, and over 10 MB: still not an image.
      const large = new Blob([new Uint8Array((LIMIT_MB + 1) * 1024 * 1024).fill(0x41)], { type: 'image/jpeg' });
      expect(await problemOf(large, 'photo.jpg')).toEqual({ kind: 'not-image', name: 'photo.jpg' });
      expect(await problemOf(new Blob([]), 'empty')).toEqual({ kind: 'not-image', name: 'empty' });
      expect(decodes).not.toHaveBeenCalled();
    },
  );

  test('a PNG cut short in its header: damaged, not decoded', proves('TRIAL-BAD-INPUT'), async () => {
    const cut = (await png(640, 480).arrayBuffer()).slice(0, 20);
    expect(await problemOf(new Blob([cut]), 'cut.png')).toEqual({ kind: 'damaged', name: 'cut.png', format: 'PNG' });
    expect(decodes).not.toHaveBeenCalled();
  });

  test(
    'a header that reads well but a decode that fails: damaged, with the format it claimed',
    proves('TRIAL-BAD-INPUT'),
    async () => {
      decodesTo = 'fails';
      expect(await problemOf(png(640, 480, 100), 'broken.png')).toEqual({
        kind: 'damaged',
        name: 'broken.png',
        format: 'PNG',
      });
      expect(decodes).toHaveBeenCalledTimes(1);
    },
  );

  test(
    'a file whose bytes cannot be read (moved since it was chosen): unreadable',
    proves('TRIAL-BAD-INPUT'),
    async () => {
      const gone = png(640, 480);
      const slice = gone.slice.bind(gone);
      vi.spyOn(gone, 'slice').mockImplementation((...args) => {
        const part = slice(...args);
        vi.spyOn(part, 'arrayBuffer').mockRejectedValue(
          new DOMException('The file could not be read.', 'NotReadableError'),
        );
        return part;
      });
      expect(await problemOf(gone, 'moved.png')).toEqual({ kind: 'unreadable', name: 'moved.png' });
    },
  );
});
