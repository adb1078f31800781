// One logger for every request (§7: "Each request logs its URL and its params (GET) or body
// (other methods)"; §8: "logs a connection error and the response"). Personal fields are masked
// before anything is written, so a visitor's phone number never reaches a console or a log sink.

export interface LogSink {
  readonly info: (...args: unknown[]) => void;
  readonly error: (...args: unknown[]) => void;
}

const consoleSink: LogSink = {
  info: (...args) => console.info(...args),
  error: (...args) => console.error(...args),
};

let sink: LogSink = consoleSink;

/** Sends the request log elsewhere (tests, an error tracker); returns the function that undoes it. */
export function setHttpLogger(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** Keys whose values identify a person. `companyName`-style keys are kept: a company is not a person. */
const PERSONAL = /^(?:phone|mobile|tel|telephone|email|e-?mail|name|fullName|firstName|lastName|contactName)$/i;

function mask(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length <= 2) return '*'.repeat(value.length);
    return `${value[0]}${'*'.repeat(Math.min(value.length - 2, 8))}${value[value.length - 1]}`;
  }
  return value === null || value === undefined ? value : '***';
}

/** A copy of `value` with the values of personal keys masked, at any depth. */
export function maskPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonal);
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent where the site runs (every supported browser and Node has FormData)
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    const entries: Record<string, unknown> = {};
    for (const [key, entry] of value.entries()) {
      const shown = typeof entry === 'string' ? entry : `[file ${entry.name}]`;
      entries[key] = PERSONAL.test(key) ? mask(shown) : shown;
    }
    return entries;
  }
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      copy[key] = PERSONAL.test(key) ? mask(entry) : maskPersonal(entry);
    }
    return copy;
  }
  return value;
}

export const httpLog = {
  /** Before sending: the method, the URL and the params (GET) or body (other methods). */
  request(method: string, url: string, data: unknown): void {
    sink.info(`[http] ${method} ${url}`, maskPersonal(data));
  },
  /** A response error (§8): a connection error, then the response. */
  connectionError(
    error: { readonly status?: number | undefined; readonly response?: unknown },
    method: string,
    url: string,
  ): void {
    sink.error('[http] connection error', error.status ?? '', method, url, maskPersonal(error.response));
  },
};
