import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PreviewServer } from 'vite';
import { describe, expect, test } from 'vitest';
import { securityHeadersPlugin } from '../../site/server/security-headers';
import { proves } from '../conformance/proves';
import { directives, policyDirectives, SECURITY_HEADERS } from '../oracle/security';

const ROOT = join(import.meta.dirname, '../..');

/** Every TypeScript source of the site, generated modules included. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Ways of turning a string into markup. Content is rendered as React text, never parsed as HTML,
// so no text of the manifest can become a script (and the CSP forbids inline scripts besides).
const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment/;

describe('no content is parsed as HTML', () => {
  test('no source of the site writes markup from a string', proves('SEC-NO-INNER-HTML'), () => {
    const files = sources(join(ROOT, 'site/src'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => HTML_SINKS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  test('the linter forbids dangerouslySetInnerHTML', proves('SEC-NO-INNER-HTML'), () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      linter: { rules: { security?: Record<string, string> } };
    };
    expect(config.linter.rules.security).toMatchObject({
      noDangerouslySetInnerHtml: 'error',
      noDangerouslySetInnerHtmlWithChildren: 'error',
    });
  });
});

// `make start` (and `make bench`) serve the build with Vite's preview server, not nginx: the
// browser suite sees nginx's headers only, so the preview server's are proved here, against the
// same oracle, by running the plugin's middleware on a request.
describe('the preview server of make start', () => {
  test('sends the CSP and the other headers with every answer', proves('SEC-HEADERS'), () => {
    type Middleware = (
      req: { headers: { host?: string } },
      res: { setHeader(n: string, v: string): void },
      next: () => void,
    ) => void;
    const middlewares: Middleware[] = [];
    const server = { middlewares: { use: (handler: Middleware) => middlewares.push(handler) } };
    const plugin = securityHeadersPlugin();
    const configure = plugin.configurePreviewServer;
    if (typeof configure !== 'function') throw new Error('the plugin does not configure the preview server');
    configure.call({} as never, server as unknown as PreviewServer);
    expect(middlewares).toHaveLength(1);

    const sent = new Map<string, string>();
    let passedOn = false;
    middlewares[0]?.(
      { headers: { host: 'localhost:4173' } },
      { setHeader: (name, value) => sent.set(name.toLowerCase(), value) },
      () => {
        passedOn = true;
      },
    );
    expect(passedOn, 'the request goes on to the file server').toBe(true);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(sent.get(name), name).toBe(value);
    const csp = directives(sent.get('content-security-policy') ?? '');
    const expected = policyDirectives('http://localhost:4173');
    expect(expected.size).toBe(7);
    for (const [name, values] of expected) expect(csp.get(name), name).toEqual(values);
  });
});
