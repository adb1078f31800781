// Tracking on the camera: faces in its picture, each with an id that stays with it while it is
// in view; a change of who is in view is announced.
import { useEffect, useRef, useState } from 'react';
import { trialMessages } from '../generated/messages/trial.gen';
import { useMessages } from '../shared/i18n';
import { CameraView, cameraProblemText } from './camera-view.tsx';
import type { Face } from './face-engine.ts';
import { FaceMarks } from './face-marks.tsx';
import { DETECTION } from './face-run.ts';
import { Tracker } from './tracker.ts';
import { LoadProgress, Notice } from './trial-parts.tsx';
import { frameOf, useCamera } from './use-camera.ts';
import { useFaceEngine } from './use-face-engine.tsx';

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
