// The OCR trial: a photo of a card, a receipt or a page, read in English and Simplified Chinese
// by tesseract.js in this browser; each line boxed on the photo, the text given to read and copy.
// Its samples are a card and a receipt drawn in the visitor's language (ocr-samples.tsx).
// The worker loads when the tab opens and stops when the panel closes.

import trialAssets from 'virtual:trial-assets';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type TrialMessageKey, trialMessages } from '../generated/messages/trial.gen';
import { type Translate, useMessages } from '../shared/i18n';
import type { Photo, PhotoProblem } from './image-input.ts';
import { OcrEngine, type OcrLine, OcrLoadError, type OcrResult, totalBytes } from './ocr-engine.ts';
import { useOcrSamples } from './ocr-samples.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { LoadProgress, MarkedPhoto, Notice, problemText } from './trial-parts.tsx';
import './ocr-panel.css';

type T = Translate<TrialMessageKey>;

/** Photos are read at up to this longest side: small print on a page stays legible, the reading stays quick. */
const OCR_PHOTO_SIDE = 2000;

type Failure = { kind: 'load'; reason: 'failed' | 'slow' } | { kind: 'read'; reason: string };

function resultText(t: T, result: OcrResult): string {
  const seconds = (result.milliseconds / 1000).toFixed(1);
  if (result.lines.length === 0) return t('ocrTrial.noText');
  return result.lines.length === 1
    ? t('ocrTrial.oneLineRead', { seconds })
    : t('ocrTrial.linesRead', { count: result.lines.length, seconds });
}

function failureText(t: T, failure: Failure): string {
  if (failure.kind === 'read') return t('trial.failed', { reason: failure.reason });
  return t(failure.reason === 'slow' ? 'trial.loadSlow' : 'trial.loadFailed');
}

/** Each line's box, numbered in reading order, in the photo's pixels. */
function LineMarks({ lines }: { lines: readonly OcrLine[] }) {
  return (
    <>
      {lines.map((line, index) => {
        const { x, y, width, height } = line.box;
        return (
          <g key={`${x},${y},${width},${height}`} className="ocr-line-mark">
            <rect x={x} y={y} width={width} height={height} vectorEffect="non-scaling-stroke" />
            <text x={x} y={Math.max(height * 0.6, y - 3)} fontSize={Math.max(12, height * 0.6)}>
              {index + 1}
            </text>
          </g>
        );
      })}
    </>
  );
}

export function OcrPanel() {
  const t = useMessages(trialMessages);
  const textId = useId();
  const samples = useOcrSamples();
  const engine = useRef<OcrEngine | undefined>(undefined);
  const [photo, setPhoto] = useState<Photo | undefined>(undefined);
  const [result, setResult] = useState<OcrResult | undefined>(undefined);
  // The problem itself, not its text: a language switch shows it in the new language.
  const [problem, setProblem] = useState<PhotoProblem | undefined>(undefined);
  const [loading, setLoading] = useState<{ loaded: number; total: number } | undefined>(undefined);
  const [reading, setReading] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const [copied, setCopied] = useState<'copied' | 'failed' | undefined>(undefined);

  // One worker per visit to the tab: leaving it stops the worker and frees its memory.
  useEffect(
    () => () => {
      engine.current?.terminate();
      engine.current = undefined;
    },
    [],
  );

  /**
   * The engine, loaded: started when the tab opens (the visitor chooses a photo meanwhile) and
   * awaited by a reading; undefined when the load failed (the failure is shown, with a retry).
   */
  const prepare = useCallback(async (): Promise<OcrEngine | undefined> => {
    engine.current ??= new OcrEngine(trialAssets.ocr);
    const current = engine.current;
    if (current.ready) return current;
    setFailure(undefined);
    const total = totalBytes(current.sizes);
    setLoading({ loaded: 0, total });
    try {
      // A second call while loading shares the first's load (OcrEngine.load is memoised).
      await current.load((loaded) => setLoading({ loaded, total }));
      return current;
    } catch (error) {
      if (engine.current !== current) return undefined; // the panel closed, or a retry began
      // A worker that failed or stalled is not trusted again: the retry starts a fresh one.
      current.terminate();
      engine.current = undefined;
      setFailure({ kind: 'load', reason: error instanceof OcrLoadError ? error.reason : 'failed' });
      return undefined;
    } finally {
      setLoading(undefined);
    }
  }, []);

  useEffect(() => {
    void prepare();
  }, [prepare]);

  const read = async (chosen: Photo) => {
    setPhoto(chosen);
    setResult(undefined);
    setProblem(undefined);
    setFailure(undefined);
    setCopied(undefined);
    const current = await prepare();
    if (!current) return;
    try {
      setReading(0);
      setResult(await current.read(chosen.bitmap, setReading));
    } catch (error) {
      if (engine.current !== current) return; // the panel closed meanwhile
      current.terminate();
      engine.current = undefined;
      setFailure({ kind: 'read', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      setReading(undefined);
    }
  };

  const copy = async () => {
    if (!result) return;
    setCopied(undefined); // a second copy is announced again
    try {
      await navigator.clipboard.writeText(result.text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="ocr-panel">
      <p>{t('ocrTrial.ocrIntro')}</p>
      <PhotoPicker
        maxSide={OCR_PHOTO_SIDE}
        onPhoto={(chosen) => void read(chosen)}
        onProblem={setProblem}
        disabled={reading !== undefined}
        samples={{ heading: t('ocrSamples.samples'), items: samples }}
      />
      {problem ? <Notice kind="error">{problemText(t, problem)}</Notice> : null}
      {loading ? <LoadProgress t={t} loaded={loading.loaded} total={loading.total} /> : null}
      {reading !== undefined ? (
        <div className="ocr-reading">
          <Notice kind="status">{t('ocrTrial.reading')}</Notice>
          <progress max={1} value={reading} aria-label={t('ocrTrial.readingProgress')} />
        </div>
      ) : null}
      {failure ? (
        <div className="trial-failure">
          <Notice kind="error">{failureText(t, failure)}</Notice>
          <button type="button" className="button" onClick={() => void (photo ? read(photo) : prepare())}>
            {t('trial.retry')}
          </button>
        </div>
      ) : null}
      {result ? <Notice kind="status">{resultText(t, result)}</Notice> : null}
      <div className="ocr-result">
        <MarkedPhoto
          bitmap={photo?.bitmap}
          label={result ? t('ocrTrial.photoWith', { count: result.lines.length }) : t('trial.photoAlone')}
        >
          {result ? <LineMarks lines={result.lines} /> : null}
        </MarkedPhoto>
        {result && result.lines.length > 0 ? (
          <div className="ocr-text">
            <label htmlFor={textId}>{t('ocrTrial.text')}</label>
            <textarea
              id={textId}
              readOnly
              value={result.text}
              rows={Math.min(16, Math.max(3, result.lines.length + 1))}
              spellCheck={false}
            />
            <div className="ocr-copy">
              <button type="button" className="button" onClick={() => void copy()}>
                {t('ocrTrial.copy')}
              </button>
              {copied === 'copied' ? <Notice kind="status">{t('ocrTrial.copied')}</Notice> : null}
              {copied === 'failed' ? <Notice kind="error">{t('ocrTrial.copyFailed')}</Notice> : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
