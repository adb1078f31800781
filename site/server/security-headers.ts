// The security headers the site is served with: by the preview server (`make start`, the browser
// tests) through the Vite plugin below, and by nginx in production with the same values
// (docs/decisions/016-security-headers.md gives the nginx lines).
import type { Plugin } from 'vite';

/** The API's path prefix: the only address the page may connect to (fetch, XHR, WebSocket). */
export const API_PREFIX = '/api/';

/**
 * The Content-Security-Policy for a site served at `origin` (e.g. `http://localhost:4173`).
 * Scripts and styles only from files of the site (no inline script, no eval), nothing framed, the
 * page never framed, and connections only to the API.
 */
export function contentSecurityPolicy(origin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    `connect-src ${origin}${API_PREFIX}`,
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
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
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
