// What a face panel shows while it cannot show a result: the models' loading progress, the
// analysis under way, a load that failed (with its retry) or an analysis that failed.
import type { TrialMessageKey } from '../generated/messages/trial.gen';
import type { Translate } from '../shared/i18n';
import { LoadProgress, Notice } from './trial-parts.tsx';
import { useFaceEngine } from './use-face-engine.tsx';

/** Loading progress, a load that failed (with its retry) or an analysis that failed. */
export function RunState({
  t,
  busy,
  error,
  failure,
  onRetry,
}: {
  t: Translate<TrialMessageKey>;
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
