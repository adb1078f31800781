// Pieces every trial panel shows: the models' loading progress in MB, a photo's problem in the
// visitor's language, the photo drawn with marks over it.
import { useEffect, useRef } from 'react';
import type { TrialMessageKey } from '../generated/messages/trial.gen';
import type { Translate } from '../shared/i18n';
import { MAX_PHOTO_MB, MAX_PHOTO_SIDE, type PhotoProblem } from './image-input.ts';

type T = Translate<TrialMessageKey>;

export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A progress bar in MB while models load. */
export function LoadProgress({ t, loaded, total }: { t: T; loaded: number; total: number }) {
  const label = t('trial.loadingModels', { loaded: megabytes(Math.min(loaded, total)), total: megabytes(total) });
  return (
    <div className="load-progress">
      <progress max={total} value={Math.min(loaded, total)} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}

export function problemText(t: T, problem: PhotoProblem): string {
  switch (problem.kind) {
    case 'not-image':
      return t('trial.notImage', { name: problem.name });
    case 'too-large':
      return t('trial.tooLarge', { name: problem.name, size: problem.size, limit: MAX_PHOTO_MB });
    case 'too-many-pixels':
      return t('trial.tooManyPixels', {
        name: problem.name,
        width: problem.width,
        height: problem.height,
        limit: MAX_PHOTO_SIDE,
      });
    case 'damaged':
      return t('trial.damaged', { name: problem.name, format: problem.format });
    case 'unreadable':
      return t('trial.unreadable', { name: problem.name });
  }
}

/** A message the panel shows and screen readers hear: `alert` for errors, `status` otherwise. */
export function Notice({ kind, children }: { kind: 'error' | 'status'; children: React.ReactNode }) {
  return (
    <p className={kind === 'error' ? 'trial-error' : 'trial-status'} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/**
 * The photo, drawn on a canvas at its own size and scaled by CSS, with an SVG over it in the same
 * coordinates for the marks. The canvas is an image to assistive technology; the results are
 * given as text beside it.
 */
export function MarkedPhoto({
  bitmap,
  label,
  children,
}: {
  bitmap: ImageBitmap | undefined;
  label: string;
  children?: React.ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (bitmap) canvas.current?.getContext('2d')?.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  if (!bitmap) return null;
  return (
    <figure className="marked-photo">
      <canvas ref={canvas} width={bitmap.width} height={bitmap.height} role="img" aria-label={label} />
      <svg
        viewBox={`0 0 ${bitmap.width} ${bitmap.height}`}
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="none"
      >
        {children}
      </svg>
    </figure>
  );
}
