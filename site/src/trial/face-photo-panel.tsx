// Face detection (boxes, scores, key points) and structuring (age, gender, expression, pose) on a
// photo: the faces drawn over it and listed in a table; each run's outcome is announced.
import { type TrialMessageKey, trialMessages } from '../generated/messages/trial.gen';
import { type Translate, useMessages } from '../shared/i18n';
import type { Face } from './face-engine.ts';
import { FaceMarks } from './face-marks.tsx';
import { DETECTION, FACE_PHOTO_SIDE, STRUCTURING, usePhotoRun } from './face-run.ts';
import { RunState } from './face-run-state.tsx';
import { type FaceColumn, FaceTable, fixed } from './face-table.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { MarkedPhoto, Notice, problemText } from './trial-parts.tsx';

type T = Translate<TrialMessageKey>;

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

function foundText(t: T, count: number, milliseconds: number): string {
  if (count === 0) return t('faceTrial.noFace');
  return count === 1
    ? t('faceTrial.oneFaceFound', { seconds: seconds(milliseconds) })
    : t('faceTrial.facesFound', { count, seconds: seconds(milliseconds) });
}

function genderText(t: T, face: Face): string {
  if (!face.gender) return '–';
  const word = t(
    face.gender === 'female' ? 'faceTrial.female' : face.gender === 'male' ? 'faceTrial.male' : 'faceTrial.unknown',
  );
  return face.genderScore === undefined ? word : `${word} (${fixed(face.genderScore)})`;
}

const SCORE: FaceColumn = { heading: 'faceTrial.score', cell: (face) => fixed(face.score) };

const DETECTION_COLUMNS: readonly FaceColumn[] = [
  SCORE,
  {
    heading: 'faceTrial.position',
    cell: (face) => (
      <>
        {Math.round(face.box.x)}, {Math.round(face.box.y)}, {Math.round(face.box.width)}, {Math.round(face.box.height)}
      </>
    ),
  },
  { heading: 'faceTrial.keyPoints', cell: (face) => face.points.length },
];

const STRUCTURING_COLUMNS: readonly FaceColumn[] = [
  SCORE,
  { heading: 'faceTrial.age', cell: (face) => face.age ?? '–' },
  { heading: 'faceTrial.gender', cell: (face, t) => genderText(t, face) },
  {
    heading: 'faceTrial.expression',
    cell: (face, t) =>
      face.expression
        ? `${EXPRESSIONS[face.expression.name] ? t(EXPRESSIONS[face.expression.name] as TrialMessageKey) : face.expression.name} (${fixed(face.expression.score)})`
        : '–',
  },
  {
    heading: 'faceTrial.pose',
    cell: (face) => (face.pose ? `${face.pose.yaw}°, ${face.pose.pitch}°, ${face.pose.roll}°` : '–'),
  },
];

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
        {result && result.faces.length > 0 ? (
          <FaceTable t={t} faces={result.faces} columns={structured ? STRUCTURING_COLUMNS : DETECTION_COLUMNS} />
        ) : null}
      </div>
    </div>
  );
}
