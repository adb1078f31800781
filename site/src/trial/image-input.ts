// Reading a photo the visitor gives the trial (file picker, drop, paste, sample): checked before
// it is decoded, decoded by the browser, scaled down for the models. Nothing leaves the page.

/** The largest file the trial reads, in MB (stated in the drop hint). */
export const MAX_PHOTO_MB = 10;
/** The longest side the trial decodes, in pixels. */
export const MAX_PHOTO_SIDE = 10_000;

export type PhotoProblem =
  | { kind: 'not-image'; name: string }
  | { kind: 'too-large'; name: string; size: string }
  | { kind: 'too-many-pixels'; name: string; width: number; height: number };

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

const IMAGE_TYPE = /^image\//;

/** Decodes `file` and scales it to at most `maxSide` pixels a side; a PhotoError says what is wrong. */
export async function readPhoto(file: Blob, name: string, maxSide: number): Promise<Photo> {
  if (file.type && !IMAGE_TYPE.test(file.type)) throw new PhotoError({ kind: 'not-image', name });
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) {
    throw new PhotoError({ kind: 'too-large', name, size: (file.size / 1024 / 1024).toFixed(1) });
  }
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file);
  } catch {
    throw new PhotoError({ kind: 'not-image', name });
  }
  const { width, height } = full;
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    full.close();
    throw new PhotoError({ kind: 'too-many-pixels', name, width, height });
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  if (scale === 1) return { name, bitmap: full, width, height };
  const bitmap = await createImageBitmap(full, {
    resizeWidth: Math.round(width * scale),
    resizeHeight: Math.round(height * scale),
    resizeQuality: 'high',
  });
  full.close();
  return { name, bitmap, width, height };
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
