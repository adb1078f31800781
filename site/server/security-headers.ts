// The security headers the site is served with: by the preview server (`make start`, the browser
// tests) through the Vite plugin below, and by nginx in production with the same values
// (docs/decisions/016-security-headers.md gives the nginx lines).
import type { Plugin } from 'vite';

/** The API's path prefix: the address the page connects to (fetch, XHR, WebSocket). */
export const API_PREFIX = '/api/';

/**
 * The one file besides the API that a fetch in the page may read: the public robots.txt. Chromium
 * now applies the page's CSP to DevTools' `Network.loadNetworkResource`, through which Lighthouse
 * reads robots.txt (GoogleChrome/lighthouse#16597); without this, its SEO audit reports the file
 * as missing. It is a fixed, public, same-origin file (decision 016).
 */
export const ROBOTS_PATH = '/robots.txt';

/** The online trial's own files (docs/decisions/028): its models and language data, read with fetch. */
export const TRIAL_ASSETS_PATH = '/assets/trial/';

/**
 * The Content-Security-Policy for a site served at `origin` (e.g. `http://localhost:4173`).
 * Scripts and styles only from files of the site (no inline script, no eval), nothing framed, the
 * page never framed, and connections only to the API (and the public robots.txt). The online
 * trial (decision 028) adds: compiling WebAssembly ('wasm-unsafe-eval', not eval), workers from the
 * site's own files, the camera's picture (a MediaStream, `media-src blob:` is not needed for
 * srcObject), and reading its models under /assets/trial/.
 */
export function contentSecurityPolicy(origin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    `connect-src ${origin}${API_PREFIX} ${origin}${ROBOTS_PATH} ${origin}${TRIAL_ASSETS_PATH}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header, for a site served at `origin`. */
export function securityHeaders(origin: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origin),
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
 * Sends the headers with every answer of the preview server. Not on the dev server: React's fast
 * refresh there needs an inline script.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'site:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const origin = `http://${req.headers.host ?? 'localhost'}`;
        for (const [name, value] of Object.entries(securityHeaders(origin))) res.setHeader(name, value);
        next();
      });
    },
  };
}
