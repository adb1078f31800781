// §7's script-tag JSONP loader. A script runs with the page's full rights, so it loads only from
// the page's own origin and the origins the manifest allows (`http.jsonpOrigins`); anything else
// is refused before a script element exists. Every outcome removes the script, the callback
// global and the timer.
import { appConfig, httpConfig } from '../generated/config.gen';
import { appendQuery, type QueryValue } from '../shared/query-string';
import { HttpError } from './errors';
import { httpLog } from './logger';

export interface JsonpOptions {
  readonly params?: Readonly<Record<string, QueryValue>>;
  /** The query parameter that names the callback; `callback` by default. */
  readonly callbackParam?: string;
  /** Defaults to the manifest's request timeout. */
  readonly timeoutMs?: number;
  /** Origins scripts may come from besides the page's own; the manifest's list by default. */
  readonly allowedOrigins?: readonly string[];
}

let sequence = 0;

type CallbackHost = Record<string, ((data: unknown) => void) | undefined>;

export function jsonp<T>(url: string, options: JsonpOptions = {}): Promise<T> {
  const {
    params = {},
    callbackParam = 'callback',
    timeoutMs = appConfig.requestTimeoutMs,
    allowedOrigins = httpConfig.jsonpOrigins,
  } = options;

  const target = new URL(url, window.location.href);
  appendQuery(target.searchParams, params);
  httpLog.request('JSONP', target.href, params);

  if (target.origin !== window.location.origin && !allowedOrigins.includes(target.origin)) {
    const error = new HttpError('refused', `JSONP from ${target.origin} is not allowed`);
    httpLog.connectionError(error, 'JSONP', target.href);
    return Promise.reject(error);
  }

  // Stryker disable next-line AssignmentOperator: equivalent, counting down keeps the names unique too
  sequence += 1;
  const name = `__jsonp_${Date.now().toString(36)}_${sequence}`;
  target.searchParams.set(callbackParam, name);
  const host = window as unknown as CallbackHost;

  return new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    let settled = false;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.remove();
      delete host[name];
      outcome();
    };
    const fail = (error: HttpError) =>
      finish(() => {
        httpLog.connectionError(error, 'JSONP', target.href);
        reject(error);
      });

    const timer = setTimeout(() => fail(new HttpError('timeout', `No answer within ${timeoutMs} ms`)), timeoutMs);
    host[name] = (data: unknown) => finish(() => resolve(data as T));
    script.async = true;
    script.src = target.href;
    script.addEventListener('error', () => fail(new HttpError('network', 'The script could not be loaded')));
    // A script that loads but never calls back (wrong callback parameter, an error page).
    script.addEventListener('load', () => {
      queueMicrotask(() => fail(new HttpError('unreadable', 'The script did not call back')));
    });
    document.head.append(script);
  });
}
