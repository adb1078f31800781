// Running the face engine on a photo for one set of tasks: the models loaded when the panel
// opens, the pixels scaled for the detector alone, and the state a panel shows meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Face, FaceTasks } from './face-engine.ts';
import { modelsFor, scaleFace } from './face-protocol.ts';
import { type Photo, type PhotoProblem, pixelsOf } from './image-input.ts';
import { useFaceEngine } from './use-face-engine.tsx';

/** Faces are looked for in photos scaled to this longest side. */
export const FACE_PHOTO_SIDE = 1280;
/**
 * The longest side of the pixels given to the detector alone: it sees any photo at 256 × 256, so
 * more pixels only cost the worker time (turning them into a tensor, copying and resizing it:
 * 0.2 s for 1280 px on a first detection here). The other models crop the faces from the pixels
 * given and get the whole FACE_PHOTO_SIDE.
 */
const DETECTION_SIDE = 640;

export const DETECTION: FaceTasks = { mesh: false, attributes: false, descriptor: false, liveness: false };
export const STRUCTURING: FaceTasks = { mesh: true, attributes: true, descriptor: false, liveness: false };
export const RECOGNITION: FaceTasks = { mesh: false, attributes: false, descriptor: true, liveness: false };
export const LIVENESS: FaceTasks = { mesh: false, attributes: false, descriptor: false, liveness: true };

/** Runs the engine on photos for one set of tasks: loading, errors and the result. */
export function useFaceRun(tasks: FaceTasks) {
  const { ready, failure } = useFaceEngine();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const run = useCallback(
    async (photo: Photo) => {
      setBusy(true);
      setError(undefined);
      try {
        // The pixels are read while the models may still be loading (the worker's thread is busy).
        const { width, height } = photo.bitmap;
        const scale = modelsFor(tasks).length === 1 ? Math.min(1, DETECTION_SIDE / Math.max(width, height)) : 1;
        const image = pixelsOf(photo.bitmap, Math.round(width * scale), Math.round(height * scale));
        const engine = await ready(tasks);
        if (!engine) return undefined;
        const answer = await engine.detect(image, tasks);
        return scale === 1 ? answer : { ...answer, faces: answer.faces.map((face) => scaleFace(face, 1 / scale)) };
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [ready, tasks],
  );
  // The models start loading when the visitor opens the algorithm's tab, while a photo is chosen.
  const prepare = useCallback(() => void ready(tasks), [ready, tasks]);
  useEffect(prepare, [prepare]);
  return { run, prepare, busy, error, failure };
}

/**
 * A panel analysing one photo at a time: the photo shown, its result, a problem with the last file
 * given. A photo chosen while another is analysed has its own answer coming; the older is dropped.
 */
export function usePhotoRun(tasks: FaceTasks) {
  const { run, ...state } = useFaceRun(tasks);
  const [photo, setPhoto] = useState<Photo | undefined>(undefined);
  const [result, setResult] = useState<{ faces: Face[]; milliseconds: number } | undefined>(undefined);
  // The problem itself, not its text: a language switch shows it in the new language.
  const [problem, setProblem] = useState<PhotoProblem | undefined>(undefined);
  const latest = useRef<Photo | undefined>(undefined);
  const analyse = async (chosen: Photo) => {
    latest.current = chosen;
    setPhoto(chosen);
    setResult(undefined);
    setProblem(undefined);
    const answer = await run(chosen);
    if (answer && latest.current === chosen) setResult(answer);
  };
  return { ...state, photo, result, problem, setProblem, analyse };
}
