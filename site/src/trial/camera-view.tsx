// The camera's picture with the faces drawn over it, and what a camera that would not start
// tells the visitor.
import type { ReactNode } from 'react';
import type { TrialMessageKey } from '../generated/messages/trial.gen';
import type { Translate } from '../shared/i18n';
import type { Camera, CameraProblem } from './use-camera.ts';

type T = Translate<TrialMessageKey>;

export function cameraProblemText(t: T, problem: CameraProblem): string {
  if (problem === 'refused') return t('faceTrial.cameraRefused');
  if (problem === 'missing') return t('faceTrial.cameraMissing');
  if (problem === 'unsupported') return t('faceTrial.cameraUnsupported');
  return t('faceTrial.cameraFailed', { reason: problem.reason });
}

export function CameraView({
  t,
  camera,
  frames,
  children,
}: {
  t: T;
  camera: Camera;
  /** Frames analysed so far (data-frames: how many a test has seen). */
  frames?: number;
  children?: ReactNode;
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
