import { type RequestsMessageKey, requestsMessages } from '../generated/messages/requests.gen';
import type { Locale } from '../generated/messages.gen';
import type { HttpError, HttpErrorKind } from '../http/errors';
import { useI18n, useMessages } from './i18n';

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

/** The longest `msg` of a 500 that a visitor reads, in characters, once cleaned (decision 037). */
export const SERVER_MSG_MAX = 200;

/**
 * Whether a text is written in a language of the site, told by its letters' script (decision 037):
 * Chinese has at least one Han character and no letter of a script other than Han or Latin (a
 * product name, "API"); English has at least one letter and every letter Latin. Digits,
 * punctuation and spaces do not count. A language without a rule here never shows a server's text.
 */
const WRITTEN_IN: Readonly<Partial<Record<string, (text: string) => boolean>>> = {
  zh: (text) => /\p{Script=Han}/u.test(text) && !/[^\P{L}\p{Script=Han}\p{Script=Latin}]/u.test(text),
  en: (text) => /\p{Script=Latin}/u.test(text) && !/[^\P{L}\p{Script=Latin}]/u.test(text),
};

/**
 * The `msg` of a 500's body as the visitor may read it, or undefined (decision 037): white space
 * (line breaks, tabs) becomes one space; control, format (zero-width, bidirectional overrides),
 * private-use, unassigned and lone surrogate characters go; what is left is shown only when it is at most
 * SERVER_MSG_MAX characters and written in the visitor's language.
 */
export function serverMsgFor(body: unknown, locale: Locale): string | undefined {
  if (body === null || typeof body !== 'object' || !('msg' in body) || typeof body.msg !== 'string') return undefined;
  const msg = body.msg
    .replace(/[^\P{C}\s]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (msg === '' || [...msg].length > SERVER_MSG_MAX) return undefined;
  const writtenIn = WRITTEN_IN[locale.toLowerCase().split('-')[0] ?? ''];
  return writtenIn?.(msg) ? msg : undefined;
}

export interface RequestErrorWords {
  /** What a failed request means for the visitor, in their language. */
  readonly describe: (error: HttpError) => string;
  /** The label of the button that asks again. */
  readonly retry: string;
}

/**
 * §8 leaves the text of each failure open (docs/decisions/009). The helper itself never shows
 * anything: each screen that calls it says what happened with these words. A 500 shows the body's
 * `msg` only when the visitor can read it (decision 037), else the site's own words.
 */
export function useRequestErrorWords(): RequestErrorWords {
  const { locale } = useI18n();
  const t = useMessages(requestsMessages);
  return {
    describe: (error) => {
      if (error.kind !== 'server') return t(KEYS[error.kind], { status: error.status ?? '' });
      const msg = serverMsgFor(error.response, locale);
      return msg === undefined ? t('requestErrors.serverGeneric') : t('requestErrors.server', { msg });
    },
    retry: t('requestErrors.retry'),
  };
}
