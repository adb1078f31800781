// The request helper's edges that the clause tests of client.test.ts do not reach: how URLs are
// joined, which body goes with which method, every fallback message of §8's failures, and what
// the helper leaves behind. (Found by the unit mutation run: docs/decisions/022.)
import { delay, HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { http, request, resolveUrl } from '../../../site/src/http/client';
import { HttpError } from '../../../site/src/http/errors';
import { setHttpLogger } from '../../../site/src/http/logger';
import { failure } from './failure';

const ORIGIN = window.location.origin;

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
  readonly contentType: string | null;
}
const seen: Seen[] = [];

const server = setupServer(
  mock.all(`${ORIGIN}/echo`, async ({ request }) => {
    seen.push({
      method: request.method,
      url: request.url,
      body: await request.text(),
      contentType: request.headers.get('Content-Type'),
    });
    return HttpResponse.json({ ok: true });
  }),
  mock.all('https://api.example.com/*', ({ request }) => {
    seen.push({ method: request.method, url: request.url, body: '', contentType: null });
    return HttpResponse.json({ ok: true });
  }),
  mock.get(`${ORIGIN}/answer/:status`, async ({ params, request }) => {
    const body = new URL(request.url).searchParams.get('body');
    const statusText = new URL(request.url).searchParams.get('statusText') ?? undefined;
    const type = new URL(request.url).searchParams.get('type');
    return new HttpResponse(body, {
      status: Number(params.status),
      statusText,
      headers: type ? { 'Content-Type': type } : {},
    });
  }),
  mock.get(`${ORIGIN}/network`, () => HttpResponse.error()),
  mock.get(`${ORIGIN}/never`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

const log = { info: [] as unknown[][], error: [] as unknown[][] };
let restoreLogger: () => void;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  log.info.length = 0;
  log.error.length = 0;
  restoreLogger = setHttpLogger({
    info: (...args) => log.info.push(args),
    error: (...args) => log.error.push(args),
  });
});
afterEach(() => {
  restoreLogger();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** `/answer/<status>` answers with this body, status text and content type. */
function answer(status: number, options: { body?: string; statusText?: string; type?: string } = {}): string {
  const query = new URLSearchParams(Object.entries(options).filter((entry) => entry[1] !== undefined));
  const text = query.toString();
  return `/answer/${status}${text ? `?${text}` : ''}`;
}

describe('URLs', () => {
  test('relative paths resolve against the page; absolute URLs are kept', () => {
    expect(resolveUrl('/echo')).toBe(`${ORIGIN}/echo`);
    expect(resolveUrl('echo')).toBe(`${ORIGIN}/echo`);
    expect(resolveUrl('https://other.example/x')).toBe('https://other.example/x');
  });

  test('a base URL is joined with exactly one slash, and never put before an absolute URL', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com///');
    expect(resolveUrl('//api/ping')).toBe('https://api.example.com/api/ping');
    expect(resolveUrl('api/ping')).toBe('https://api.example.com/api/ping');
    expect(resolveUrl('HTTPS://Other.example/x')).toBe('https://other.example/x');
    expect(resolveUrl('git+ssh://host.example/repo')).toBe('git+ssh://host.example/repo');
    expect(resolveUrl('web.archive-1:thing')).toBe('web.archive-1:thing');
    // A colon later in a relative path does not make it absolute.
    expect(resolveUrl('/api/items/a:b')).toBe('https://api.example.com/api/items/a:b');
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com');
    expect(resolveUrl('/api/ping')).toBe('https://api.example.com/api/ping');
  });

  test('outside a browser (no window) the joined path is used as it is', () => {
    vi.stubGlobal('window', undefined);
    expect(resolveUrl('/api/ping', { a: 1 })).toBe('/api/ping?a=1');
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    expect(resolveUrl('/api/ping')).toBe('https://api.example.com/api/ping');
  });

  test('the query string leaves out undefined and null, and is absent when nothing is left', () => {
    expect(resolveUrl('/echo', {})).toBe(`${ORIGIN}/echo`);
    expect(resolveUrl('/echo', { a: undefined, b: null })).toBe(`${ORIGIN}/echo`);
    expect(resolveUrl('/echo', { a: 0, b: false, c: '', d: [] })).toBe(`${ORIGIN}/echo?a=0&b=false&c=`);
    expect(resolveUrl('/echo', { tag: [1, true, 'x'] })).toBe(`${ORIGIN}/echo?tag=1&tag=true&tag=x`);
  });
});

describe('bodies and parameters by method', () => {
  test('only GET sends its params; other methods send neither a query string nor the params', async () => {
    await request('POST', '/echo', { params: { a: 1 }, body: { b: 2 } });
    expect(seen[0]?.url).toBe(`${ORIGIN}/echo`);
    expect(seen[0]?.body).toBe('{"b":2}');
    await request('GET', '/echo', { params: { a: 1 }, body: { b: 2 } });
    expect(seen[1]?.url).toBe(`${ORIGIN}/echo?a=1`);
    expect(seen[1]?.body).toBe('');
    // (A browser refuses a GET with a body; the mock drops it silently, so its header is checked.)
    expect(seen[1]?.contentType).toBeNull();
  });

  test('a method without a body sends no body and no Content-Type', async () => {
    await http.post('/echo');
    await http.delete('/echo');
    expect(seen.map(({ body, contentType }) => [body, contentType])).toEqual([
      ['', null],
      ['', null],
    ]);
  });

  test('a falsy body is still sent as JSON', async () => {
    await http.put('/echo', 0);
    await http.patch('/echo', false);
    await http.post('/echo', null);
    expect(seen.map(({ body, contentType }) => [body, contentType])).toEqual([
      ['0', 'application/json'],
      ['false', 'application/json'],
      ['null', 'application/json'],
    ]);
  });

  test('a GET without params logs an empty set of params; a POST logs its body', async () => {
    await http.get('/echo');
    await http.post('/echo', 'text');
    expect(log.info).toEqual([
      [`[http] GET ${ORIGIN}/echo`, {}],
      [`[http] POST ${ORIGIN}/echo`, 'text'],
    ]);
  });
});

describe('reading the answer', () => {
  test('a JSON body is parsed whatever the content type says; other text stays text', async () => {
    await expect(http.get(answer(200, { body: '{"a":1}', type: 'text/plain' }))).resolves.toEqual({ a: 1 });
    await expect(http.get(answer(200, { body: '[1,', type: 'text/plain' }))).resolves.toBe('[1,');
    await expect(http.get(answer(200, { body: '"quoted"' }))).resolves.toBe('quoted');
  });

  test('a body announced as JSON (any +json type, any case) that is not JSON is unreadable', async () => {
    for (const type of ['application/json', 'application/problem+json; charset=utf-8', 'Application/JSON']) {
      const error = await failure(http.get(answer(200, { body: 'not json', type })));
      expect(error.kind).toBe('unreadable');
      expect(error.message).toBe('The answer could not be read');
      expect(error.status).toBe(200);
      expect(error.cause).toBeInstanceOf(SyntaxError);
    }
    // "jsonp" or "x-json-ish" is not JSON: the text is kept.
    await expect(http.get(answer(200, { body: 'not json', type: 'application/jsonp' }))).resolves.toBe('not json');
    await expect(http.get(answer(200, { body: 'not json', type: 'application/xjson' }))).resolves.toBe('not json');
  });
});

describe('failure messages (§8)', () => {
  test('each kind falls back to its own message when the body has no usable msg', async () => {
    const cases: [string, string, string][] = [
      [answer(401), 'unauthorized', 'Unauthorized'],
      [answer(404), 'not-found', 'Not Found'],
      [answer(500, { statusText: 'Busy' }), 'server', 'Busy'],
      [answer(500, { statusText: '' }), 'server', 'Internal Server Error'],
      [answer(503), 'http', 'HTTP 503'],
      [answer(401, { body: '{"msg":""}' }), 'unauthorized', 'Unauthorized'],
      [answer(404, { body: '{"msg":42}' }), 'not-found', 'Not Found'],
      [answer(500, { body: 'null', statusText: 'Busy' }), 'server', 'Busy'],
      [answer(500, { body: '"msg"', statusText: 'Busy' }), 'server', 'Busy'],
      [answer(503, { body: '{"message":"x"}' }), 'http', 'HTTP 503'],
      [answer(503, { body: '{"msg":"down for maintenance"}' }), 'http', 'down for maintenance'],
    ];
    for (const [path, kind, message] of cases) {
      const error = await failure(http.get(path));
      expect([path, error.kind, error.message]).toEqual([path, kind, message]);
    }
  });

  test('a 500 without a reason phrase (as over HTTP/2) and without msg says Internal Server Error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 500, statusText: '' }));
    const error = await failure(http.get('/h2'));
    expect([error.kind, error.message]).toEqual(['server', 'Internal Server Error']);
    vi.restoreAllMocks();
  });

  test('a connection failure is a network error that keeps its cause and no status', async () => {
    const error = await failure(http.get('/network'));
    expect(error).toMatchObject({ name: 'HttpError', kind: 'network', message: 'The server could not be reached' });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(log.error).toEqual([['[http] connection error', '', 'GET', `${ORIGIN}/network`, undefined]]);
  });

  test('a timeout says after how long, keeps no cause, and is logged once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = failure(http.get('/never', undefined, { timeoutMs: 1234 }));
    await vi.advanceTimersByTimeAsync(1234);
    const error = await pending;
    expect(error.message).toBe('No answer within 1234 ms');
    expect('cause' in error).toBe(false);
    expect(log.error).toEqual([['[http] connection error', '', 'GET', `${ORIGIN}/never`, undefined]]);
  });
});

describe('what a request leaves behind', () => {
  test('a signal aborted before the call rejects with its reason and sends nothing', async () => {
    const controller = new AbortController();
    const reason = new Error('gone');
    controller.abort(reason);
    await expect(http.get('/echo', undefined, { signal: controller.signal })).rejects.toBe(reason);
    expect(seen).toEqual([]);
    expect(log.error).toEqual([]);
  });

  test('the caller’s abort reason is what the call rejects with', async () => {
    const controller = new AbortController();
    const pending = http.get('/never', undefined, { signal: controller.signal });
    const reason = new HttpError('timeout', 'the caller’s own reason');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  test('no timer stays behind and the caller’s signal is let go, whatever the outcome', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = new AbortController();
    const release = vi.spyOn(controller.signal, 'removeEventListener');
    await http.get('/echo', undefined, { signal: controller.signal });
    await failure(http.get(answer(404), undefined, { signal: controller.signal }));
    await failure(http.get('/network', undefined, { signal: controller.signal }));
    expect(vi.getTimerCount()).toBe(0);
    expect(release).toHaveBeenCalledTimes(3);
    expect(release.mock.calls.every(([event]) => event === 'abort')).toBe(true);
  });
});
