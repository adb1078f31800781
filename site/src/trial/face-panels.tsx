// The face algorithms' panels: detection and structuring on a photo, 1:1 recognition on two
// photos, liveness on a photo or a camera frame, tracking on the camera. Results are drawn over
// the picture and given as text; each run's outcome is announced.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type TrialMessageKey, trialMessages } from '../generated/messages/trial.gen';
import { type Translate, useMessages } from '../shared/i18n';
import type { Face, FaceTasks } from './face-engine.ts';
import { modelsFor, scaleFace } from './face-protocol.ts';
import { type Photo, type PhotoProblem, pixelsOf } from './image-input.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { Tracker } from './tracker.ts';
import { LoadProgress, MarkedPhoto, Notice, problemText } from './trial-parts.tsx';
import { useFaceEngine } from './use-face-engine.tsx';

type T = Translate<TrialMessageKey>;

/** Faces are looked for in photos scaled to this longest side. */
const FACE_PHOTO_SIDE = 1280;
/**
 * The longest side of the pixels given to the detector alone: it sees any photo at 256 × 256, so
 * more pixels only cost the worker time (turning them into a tensor, copying and resizing it:
 * 0.2 s for 1280 px on a first detection here). The other models crop the faces from the pixels
 * given and get the whole FACE_PHOTO_SIDE.
 */
const DETECTION_SIDE = 640;
/** 1:1 verdict: the same person at this similarity or more (@vladmandic/human's own guidance for its descriptor). */
export const SAME_PERSON_THRESHOLD = 0.5;
/** Liveness verdict: both scores at least this. */
export const LIVE_THRESHOLD = 0.5;

const DETECTION: FaceTasks = { mesh: false, attributes: false, descriptor: false, liveness: false };
const STRUCTURING: FaceTasks = { mesh: true, attributes: true, descriptor: false, liveness: false };
const RECOGNITION: FaceTasks = { mesh: false, attributes: false, descriptor: true, liveness: false };
const LIVENESS: FaceTasks = { mesh: false, attributes: false, descriptor: false, liveness: true };

const EXPRESSIONS: Record<string, TrialMessageKey> = {
  neutral: 'faceTrial.neutral',
  happy: 'faceTrial.happy',
  sad: 'faceTrial.sad',
  angry: 'faceTrial.angry',
  fear: 'faceTrial.fear',
  disgust: 'faceTrial.disgust',
  surprise: 'faceTrial.surprise',
};

const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(1);
const fixed = (value: number | undefined, digits = 2) => (value === undefined ? '–' : value.toFixed(digits));
const largest = (faces: readonly Face[]) =>
  faces.reduce<Face | undefined>(
    (best, face) => (!best || face.box.width * face.box.height > best.box.width * best.box.height ? face : best),
    undefined,
  );

function foundText(t: T, count: number, milliseconds: number): string {
  if (count === 0) return t('faceTrial.noFace');
  return count === 1
    ? t('faceTrial.oneFaceFound', { seconds: seconds(milliseconds) })
    : t('faceTrial.facesFound', { count, seconds: seconds(milliseconds) });
}

/** The boxes, their numbers or ids, scores and key points, in the picture's pixels. */
function FaceMarks({ faces, labels }: { faces: readonly Face[]; labels: readonly string[] }) {
  return (
    <>
      {faces.map((face, index) => {
        const label = labels[index] ?? '';
        const { x, y, width, height } = face.box;
        const size = Math.max(12, Math.round(width / 6));
        return (
          <g key={`${x},${y},${label}`} className="face-mark">
            <rect x={x} y={y} width={width} height={height} vectorEffect="non-scaling-stroke" />
            <text x={x + 2} y={Math.max(size, y - 4)} fontSize={size}>
              {label}
            </text>
            {face.points.map((point) => (
              <circle key={`${point.x},${point.y}`} cx={point.x} cy={point.y} r={Math.max(2, width / 60)} />
            ))}
          </g>
        );
      })}
    </>
  );
}

/** Runs the engine on photos for one set of tasks: loading, errors and the result. */
function useFaceRun(tasks: FaceTasks) {
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
function usePhotoRun(tasks: FaceTasks) {
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

/** Loading progress, a load that failed (with its retry) or an analysis that failed. */
function RunState({
  t,
  busy,
  error,
  failure,
  onRetry,
}: {
  t: T;
  busy: boolean;
  error: string | undefined;
  failure: 'failed' | 'slow' | undefined;
  onRetry: (() => void) | undefined;
}) {
  const { loading } = useFaceEngine();
  if (loading) return <LoadProgress t={t} loaded={loading.loaded} total={loading.total} />;
  if (busy) return <Notice kind="status">{t('trial.working')}</Notice>;
  if (failure || error) {
    return (
      <div className="trial-failure">
        <Notice kind="error">
          {failure === 'slow'
            ? t('trial.loadSlow')
            : failure
              ? t('trial.loadFailed')
              : t('trial.failed', { reason: error ?? '' })}
        </Notice>
        {onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            {t('trial.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return null;
}

function genderText(t: T, face: Face): string {
  if (!face.gender) return '–';
  const word = t(
    face.gender === 'female' ? 'faceTrial.female' : face.gender === 'male' ? 'faceTrial.male' : 'faceTrial.unknown',
  );
  return face.genderScore === undefined ? word : `${word} (${fixed(face.genderScore)})`;
}

function FaceTable({ t, faces, structured }: { t: T; faces: readonly Face[]; structured: boolean }) {
  return (
    <table className="face-table">
      <thead>
        <tr>
          <th scope="col">{t('faceTrial.number')}</th>
          <th scope="col">{t('faceTrial.score')}</th>
          {structured ? (
            <>
              <th scope="col">{t('faceTrial.age')}</th>
              <th scope="col">{t('faceTrial.gender')}</th>
              <th scope="col">{t('faceTrial.expression')}</th>
              <th scope="col">{t('faceTrial.pose')}</th>
            </>
          ) : (
            <>
              <th scope="col">{t('faceTrial.position')}</th>
              <th scope="col">{t('faceTrial.keyPoints')}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {faces.map((face, index) => (
          <tr key={`${face.box.x},${face.box.y}`}>
            <th scope="row">{index + 1}</th>
            <td>{fixed(face.score)}</td>
            {structured ? (
              <>
                <td>{face.age ?? '–'}</td>
                <td>{genderText(t, face)}</td>
                <td>
                  {face.expression
                    ? `${EXPRESSIONS[face.expression.name] ? t(EXPRESSIONS[face.expression.name] as TrialMessageKey) : face.expression.name} (${fixed(face.expression.score)})`
                    : '–'}
                </td>
                <td>{face.pose ? `${face.pose.yaw}°, ${face.pose.pitch}°, ${face.pose.roll}°` : '–'}</td>
              </>
            ) : (
              <>
                <td>
                  {Math.round(face.box.x)}, {Math.round(face.box.y)}, {Math.round(face.box.width)},{' '}
                  {Math.round(face.box.height)}
                </td>
                <td>{face.points.length}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Face detection (boxes, scores, key points) or structuring (age, gender, expression, pose) on a photo. */
export function FacePhotoPanel({ kind }: { kind: 'detection' | 'structuring' }) {
  const t = useMessages(trialMessages);
  const structured = kind === 'structuring';
  const { prepare, busy, error, failure, photo, result, problem, setProblem, analyse } = usePhotoRun(
    structured ? STRUCTURING : DETECTION,
  );

  const labels = (result?.faces ?? []).map((face, index) =>
    structured
      ? `${index + 1}${face.age === undefined ? '' : ` · ${face.age}`}${face.gender === 'female' ? ' ♀' : face.gender === 'male' ? ' ♂' : ''}`
      : `${index + 1} · ${fixed(face.score)}`,
  );

  return (
    <div className="face-panel">
      <p>{t(structured ? 'faceTrial.structuringIntro' : 'faceTrial.detectionIntro')}</p>
      <PhotoPicker maxSide={FACE_PHOTO_SIDE} onPhoto={(chosen) => void analyse(chosen)} onProblem={setProblem} />
      {problem ? <Notice kind="error">{problemText(t, problem)}</Notice> : null}
      <RunState
        t={t}
        busy={busy}
        error={error}
        failure={failure}
        onRetry={photo ? () => void analyse(photo) : prepare}
      />
      {result ? <Notice kind="status">{foundText(t, result.faces.length, result.milliseconds)}</Notice> : null}
      <div className="face-result">
        <MarkedPhoto
          bitmap={photo?.bitmap}
          label={result ? t('trial.photoWith', { count: result.faces.length }) : t('trial.photoAlone')}
        >
          {result ? <FaceMarks faces={result.faces} labels={labels} /> : null}
        </MarkedPhoto>
        {result && result.faces.length > 0 ? <FaceTable t={t} faces={result.faces} structured={structured} /> : null}
      </div>
    </div>
  );
}

interface Side {
  photo?: Photo;
  face?: Face;
  noFace?: boolean;
}

/** 1:1: the largest face of each photo, their similarity and the verdict at the stated threshold. */
export function RecognitionPanel() {
  const t = useMessages(trialMessages);
  const { run, prepare, busy, error, failure } = useFaceRun(RECOGNITION);
  const { ready } = useFaceEngine();
  const [sides, setSides] = useState<[Side, Side]>([{}, {}]);
  const [similarity, setSimilarity] = useState<number | undefined>(undefined);
  // The problem itself, not its text: a language switch shows it in the new language.
  const [problem, setProblem] = useState<PhotoProblem | undefined>(undefined);
  const names = [t('faceTrial.photoA'), t('faceTrial.photoB')] as const;

  // The latest photo of each side: an answer for a photo since replaced is dropped.
  const latest = useRef<[Photo | undefined, Photo | undefined]>([undefined, undefined]);

  const choose = async (index: 0 | 1, photo: Photo) => {
    setProblem(undefined);
    setSimilarity(undefined);
    latest.current[index] = photo;
    setSides((current) => (index === 0 ? [{ photo }, current[1]] : [current[0], { photo }]));
    const answer = await run(photo);
    if (!answer || latest.current[index] !== photo) return;
    const face = largest(answer.faces);
    setSides((current) => {
      const side = { photo, face, noFace: !face };
      return index === 0 ? [side, current[1]] : [current[0], side];
    });
  };

  const [first, second] = sides;
  useEffect(() => {
    const a = first.face?.descriptor;
    const b = second.face?.descriptor;
    if (!a || !b) return;
    let current = true;
    void ready(RECOGNITION).then(async (engine) => {
      const value = engine ? await engine.similarity(a, b) : undefined;
      if (current) setSimilarity(value);
    });
    return () => {
      current = false;
    };
  }, [first.face, second.face, ready]);

  const threshold = SAME_PERSON_THRESHOLD.toFixed(2);
  return (
    <div className="face-panel">
      <p>{t('faceTrial.recognitionIntro', { threshold })}</p>
      <div className="pair">
        {([0, 1] as const).map((index) => {
          const side = sides[index];
          return (
            <div key={index} className="pair-side">
              <PhotoPicker
                label={names[index]}
                maxSide={FACE_PHOTO_SIDE}
                onPhoto={(photo) => void choose(index, photo)}
                onProblem={setProblem}
              />
              {side.noFace ? <Notice kind="error">{t('faceTrial.noFaceIn', { photo: names[index] })}</Notice> : null}
              <MarkedPhoto
                bitmap={side.photo?.bitmap}
                label={side.face ? t('trial.photoWith', { count: 1 }) : t('trial.photoAlone')}
              >
                {side.face ? <FaceMarks faces={[side.face]} labels={[names[index]]} /> : null}
              </MarkedPhoto>
            </div>
          );
        })}
      </div>
      {problem ? <Notice kind="error">{problemText(t, problem)}</Notice> : null}
      <RunState t={t} busy={busy} error={error} failure={failure} onRetry={prepare} />
      {similarity !== undefined ? (
        <Notice kind="status">
          <strong className={similarity >= SAME_PERSON_THRESHOLD ? 'verdict same' : 'verdict different'}>
            {t(similarity >= SAME_PERSON_THRESHOLD ? 'faceTrial.samePerson' : 'faceTrial.differentPeople', {
              value: similarity.toFixed(2),
              threshold,
            })}
          </strong>
        </Notice>
      ) : first.photo && second.photo ? null : (
        <p className="trial-hint">{t('faceTrial.needTwo')}</p>
      )}
    </div>
  );
}

type CameraProblem = 'refused' | 'missing' | 'unsupported' | { reason: string };

function cameraProblemText(t: T, problem: CameraProblem): string {
  if (problem === 'refused') return t('faceTrial.cameraRefused');
  if (problem === 'missing') return t('faceTrial.cameraMissing');
  if (problem === 'unsupported') return t('faceTrial.cameraUnsupported');
  return t('faceTrial.cameraFailed', { reason: problem.reason });
}

/** The camera, started only on request and stopped on stop, on leaving the panel or the page. */
function useCamera() {
  const video = useRef<HTMLVideoElement | null>(null);
  // The stream itself, beside the state: a cleanup on unmount cannot read state through an updater.
  const current = useRef<MediaStream | undefined>(undefined);
  const [stream, setStream] = useState<MediaStream | undefined>(undefined);
  const [problem, setProblem] = useState<CameraProblem | undefined>(undefined);
  const mounted = useRef(true);

  const release = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = undefined;
  }, []);

  const stop = useCallback(() => {
    release();
    setStream(undefined);
  }, [release]);

  const start = useCallback(async () => {
    setProblem(undefined);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
        audio: false,
      });
      // The visitor left while the browser was asking: the camera goes off at once.
      if (!mounted.current) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      release();
      current.current = media;
      setStream(media);
    } catch (caught) {
      const name = caught instanceof DOMException ? caught.name : '';
      if (name === 'NotAllowedError' || name === 'SecurityError') setProblem('refused');
      else if (name === 'NotFoundError' || name === 'OverconstrainedError') setProblem('missing');
      else setProblem({ reason: caught instanceof Error ? caught.message : String(caught) });
    }
  }, [release]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream ?? null;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);

  // Leaving the panel (another tab, another page) stops the camera.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
    };
  }, [release]);

  return { video, stream, problem, start, stop };
}

/** A frame of the playing video, as pixels, once it has one. */
function frameOf(element: HTMLVideoElement): ImageData | undefined {
  if (element.readyState < 2 || element.videoWidth === 0) return undefined;
  return pixelsOf(element, element.videoWidth, element.videoHeight);
}

function CameraView({
  t,
  camera,
  frames,
  children,
}: {
  t: T;
  camera: ReturnType<typeof useCamera>;
  /** Frames analysed so far (data-frames: how many a test has seen). */
  frames?: number;
  children?: React.ReactNode;
}) {
  const element = camera.video.current;
  const width = element?.videoWidth || 640;
  const height = element?.videoHeight || 480;
  return (
    <figure className={camera.stream ? 'marked-photo camera' : 'marked-photo camera off'} data-frames={frames}>
      <video ref={camera.video} muted playsInline aria-label={t('faceTrial.video')} />
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
        {children}
      </svg>
    </figure>
  );
}

/** Passive liveness on a photo or a camera frame, with what a passive check cannot tell. */
export function LivenessPanel() {
  const t = useMessages(trialMessages);
  const { prepare, busy, error, failure, photo, result, problem, setProblem, analyse } = usePhotoRun(LIVENESS);
  const faces = result?.faces;
  const { ready } = useFaceEngine();
  const camera = useCamera();

  const checkFrame = async () => {
    const element = camera.video.current;
    if (!element) return;
    // Pressed as soon as the camera is on, the video may not have its first frame yet.
    if (element.readyState < 2) {
      await new Promise((resolve) => element.addEventListener('loadeddata', resolve, { once: true }));
    }
    const frame = frameOf(element);
    if (!frame) return;
    const bitmap = await createImageBitmap(frame);
    await analyse({ name: t('faceTrial.video'), bitmap, width: bitmap.width, height: bitmap.height });
  };

  const verdict = (face: Face) =>
    (face.real ?? 0) >= LIVE_THRESHOLD && (face.live ?? 0) >= LIVE_THRESHOLD
      ? t('faceTrial.verdictLive')
      : t('faceTrial.verdictDoubtful');

  return (
    <div className="face-panel">
      <p>{t('faceTrial.livenessIntro')}</p>
      <p className="trial-note">{t('faceTrial.livenessNote')}</p>
      <PhotoPicker maxSide={FACE_PHOTO_SIDE} onPhoto={(chosen) => void analyse(chosen)} onProblem={setProblem} />
      <div className="camera-controls">
        {camera.stream ? (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => void checkFrame()}>
              {t('faceTrial.takeFrame')}
            </button>
            <button type="button" className="button secondary" onClick={camera.stop}>
              {t('faceTrial.stopCamera')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button secondary"
            onClick={() => void ready(LIVENESS).then(() => camera.start())}
          >
            {t('faceTrial.useCamera')}
          </button>
        )}
      </div>
      {camera.problem ? <Notice kind="error">{cameraProblemText(t, camera.problem)}</Notice> : null}
      <CameraView t={t} camera={camera} />
      {problem ? <Notice kind="error">{problemText(t, problem)}</Notice> : null}
      <RunState
        t={t}
        busy={busy}
        error={error}
        failure={failure}
        onRetry={photo ? () => void analyse(photo) : prepare}
      />
      {faces ? (
        <Notice kind="status">
          {faces.length ? t('faceTrial.facesChecked', { count: faces.length }) : t('faceTrial.noFace')}
        </Notice>
      ) : null}
      <div className="face-result">
        <MarkedPhoto
          bitmap={photo?.bitmap}
          label={faces ? t('trial.photoWith', { count: faces.length }) : t('trial.photoAlone')}
        >
          {faces ? <FaceMarks faces={faces} labels={faces.map((_, index) => String(index + 1))} /> : null}
        </MarkedPhoto>
        {faces && faces.length > 0 ? (
          <table className="face-table">
            <thead>
              <tr>
                <th scope="col">{t('faceTrial.number')}</th>
                <th scope="col">{t('faceTrial.real')}</th>
                <th scope="col">{t('faceTrial.live')}</th>
                <th scope="col">{t('faceTrial.verdict')}</th>
              </tr>
            </thead>
            <tbody>
              {faces.map((face, index) => (
                <tr key={`${face.box.x},${face.box.y}`}>
                  <th scope="row">{index + 1}</th>
                  <td>{fixed(face.real)}</td>
                  <td>{fixed(face.live)}</td>
                  <td>{verdict(face)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}

/** Tracking: faces in the camera's picture, each with an id that stays with it. */
export function TrackingPanel() {
  const t = useMessages(trialMessages);
  const { ready, loading, failure } = useFaceEngine();
  const camera = useCamera();
  const [tracked, setTracked] = useState<{ faces: Face[]; ids: number[]; frame: number } | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const tracker = useRef(new Tracker());
  const announced = useRef('');
  const [announcement, setAnnouncement] = useState('');

  // The detector loads when the tab opens, before the camera is asked for.
  useEffect(() => void ready(DETECTION), [ready]);

  const start = async () => {
    setError(undefined);
    const engine = await ready(DETECTION);
    if (!engine) return;
    tracker.current.reset();
    await camera.start();
  };

  // While the camera runs: one frame at a time, the next as soon as the last is answered.
  const { stream } = camera;
  useEffect(() => {
    if (!stream) {
      setTracked(undefined);
      return;
    }
    let running = true;
    let frames = 0;
    const loop = async () => {
      const engine = await ready(DETECTION);
      while (running && engine) {
        const element = camera.video.current;
        const frame = element ? frameOf(element) : undefined;
        if (!frame) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          continue;
        }
        try {
          const { faces } = await engine.detect(frame, DETECTION);
          if (!running) return;
          const ids = tracker.current.update(faces.map((face) => face.box));
          frames += 1;
          setTracked({ faces, ids, frame: frames });
          // Announce only a change of who is in view, not every frame.
          const words = faces.length
            ? t('faceTrial.tracked', { count: faces.length, ids: ids.map((id) => `#${id}`).join(', ') })
            : t('faceTrial.trackedNone');
          if (words !== announced.current) {
            announced.current = words;
            setAnnouncement(words);
          }
        } catch (caught) {
          if (running) setError(caught instanceof Error ? caught.message : String(caught));
          return;
        }
      }
    };
    void loop();
    return () => {
      running = false;
    };
  }, [stream, ready, t, camera.video]);

  return (
    <div className="face-panel">
      <p>{t('faceTrial.trackingIntro')}</p>
      <div className="camera-controls">
        {stream ? (
          <button type="button" className="button secondary" onClick={camera.stop}>
            {t('faceTrial.stopCamera')}
          </button>
        ) : (
          <button type="button" className="button" disabled={loading !== undefined} onClick={() => void start()}>
            {t('faceTrial.startCamera')}
          </button>
        )}
      </div>
      {loading ? <LoadProgress t={t} loaded={loading.loaded} total={loading.total} /> : null}
      {failure ? <Notice kind="error">{t(failure === 'slow' ? 'trial.loadSlow' : 'trial.loadFailed')}</Notice> : null}
      {camera.problem ? <Notice kind="error">{cameraProblemText(t, camera.problem)}</Notice> : null}
      {error ? <Notice kind="error">{t('trial.failed', { reason: error })}</Notice> : null}
      <Notice kind="status">{stream ? announcement || t('faceTrial.cameraOn') : t('faceTrial.cameraOff')}</Notice>
      <CameraView t={t} camera={camera} frames={tracked?.frame}>
        {tracked ? <FaceMarks faces={tracked.faces} labels={tracked.ids.map((id) => `#${id}`)} /> : null}
      </CameraView>
      {tracked && tracked.faces.length > 0 ? (
        <ul className="tracked-list">
          {tracked.faces.map((face, index) => (
            <li key={tracked.ids[index]}>
              #{tracked.ids[index]}: {Math.round(face.box.x)}, {Math.round(face.box.y)}, {Math.round(face.box.width)} ×{' '}
              {Math.round(face.box.height)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
