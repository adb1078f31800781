// What `virtual:trial-assets` holds (site/server/trial-assets.ts writes it): the addresses and
// sizes of the online trial's files. Imports nothing, so the page's type declarations
// (site/src/types/trial-assets.d.ts) can name it without the build tools' types.

/** The face models the trial uses, by @vladmandic/human's file names. */
export const FACE_MODELS = ['blazeface', 'facemesh', 'faceres', 'emotion', 'antispoof', 'liveness'] as const;
export type FaceModel = (typeof FACE_MODELS)[number];

export interface TrialAssets {
  face: Record<FaceModel, { url: string; bytes: number }>;
  tfjsWasm: { base: string; bytes: Record<string, number> };
  ocr: {
    worker: { url: string; bytes: number };
    core: { base: string; bytes: Record<string, number> };
    languages: { base: string; bytes: Record<string, number> };
  };
  /** The photos, and their thumbnails for the picker (width and height in pixels). */
  samples: {
    id: string;
    url: string;
    bytes: number;
    thumbnail: { url: string; bytes: number; width: number; height: number };
  }[];
}
