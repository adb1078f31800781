// The request helper of §7: one `request` that every call goes through, with the base URL, the
// timeout and the headers of the manifest, one log line per request, and one typed error per
// failure (§8). It shows nothing to the visitor: callers decide what a failure means for them.
import { appConfig, httpConfig } from '../generated/config.gen';
import { type QueryValue, queryString } from '../shared/query-string';
import { HttpError } from './errors';
import { jsonp } from './jsonp';
import { httpLog } from './logger';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// The generated endpoints name the parameters' type from here.
export type { QueryValue };

export interface RequestOptions {
  /** Added to (and overriding) the manifest's headers for this call. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Defaults to the manifest's request timeout (60000 ms). */
  readonly timeoutMs?: number;
  /** Lets the caller give up early (a component that unmounts); rejects with the abort reason. */
  readonly signal?: AbortSignal;
}

export interface RequestInput extends RequestOptions {
  /** Sent as the query string; `undefined` and `null` values are left out. */
  readonly params?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON, or as multipart form data when it is a `FormData`. Ignored for GET. */
  readonly body?: unknown;
}

/** §7: empty by default, so requests go to the site's own origin; a build may override it. */
export function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL ?? appConfig.baseUrl;
}

/** The absolute URL of `path` (relative paths are resolved against the page, as a browser does). */
export function resolveUrl(path: string, params?: Readonly<Record<string, QueryValue>>): string {
  const base = apiBaseUrl();
  const joined =
    /^[a-z][a-z\d+.-]*:/i.test(path) || !base ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const url = typeof window === 'undefined' ? joined : new URL(joined, window.location.href).href;
  return `${url}${queryString(params)}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  // Stryker disable next-line StringLiteral: equivalent, no other fallback text matches the JSON pattern either
  const type = response.headers.get('Content-Type') ?? '';
  if (/[/+]json\b/i.test(type)) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body !== null && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string' && body.msg) {
    return body.msg;
  }
  return fallback;
}

function statusError(response: Response, body: unknown): HttpError {
  const init = { status: response.status, response: body };
  switch (response.status) {
    case 401:
      return new HttpError('unauthorized', messageOf(body, 'Unauthorized'), init);
    case 404:
      return new HttpError('not-found', messageOf(body, 'Not Found'), init);
    case 500:
      // §8: the 500 branch reads `msg` from the body.
      return new HttpError('server', messageOf(body, response.statusText || 'Internal Server Error'), init);
    default:
      return new HttpError('http', messageOf(body, `HTTP ${response.status}`), init);
  }
}

/** Sends one request; resolves to the response body (undefined when empty), rejects with `HttpError`. */
export async function request<T>(method: Method, path: string, input: RequestInput = {}): Promise<T> {
  const { params, body, headers, timeoutMs = appConfig.requestTimeoutMs, signal } = input;
  const url = resolveUrl(path, method === 'GET' ? params : undefined);
  const sendsBody = method !== 'GET' && body !== undefined;
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent where the site runs (every supported browser and Node has FormData)
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  httpLog.request(method, url, method === 'GET' ? (params ?? {}) : body);

  // §7: default headers are an empty set; the fixed ones of the manifest go on every request.
  const sent: Record<string, string> = { ...httpConfig.headers, ...headers };
  // The browser writes multipart's boundary itself; JSON says what it is.
  if (sendsBody && !isForm) sent['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new HttpError('timeout', `No answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  // Stryker disable next-line OptionalChaining: equivalent, it is only called when there is a signal
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else {
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, a signal aborts once and the listener is removed in finally
    signal?.addEventListener('abort', onCallerAbort, { once: true });
  }

  let failure: HttpError | undefined;
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: sent,
        body: sendsBody ? (isForm ? (body as FormData) : JSON.stringify(body)) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      failure = new HttpError('network', 'The server could not be reached', { cause: error });
      throw failure;
    }

    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      failure = new HttpError('unreadable', 'The answer could not be read', { status: response.status, cause: error });
      throw failure;
    }
    if (!response.ok) {
      failure = statusError(response, parsed);
      throw failure;
    }
    return parsed as T;
  } catch (error) {
    if (!failure && error instanceof HttpError) failure = error;
    if (failure) httpLog.connectionError(failure, method, url);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const http = {
  get: <T>(path: string, params?: Readonly<Record<string, QueryValue>>, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, params }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
  /** A multipart form-data POST (§7); plain values become form fields. */
  postForm: <T>(path: string, fields: FormData | Readonly<Record<string, string | Blob>>, options?: RequestOptions) => {
    let form: FormData;
    if (fields instanceof FormData) form = fields;
    else {
      form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
    }
    return request<T>('POST', path, { ...options, body: form });
  },
  jsonp,
};
