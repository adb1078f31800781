/**
 * Every way a request can fail (§8). The helper rejects with one `HttpError` and never shows a
 * message itself: the screen that asked decides what to tell the visitor.
 */
export type HttpErrorKind =
  /** HTTP 401. */
  | 'unauthorized'
  /** HTTP 404. */
  | 'not-found'
  /** HTTP 500; the message is the body's `msg`. */
  | 'server'
  /** Any other status outside 2xx (the status says which). */
  | 'http'
  /** No answer at all: offline, DNS, connection reset, CORS. */
  | 'network'
  /** No answer within the request timeout. */
  | 'timeout'
  /** A 2xx answer whose body could not be read as announced. */
  | 'unreadable'
  /** JSONP from an origin that is not on the allow-list: nothing was loaded. */
  | 'refused';

export interface HttpErrorInit {
  readonly status?: number;
  /** The parsed body of the failed response (JSON, or text when it is not JSON). */
  readonly response?: unknown;
  readonly cause?: unknown;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly response: unknown;

  constructor(kind: HttpErrorKind, message: string, init: HttpErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.response = init.response;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
