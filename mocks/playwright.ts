// The mock API answered inside the browser: every request a page of the context makes to a path
// under /api/, on any host, is answered by the MSW handlers (handlers.ts) through msw's
// getResponse, before it reaches the network. So the browser suite runs the same API scenarios
// against the local nginx and against any deployed site (docs/decisions/020).
//
// The scenario of a request is, as on the preview server (vite-plugin.ts): `?scenario=` in the
// address of the page that sent it (its Referer, else its frame's address), then MOCK_SCENARIO,
// then `happy`. HttpResponse.error() fails the request like a dropped connection; `never` holds
// it until the page closes.
import type { BrowserContext, Page, Request as PlaywrightRequest, Route } from '@playwright/test';
import { getResponse } from 'msw';
import { createHandlers } from './handlers.ts';
import { type Scenario, scenarioFromAddress, scenarioFromEnv } from './scenarios.ts';

/**
 * Any address whose path starts with /api/ (§7's endpoints live under it), on any host. A regular
 * expression, not a function: Playwright matches it in the browser's process, so the site's
 * other requests never wait on this one.
 */
const API_ADDRESS = /^https?:\/\/[^/?#]+\/api\//;

/** The address of the page that sent the request: its Referer, else its frame's address. */
async function pageAddress(request: PlaywrightRequest): Promise<string | undefined> {
  const referer = await request.headerValue('referer');
  if (referer) return referer;
  try {
    return request.frame().url();
  } catch {
    // A service worker's request has no frame.
    return undefined;
  }
}

/** The Playwright request as the Fetch API request the handlers take. */
async function toFetchRequest(request: PlaywrightRequest): Promise<Request> {
  const headers = new Headers();
  for (const { name, value } of await request.headersArray()) {
    // HTTP/2 pseudo-headers (:authority, …) are not headers to the Fetch API.
    if (!name.startsWith(':')) headers.append(name, value);
  }
  const method = request.method();
  const data = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  return new Request(request.url(), { method, headers, body: data ? new Uint8Array(data) : undefined });
}

/** Resolves when the page that sent the request is closed (or its context, for a worker's). */
function whenClosed(route: Route, context: BrowserContext): { closed: Promise<'closed'>; dispose(): void } {
  let page: Page | undefined;
  try {
    page = route.request().frame().page();
  } catch {
    // No frame: the context's close is the end.
  }
  let done = () => {};
  const closed = new Promise<'closed'>((resolve) => {
    done = () => resolve('closed');
    context.once('close', done);
    page?.once('close', done);
  });
  return {
    closed,
    dispose: () => {
      context.off('close', done);
      page?.off('close', done);
    },
  };
}

async function answer(route: Route, context: BrowserContext, fallback: Scenario): Promise<void> {
  const request = route.request();
  const scenario = scenarioFromAddress(await pageAddress(request)) ?? fallback;
  const fetchRequest = await toFetchRequest(request);
  const end = whenClosed(route, context);
  const handlers = createHandlers(() => scenario);
  const response = await Promise.race([getResponse(handlers, fetchRequest), end.closed]);
  end.dispose();
  // `never`: the page went away before an answer; there is nobody left to answer.
  if (response === 'closed') return;
  if (response === undefined) {
    // No handler for this path: let the target answer it.
    await route.fallback();
    return;
  }
  if (response.type === 'error') {
    await route.abort('failed');
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
}

/** Answers the context's /api/ requests from the mock API until the context closes. */
export async function answerApiInBrowser(context: BrowserContext): Promise<void> {
  const fallback = scenarioFromEnv();
  await context.route(API_ADDRESS, (route) => answer(route, context, fallback));
}
