// How `make start` (Vite's preview server) answers a request for the build's files: as nginx does
// with deploy/nginx/site.conf (decisions 029 and 038), so that the local site and a deployment
// agree. Vite's preview server would otherwise answer any unknown address with index.html (the
// home page, status 200), serve a file to any method, and follow a path's double slash into a
// redirect to another host. tests/oracle/serving.ts is the table of answers both servers give.
//
// The request's path is read as nginx reads it: percent-escapes decoded (a bad one, or a NUL, is
// 400), "." and ".." resolved (above the root is 400), runs of "/" merged into one. Then the
// location of site.conf that takes it:
//
// - `/.well-known/` and `/` (`try_files $uri $uri/ =404`): a missing file or folder is 404 for
//   every method. A file: GET and HEAD serve it, other methods 405. A folder without its last
//   "/": 301 to the address with it (GET, HEAD, POST; other methods 405). A folder with it: its
//   index.html (POST 405), 403 without one (other methods 405).
// - `/assets/` (no try_files): as above, but a method other than GET, HEAD and POST is 405 before
//   the file is looked for.
// - Any other path with a part starting with "." (`location ~ /\.`): 404. dist/.vite/manifest.json
//   is for `make bench`.
//
// A 404 is answered with the site's not-found page (dist/404.html, nginx's `error_page 404`).
// TRACE is 405, as nginx answers it before anything else. Cache-Control is what each location of
// site.conf adds: `no-cache` on every answer of `/` and `/.well-known/` (the 404 page included),
// `public, max-age=31536000, immutable` on the files of /assets/ (their names carry their hash).
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { errorPage } from './security-headers.ts';

/** Cache-Control for the files that may change from one build to the next: revalidated on every use. */
export const REVALIDATE = 'no-cache';
/** Cache-Control for the files under /assets/, named by their content: kept for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build's not-found page, sent with every 404 (both languages, scripts/prerender.ts). */
export const NOT_FOUND_PAGE = '/404.html';

/** The statuses nginx's add_header without `always` applies to (the /assets/ location's Cache-Control). */
const SUCCESS_STATUSES = new Set([200, 201, 204, 206, 301, 302, 303, 304, 307, 308]);

/**
 * `charset utf-8` of site.conf's /.well-known/ location (security.txt, RFC 9116): nginx adds it to
 * the types of its charset_types, by extension here.
 */
const UTF8_TYPES: Readonly<Record<string, string>> = {
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
};

export type StaticAnswer =
  /** Serve the file at `file` (a path of the build, percent-encoded, the query kept), as `contentType` if given. */
  | { readonly status: 200; readonly file: string; readonly cacheControl: string; readonly contentType?: string }
  | { readonly status: 301; readonly location: string; readonly cacheControl: string | undefined }
  | { readonly status: 400 | 403 | 404 | 405; readonly cacheControl: string | undefined };

type Kind = 'file' | 'folder' | undefined;

function kindOf(path: string): Kind {
  try {
    const stat = statSync(path);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A request's path as nginx reads it, or undefined where nginx answers 400: each byte as one
 * character (latin1), escapes decoded, dot segments resolved, slashes merged; the last "/" kept.
 */
export function normalizePath(raw: string): string | undefined {
  if (!raw.startsWith('/')) return undefined;
  let decoded = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i] ?? '';
    if (char !== '%') {
      decoded += char;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
    decoded += String.fromCharCode(Number.parseInt(hex, 16));
    i += 2;
  }
  if (decoded.includes('\0')) return undefined;
  const parts = decoded.split('/');
  const last = parts[parts.length - 1];
  const folder = last === '' || last === '.' || last === '..';
  const kept: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (kept.length === 0) return undefined;
      kept.pop();
    } else kept.push(part);
  }
  if (kept.length === 0) return '/';
  return `/${kept.join('/')}${folder ? '/' : ''}`;
}

/** A normalized path (one character per byte) as a URL path: UTF-8, percent-encoded. */
function urlPath(path: string): string {
  return encodeURI(Buffer.from(path, 'latin1').toString('utf8'));
}

/** Which location of site.conf takes a normalized path. */
function locationOf(path: string): 'try-files' | 'assets' | 'dot' {
  if (path.startsWith('/.well-known/')) return 'try-files';
  if (path.includes('/.')) return 'dot';
  if (path.startsWith('/assets/')) return 'assets';
  return 'try-files';
}

/** What the static host answers to `method` at `url` (a request's path and query) with the build in `root`. */
export function staticAnswer(root: string, method: string, url: string): StaticAnswer {
  // A request's URL carries no fragment: the browser keeps the hash route to itself.
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const path = normalizePath(rawPath);
  if (path === undefined || method === 'TRACE') {
    return { status: path === undefined ? 400 : 405, cacheControl: undefined };
  }
  const location = locationOf(path);
  if (location === 'dot') return { status: 404, cacheControl: REVALIDATE };

  const revalidated = location === 'try-files';
  const cacheControl = (status: number) =>
    revalidated ? REVALIDATE : status === 404 || !SUCCESS_STATUSES.has(status) ? undefined : IMMUTABLE;
  const answer = (status: 400 | 403 | 404 | 405): StaticAnswer => ({
    status,
    // The 404 is the not-found page, served from `/`.
    cacheControl: status === 404 ? REVALIDATE : cacheControl(status),
  });
  const reads = method === 'GET' || method === 'HEAD';
  const known = reads || method === 'POST';
  if (location === 'assets' && !known) return answer(405);

  const onDisk = join(resolve(root), Buffer.from(path, 'latin1').toString('utf8'));
  const found: Kind = kindOf(onDisk);
  if (path.endsWith('/')) {
    if (found !== 'folder') return answer(404);
    if (!known) return answer(405);
    if (kindOf(join(onDisk, 'index.html')) !== 'file') return answer(403);
    return reads
      ? { status: 200, file: `${urlPath(`${path}index.html`)}${query}`, cacheControl: cacheControl(200) ?? '' }
      : answer(405);
  }
  if (found === 'file') {
    if (!reads) return answer(405);
    const contentType = path.startsWith('/.well-known/') ? UTF8_TYPES[extname(path)] : undefined;
    return { status: 200, file: `${urlPath(path)}${query}`, cacheControl: cacheControl(200) ?? '', contentType };
  }
  if (found === 'folder') {
    return known
      ? { status: 301, location: `${urlPath(path)}/${query === '?' ? '' : query}`, cacheControl: cacheControl(301) }
      : answer(405);
  }
  return answer(404);
}

const REASONS = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 405: 'Not Allowed' } as const;

/** Answers a request as nginx does; passes a file to serve on to Vite's file server, its URL rewritten. */
export function staticHostMiddleware(root: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const answer = staticAnswer(root, req.method ?? 'GET', req.url ?? '/');
    if (answer.cacheControl) res.setHeader('Cache-Control', answer.cacheControl);
    if (answer.status === 200) {
      // Vite's file server keeps the Cache-Control and Content-Type already set (its own Cache-Control
      // is `no-cache` for every file).
      if (answer.contentType) res.setHeader('Content-Type', answer.contentType);
      req.url = answer.file;
      next();
      return;
    }
    if (answer.status === 301) {
      res.setHeader('Location', answer.location);
      errorPage(res, 301, 'Moved Permanently', req.method === 'HEAD');
      return;
    }
    if (answer.status === 404) {
      let page: Buffer | undefined;
      try {
        page = readFileSync(join(root, NOT_FOUND_PAGE));
      } catch {
        page = undefined;
      }
      if (page) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html');
        res.end(req.method === 'HEAD' ? undefined : page);
        return;
      }
    }
    errorPage(res, answer.status, REASONS[answer.status], req.method === 'HEAD');
  };
}

/**
 * The preview server's answer to every request the mock API (mocks/vite-plugin.ts, registered
 * before this plugin) has not answered: before Vite's own file server, its fallback to index.html
 * and its 404. An /api/ address the mock has no endpoint for is answered as nginx answers it, which
 * does not proxy the API: 404.
 */
export function staticHostPlugin(): Plugin {
  return {
    name: 'site:static-host',
    configurePreviewServer(server) {
      server.middlewares.use(staticHostMiddleware(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
