import { delay, HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { appConfig, httpConfig } from '../../../site/src/generated/config.gen';
import { add, query } from '../../../site/src/generated/endpoints.gen';
import { apiBaseUrl, http, type Method, request } from '../../../site/src/http/client';
import { HttpError, type HttpErrorKind } from '../../../site/src/http/errors';
import { setHttpLogger } from '../../../site/src/http/logger';
import { proves } from '../../conformance/proves';
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
      expect(appConfig.baseUrl).toBe('');
      expect(apiBaseUrl()).toBe('');
      await http.get('/echo');
      expect(seen[0]?.url.origin).toBe(ORIGIN);

      vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
      expect(apiBaseUrl()).toBe('https://api.example.com/');
      await expect(http.get('/api/ping')).resolves.toEqual({ code: 0, msg: '', data: 'remote' });
    },
  );

  test(
    'a request without an answer is aborted after 60000 ms and fails as a timeout',
    proves('HTTP-TIMEOUT', 'CONST-REQUEST-TIMEOUT', 'CONFIG-APP'),
    async () => {
      expect(appConfig.requestTimeoutMs).toBe(60000);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let settled = false;
      const pending = failure(http.get('/never')).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
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

  test(
    'default headers are empty; the fixed content-security-policy header and the others go on every request',
    proves('HTTP-DEFAULT-HEADERS', 'HTTP-CSP-HEADER', 'DECISION-HEADER-CONTENTS'),
    async () => {
      expect(httpConfig.headers).toEqual({
        Accept: 'application/json',
        'Content-Security-Policy': 'upgrade-insecure-requests',
        'X-Requested-With': 'XMLHttpRequest',
      });
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        await request(method, '/echo', { body: method === 'GET' ? undefined : { a: 1 } });
      }
      await http.postForm('/echo', { a: '1' });
      expect(seen).toHaveLength(6);
      for (const { headers } of seen) {
        expect(headers.get('Content-Security-Policy')).toBe('upgrade-insecure-requests');
        expect(headers.get('Accept')).toBe('application/json');
        expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
        // Nothing else of ours: no authorization, no cookies set by the helper.
        expect(headers.get('Authorization')).toBeNull();
      }
      // A GET carries no body, so no Content-Type either: the default set is empty.
      expect(seen[0]?.contentType).toBeNull();
      await http.get('/echo', undefined, { headers: { 'Accept-Language': 'zh-CN' } });
      expect(seen[6]?.headers.get('Accept-Language')).toBe('zh-CN');
      expect(seen[6]?.headers.get('Content-Security-Policy')).toBe('upgrade-insecure-requests');
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
    'the generated `query` and `add` call their endpoints with params and body',
    proves('ENDPOINT-QUERY', 'ENDPOINT-ADD'),
    async () => {
      const hits: string[] = [];
      server.use(
        mock.get(`${ORIGIN}${httpConfig.endpoints.query.path}`, ({ request }) => {
          hits.push(`GET ${new URL(request.url).search}`);
          return HttpResponse.json({ code: 0, msg: '', data: { list: [], total: 0, page: 1, pageSize: 5 } });
        }),
        mock.post(`${ORIGIN}${httpConfig.endpoints.add.path}`, async ({ request }) => {
          hits.push(`POST ${(await request.json()) ? 'json' : ''}`);
          return HttpResponse.json({ code: 0, msg: '', data: { id: 'S000001' } });
        }),
      );
      expect(httpConfig.endpoints.query).toEqual({ method: 'GET', path: '/api/PostInfo/query' });
      expect(httpConfig.endpoints.add).toEqual({
        method: 'POST',
        path: '/api/servce-city-management/CollectCar/insert',
      });
      await expect(query({ department: 'sales', page: 2 })).resolves.toMatchObject({ data: { total: 0 } });
      await expect(add({ type: 'apply', fullName: 'Li Wei', message: 'Hello' })).resolves.toMatchObject({
        data: { id: 'S000001' },
      });
      expect(hits).toEqual(['GET ?department=sales&page=2', 'POST json']);
    },
  );
});

describe('the request helper: logging', () => {
  test(
    'each request logs its URL and its params (GET) or body (other methods), personal fields masked',
    proves('HTTP-LOG'),
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
          { type: 'partner', company: 'Foshan Metro', name: 'L****i', phone: '1********8', email: 'l********m' },
        ],
      ]);
      expect(log.error).toEqual([]);
    },
  );
});

describe('the request helper: failures (§8)', () => {
  const statuses: [number, HttpErrorKind, string][] = [
    [401, 'unauthorized', 'ERR-401'],
    [404, 'not-found', 'ERR-404'],
    [500, 'server', 'ERR-500-MSG'],
    [400, 'http', 'ERR-RESPONSE-LOG'],
    [503, 'http', 'ERR-RESPONSE-LOG'],
  ];
  for (const [status, kind] of statuses) {
    test(
      `HTTP ${status} rejects as ${kind} with its status, message and response, after logging a connection error`,
      proves('ERR-RESPONSE-LOG', 'ERR-401', 'ERR-404', 'ERR-500-MSG', 'HTTP-RESOLVES-BODY'),
      async () => {
        const error = await failure(http.get(`/status/${status}`));
        expect(error).toBeInstanceOf(HttpError);
        expect(error.kind).toBe(kind);
        expect(error.status).toBe(status);
        // 500 reads `msg` from the body (§8); every kind keeps it when there is one.
        expect(error.message).toBe(`msg of ${status}`);
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
