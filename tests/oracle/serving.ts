// The tests' oracle for how the built site is served (issue 30, decisions 029, 038 and 039),
// written by hand: what the documented nginx (deploy/nginx/site.conf) answers, and `make start`
// (Vite's preview server) must answer alike. The statuses are nginx's own rules for a static
// site with `try_files $uri $uri/ =404` (a missing file is 404 for every method, a file is served
// to GET and HEAD and refused to other methods with 405, a folder without its last "/" is moved
// there, a folder without an index is 403, a path nginx cannot read is 400); the caching and
// compression policies are issue 30's. Imports nothing from site/, spec/, generator/ or mocks/.
//
// ONE table, run against both servers: tests/site/serving-parity.node.test.ts starts the preview
// server on a small build it writes, tests/browser/serving.spec.ts asks nginx serving dist/. Both
// send each row with the same client (tests/serving.ts), byte for byte as written here.
//
// The API: nginx does not proxy /api/ (site.conf leaves that to the deployment), so an /api/
// address is a missing file there: 404. Under `make start` the mock API answers §7's two
// endpoints (GET query, POST add) and nothing else. The table holds no request to either endpoint
// with its own method, where the two servers differ by design (the mock answers, nginx has no
// API); every other /api/ request is in it and answered alike (404).

import type { Locale } from './routes';

/** Issue 30: what may change with a build (HTML, sitemap, robots.txt, version.json, …) is revalidated on every use. */
export const REVALIDATE = 'no-cache';
/** Issue 30: the files under /assets/, named by their content, are kept for a year and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A JavaScript file's type: nginx 1.22's mime.types says application/javascript, Vite's text/javascript (RFC 9239). */
const JAVASCRIPT = ['application/javascript', 'text/javascript'] as const;
const HTML = ['text/html'] as const;

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS' | 'TRACE';

export interface ServingRow {
  /** Why the row is here: the finding of issue 30 (#1 caching, #3 Host, #6 make start, #9 errors) or the decision. */
  readonly why: string;
  readonly method: Method;
  /**
   * The request target, sent exactly as written (no dot segment or double slash resolved by the
   * client). `{entry}` is the app's entry script (/assets/index-<hash>.js), read from `/`.
   */
  readonly path: string;
  /** The Host header; `{host}` is the server's own host:port. By default the server's own. */
  readonly host?: string;
  /** Sent with `Accept-Encoding: gzip`. */
  readonly gzip?: true;
  readonly status: number;
  /** A 301's Location, resolved against the server's origin: this path on the same origin. */
  readonly location?: string;
  /** Cache-Control, or null: none. */
  readonly cacheControl: string | null;
  /** The media types (Content-Type before any parameter) the answer may have. */
  readonly contentType?: readonly string[];
  /** Content-Type exactly. */
  readonly exactContentType?: string;
  /** Content-Encoding, or null: none. */
  readonly contentEncoding?: 'gzip' | null;
  /** The body is the site's not-found page: the server's own /404.html. */
  readonly notFoundPage?: true;
  /** Asked again with If-None-Match: its ETag, the answer is 304 with the same Cache-Control. */
  readonly revalidates?: true;
}

const get = (path: string, expected: Omit<ServingRow, 'method' | 'path'>): ServingRow => ({
  method: 'GET',
  path,
  ...expected,
});
const notFound = (why: string, method: Method, path: string): ServingRow => ({
  why,
  method,
  path,
  status: 404,
  cacheControl: REVALIDATE,
  contentType: HTML,
  notFoundPage: true,
});

/** The requests, and what both servers answer. */
export const SERVING_TABLE: readonly ServingRow[] = [
  // #1: nothing that a build may change is reused without asking; hashed assets are kept.
  get('/', { why: '#1 the home page', status: 200, cacheControl: REVALIDATE, contentType: HTML, revalidates: true }),
  get('/index.html', { why: '#1 index.html', status: 200, cacheControl: REVALIDATE, contentType: HTML }),
  { why: '#1 HEAD of the home page', method: 'HEAD', path: '/', status: 200, cacheControl: REVALIDATE },
  get('/en-US/city/', {
    why: '#1 a static page',
    status: 200,
    cacheControl: REVALIDATE,
    contentType: HTML,
    revalidates: true,
  }),
  get('/sitemap.xml', { why: '#1 the sitemap', status: 200, cacheControl: REVALIDATE, contentType: ['text/xml'] }),
  get('/robots.txt', { why: '#1 robots.txt', status: 200, cacheControl: REVALIDATE, contentType: ['text/plain'] }),
  get('/version.json', {
    why: '#1 version.json',
    status: 200,
    cacheControl: REVALIDATE,
    contentType: ['application/json'],
  }),
  get('/favicon.svg', { why: '#1 the favicon', status: 200, cacheControl: REVALIDATE, contentType: ['image/svg+xml'] }),
  get('/illustrations/home-hero.svg', {
    why: '#1 an illustration (not named by its content)',
    status: 200,
    cacheControl: REVALIDATE,
    contentType: ['image/svg+xml'],
  }),
  get('/404.html', { why: '#1 the not-found page itself', status: 200, cacheControl: REVALIDATE, contentType: HTML }),
  get('{entry}', {
    why: '#1 a hashed asset: the entry script',
    status: 200,
    cacheControl: IMMUTABLE,
    contentType: JAVASCRIPT,
    revalidates: true,
  }),

  // #9: text goes compressed, the sitemap too.
  get('/', { why: '#9 HTML compressed', gzip: true, status: 200, cacheControl: REVALIDATE, contentEncoding: 'gzip' }),
  get('/sitemap.xml', {
    why: '#9 the sitemap (text/xml) compressed',
    gzip: true,
    status: 200,
    cacheControl: REVALIDATE,
    contentEncoding: 'gzip',
  }),
  get('{entry}', {
    why: '#9 a script compressed',
    gzip: true,
    status: 200,
    cacheControl: IMMUTABLE,
    contentEncoding: 'gzip',
  }),
  get('/', { why: '#9 nothing compressed unasked', status: 200, cacheControl: REVALIDATE, contentEncoding: null }),

  // #9: security.txt under /.well-known/, served while other dot paths stay hidden.
  get('/.well-known/security.txt', {
    why: '#9 security.txt (RFC 9116: text/plain, UTF-8)',
    status: 200,
    cacheControl: REVALIDATE,
    exactContentType: 'text/plain; charset=utf-8',
  }),
  notFound('#9 no other file under a dot folder', 'GET', '/.vite/manifest.json'),
  notFound('#9 nor through ..', 'GET', '/assets/../.vite/manifest.json'),
  notFound('#9 .well-known without its slash is a dot path', 'GET', '/.well-known'),

  // #6 and decision 029: a folder's address without its last "/" is moved there, on the same origin.
  get('/en-US/city', {
    why: '029 the last slash added',
    status: 301,
    location: '/en-US/city/',
    cacheControl: REVALIDATE,
  }),
  get('/en-US/city?from=list', {
    why: '029 the query kept',
    status: 301,
    location: '/en-US/city/?from=list',
    cacheControl: REVALIDATE,
  }),
  get('//en-US/city', {
    why: '#6 a double slash stays on the site',
    status: 301,
    location: '/en-US/city/',
    cacheControl: REVALIDATE,
  }),
  get('/%2Fen-US/city', {
    why: '#6 an escaped slash stays on the site',
    status: 301,
    location: '/en-US/city/',
    cacheControl: REVALIDATE,
  }),
  get('//en-US/city/', { why: '#6 slashes merged', status: 200, cacheControl: REVALIDATE, contentType: HTML }),
  get('/en-US/%63ity/', { why: '029 escapes decoded', status: 200, cacheControl: REVALIDATE, contentType: HTML }),
  get('/assets', {
    why: '#6 the assets folder without its slash',
    status: 301,
    location: '/assets/',
    cacheControl: REVALIDATE,
  }),

  // #6: a folder without an index is forbidden, not missing.
  get('/assets/', { why: '#6 /assets/ is 403', status: 403, cacheControl: null }),
  get('/downloads/', { why: '#6 a folder without an index', status: 403, cacheControl: REVALIDATE }),

  // #6 and #9: anything else is 404 with the site's not-found page, never the home page.
  notFound('029 an unknown page', 'GET', '/no-such-page/'),
  notFound('029 an unknown file', 'GET', '/no-such-page'),
  notFound('029 a misspelt static page', 'GET', '/en-US/cty/'),
  notFound('029 a file with a slash after it', 'GET', '/robots.txt/'),
  notFound('#1 a missing asset is not kept for a year', 'GET', '/assets/no-such-file.js'),
  notFound('#6 an unknown API address', 'GET', '/api/nope'),
  notFound('#6 GET on the add endpoint (it takes POST)', 'GET', '/api/servce-city-management/CollectCar/insert'),
  notFound('#6 POST to an unknown API address', 'POST', '/api/nope'),
  notFound('#6 POST to a missing file', 'POST', '/no-such-page'),
  notFound('#6 PUT to a missing file', 'PUT', '/no-such-page'),
  notFound('#6 OPTIONS of a missing file', 'OPTIONS', '/api/nope'),
  { why: '#6 HEAD of a missing page', method: 'HEAD', path: '/no-such-page/', status: 404, cacheControl: REVALIDATE },

  // #6: a file is served to GET and HEAD only.
  { why: '#6 POST to a page', method: 'POST', path: '/index.html', status: 405, cacheControl: REVALIDATE },
  { why: '#6 POST to the home page', method: 'POST', path: '/', status: 405, cacheControl: REVALIDATE },
  { why: '#6 POST to a static page', method: 'POST', path: '/en-US/city/', status: 405, cacheControl: REVALIDATE },
  { why: '#6 PUT to a page', method: 'PUT', path: '/index.html', status: 405, cacheControl: REVALIDATE },
  { why: '#6 DELETE of a page', method: 'DELETE', path: '/en-US/city/', status: 405, cacheControl: REVALIDATE },
  {
    why: '#6 OPTIONS of the home page: no CORS answer',
    method: 'OPTIONS',
    path: '/',
    status: 405,
    cacheControl: REVALIDATE,
  },
  { why: '#6 PUT to a folder', method: 'PUT', path: '/en-US/city', status: 405, cacheControl: REVALIDATE },
  {
    why: '#6 POST to a folder is moved',
    method: 'POST',
    path: '/en-US/city',
    status: 301,
    location: '/en-US/city/',
    cacheControl: REVALIDATE,
  },
  { why: '#6 POST to an asset', method: 'POST', path: '{entry}', status: 405, cacheControl: null },
  {
    why: '#6 PUT under /assets/: refused before the file is looked for',
    method: 'PUT',
    path: '/assets/no-such-file.js',
    status: 405,
    cacheControl: null,
  },
  { why: '#6 POST to /assets/', method: 'POST', path: '/assets/', status: 403, cacheControl: null },
  { why: '#6 TRACE', method: 'TRACE', path: '/', status: 405, cacheControl: null },

  // #6: a path nginx cannot read.
  { why: '#6 above the root', method: 'GET', path: '/../etc/passwd', status: 400, cacheControl: null },
  {
    why: '#6 above the root, escaped',
    method: 'GET',
    path: '/%2e%2e/%2e%2e/etc/passwd',
    status: 400,
    cacheControl: null,
  },
  { why: '#6 a broken escape', method: 'GET', path: '/%E0%A4%A', status: 400, cacheControl: null },
  { why: '#6 a NUL', method: 'GET', path: '/a%00b', status: 400, cacheControl: null },

  // #3: the Host is a host[:port] or the request is refused; the policy never changes with it.
  {
    why: '#3 a Host with a directive',
    method: 'GET',
    path: '/',
    host: '{host};sandbox',
    status: 400,
    cacheControl: null,
  },
  {
    why: '#3 a Host with a second policy',
    method: 'GET',
    path: '/',
    host: '{host},evil.example',
    status: 400,
    cacheControl: null,
  },
  {
    why: '#3 a Host that puts frame-ancestors first',
    method: 'GET',
    path: '/',
    host: '{host};frame-ancestors\t*;',
    status: 400,
    cacheControl: null,
  },
  { why: '#3 a Host with a space', method: 'GET', path: '/', host: '{host} x', status: 400, cacheControl: null },
  get('/', {
    why: '#3 another name of the host: the same policy',
    host: '127.0.0.1:{port}',
    status: 200,
    cacheControl: REVALIDATE,
  }),
  get('/', { why: '#3 the host without its port', host: 'localhost', status: 200, cacheControl: REVALIDATE }),
];

/** Issue 30 #9: the not-found page's heading in each language (decision 006's words, shell.spec.ts). */
export const NOT_FOUND_TITLE: Readonly<Record<Locale, string>> = {
  'en-US': 'Page not found',
  'zh-CN': '页面未找到',
};

/** RFC 9116 §2.5.5: Expires is at most this far ahead (issue 30: within a year). */
export const SECURITY_TXT_MAX_DAYS = 366;
