// A picture's format and size as its file's first bytes state them, read before anything decodes
// it: a photo too large is refused without spending the time and memory of a decode, and a file
// that is no image is told apart from an image the browser fails to decode. Each format's layout
// is that of its specification (PNG: ISO/IEC 15948 §11.2.2; JPEG: ITU T.81 §B.1–B.2; GIF89a §18;
// WebP: RFC 9649 §2.5–2.7; BMP: Microsoft's BITMAPFILEHEADER and its DIB headers).

export type ImageFormat = 'PNG' | 'JPEG' | 'GIF' | 'WebP' | 'BMP';

export type ImageHeader =
  /** The format and the size the picture will have once decoded, in pixels. */
  | { kind: 'image'; format: ImageFormat; width: number; height: number }
  /** No image format's signature: not an image (or one of a format the trial does not read). */
  | { kind: 'unknown' }
  /** A format's signature, but the bytes end before its size is stated. */
  | { kind: 'truncated'; format: ImageFormat }
  /** A format's signature, but a header its specification does not allow. */
  | { kind: 'damaged'; format: ImageFormat };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The largest width or height a PNG may state (2^31 − 1). */
const PNG_MAX_SIDE = 0x7fff_ffff;
/** The sizes of the DIB headers a BMP may carry: core (12), OS/2 2.x (16, 64), info (40) and its later versions. */
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Readers of big- and little-endian unsigned integers; the caller checks the length first. */
const be16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 0x1_0000 + be16(bytes, at + 2);
const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) + (bytes[at + 2] ?? 0) * 0x1_0000;
const le32 = (bytes: Uint8Array, at: number) => le16(bytes, at) + le16(bytes, at + 2) * 0x1_0000;
/** A little-endian two's-complement 32-bit integer (a BMP's width and height). */
const le32Signed = (bytes: Uint8Array, at: number) => le32(bytes, at) | 0;

const image = (format: ImageFormat, width: number, height: number): ImageHeader =>
  width > 0 && height > 0 ? { kind: 'image', format, width, height } : { kind: 'damaged', format };

/** The format and size that `bytes`, a file's first bytes (or all of them), state. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return gif(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
  if (bytes.length >= 18 && ascii(bytes, 0, 2) === 'BM' && BMP_DIB_SIZES.has(le32(bytes, 14))) return bmp(bytes);
  return { kind: 'unknown' };
}

/** The signature, then the first chunk: IHDR, 13 bytes long, its width and height first (1 to 2^31 − 1). */
function png(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 16) return { kind: 'truncated', format: 'PNG' };
  if (be32(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return { kind: 'damaged', format: 'PNG' };
  if (bytes.length < 24) return { kind: 'truncated', format: 'PNG' };
  const width = be32(bytes, 16);
  const height = be32(bytes, 20);
  if (width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) return { kind: 'damaged', format: 'PNG' };
  return image('PNG', width, height);
}

/**
 * SOI, then marker segments up to the frame header: each an 0xFF (fill bytes 0xFF may precede
 * it), its code and, but for RSTn and TEM, a two-byte length counting itself. The frame header is
 * an SOFn segment (0xC0–0xCF but DHT 0xC4, JPG 0xC8 and DAC 0xCC): precision, then the height and
 * the width. A scan (SOS) or the end (EOI) before it, or anything but a marker where one is due,
 * is a damaged file. A height of 0 (given later by a DNL segment) is one no browser decodes.
 */
function jpeg(bytes: Uint8Array): ImageHeader {
  let at = 2;
  for (;;) {
    if (at >= bytes.length) return { kind: 'truncated', format: 'JPEG' };
    if (bytes[at] !== 0xff) return { kind: 'damaged', format: 'JPEG' };
    while (bytes[at] === 0xff) at++;
    if (at >= bytes.length) return { kind: 'truncated', format: 'JPEG' };
    const marker = bytes[at] ?? 0;
    at++;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9 || marker === 0xda) {
      return { kind: 'damaged', format: 'JPEG' };
    }
    if (at + 2 > bytes.length) return { kind: 'truncated', format: 'JPEG' };
    const length = be16(bytes, at);
    if (length < 2) return { kind: 'damaged', format: 'JPEG' };
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) {
      if (length < 8) return { kind: 'damaged', format: 'JPEG' };
      if (at + 7 > bytes.length) return { kind: 'truncated', format: 'JPEG' };
      return image('JPEG', be16(bytes, at + 5), be16(bytes, at + 3));
    }
    at += length;
  }
}

/**
 * The logical screen's width and height, then the blocks up to the first image descriptor, whose
 * frame a decoder fits in: the picture is the screen grown to hold that frame. When the frame is
 * past the bytes given, the screen alone.
 */
function gif(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 13) return { kind: 'truncated', format: 'GIF' };
  const screen = { width: le16(bytes, 6), height: le16(bytes, 8) };
  const packed = bytes[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const screenOnly = (): ImageHeader =>
    screen.width > 0 && screen.height > 0
      ? image('GIF', screen.width, screen.height)
      : { kind: 'truncated', format: 'GIF' };
  for (;;) {
    if (at >= bytes.length) return screenOnly();
    const block = bytes[at];
    if (block === 0x2c) {
      if (at + 9 > bytes.length) return screenOnly();
      const right = le16(bytes, at + 1) + le16(bytes, at + 5);
      const bottom = le16(bytes, at + 3) + le16(bytes, at + 7);
      return image('GIF', Math.max(screen.width, right), Math.max(screen.height, bottom));
    }
    if (block !== 0x21) return { kind: 'damaged', format: 'GIF' };
    // An extension: its label, then data sub-blocks, each its length first, up to an empty one.
    at += 2;
    for (;;) {
      if (at >= bytes.length) return screenOnly();
      const length = bytes[at] ?? 0;
      at += 1 + length;
      if (length === 0) break;
    }
  }
}

/**
 * RIFF, the file's length, WEBP, then the first chunk: "VP8 " (lossy: a frame tag, the start code
 * 9D 01 2A, 14-bit width and height), "VP8L" (lossless: the signature 0x2F, then width − 1 and
 * height − 1 in 14 bits each) or "VP8X" (extended: flags, then the canvas' width − 1 and height − 1
 * in 24 bits each).
 */
function webp(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 16) return { kind: 'truncated', format: 'WebP' };
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    if (bytes.length < 30) return { kind: 'truncated', format: 'WebP' };
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return { kind: 'damaged', format: 'WebP' };
    return image('WebP', le16(bytes, 26) & 0x3fff, le16(bytes, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes.length < 25) return { kind: 'truncated', format: 'WebP' };
    if (bytes[20] !== 0x2f) return { kind: 'damaged', format: 'WebP' };
    const bits = le32(bytes, 21);
    return image('WebP', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    if (bytes.length < 30) return { kind: 'truncated', format: 'WebP' };
    return image('WebP', le24(bytes, 24) + 1, le24(bytes, 27) + 1);
  }
  return { kind: 'damaged', format: 'WebP' };
}

/**
 * BM, the file header (14 bytes), then a DIB header whose first four bytes are its size: the core
 * header (12) gives width and height in 16 bits, every later one in signed 32 bits, a negative
 * height meaning rows stored from the top.
 */
function bmp(bytes: Uint8Array): ImageHeader {
  if (le32(bytes, 14) === 12) {
    if (bytes.length < 22) return { kind: 'truncated', format: 'BMP' };
    return image('BMP', le16(bytes, 18), le16(bytes, 20));
  }
  if (bytes.length < 26) return { kind: 'truncated', format: 'BMP' };
  return image('BMP', le32Signed(bytes, 18), Math.abs(le32Signed(bytes, 22)));
}
