// Serves the mock API from the dev server (`make dev`) and the preview server (`make start`,
// `make bench`) over real HTTP: each /api request is answered by the MSW handlers through
// msw's getResponse. The scenario of a request is, in order: `?scenario=` in the address of the
// page that sent it (its Referer), then the MOCK_SCENARIO environment variable, then `happy`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Connect, Plugin } from 'vite';
import { createHandlers } from './handlers.ts';
import { SCENARIO_HELP, SCENARIOS, scenarioFromAddress, scenarioFromEnv } from './scenarios.ts';

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // HttpResponse.error(): a failed connection, so drop it without an HTTP answer.
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function mockApi(options: { prefix?: string } = {}): Plugin {
  const prefix = options.prefix ?? '/api/';
  const fallback = scenarioFromEnv();
  const handlers = createHandlers((request) => scenarioFromAddress(request.headers.get('referer')) ?? fallback);
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!req.url?.startsWith(prefix)) return next();
    toFetchRequest(req)
      .then((request) => getResponse(handlers, request))
      .then((response) => (response ? send(res, response) : next()))
      .catch(next);
  };
  return {
    name: 'mock-api',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      server.config.logger.info(
        `  mock API: scenario "${fallback}" (MOCK_SCENARIO, or ?scenario= on the page); scenarios:\n${SCENARIOS.map((name) => `    ${name.padEnd(14)}${SCENARIO_HELP[name]}`).join('\n')}`,
      );
    },
  };
}
