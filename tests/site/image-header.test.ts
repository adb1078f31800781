// A photo's format and size read from its file's first bytes (site/src/trial/image-header.ts,
// decision 028, issue 30 finding 7). Every file here is written byte by byte from its format's
// specification (PNG: ISO/IEC 15948 §5.2 and §11.2.2; JPEG: ITU T.81 §B.1.1.3 and §B.2.2; GIF89a
// §17–§20; WebP: RFC 9649 §2.5–§2.7; BMP: BITMAPFILEHEADER, BITMAPCOREHEADER, BITMAPINFOHEADER):
// the sizes expected are the ones written into the bytes.
import { describe, expect, test } from 'vitest';
import { readImageHeader } from '../../site/src/trial/image-header';
import { proves } from '../conformance/proves';

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : [...part])),
  );
const be16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const le16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const le24 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff];
const le32 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];

// --- PNG: the 8-byte signature, then IHDR: length 13, "IHDR", width, height (big-endian), bit
// depth, colour type, compression, filter, interlace, CRC.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0], [0x12, 0x34, 0x56, 0x78]);

describe('PNG: the IHDR chunk', () => {
  test('width and height, in that order', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(png(640, 480))).toEqual({ kind: 'image', format: 'PNG', width: 640, height: 480 });
  });

  test(
    'the finding’s files: 10,000 × 1 and 30,000 × 30,000 are images, with their size',
    proves('TRIAL-BAD-INPUT'),
    () => {
      expect(readImageHeader(png(10_000, 1))).toEqual({ kind: 'image', format: 'PNG', width: 10_000, height: 1 });
      expect(readImageHeader(png(30_000, 30_000))).toEqual({
        kind: 'image',
        format: 'PNG',
        width: 30_000,
        height: 30_000,
      });
    },
  );

  test(
    'the largest size the format allows (2^31 − 1); past it, or 0, is no valid PNG',
    proves('TRIAL-BAD-INPUT'),
    () => {
      expect(readImageHeader(png(2 ** 31 - 1, 2 ** 31 - 1))).toMatchObject({ width: 2 ** 31 - 1, height: 2 ** 31 - 1 });
      expect(readImageHeader(png(2 ** 31, 1))).toEqual({ kind: 'damaged', format: 'PNG' });
      expect(readImageHeader(png(0xffff_ffff, 1))).toEqual({ kind: 'damaged', format: 'PNG' });
      expect(readImageHeader(png(0, 480))).toEqual({ kind: 'damaged', format: 'PNG' });
      expect(readImageHeader(png(640, 0))).toEqual({ kind: 'damaged', format: 'PNG' });
    },
  );

  test('cut short: the signature alone, or the size half there', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes(PNG_SIGNATURE))).toEqual({ kind: 'truncated', format: 'PNG' });
    expect(readImageHeader(png(640, 480).subarray(0, 20))).toEqual({ kind: 'truncated', format: 'PNG' });
    expect(readImageHeader(png(640, 480).subarray(0, 23))).toEqual({ kind: 'truncated', format: 'PNG' });
  });

  test('a first chunk that is not IHDR, or not 13 bytes long', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes(PNG_SIGNATURE, be32(13), 'IDAT', be32(640), be32(480)))).toEqual({
      kind: 'damaged',
      format: 'PNG',
    });
    expect(readImageHeader(bytes(PNG_SIGNATURE, be32(12), 'IHDR', be32(640), be32(480)))).toEqual({
      kind: 'damaged',
      format: 'PNG',
    });
  });
});

// --- JPEG: SOI (FF D8), then marker segments, each FF, a code and a big-endian length counting
// itself; the frame header SOFn: length, precision, height (Y), width (X), components.
const SOI = [0xff, 0xd8];
const APP0 = bytes([0xff, 0xe0], be16(16), 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const DQT = bytes([0xff, 0xdb], be16(67), [0], new Array(64).fill(1));
/** A segment of `code` whose content is `length − 2` bytes of `fill`. */
const segment = (code: number, length: number, fill = 0) =>
  bytes([0xff, code], be16(length), new Array(length - 2).fill(fill));
const sof = (code: number, width: number, height: number) =>
  bytes([0xff, code], be16(17), [8], be16(height), be16(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const SOS = bytes([0xff, 0xda], be16(12), [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
const EOI = [0xff, 0xd9];
const jpeg = (...segments: (number[] | Uint8Array)[]) => bytes(SOI, ...segments);

describe('JPEG: the segments up to the frame header', () => {
  test('baseline (SOF0): the width is X, the height Y, written height first', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(jpeg(APP0, DQT, sof(0xc0, 1920, 1280), SOS))).toEqual({
      kind: 'image',
      format: 'JPEG',
      width: 1920,
      height: 1280,
    });
  });

  test('every SOFn is a frame header: progressive, extended, lossless, arithmetic', proves('TRIAL-BAD-INPUT'), () => {
    for (const code of [0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])
      expect(readImageHeader(jpeg(APP0, sof(code, 800, 600))), code.toString(16)).toMatchObject({
        kind: 'image',
        width: 800,
        height: 600,
      });
  });

  test(
    'DHT (C4), JPG (C8) and DAC (CC) are no frame header: skipped by their length',
    proves('TRIAL-BAD-INPUT'),
    () => {
      // Their content, read as a frame header, would give 0x0909 × 0x0909.
      const header = jpeg(APP0, segment(0xc4, 31, 9), segment(0xc8, 12, 9), segment(0xcc, 6, 9), sof(0xc0, 640, 480));
      expect(readImageHeader(header)).toEqual({ kind: 'image', format: 'JPEG', width: 640, height: 480 });
    },
  );

  test(
    'a frame header after 100 kB of Exif and a colour profile, fill bytes and TEM',
    proves('TRIAL-BAD-INPUT'),
    () => {
      const header = jpeg(
        segment(0xe1, 65_535, 0x45),
        segment(0xe2, 40_000, 0x49),
        [0xff, 0xff, 0xff],
        [0xff, 0x01],
        sof(0xc2, 4032, 3024),
      );
      expect(readImageHeader(header)).toEqual({ kind: 'image', format: 'JPEG', width: 4032, height: 3024 });
    },
  );

  test('the finding’s sizes, and the largest the format allows (65,535)', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(jpeg(sof(0xc0, 10_000, 1)))).toMatchObject({ width: 10_000, height: 1 });
    expect(readImageHeader(jpeg(sof(0xc0, 30_000, 30_000)))).toMatchObject({ width: 30_000, height: 30_000 });
    expect(readImageHeader(jpeg(sof(0xc0, 65_535, 65_535)))).toMatchObject({ width: 65_535, height: 65_535 });
  });

  test('cut short: in a segment, in its length, in the frame header', proves('TRIAL-BAD-INPUT'), () => {
    const whole = jpeg(APP0, segment(0xe1, 2000), sof(0xc0, 640, 480));
    // The frame header is the last 19 bytes: its width ends at its 9th.
    for (const length of [3, 4, 5, 100, APP0.length + 2 + 3, whole.length - 19 + 8])
      expect(readImageHeader(whole.subarray(0, length)), `${length} bytes`).toEqual({
        kind: 'truncated',
        format: 'JPEG',
      });
    expect(readImageHeader(bytes(SOI, [0xff]))).toEqual({ kind: 'truncated', format: 'JPEG' });
  });

  test('no frame header before the scan or the end, a byte where a marker is due', proves('TRIAL-BAD-INPUT'), () => {
    const damaged = { kind: 'damaged', format: 'JPEG' };
    expect(readImageHeader(jpeg(APP0, SOS, sof(0xc0, 640, 480)))).toEqual(damaged);
    expect(readImageHeader(jpeg(APP0, EOI))).toEqual(damaged);
    expect(readImageHeader(jpeg(APP0, [0x12, 0x34], sof(0xc0, 640, 480)))).toEqual(damaged);
    // A segment length below 2 (it counts its own two bytes).
    expect(readImageHeader(jpeg([0xff, 0xe0, 0, 1], sof(0xc0, 640, 480)))).toEqual(damaged);
    // Width 0 is forbidden; height 0 defers the height to a DNL segment, which browsers do not read.
    expect(readImageHeader(jpeg(sof(0xc0, 0, 480)))).toEqual(damaged);
    expect(readImageHeader(jpeg(sof(0xc0, 640, 0)))).toEqual(damaged);
  });
});

// --- GIF: "GIF89a" or "GIF87a", the logical screen descriptor (width, height little-endian,
// packed fields, background, aspect), an optional global colour table, then blocks: extensions
// (21, label, sub-blocks) and image descriptors (2C, left, top, width, height, packed).
/** `table`: the global colour table's size field N (2^(N + 1) colours of 3 bytes), or none. */
const screen = (width: number, height: number, table?: number) =>
  bytes('GIF89a', le16(width), le16(height), [table === undefined ? 0 : 0x80 | table, 0, 0]);
/** A global colour table of 4 colours (size field 1). */
const GCT_4 = new Array(3 * 4).fill(0x7f);
const GRAPHIC_CONTROL = [0x21, 0xf9, 4, 0, 0, 0, 0, 0];
const COMMENT = bytes([0x21, 0xfe, 5], 'hello', [3], 'abc', [0]);
const frame = (left: number, top: number, width: number, height: number) =>
  bytes([0x2c], le16(left), le16(top), le16(width), le16(height), [0]);

describe('GIF: the logical screen and the first frame', () => {
  test(
    'the screen’s size, past a global colour table and extensions to the first frame',
    proves('TRIAL-BAD-INPUT'),
    () => {
      expect(
        readImageHeader(bytes(screen(320, 200, 1), GCT_4, GRAPHIC_CONTROL, COMMENT, frame(0, 0, 320, 200))),
      ).toEqual({
        kind: 'image',
        format: 'GIF',
        width: 320,
        height: 200,
      });
    },
  );

  test('GIF87a with only its screen descriptor', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes('GIF87a', le16(10_000), le16(1), [0, 0, 0]))).toEqual({
      kind: 'image',
      format: 'GIF',
      width: 10_000,
      height: 1,
    });
  });

  test('a first frame larger than the screen makes the picture that large', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes(screen(10, 10), frame(0, 0, 30_000, 30_000)))).toMatchObject({
      width: 30_000,
      height: 30_000,
    });
    expect(readImageHeader(bytes(screen(100, 100), frame(60_000, 5, 5_000, 5)))).toMatchObject({
      width: 65_000,
      height: 100,
    });
    // A screen of 0 × 0 takes the frame's size.
    expect(readImageHeader(bytes(screen(0, 0), frame(0, 0, 100, 50)))).toMatchObject({ width: 100, height: 50 });
  });

  test('cut short before the screen’s size, or with no size before the bytes end', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes('GIF89a', le16(320)))).toEqual({ kind: 'truncated', format: 'GIF' });
    expect(readImageHeader(bytes(screen(0, 0), GRAPHIC_CONTROL))).toEqual({ kind: 'truncated', format: 'GIF' });
  });

  test('a block that is neither an extension nor a frame', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes(screen(320, 200), [0x99, 1, 2, 3]))).toEqual({ kind: 'damaged', format: 'GIF' });
  });
});

// --- WebP: "RIFF", the file's length (little-endian), "WEBP", then the first chunk's FourCC and
// length and its content.
const riff = (chunk: string, content: (number[] | Uint8Array)[]) => {
  const body = bytes(...content);
  return bytes('RIFF', le32(4 + 8 + body.length), 'WEBP', chunk, le32(body.length), body);
};
/** VP8 (lossy): a 3-byte frame tag, the start code 9D 01 2A, then 2 bits of scale and 14 of size, width first. */
const vp8 = (width: number, height: number, scale = 0) =>
  riff('VP8 ', [
    [0x50, 0x42, 0x00],
    [0x9d, 0x01, 0x2a],
    le16((scale << 14) | width),
    le16((scale << 14) | height),
    [0, 0],
  ]);
/** VP8L (lossless): 0x2F, then 14 bits of width − 1, 14 of height − 1, 1 of alpha, 3 of version. */
const vp8l = (width: number, height: number) =>
  riff('VP8L', [[0x2f], le32(((width - 1) | ((height - 1) << 14) | (1 << 28)) >>> 0), [0, 0]]);
/** VP8X (extended): flags, 3 reserved bytes, then 24 bits of canvas width − 1 and of height − 1. */
const vp8x = (width: number, height: number) => riff('VP8X', [[0x10, 0, 0, 0], le24(width - 1), le24(height - 1)]);

describe('WebP: the first chunk, lossy, lossless or extended', () => {
  test('lossy: 14 bits each, the scale bits above them ignored', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(vp8(1024, 768))).toEqual({ kind: 'image', format: 'WebP', width: 1024, height: 768 });
    expect(readImageHeader(vp8(1024, 768, 3))).toEqual({ kind: 'image', format: 'WebP', width: 1024, height: 768 });
    expect(readImageHeader(vp8(16_383, 1))).toMatchObject({ width: 16_383, height: 1 });
  });

  test('lossless: width − 1 and height − 1, up to 16,384', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(vp8l(10_000, 1))).toEqual({ kind: 'image', format: 'WebP', width: 10_000, height: 1 });
    expect(readImageHeader(vp8l(16_384, 16_384))).toMatchObject({ width: 16_384, height: 16_384 });
    expect(readImageHeader(vp8l(1, 1))).toMatchObject({ width: 1, height: 1 });
  });

  test('extended: the canvas, 24 bits each', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(vp8x(30_000, 30_000))).toEqual({
      kind: 'image',
      format: 'WebP',
      width: 30_000,
      height: 30_000,
    });
    expect(readImageHeader(vp8x(2 ** 24, 640))).toMatchObject({ width: 2 ** 24, height: 640 });
  });

  test('cut short, a wrong start code or signature, an unknown first chunk', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(vp8(1024, 768).subarray(0, 14))).toEqual({ kind: 'truncated', format: 'WebP' });
    expect(readImageHeader(vp8(1024, 768).subarray(0, 29))).toEqual({ kind: 'truncated', format: 'WebP' });
    expect(readImageHeader(vp8l(100, 100).subarray(0, 24))).toEqual({ kind: 'truncated', format: 'WebP' });
    expect(readImageHeader(vp8x(100, 100).subarray(0, 29))).toEqual({ kind: 'truncated', format: 'WebP' });
    const badStart = vp8(1024, 768);
    badStart[24] = 0x02;
    expect(readImageHeader(badStart)).toEqual({ kind: 'damaged', format: 'WebP' });
    const badSignature = vp8l(100, 100);
    badSignature[20] = 0x2e;
    expect(readImageHeader(badSignature)).toEqual({ kind: 'damaged', format: 'WebP' });
    expect(readImageHeader(riff('ALPH', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]]))).toEqual({
      kind: 'damaged',
      format: 'WebP',
    });
    // A lossy frame of width 0.
    expect(readImageHeader(vp8(0, 768))).toEqual({ kind: 'damaged', format: 'WebP' });
  });

  test('a RIFF file of another kind (a WAVE sound) is no image', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bytes('RIFF', le32(36), 'WAVEfmt ', le32(16), new Array(16).fill(0)))).toEqual({
      kind: 'unknown',
    });
  });
});

// --- BMP: "BM", the file's size, 4 reserved bytes, the pixels' offset, then the DIB header, its
// own size first: 12 (core: 16-bit width and height) or 40 and later (signed 32-bit).
const bmp = (dibSize: number, size: number[]) =>
  bytes(
    'BM',
    le32(1000),
    [0, 0, 0, 0],
    le32(14 + dibSize),
    le32(dibSize),
    size,
    new Array(dibSize - 4 - size.length).fill(0),
  );

describe('BMP: the DIB header', () => {
  test('BITMAPINFOHEADER (40), V4 (108), V5 (124): signed 32-bit width and height', proves('TRIAL-BAD-INPUT'), () => {
    for (const dib of [40, 52, 56, 108, 124])
      expect(readImageHeader(bmp(dib, [...le32(800), ...le32(600)])), `${dib}`).toEqual({
        kind: 'image',
        format: 'BMP',
        width: 800,
        height: 600,
      });
  });

  test(
    'a negative height is a picture stored from the top: its size is the absolute value',
    proves('TRIAL-BAD-INPUT'),
    () => {
      expect(readImageHeader(bmp(40, [...le32(10_000), ...le32(-1 >>> 0)]))).toMatchObject({
        width: 10_000,
        height: 1,
      });
      expect(readImageHeader(bmp(40, [...le32(30_000), ...le32(-30_000 >>> 0)]))).toMatchObject({
        width: 30_000,
        height: 30_000,
      });
    },
  );

  test('BITMAPCOREHEADER (12): 16-bit width and height', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bmp(12, [...le16(640), ...le16(480)]))).toEqual({
      kind: 'image',
      format: 'BMP',
      width: 640,
      height: 480,
    });
  });

  test('cut short, a width of 0 or below, a height of 0', proves('TRIAL-BAD-INPUT'), () => {
    expect(readImageHeader(bmp(40, [...le32(800), ...le32(600)]).subarray(0, 25))).toEqual({
      kind: 'truncated',
      format: 'BMP',
    });
    expect(readImageHeader(bmp(12, [...le16(640), ...le16(480)]).subarray(0, 21))).toEqual({
      kind: 'truncated',
      format: 'BMP',
    });
    expect(readImageHeader(bmp(40, [...le32(0), ...le32(600)]))).toEqual({ kind: 'damaged', format: 'BMP' });
    expect(readImageHeader(bmp(40, [...le32(-800 >>> 0), ...le32(600)]))).toEqual({ kind: 'damaged', format: 'BMP' });
    expect(readImageHeader(bmp(40, [...le32(800), ...le32(0)]))).toEqual({ kind: 'damaged', format: 'BMP' });
  });

  test(
    '"BM" without a DIB header size any BMP has is no image (a text that starts "BMW …")',
    proves('TRIAL-BAD-INPUT'),
    () => {
      expect(readImageHeader(bytes('BMW notes: service at 30,000 km, oil changed.'))).toEqual({ kind: 'unknown' });
      expect(readImageHeader(bytes('BM', [1, 2, 3]))).toEqual({ kind: 'unknown' });
    },
  );
});

describe('not an image', () => {
  test('text, an empty file, a PDF, a ZIP, an SVG, a signature cut short', proves('TRIAL-BAD-INPUT'), () => {
    for (const file of [
      bytes('Not a photo.\n'),
      bytes(),
      bytes('%PDF-1.7\n%âãÏÓ\n'),
      bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0)),
      bytes('<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"/>'),
      bytes(PNG_SIGNATURE.slice(0, 7)),
      bytes([0xff, 0xd8]),
      bytes('GIF89'),
      bytes('RIFF', le32(4), 'WEB'),
    ])
      expect(readImageHeader(file)).toEqual({ kind: 'unknown' });
  });

  test('random bytes', proves('TRIAL-BAD-INPUT'), () => {
    // A fixed sequence (a linear congruential generator), none starting with a signature.
    let seed = 12_345;
    for (let file = 0; file < 200; file++) {
      const garbage = Uint8Array.from({ length: 64 }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed >>> 16;
      });
      garbage[0] = 0x20;
      expect(readImageHeader(garbage)).toEqual({ kind: 'unknown' });
    }
  });
});
