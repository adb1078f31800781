import { type RequestsMessageKey, requestsMessages } from '../generated/messages/requests.gen';
import type { HttpError, HttpErrorKind } from '../http/errors';
import { useMessages } from './i18n';

const KEYS: Readonly<Record<HttpErrorKind, RequestsMessageKey>> = {
  unauthorized: 'requestErrors.unauthorized',
  'not-found': 'requestErrors.notFound',
  server: 'requestErrors.server',
  http: 'requestErrors.http',
  network: 'requestErrors.network',
  timeout: 'requestErrors.timeout',
  unreadable: 'requestErrors.unreadable',
  refused: 'requestErrors.refused',
};

export interface RequestErrorWords {
  /** What a failed request means for the visitor, in their language. */
  readonly describe: (error: HttpError) => string;
  /** The label of the button that asks again. */
  readonly retry: string;
}

/**
 * §8 leaves the text of each failure open (docs/decisions/009). The helper itself never shows
 * anything: each screen that calls it says what happened with these words.
 */
export function useRequestErrorWords(): RequestErrorWords {
  const t = useMessages(requestsMessages);
  return {
    describe: (error) => t(KEYS[error.kind], { msg: error.message, status: error.status ?? '' }),
    retry: t('requestErrors.retry'),
  };
}
