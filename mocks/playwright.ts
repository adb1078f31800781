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

/**
 * Playwright's WebDriver BiDi driver (Firefox; 1.64) reports no request body: every request's
 * postData is null. There, what the page's script passes to fetch() as a string body (the JSON
 * the site sends to /api/) is kept in the page as it is sent (bodiesKeptInPage), and taken back
 * by the request's address: the body the handlers see, and sentBody gives a test.
 */
const BODIES = '__mockApiBodies';
const keptBodies = new WeakMap<PlaywrightRequest, Promise<Buffer | null>>();

function keepBodiesInPage(key: string): void {
  const sent: { url: string; body: string }[] = [];
  Object.defineProperty(window, key, { value: sent });
  const original = window.fetch;
  window.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    if (typeof init?.body === 'string') sent.push({ url: new URL(url, window.location.href).href, body: init.body });
    return original.call(this, input, init);
  };
}

/** The body `request` carries: Playwright's, else (a driver that reports none) the page's record. */
function bodyOf(request: PlaywrightRequest): Promise<Buffer | null> {
  const method = request.method();
  const reported = request.postDataBuffer();
  if (reported !== null || method === 'GET' || method === 'HEAD') return Promise.resolve(reported);
  let kept = keptBodies.get(request);
  if (!kept) {
    kept = (async () => {
      let frame: ReturnType<PlaywrightRequest['frame']>;
      try {
        frame = request.frame();
      } catch {
        return null; // a worker's request: no page to ask
      }
      const body = await frame
        .evaluate(
          ([key, url]) => {
            const sent = (window as unknown as Record<string, { url: string; body: string }[] | undefined>)[key];
            const index = sent?.findIndex((entry) => entry.url === url) ?? -1;
            return sent && index >= 0 ? (sent.splice(index, 1)[0]?.body ?? null) : null;
          },
          [BODIES, request.url()] as const,
        )
        .catch(() => null);
      return body === null ? null : Buffer.from(body);
    })();
    keptBodies.set(request, kept);
  }
  return kept;
}

/**
 * The body a request of the page sent, as text (null without one), in every engine: what a test
 * reads instead of `request.postData()`, which Playwright's Firefox driver leaves null.
 */
export async function sentBody(request: PlaywrightRequest): Promise<string | null> {
  return (await bodyOf(request))?.toString('utf8') ?? null;
}

/** The Playwright request as the Fetch API request the handlers take. */
async function toFetchRequest(request: PlaywrightRequest): Promise<Request> {
  const headers = new Headers();
  for (const { name, value } of await request.headersArray()) {
    // HTTP/2 pseudo-headers (:authority, …) are not headers to the Fetch API.
    if (!name.startsWith(':')) headers.append(name, value);
  }
  const method = request.method();
  const data = method === 'GET' || method === 'HEAD' ? null : await bodyOf(request);
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
  // Only where the driver reports no request body (Firefox): elsewhere the page is left as it is.
  if (context.browser()?.browserType().name() === 'firefox') await context.addInitScript(keepBodiesInPage, BODIES);
  await context.route(API_ADDRESS, (route) => answer(route, context, fallback));
}
