import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AppLink } from '../shared/app-link';
import { useI18n } from '../shared/i18n';

/** A page's script (or its stylesheet) could not be fetched: a dropped connection or a redeploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    error.message,
  );
}

/**
 * The error element of every page (§2: a failed lazy load re-throws unless a listener handles
 * it; nothing here handles it, so it lands here). The visitor sees what happened in their
 * language and decides to reload: no automatic reload, so no reload loop.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  const chunk = isChunkLoadError(error);
  const title = t(chunk ? 'errors.chunkTitle' : 'errors.unexpectedTitle');
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
  if (!chunk && !isRouteErrorResponse(error)) console.error(error);
  return (
    <article className="page route-error" role="alert">
      <h1 tabIndex={-1}>{title}</h1>
      <p className="page-summary">{t(chunk ? 'errors.chunkText' : 'errors.unexpectedText')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <AppLink to="/home">{t('errors.backHome')}</AppLink>
      </p>
    </article>
  );
}
