import { delay, HttpResponse, type JsonBodyType, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { add, query } from '../../../site/src/generated/endpoints.gen';
import { apiBaseUrl, http, type Method, request } from '../../../site/src/http/client';
import { HttpError, type HttpErrorKind } from '../../../site/src/http/errors';
import { setHttpLogger } from '../../../site/src/http/logger';
import { proves } from '../../conformance/proves';
import { expectConstant } from '../../expect-constant';
import { CONSTANTS } from '../../oracle/constants';
import {
  BASE_URL,
  BODY_METHODS,
  DEFAULT_HEADERS,
  ENDPOINTS,
  ERROR_BRANCHES,
  ERROR_MESSAGE_FIELD,
  FIXED_HEADERS,
  maskedInLog,
  REQUEST_TIMEOUT_MS,
} from '../../oracle/http';
import { failure } from './failure';

// The page of these tests is http://localhost:3000/ (jsdom); relative paths resolve against it.
const ORIGIN = window.location.origin;

interface Seen {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
  readonly contentType: string | null;
}
const seen: Seen[] = [];

const server = setupServer(
  mock.all(`${ORIGIN}/echo`, async ({ request }) => {
    const body = await request.text();
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
      contentType: request.headers.get('Content-Type'),
    });
    return HttpResponse.json({ code: 0, msg: '', data: { method: request.method } });
  }),
  mock.get(`${ORIGIN}/status/:status`, ({ params }) => {
    const status = Number(params.status);
    return HttpResponse.json({ code: status, msg: `msg of ${status}`, data: null }, { status });
  }),
  mock.get(`${ORIGIN}/status-empty/:status`, ({ params }) => new HttpResponse(null, { status: Number(params.status) })),
  mock.get(`${ORIGIN}/empty`, () => new HttpResponse(null, { status: 204 })),
  mock.get(`${ORIGIN}/text`, () => HttpResponse.text('plain words')),
  mock.get(
    `${ORIGIN}/broken-json`,
    () => new HttpResponse('{"code": 0,', { headers: { 'Content-Type': 'application/json' } }),
  ),
  mock.get(`${ORIGIN}/network`, () => HttpResponse.error()),
  mock.get(`${ORIGIN}/never`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  mock.get('https://api.example.com/api/ping', () => HttpResponse.json({ code: 0, msg: '', data: 'remote' })),
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
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the request helper: configuration', () => {
  test(
    'the base URL is empty, so requests go to the page’s own origin; a build may override it',
    proves('HTTP-BASE-URL', 'CONFIG-APP'),
    async () => {
      expect(apiBaseUrl()).toBe(BASE_URL);
      await http.get('/echo');
      expect(seen[0]?.url.origin).toBe(ORIGIN);

      vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
      expect(apiBaseUrl()).toBe('https://api.example.com/');
      await expect(http.get('/api/ping')).resolves.toEqual({ code: 0, msg: '', data: 'remote' });
    },
  );

  test(
    `a request without an answer is aborted after ${REQUEST_TIMEOUT_MS} ms and fails as a timeout`,
    proves('HTTP-TIMEOUT', 'CONST-REQUEST-TIMEOUT', 'CONFIG-APP'),
    async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const sentAt = Date.now();
      let settledAt: number | undefined;
      const pending = failure(http.get('/never')).finally(() => {
        settledAt = Date.now();
      });
      // The clock jumps from timer to timer until the request gives up (or twice the timeout passed).
      while (settledAt === undefined && vi.getTimerCount() > 0 && Date.now() - sentAt <= 2 * REQUEST_TIMEOUT_MS)
        await vi.advanceTimersToNextTimerAsync();
      expectConstant(CONSTANTS.requestTimeout, settledAt === undefined ? undefined : settledAt - sentAt);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.status).toBeUndefined();
      expect(log.error[0]?.[0]).toBe('[http] connection error');
    },
  );

  test('a per-call timeout overrides the manifest’s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = failure(http.get('/never', undefined, { timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).kind).toBe('timeout');
  });

  /** The headers a request carried, names lower-cased, as a plain object. */
  const headersOf = (index: number): Record<string, string> => Object.fromEntries(seen[index]?.headers ?? []);
  const lowerCased = (headers: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  test(
    'the default header set is empty: a GET carries the fixed headers and nothing else of the helper’s',
    proves('HTTP-DEFAULT-HEADERS'),
    async () => {
      await http.get('/echo');
      // Exactly the fixed ones: no Content-Type, no Authorization, no default of a library.
      expect(headersOf(0)).toEqual(lowerCased({ ...DEFAULT_HEADERS, ...FIXED_HEADERS }));
      // A body adds only what describes it.
      await http.post('/echo', { a: 1 });
      expect(headersOf(1)).toEqual(
        lowerCased({ ...DEFAULT_HEADERS, ...FIXED_HEADERS, 'Content-Type': 'application/json' }),
      );
    },
  );

  test(
    'the fixed content-security-policy header and the decided further headers go on every request',
    proves('HTTP-CSP-HEADER', 'DECISION-HEADER-CONTENTS'),
    async () => {
      expect(Object.keys(FIXED_HEADERS)).toContain('Content-Security-Policy');
      for (const method of ['GET', ...BODY_METHODS] as const) {
        await request(method, '/echo', { body: method === 'GET' ? undefined : { a: 1 } });
      }
      await http.postForm('/echo', { a: '1' });
      expect(seen).toHaveLength(1 + BODY_METHODS.length + 1);
      for (const { headers, method } of seen) {
        for (const [name, value] of Object.entries(FIXED_HEADERS)) {
          expect(headers.get(name), `${method}: ${name}`).toBe(value);
        }
      }
      // A call's own headers are added; the fixed ones stay.
      await http.get('/echo', undefined, { headers: { 'Accept-Language': 'zh-CN' } });
      const last = seen.at(-1)?.headers;
      expect(last?.get('Accept-Language')).toBe('zh-CN');
      expect(last?.get('Content-Security-Policy')).toBe(FIXED_HEADERS['Content-Security-Policy']);
    },
  );
});

describe('the request helper: methods', () => {
  test('GET sends its parameters as the query string and no body', proves('HTTP-GET-QUERY'), async () => {
    await http.get('/echo', {
      department: 'software',
      page: 2,
      open: true,
      tag: ['a', 'b'],
      gone: undefined,
      none: null,
    });
    const { url, body, method } = seen[0] as Seen;
    expect(method).toBe('GET');
    expect(url.searchParams.get('department')).toBe('software');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('open')).toBe('true');
    expect(url.searchParams.getAll('tag')).toEqual(['a', 'b']);
    expect(url.searchParams.has('gone')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(body).toBe('');
  });

  test('POST, PUT, PATCH and DELETE send their data as a JSON body', proves('HTTP-BODY-METHODS'), async () => {
    const data = { company: 'Foshan Metro', scopes: ['algorithm'], count: 3 };
    const calls: [Method, () => Promise<unknown>][] = [
      ['POST', () => http.post('/echo', data)],
      ['PUT', () => http.put('/echo', data)],
      ['PATCH', () => http.patch('/echo', data)],
      ['DELETE', () => http.delete('/echo', data)],
    ];
    for (const [method, call] of calls) {
      await expect(call()).resolves.toEqual({ code: 0, msg: '', data: { method } });
    }
    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    for (const request of seen) {
      expect(request.contentType).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual(data);
      expect(request.url.search).toBe('');
    }
  });

  test('a form-data POST sends plain values as multipart fields', proves('HTTP-FORM-DATA'), async () => {
    await http.postForm('/echo', { company: 'Foshan Metro', note: '二号线' });
    const { method, contentType, body } = seen[0] as Seen;
    expect(method).toBe('POST');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="company"\r\n\r\nFoshan Metro\r\n/);
    expect(body).toMatch(/name="note"\r\n\r\n二号线\r\n/);
    // A file part is proved in form-data.test.ts, where FormData, Blob and fetch are one
    // implementation, as in a browser (jsdom's Blob is not readable by Node's fetch).
  });

  test(
    'each call resolves to the response body: JSON parsed, text as text, an empty body as undefined',
    proves('HTTP-RESOLVES-BODY'),
    async () => {
      await expect(http.get('/echo')).resolves.toEqual({ code: 0, msg: '', data: { method: 'GET' } });
      await expect(http.get('/text')).resolves.toBe('plain words');
      await expect(http.get('/empty')).resolves.toBeUndefined();
    },
  );

  test(
    '`query` calls GET /api/PostInfo/query with its params as the query string, and nothing else',
    proves('ENDPOINT-QUERY', 'HTTP-GET-QUERY'),
    async () => {
      const hits = recordEveryRequest({ code: 0, msg: '', data: { list: [], total: 0, page: 2, pageSize: 5 } });
      await expect(query({ department: 'sales', page: 2 })).resolves.toMatchObject({ data: { total: 0 } });
      expect(hits).toEqual([
        { method: ENDPOINTS.query.method, path: ENDPOINTS.query.path, search: '?department=sales&page=2', body: '' },
      ]);
    },
  );

  test(
    '`add` POSTs its body to /api/servce-city-management/CollectCar/insert (the specification’s spelling)',
    proves('ENDPOINT-ADD', 'HTTP-BODY-METHODS'),
    async () => {
      const hits = recordEveryRequest({ code: 0, msg: '', data: { id: 'S000001' } });
      const body = { type: 'apply', fullName: 'Li Wei', message: 'Hello' } as const;
      await expect(add(body)).resolves.toMatchObject({ data: { id: 'S000001' } });
      expect(hits).toEqual([{ method: ENDPOINTS.add.method, path: ENDPOINTS.add.path, search: '', body }]);
      expect(ENDPOINTS.add.path).toContain('/servce-');
    },
  );
});

/**
 * Answers every request on any origin with `answer` and records its method, path, query and body,
 * so a test sees exactly which endpoint a function called, not just that some handler answered.
 */
function recordEveryRequest(answer: JsonBodyType) {
  const hits: { method: string; path: string; search: string; body: unknown }[] = [];
  server.use(
    mock.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      hits.push({
        method: request.method,
        path: url.origin === ORIGIN ? url.pathname : url.href,
        search: url.search,
        body: text ? JSON.parse(text) : '',
      });
      return HttpResponse.json(answer);
    }),
  );
  return hits;
}

describe('the request helper: logging', () => {
  test(
    'each request logs its URL and its params (GET) or body (other methods), personal fields masked',
    proves('HTTP-LOG', 'DECISION-LOG-MASKING'),
    async () => {
      await http.get('/echo', { department: 'software' });
      await http.post('/echo', {
        type: 'partner',
        company: 'Foshan Metro',
        name: 'Li Wei',
        phone: '13812345678',
        email: 'li@example.com',
      });
      expect(log.info).toEqual([
        [`[http] GET ${ORIGIN}/echo?department=software`, { department: 'software' }],
        [
          `[http] POST ${ORIGIN}/echo`,
          {
            type: 'partner',
            company: 'Foshan Metro',
            name: maskedInLog('Li Wei'),
            phone: maskedInLog('13812345678'),
            email: maskedInLog('li@example.com'),
          },
        ],
      ]);
      expect(log.error).toEqual([]);
    },
  );
});

describe('the request helper: failures (§8)', () => {
  /** Serves `body` with `status` at /answer once. */
  function answerWith(status: number, body: JsonBodyType): void {
    server.use(mock.get(`${ORIGIN}/answer`, () => HttpResponse.json(body, { status }), { once: true }));
  }

  test(
    'HTTP 401 takes its own branch: rejects as unauthorized with the status and the response',
    proves('ERR-401'),
    async () => {
      const { status } = ERROR_BRANCHES[401];
      const body = { code: status, msg: 'who are you', data: null };
      answerWith(status, body);
      const error = await failure(http.get('/answer'));
      expect(error).toBeInstanceOf(HttpError);
      expect(error.kind).toBe('unauthorized');
      expect(error.status).toBe(status);
      expect(error.response).toEqual(body);
    },
  );

  test(
    'HTTP 404 takes its own branch: rejects as not-found with the status and the response',
    proves('ERR-404'),
    async () => {
      const { status } = ERROR_BRANCHES[404];
      const body = { code: status, msg: 'no such thing', data: null };
      answerWith(status, body);
      const error = await failure(http.get('/answer'));
      expect(error).toBeInstanceOf(HttpError);
      expect(error.kind).toBe('not-found');
      expect(error.status).toBe(status);
      expect(error.response).toEqual(body);
    },
  );

  test(
    'HTTP 500 takes its own branch and reads the msg field of the response body',
    proves('ERR-500-MSG'),
    async () => {
      const { status, readsMsg } = ERROR_BRANCHES[500];
      expect(readsMsg).toBe(true);
      for (const msg of ['X', '服务器繁忙，请稍后再试']) {
        const body = { code: status, [ERROR_MESSAGE_FIELD]: msg, data: null };
        answerWith(status, body);
        const error = await failure(http.get('/answer'));
        expect(error).toBeInstanceOf(HttpError);
        expect(error.kind).toBe('server');
        expect(error.status).toBe(status);
        expect(error.message, 'the message is the body’s msg').toBe(msg);
        expect(error.response).toEqual(body);
      }
    },
  );

  const logged: [number, HttpErrorKind][] = [
    [401, 'unauthorized'],
    [404, 'not-found'],
    [500, 'server'],
    [400, 'http'],
    [503, 'http'],
  ];
  for (const [status, kind] of logged) {
    test(
      `HTTP ${status} logs a connection error and the response, then rejects with the error response`,
      proves('ERR-RESPONSE-LOG', 'HTTP-RESOLVES-BODY'),
      async () => {
        const error = await failure(http.get(`/status/${status}`));
        expect(error).toBeInstanceOf(HttpError);
        expect(error.kind).toBe(kind);
        expect(error.status).toBe(status);
        expect(error.response).toEqual({ code: status, msg: `msg of ${status}`, data: null });
        expect(log.error).toEqual([
          ['[http] connection error', status, 'GET', `${ORIGIN}/status/${status}`, error.response],
        ]);
      },
    );
  }

  test('a 500 without a body still fails as server, with a generic message', async () => {
    const error = await failure(http.get('/status-empty/500'));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Internal Server Error');
    expect(error.response).toBeUndefined();
  });

  test('a connection that fails rejects as network', async () => {
    const error = await failure(http.get('/network'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(log.error).toHaveLength(1);
  });

  test('a body that says JSON but is not rejects as unreadable', async () => {
    const error = await failure(http.get('/broken-json'));
    expect(error.kind).toBe('unreadable');
    expect(error.status).toBe(200);
  });

  test('the caller can abort; that is not a failure and is not logged', async () => {
    const controller = new AbortController();
    const pending = http.get('/never', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(log.error).toEqual([]);
  });

  test(
    'the helper passes failures to the caller without showing any message',
    proves('ERR-HELPER-SILENT'),
    async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      document.body.innerHTML = '<main id="page">content</main>';
      for (const path of ['/status/401', '/status/404', '/status/500', '/network', '/broken-json']) {
        await failure(http.get(path));
      }
      expect(alert).not.toHaveBeenCalled();
      expect(document.body.innerHTML).toBe('<main id="page">content</main>');
      expect(document.querySelectorAll('[role="alert"], [role="status"], dialog')).toHaveLength(0);
    },
  );
});
