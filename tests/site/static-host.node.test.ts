// How `make start` answers a request for the build's files (site/server/static-host.ts, decisions
// 029 and 038): as the documented nginx does. The whole table of requests both servers are asked is
// tests/oracle/serving.ts (serving-parity.node.test.ts, and serving.spec.ts on nginx); here the
// parts, on a small tree the test writes, so every answer is known by hand.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normalizePath, staticAnswer, staticHostPlugin } from '../../site/server/static-host';
import { proves } from '../conformance/proves';
import { IMMUTABLE, REVALIDATE } from '../oracle/serving';

let root = '';
const FILES = [
  'index.html',
  'robots.txt',
  'assets/index-abc.js',
  'en-US/city/index.html',
  'zh-CN/newsdetail/launch/index.html',
  '.vite/manifest.json',
  '.well-known/security.txt',
  '404.html',
];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-host-'));
  for (const file of FILES) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), file);
  }
  // A folder without a page of its own.
  mkdirSync(join(root, 'en-US/empty'), { recursive: true });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the static host of make start', () => {
  const page = (file: string) => ({ status: 200, file, cacheControl: REVALIDATE, contentType: undefined });

  test('serves the files of the build and the pages of its folders', proves('DECISION-STATIC-SERVING'), () => {
    for (const url of ['/index.html', '/robots.txt']) expect(staticAnswer(root, 'GET', url), url).toEqual(page(url));
    expect(staticAnswer(root, 'GET', '/')).toEqual(page('/index.html'));
    expect(staticAnswer(root, 'HEAD', '/en-US/city/')).toEqual(page('/en-US/city/index.html'));
    expect(staticAnswer(root, 'GET', '/en-US/city/?x=1')).toEqual(page('/en-US/city/index.html?x=1'));
    expect(staticAnswer(root, 'GET', '/zh-CN/newsdetail/launch/')).toEqual(page('/zh-CN/newsdetail/launch/index.html'));
    // Percent-encoded as a browser sends it, and with the slashes nginx merges.
    expect(staticAnswer(root, 'GET', '/en-US/%63ity/')).toEqual(page('/en-US/city/index.html'));
    expect(staticAnswer(root, 'GET', '//en-US//city/')).toEqual(page('/en-US/city/index.html'));
  });

  test(
    'files under /assets/ are kept for a year, everything else is revalidated (issue 30 #1)',
    proves('SERVE-CACHE-CONTROL'),
    () => {
      expect(staticAnswer(root, 'GET', '/assets/index-abc.js')).toMatchObject({ status: 200, cacheControl: IMMUTABLE });
      expect(staticAnswer(root, 'GET', '/robots.txt')).toMatchObject({ status: 200, cacheControl: REVALIDATE });
      // A missing asset is the not-found page, answered from `/`: never kept for a year.
      expect(staticAnswer(root, 'GET', '/assets/no-such-file.js')).toEqual({ status: 404, cacheControl: REVALIDATE });
      // nginx adds /assets/'s header to successful answers only.
      expect(staticAnswer(root, 'GET', '/assets/')).toEqual({ status: 403, cacheControl: undefined });
      expect(staticAnswer(root, 'GET', '/en-US/empty/')).toEqual({ status: 403, cacheControl: REVALIDATE });
      // security.txt asks for UTF-8 (RFC 9116).
      expect(staticAnswer(root, 'GET', '/.well-known/security.txt')).toEqual({
        status: 200,
        file: '/.well-known/security.txt',
        cacheControl: REVALIDATE,
        contentType: 'text/plain; charset=utf-8',
      });
    },
  );

  test(
    'moves a page’s address without its last slash to the address with it, on the same origin',
    proves('DECISION-STATIC-SERVING'),
    () => {
      const moved = (location: string) => ({ status: 301, location, cacheControl: REVALIDATE });
      expect(staticAnswer(root, 'GET', '/en-US/city')).toEqual(moved('/en-US/city/'));
      expect(staticAnswer(root, 'GET', '/zh-CN/newsdetail/launch?from=list')).toEqual(
        moved('/zh-CN/newsdetail/launch/?from=list'),
      );
      expect(staticAnswer(root, 'POST', '/en-US/empty')).toEqual(moved('/en-US/empty/'));
      // Issue 30 #6: `//en-US/city/` would be another host's address to a browser.
      expect(staticAnswer(root, 'GET', '//en-US/city')).toEqual(moved('/en-US/city/'));
      expect(staticAnswer(root, 'GET', '/%2F%2Fen-US/city')).toEqual(moved('/en-US/city/'));
    },
  );

  test(
    'answers 404 at every other address, never with the home page, and 405 to a method files do not take',
    proves('DECISION-STATIC-SERVING'),
    () => {
      for (const url of [
        '/no-such-page/',
        '/no-such-page',
        '/en-US/cty/',
        '/assets/no-such-file.js',
        '/robots.txt/',
        '/.vite/manifest.json',
        '/assets/../.vite/manifest.json',
        '/.well-known',
        '/api/nope',
        '/api/servce-city-management/CollectCar/insert',
      ]) {
        expect(staticAnswer(root, 'GET', url), url).toEqual({ status: 404, cacheControl: REVALIDATE });
      }
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        expect(staticAnswer(root, method, '/no-such-page').status, method).toBe(404);
        expect(staticAnswer(root, method, '/index.html').status, method).toBe(405);
        expect(staticAnswer(root, method, '/en-US/city/').status, method).toBe(405);
        // Under /assets/ nginx refuses a method before it looks for the file; POST it looks for.
        expect(staticAnswer(root, method, '/assets/no-such-file.js').status, method).toBe(
          method === 'POST' ? 404 : 405,
        );
      }
      expect(staticAnswer(root, 'PUT', '/en-US/city').status).toBe(405);
      expect(staticAnswer(root, 'TRACE', '/')).toEqual({ status: 405, cacheControl: undefined });
      for (const url of ['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/a%00b', 'no-slash']) {
        expect(staticAnswer(root, 'GET', url), url).toEqual({ status: 400, cacheControl: undefined });
      }
    },
  );

  test('reads a path as nginx does', proves('DECISION-STATIC-SERVING'), () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//a///b')).toBe('/a/b');
    expect(normalizePath('/a/./b/../c/')).toBe('/a/c/');
    expect(normalizePath('/a/b/..')).toBe('/a/');
    expect(normalizePath('/a/%2e')).toBe('/a/');
    expect(normalizePath('/%61%2Fb')).toBe('/a/b');
    expect(normalizePath('/..')).toBeUndefined();
    expect(normalizePath('/a/%zz')).toBeUndefined();
    expect(normalizePath('/a%00')).toBeUndefined();
  });

  test(
    'the preview server answers so before its own file server, with the not-found page, and passes a file on',
    proves('DECISION-STATIC-SERVING', 'SERVE-ERROR-PAGES'),
    () => {
      type Request = { method: string; url: string };
      type Response = { statusCode: number; headers: Map<string, string>; body: unknown };
      type Middleware = (req: Request, res: unknown, next: () => void) => void;
      const middlewares: Middleware[] = [];
      const plugin = staticHostPlugin();
      const configure = plugin.configurePreviewServer;
      if (typeof configure !== 'function') throw new Error('the plugin does not configure the preview server');
      configure.call(
        {} as never,
        {
          config: { root, build: { outDir: '.' } },
          middlewares: { use: (handler: Middleware) => middlewares.push(handler) },
        } as never,
      );
      expect(middlewares).toHaveLength(1);

      const ask = (method: string, url: string) => {
        const req = { method, url };
        const res: Response = { statusCode: 200, headers: new Map(), body: undefined };
        let passedOn = false;
        middlewares[0]?.(
          req,
          {
            set statusCode(code: number) {
              res.statusCode = code;
            },
            setHeader: (name: string, value: string) => res.headers.set(name.toLowerCase(), value),
            end: (body: unknown) => {
              res.body = body;
            },
          },
          () => {
            passedOn = true;
          },
        );
        return { ...res, passedOn, url: req.url };
      };

      const served = ask('GET', '/en-US/city/');
      expect([served.passedOn, served.url, served.headers.get('cache-control')]).toEqual([
        true,
        '/en-US/city/index.html',
        REVALIDATE,
      ]);
      const moved = ask('GET', '//en-US/city');
      expect([moved.passedOn, moved.statusCode, moved.headers.get('location')]).toEqual([false, 301, '/en-US/city/']);
      const missing = ask('GET', '/no-such-page/');
      expect([missing.passedOn, missing.statusCode, missing.headers.get('content-type')]).toEqual([
        false,
        404,
        'text/html',
      ]);
      expect(String(missing.body)).toBe('404.html');
      const head = ask('HEAD', '/no-such-page/');
      expect([head.statusCode, head.body]).toEqual([404, undefined]);
      const post = ask('POST', '/index.html');
      expect([post.passedOn, post.statusCode]).toEqual([false, 405]);
    },
  );
});
