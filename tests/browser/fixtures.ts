// The `test` and `expect` every browser spec imports: Playwright's, with the mock API answered
// inside the browser (mocks/playwright.ts). Each test's context routes its pages' /api/ requests
// to the MSW handlers, so the API scenarios (`?scenario=` in the page's address, MOCK_SCENARIO)
// work against the local nginx and against any BASE_URL (docs/decisions/020).
// A test that opens a context of its own (browser.newContext) calls answerApiInBrowser on it.
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { answerApiInBrowser } from '../../mocks/playwright.ts';

export * from '@playwright/test';
export { answerApiInBrowser };

export const test = base.extend({
  context: async ({ context }, use) => {
    await answerApiInBrowser(context);
    await use(context);
  },
});

/** A request held by holdNextRequest: `requested` settles when it arrives, `release` sends it on. */
export interface HeldRequest {
  requested: Promise<void>;
  release: () => void;
}

/**
 * Holds the next request to `url` until `release` is called, then passes it on (to the routes
 * registered before, then the network). A dedicated worker's requests reach only the context's
 * routes: hold those on the context. The route ends itself after that one request: a
 * `page.unroute` just after `release()` would race the handler, since Playwright sends a route on
 * when its handler is removed, and the handler's own `fallback` then fails with "Route is already
 * handled!" (seen on a busy machine).
 */
export async function holdNextRequest(target: Page | BrowserContext, url: string | RegExp): Promise<HeldRequest> {
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(
    url,
    async (route) => {
      arrived();
      await released;
      await route.fallback();
    },
    { times: 1 },
  );
  return { requested, release };
}
