// The messages between the page and the face worker (face-worker.ts). The worker runs
// @vladmandic/human; the page sends it pixels and gets plain numbers back, so nothing but this
// file is shared and the page never loads the library itself.
import type { FaceModel } from '../../server/trial-assets-shape.ts';

export type { FaceModel };

/** Every face model, in the order they are described. */
export const FACE_MODEL_NAMES: readonly FaceModel[] = [
  'blazeface',
  'facemesh',
  'faceres',
  'emotion',
  'antispoof',
  'liveness',
];

/** What a detection is asked to compute; each needs its models (modelsFor). */
export interface FaceTasks {
  /** Key points and head pose from the 468-point mesh, rather than the detector's six points. */
  mesh: boolean;
  /** Age, gender and expression. */
  attributes: boolean;
  /** The descriptor that 1:1 comparison uses. */
  descriptor: boolean;
  /** The passive anti-spoofing and liveness scores. */
  liveness: boolean;
}

export function modelsFor(tasks: FaceTasks): FaceModel[] {
  const models: FaceModel[] = ['blazeface'];
  if (tasks.mesh) models.push('facemesh');
  if (tasks.attributes) models.push('faceres', 'emotion');
  else if (tasks.descriptor) models.push('faceres');
  if (tasks.liveness) models.push('antispoof', 'liveness');
  return models;
}

/** One face found, in the pixels of the image sent. */
export interface Face {
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0–1. */
  score: number;
  /** The detector's six points (eyes, ears, nose, mouth) or, with the mesh, the mesh's key points. */
  points: { x: number; y: number }[];
  age?: number;
  gender?: 'female' | 'male' | 'unknown';
  genderScore?: number;
  /** The most likely expression and its score. */
  expression?: { name: string; score: number };
  /** Head pose in degrees. */
  pose?: { yaw: number; pitch: number; roll: number };
  /** 1024 numbers; compared with similarity(). */
  descriptor?: number[];
  /** Anti-spoofing: how likely the face is a real one rather than a print or a screen, 0–1. */
  real?: number;
  /** Liveness: how likely the face is of a live person, 0–1. */
  live?: number;
}

/** The face in an image `factor` times the size of the one it was found in. */
export function scaleFace(face: Face, factor: number): Face {
  const { x, y, width, height } = face.box;
  return {
    ...face,
    box: { x: x * factor, y: y * factor, width: width * factor, height: height * factor },
    points: face.points.map((point) => ({ x: point.x * factor, y: point.y * factor })),
  };
}

export type ToWorker =
  | { type: 'init'; models: Record<FaceModel, string>; wasmBase: string }
  | { type: 'load'; id: number; models: FaceModel[] }
  | { type: 'detect'; id: number; image: ImageData; tasks: FaceTasks }
  | { type: 'compare'; id: number; a: number[]; b: number[] };

export type FromWorker =
  | { type: 'progress'; loaded: number }
  | { type: 'loaded'; id: number; backend: string }
  | { type: 'faces'; id: number; faces: Face[]; milliseconds: number }
  | { type: 'similarity'; id: number; similarity: number }
  | { type: 'error'; id: number; message: string };
