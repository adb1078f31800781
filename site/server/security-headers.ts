// The security headers the site is served with: by the preview server (`make start`, the WebKit
// runner) through the Vite plugin below, and by nginx in production with the same values, written
// once in deploy/nginx/snippets/site-security-headers.conf (decisions 016 and 038). The hash of
// the boot script, which every prerendered page carries inline, is written in that snippet only:
// the policy below reads it there (decision 042).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** nginx's snippet of the security headers: where the boot script's hash is committed (decision 042). */
export const HEADERS_SNIPPET = join(import.meta.dirname, '../../deploy/nginx/snippets/site-security-headers.conf');

/** A CSP hash source of SHA-256: `'sha256-` and the digest in base64 (44 characters), then `'`. */
const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The hash sources of script-src in the Content-Security-Policy line of nginx's snippet. */
export function scriptHashesIn(snippet: string): string[] {
  const policy = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(snippet)?.[1] ?? '';
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => SHA256_SOURCE.test(source));
}

let committedHash: string | undefined;

/**
 * The boot script's hash source (`'sha256-…'`), as nginx's snippet names it in script-src: the one
 * inline script any page may run (decision 042). The build checks the boot script it inlines
 * against it (scripts/boot-script.ts); `make boot-hash` writes it.
 */
export function bootScriptHash(): string {
  if (committedHash) return committedHash;
  const hashes = scriptHashesIn(readFileSync(HEADERS_SNIPPET, 'utf8'));
  const [hash] = hashes;
  if (hashes.length !== 1 || !hash) {
    throw new Error(
      `${HEADERS_SNIPPET}: script-src of its Content-Security-Policy must name exactly one 'sha256-…' source, the boot script's (decision 042); it names ${hashes.length}`,
    );
  }
  committedHash = hash;
  return hash;
}

/**
 * The Content-Security-Policy. Scripts and styles only from files of the site, and one inline
 * script, the boot script of the prerendered pages, by its hash (decision 042): no other inline
 * script, no eval. Nothing framed, the page never framed, and connections only to the site's own
 * origin: the API under /api/, the public robots.txt (Lighthouse reads it through the page,
 * decision 016) and the online trial's models under /assets/trial/ (decision 028). The online trial adds
 * compiling WebAssembly ('wasm-unsafe-eval', not eval), workers from the site's own files and the
 * camera's picture (a MediaStream: `media-src blob:` is not needed for srcObject).
 *
 * The policy is one fixed string: it holds nothing of the request. It used to name the origin the
 * browser asked for (`connect-src http://<Host>/api/ …`), copied from the request's Host header,
 * and a Host of `x;sandbox` or `x,y` added a directive or a second policy (issue 30, decision 038).
 * `'self'` is the page's own origin, whatever host and port it was opened at.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'wasm-unsafe-eval' ${bootScriptHash()}`,
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header, the same on every answer. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    // Same-origin requests keep the full referrer (the mock API reads `?scenario=` from it);
    // other sites learn nothing.
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    // For browsers older than CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The online trial's tracking and liveness use the camera on the site's own pages only.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * A Host header naming a host and, optionally, a port: DNS labels (letters, digits, "-", "_")
 * joined by dots, or an IP literal in brackets. Nothing that could end a header's value or a
 * directive (";", ",", spaces, tabs). The same pattern refuses such a Host in
 * deploy/nginx/site.conf.
 */
export const VALID_HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** Whether a request's Host header may be answered: absent (HTTP/1.0), or a host[:port]. */
export function validHost(host: string | undefined): boolean {
  return host === undefined || VALID_HOST.test(host);
}

/** A short HTML page for a status the server answers itself, as nginx's own pages are (no body for HEAD). */
export function errorPage(res: ServerResponse, status: number, reason: string, head = false): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html');
  const title = `${status} ${reason}`;
  res.end(
    head ? undefined : `<html>\n<head><title>${title}</title></head>\n<body>\n<h1>${title}</h1>\n</body>\n</html>\n`,
  );
}

/** The preview server's first middleware: the headers on every answer, and a malformed Host refused. */
export function securityMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
  if (validHost(req.headers.host)) next();
  else errorPage(res, 400, 'Bad Request', req.method === 'HEAD');
}

/**
 * Sends the headers with every answer of the preview server, and refuses (400) a request whose
 * Host is not a host[:port], as nginx does with deploy/nginx/site.conf. Not on the dev server:
 * React's fast refresh there needs an inline script.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'site:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use(securityMiddleware);
    },
  };
}
