// Asks a server the requests of the serving table (tests/oracle/serving.ts) and says where its
// answers differ from the table: one client for both servers, `make start`'s preview server
// (tests/site/serving-parity.node.test.ts) and nginx (tests/browser/serving.spec.ts). Node's own
// HTTP client, not fetch or Playwright's: it sends a request target as written (`//en-US/city`,
// `/../etc/passwd`), any Host header and any method, follows no redirect and decodes nothing.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { directives, policyDirectives, SECURITY_HEADERS, sourcesMatch, sourcesText } from './oracle/security';
import type { ServingRow } from './oracle/serving';

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body as sent (compressed if it was). */
  readonly body: Buffer;
}

/** One request to `origin`: `target` sent as written, with `headers` (Host among them). */
export function ask(
  origin: string,
  method: string,
  target: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  const url = new URL(origin);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        hostname: url.hostname,
        port: url.port,
        method,
        path: target,
        headers: { host: url.host, ...headers },
        // A fresh connection for each request: a refused one (400) may be closed by the server.
        agent: false,
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${target}: no answer in 15 s`)));
    request.on('error', reject);
    request.end();
  });
}

/** The app's entry script, as the boot script of `/` names it (`data-entry="/assets/index-….js"`). */
export async function entryScript(origin: string): Promise<string> {
  const home = await ask(origin, 'GET', '/');
  const entry = /data-entry="(\/assets\/index-[\w-]+\.js)"/.exec(home.body.toString('utf8'))?.[1];
  if (!entry) throw new Error(`${origin}/ names no entry script (data-entry)`);
  return entry;
}

/** A row's request as sent to `origin`: its target and its headers. */
export function requestOf(
  row: ServingRow,
  origin: string,
  entry: string,
): { target: string; headers: Record<string, string> } {
  const { host, port } = new URL(origin);
  const headers: Record<string, string> = {};
  if (row.host !== undefined) headers.host = row.host.replace('{host}', host).replace('{port}', port);
  if (row.gzip) headers['accept-encoding'] = 'gzip';
  return { target: row.path.replace('{entry}', entry), headers };
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * Where the server at `origin` answers `row` otherwise than the table says: one line per
 * difference, none when it answers as the table says. Every answer must carry the security
 * headers of decision 016, the policy as one fixed string (issue 30 #3).
 */
export async function differences(origin: string, row: ServingRow, entry: string): Promise<string[]> {
  const { target, headers } = requestOf(row, origin, entry);
  const where = `${row.method} ${target}${headers.host ? ` (Host: ${JSON.stringify(headers.host)})` : ''}`;
  const answer = await ask(origin, row.method, target, headers);
  const found: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      found.push(`${where} [${row.why}]: ${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
    }
  };
  expect('the status', answer.status, row.status);
  expect('Cache-Control', single(answer.headers['cache-control']) ?? null, row.cacheControl);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(name, single(answer.headers[name]), value);
  const policy = single(answer.headers['content-security-policy']) ?? '';
  const policyParts = directives(policy);
  for (const [name, values] of policyDirectives()) {
    const actual = policyParts.get(name);
    if (!sourcesMatch(actual, values)) expect(`the policy's ${name}`, actual?.join(' '), sourcesText(values));
  }
  expect('the number of policies', policy.split(',').length, 1);
  if (row.location !== undefined) {
    const location = answer.headers.location;
    const resolved = location ? new URL(location, origin) : undefined;
    expect('Location (its origin)', resolved?.origin, new URL(origin).origin);
    expect('Location (its path)', resolved ? `${resolved.pathname}${resolved.search}` : undefined, row.location);
  }
  const contentType = single(answer.headers['content-type']);
  if (row.contentType) {
    const media = contentType?.split(';')[0]?.trim();
    if (!media || !row.contentType.includes(media)) expect('Content-Type', contentType, row.contentType.join(' or '));
  }
  if (row.exactContentType) expect('Content-Type', contentType?.replace(/;\s*/, '; '), row.exactContentType);
  if (row.contentEncoding !== undefined) {
    expect('Content-Encoding', single(answer.headers['content-encoding']) ?? null, row.contentEncoding);
  }
  if (row.notFoundPage) {
    const page = await ask(origin, 'GET', '/404.html');
    expect('the body is /404.html', answer.body.equals(page.body), true);
  }
  if (row.revalidates) {
    const etag = single(answer.headers.etag);
    expect('an ETag', typeof etag, 'string');
    if (etag) {
      const again = await ask(origin, row.method, target, { ...headers, 'if-none-match': etag });
      expect('the status asked again with If-None-Match', again.status, 304);
      expect('Cache-Control of the 304', single(again.headers['cache-control']) ?? null, row.cacheControl);
    }
  }
  return found;
}
