// Passive liveness on a photo or a camera frame: each face's two scores and the verdict, with
// what a passive check cannot tell.
import { type TrialMessageKey, trialMessages } from '../generated/messages/trial.gen';
import { type Translate, useMessages } from '../shared/i18n';
import { CameraView, cameraProblemText } from './camera-view.tsx';
import type { Face } from './face-engine.ts';
import { FaceMarks } from './face-marks.tsx';
import { FACE_PHOTO_SIDE, LIVENESS, usePhotoRun } from './face-run.ts';
import { RunState } from './face-run-state.tsx';
import { type FaceColumn, FaceTable, fixed } from './face-table.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { MarkedPhoto, Notice, problemText } from './trial-parts.tsx';
import { frameOf, useCamera } from './use-camera.ts';
import { useFaceEngine } from './use-face-engine.tsx';

/** Liveness verdict: both scores at least this. */
const LIVE_THRESHOLD = 0.5;

const verdict = (face: Face, t: Translate<TrialMessageKey>) =>
  (face.real ?? 0) >= LIVE_THRESHOLD && (face.live ?? 0) >= LIVE_THRESHOLD
    ? t('faceTrial.verdictLive')
    : t('faceTrial.verdictDoubtful');

const COLUMNS: readonly FaceColumn[] = [
  { heading: 'faceTrial.real', cell: (face) => fixed(face.real) },
  { heading: 'faceTrial.live', cell: (face) => fixed(face.live) },
  { heading: 'faceTrial.verdict', cell: verdict },
];

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
        {faces && faces.length > 0 ? <FaceTable t={t} faces={faces} columns={COLUMNS} /> : null}
      </div>
    </div>
  );
}

/** Tracking: faces in the camera's picture, each with an id that stays with it. */
