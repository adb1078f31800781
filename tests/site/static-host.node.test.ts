// How `make start` answers an address that is no file of the build (site/server/static-host.ts,
// decision 029): as the documented nginx does, which the browser suite checks on nginx itself
// (static-pages.spec.ts). The build here is a small tree the test writes, so every answer is known
// by hand.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticAnswer, staticHostPlugin } from '../../site/server/static-host';
import { proves } from '../conformance/proves';
import { ENDPOINTS } from '../oracle/http';

let root = '';
const FILES = [
  'index.html',
  'robots.txt',
  'assets/index-abc.js',
  'en-US/city/index.html',
  'zh-CN/newsdetail/launch/index.html',
  '.vite/manifest.json',
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
  test('serves the files of the build and the pages of its folders', proves('DECISION-STATIC-SERVING'), () => {
    for (const url of ['/', '/index.html', '/robots.txt', '/assets/index-abc.js', '/en-US/city/', '/en-US/city/?x=1']) {
      expect(staticAnswer(root, url), url).toEqual({ status: 200 });
    }
    expect(staticAnswer(root, '/zh-CN/newsdetail/launch/')).toEqual({ status: 200 });
    // Percent-encoded as a browser sends it.
    expect(staticAnswer(root, '/en-US/%63ity/')).toEqual({ status: 200 });
  });

  test(
    'moves a page’s address without its last slash to the address with it',
    proves('DECISION-STATIC-SERVING'),
    () => {
      expect(staticAnswer(root, '/en-US/city')).toEqual({ status: 301, location: '/en-US/city/' });
      expect(staticAnswer(root, '/zh-CN/newsdetail/launch?from=list')).toEqual({
        status: 301,
        location: '/zh-CN/newsdetail/launch/?from=list',
      });
    },
  );

  test('answers 404 at every other address, never with the home page', proves('DECISION-STATIC-SERVING'), () => {
    for (const url of [
      '/no-such-page/',
      '/no-such-page',
      '/en-US/cty/',
      '/assets/no-such-file.js',
      '/robots.txt/',
      '/en-US/empty/',
      '/en-US/empty',
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
    ]) {
      expect(staticAnswer(root, url), url).toEqual({ status: 404 });
    }
  });

  test(
    'the preview server answers so before its own file server, and leaves the API and POST alone',
    proves('DECISION-STATIC-SERVING'),
    () => {
      type Request = { method: string; url: string };
      type Response = { statusCode: number; headers: Map<string, string>; body: string };
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
        const res: Response = { statusCode: 200, headers: new Map(), body: '' };
        let passedOn = false;
        middlewares[0]?.(
          { method, url },
          {
            set statusCode(code: number) {
              res.statusCode = code;
            },
            setHeader: (name: string, value: string) => res.headers.set(name.toLowerCase(), value),
            end: (body: string) => {
              res.body = body;
            },
          },
          () => {
            passedOn = true;
          },
        );
        return { ...res, passedOn };
      };

      expect(ask('GET', '/en-US/city/').passedOn).toBe(true);
      const moved = ask('GET', '/en-US/city');
      expect([moved.passedOn, moved.statusCode, moved.headers.get('location')]).toEqual([false, 301, '/en-US/city/']);
      const missing = ask('HEAD', '/no-such-page/');
      expect([missing.passedOn, missing.statusCode]).toEqual([false, 404]);
      expect(missing.body).not.toContain('<html');
      // §7's two endpoints: the mock API answers them, before this plugin or behind it.
      for (const { method, path } of Object.values(ENDPOINTS)) {
        expect(ask(method, path).passedOn, `${method} ${path}`).toBe(true);
      }
      expect(ask('POST', '/en-US/city').passedOn, 'a POST is the server’s to answer').toBe(true);
    },
  );
});
