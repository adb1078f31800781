// The security headers the site is served with: by the preview server (`make start`, the WebKit
// runner) through the Vite plugin below, and by nginx in production with the same values, written
// once in deploy/nginx/snippets/site-security-headers.conf (decisions 016 and 038).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** The API's path prefix: the address the page connects to (fetch, XHR, WebSocket). */
export const API_PREFIX = '/api/';

/**
 * The Content-Security-Policy. Scripts and styles only from files of the site (no inline script,
 * no eval), nothing framed, the page never framed, and connections only to the site's own origin:
 * the API under /api/, the public robots.txt (Lighthouse reads it through the page, decision 016)
 * and the online trial's models under /assets/trial/ (decision 028). The online trial adds
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
    "script-src 'self' 'wasm-unsafe-eval'",
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
