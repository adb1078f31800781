import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PreviewServer } from 'vite';
import { describe, expect, test } from 'vitest';
import { securityHeadersPlugin } from '../../site/server/security-headers';
import { proves } from '../conformance/proves';
import { directives, policyDirectives, SECURITY_HEADERS, sourcesMatch, sourcesText } from '../oracle/security';

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
// so no text of the manifest can become a script (and the CSP refuses any inline script but the
// boot script, which it allows by its hash: decision 042).
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

// `make start` (and the WebKit runner) serve the build with Vite's preview server, not nginx: the
// browser suite sees nginx's headers only, so the preview server's are proved here, against the
// same oracle, by running the plugin's middleware on a request. serving-parity.node.test.ts asks
// the running preview server the whole serving table.
describe('the preview server of make start', () => {
  type Middleware = (
    req: { method: string; headers: { host?: string } },
    res: { setHeader(n: string, v: string): void; statusCode: number; end(body?: string): void },
    next: () => void,
  ) => void;

  function middleware(): Middleware {
    const middlewares: Middleware[] = [];
    const server = { middlewares: { use: (handler: Middleware) => middlewares.push(handler) } };
    const plugin = securityHeadersPlugin();
    const configure = plugin.configurePreviewServer;
    if (typeof configure !== 'function') throw new Error('the plugin does not configure the preview server');
    configure.call({} as never, server as unknown as PreviewServer);
    expect(middlewares).toHaveLength(1);
    const [first] = middlewares;
    if (!first) throw new Error('no middleware');
    return first;
  }

  function ask(host: string | undefined) {
    const sent = new Map<string, string>();
    let passedOn = false;
    const res = { statusCode: 200, body: undefined as string | undefined };
    middleware()(
      { method: 'GET', headers: host === undefined ? {} : { host } },
      {
        setHeader: (name, value) => sent.set(name.toLowerCase(), value),
        set statusCode(code: number) {
          res.statusCode = code;
        },
        end: (body) => {
          res.body = body;
        },
      },
      () => {
        passedOn = true;
      },
    );
    return { sent, passedOn, status: res.statusCode };
  }

  test('sends the CSP and the other headers with every answer', proves('SEC-HEADERS'), () => {
    const { sent, passedOn } = ask('localhost:4173');
    expect(passedOn, 'the request goes on to the file server').toBe(true);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(sent.get(name), name).toBe(value);
    const csp = directives(sent.get('content-security-policy') ?? '');
    const expected = policyDirectives();
    expect(expected.size).toBe(7);
    for (const [name, values] of expected)
      expect(
        sourcesMatch(csp.get(name), values),
        `${name} ${csp.get(name)?.join(' ')}, not ${sourcesText(values)}`,
      ).toBe(true);
  });

  test(
    'the policy is the same whatever the Host, and a Host that is no host[:port] is refused (issue 30 #3)',
    proves('SEC-HEADERS', 'SEC-HOST-HEADER'),
    () => {
      const policy = ask('localhost:4173').sent.get('content-security-policy');
      for (const host of ['127.0.0.1:8080', 'www.tianmu.example', '[::1]:4173', 'my_app:80', undefined]) {
        const answer = ask(host);
        expect([answer.passedOn, answer.sent.get('content-security-policy')], String(host)).toEqual([true, policy]);
      }
      for (const host of [
        'x;sandbox',
        'localhost:4173;sandbox',
        'x,y',
        'localhost:4173;frame-ancestors\t*;',
        'localhost:4173 x',
        'a/b',
        '',
      ]) {
        const answer = ask(host);
        expect([answer.passedOn, answer.status], JSON.stringify(host)).toEqual([false, 400]);
        // The refusal carries the headers too, the policy unchanged.
        expect(answer.sent.get('content-security-policy'), JSON.stringify(host)).toBe(policy);
        expect(answer.sent.get('x-frame-options')).toBe(SECURITY_HEADERS['x-frame-options']);
      }
    },
  );
});
