// Reading a photo the visitor gives the trial (file picker, drop, paste, sample): its format and
// size read from the file's first bytes and checked before it is decoded, decoded by the browser,
// scaled down for the models. Nothing leaves the page.
import { type ImageFormat, type ImageHeader, readImageHeader } from './image-header.ts';

/** The largest file the trial reads, in MB (stated in the drop hint). */
export const MAX_PHOTO_MB = 10;
/** The longest side the trial decodes, in pixels. */
export const MAX_PHOTO_SIDE = 10_000;
/**
 * The bytes read for the header first: every format but JPEG states its size in its first 30, and
 * a JPEG's metadata before its frame header (Exif, a colour profile) is seldom longer. When it
 * is, the whole file is read (it is 10 MB at most).
 */
export const HEADER_BYTES = 64 * 1024;

export type PhotoProblem =
  /** No image format the trial reads: no PNG, JPEG, GIF, WebP or BMP signature. */
  | { kind: 'not-image'; name: string }
  /** Over MAX_PHOTO_MB. */
  | { kind: 'too-large'; name: string; size: string }
  /** Over MAX_PHOTO_SIDE on a side, as the file's header states (or, failing that, as decoded). */
  | { kind: 'too-many-pixels'; name: string; width: number; height: number }
  /** An image's signature, but a header that breaks its format, or a decode that failed. */
  | { kind: 'damaged'; name: string; format: ImageFormat }
  /** The browser could not read the file's bytes (it was moved or changed since it was chosen). */
  | { kind: 'unreadable'; name: string };

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem.kind);
    this.name = 'PhotoError';
  }
}

export interface Photo {
  name: string;
  /** The picture at no more than the requested side, ready to draw. */
  bitmap: ImageBitmap;
  /** The size of the file as decoded. */
  width: number;
  height: number;
}

async function bytesOf(file: Blob, name: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new PhotoError({ kind: 'unreadable', name });
  }
}

/** The file's header: its first HEADER_BYTES, or all of it when a JPEG's frame header lies further. */
async function headerOf(file: Blob, name: string): Promise<ImageHeader> {
  const header = readImageHeader(await bytesOf(file.slice(0, HEADER_BYTES), name));
  if (header.kind !== 'truncated' || file.size <= HEADER_BYTES || file.size > MAX_PHOTO_MB * 1024 * 1024) return header;
  return readImageHeader(await bytesOf(file, name));
}

/**
 * Reads `file`'s size from its header, refuses it before any decode when it is no image, over
 * MAX_PHOTO_MB or over MAX_PHOTO_SIDE, then decodes it and scales it to at most `maxSide` pixels a
 * side. A PhotoError says what is wrong.
 */
export async function readPhoto(file: Blob, name: string, maxSide: number): Promise<Photo> {
  const header = await headerOf(file, name);
  if (header.kind === 'unknown') throw new PhotoError({ kind: 'not-image', name });
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) {
    throw new PhotoError({ kind: 'too-large', name, size: (file.size / 1024 / 1024).toFixed(1) });
  }
  if (header.kind !== 'image') throw new PhotoError({ kind: 'damaged', name, format: header.format });
  const tooLarge = (width: number, height: number) => width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE;
  if (tooLarge(header.width, header.height)) {
    throw new PhotoError({ kind: 'too-many-pixels', name, width: header.width, height: header.height });
  }
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file);
  } catch {
    throw new PhotoError({ kind: 'damaged', name, format: header.format });
  }
  const { width, height } = full;
  // The header's size is the decoded size for every file a browser decodes; this is a guard.
  if (tooLarge(width, height)) {
    full.close();
    throw new PhotoError({ kind: 'too-many-pixels', name, width, height });
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  if (scale === 1) return { name, bitmap: full, width, height };
  try {
    // A long thin picture (10,000 × 1) keeps at least a pixel across: a side of 0 is an error.
    const bitmap = await createImageBitmap(full, {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
      resizeQuality: 'high',
    });
    return { name, bitmap, width, height };
  } catch {
    throw new PhotoError({ kind: 'damaged', name, format: header.format });
  } finally {
    full.close();
  }
}

let scratch: CanvasRenderingContext2D | undefined;

/** The pixels of a picture or a video frame (for the face worker), drawn on one reused canvas. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  if (!scratch) {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('this browser cannot draw on a canvas');
    scratch = context;
  }
  scratch.canvas.width = width;
  scratch.canvas.height = height;
  scratch.drawImage(source, 0, 0, width, height);
  return scratch.getImageData(0, 0, width, height);
}

/** The first file of a drop or a paste, if any. */
export function firstFile(list: FileList | null | undefined): File | undefined {
  return list && list.length > 0 ? (list[0] ?? undefined) : undefined;
}
