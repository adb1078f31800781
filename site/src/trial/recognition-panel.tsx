// 1:1 recognition on two photos: the largest face of each, their similarity and the verdict.
import { useEffect, useRef, useState } from 'react';
import { trialMessages } from '../generated/messages/trial.gen';
import { useMessages } from '../shared/i18n';
import type { Face } from './face-engine.ts';
import { FaceMarks } from './face-marks.tsx';
import { FACE_PHOTO_SIDE, RECOGNITION, useFaceRun } from './face-run.ts';
import { RunState } from './face-run-state.tsx';
import type { Photo, PhotoProblem } from './image-input.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { MarkedPhoto, Notice, problemText } from './trial-parts.tsx';
import { useFaceEngine } from './use-face-engine.tsx';

/** 1:1 verdict: the same person at this similarity or more (@vladmandic/human's own guidance for its descriptor). */
const SAME_PERSON_THRESHOLD = 0.5;

const largest = (faces: readonly Face[]) =>
  faces.reduce<Face | undefined>(
    (best, face) => (!best || face.box.width * face.box.height > best.box.width * best.box.height ? face : best),
    undefined,
  );

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
