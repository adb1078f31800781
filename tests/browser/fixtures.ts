// The `test` and `expect` every browser spec imports: Playwright's, with the mock API answered
// inside the browser (mocks/playwright.ts). Each test's context routes its pages' /api/ requests
// to the MSW handlers, so the API scenarios (`?scenario=` in the page's address, MOCK_SCENARIO)
// work against the local nginx and against any BASE_URL (docs/decisions/020).
// A test that opens a context of its own (browser.newContext) calls answerApiInBrowser on it.
import { relative } from 'node:path';
import { type BrowserContext, test as base, type Page, type Request } from '@playwright/test';
import { answerApiInBrowser, sentBody } from '../../mocks/playwright.ts';
import { undeclared, undeclaredMessage } from '../reads.ts';
import type { Input } from '../scope.ts';
import { recorder } from './reads.ts';

export * from '@playwright/test';
export { answerApiInBrowser, sentBody };

/**
 * The JSON a request sent, as `request.postDataJSON()` gives it in Chromium, in every engine:
 * Playwright's Firefox driver reports no request body (sentBody).
 */
export async function sentJson(request: Request): Promise<unknown> {
  const body = await sentBody(request);
  return body === null ? null : JSON.parse(body);
}

/** Firefox preferences (about:config), by name. */
export type FirefoxPrefs = Readonly<Record<string, string | number | boolean>>;

/**
 * What a desktop visitor's Firefox reports and headless Firefox does not: a mouse, a fine pointer
 * that can hover (`(hover: hover)`, `(pointer: fine)`). Headless Firefox reports no pointing
 * device at all (`(pointer: none)`), so a style for mouse users (a submenu shown on hover) never
 * applies; Chromium's headless shell reports a mouse. The pointer capabilities are bit sets:
 * 2 a fine pointer, 4 hover.
 */
export const FIREFOX_MOUSE: FirefoxPrefs = { 'ui.primaryPointerCapabilities': 6, 'ui.allPointerCapabilities': 6 };

/**
 * `prefers-reduced-motion: reduce` in Firefox: Playwright's WebDriver BiDi driver (1.64) does not
 * emulate media features (the `reducedMotion` option has no effect there), but Firefox takes the
 * visitor's setting from this preference.
 */
export const FIREFOX_REDUCED_MOTION: FirefoxPrefs = { 'ui.prefersReducedMotion': 1 };

export const test = base.extend<
  {
    /**
     * Preferences a test needs Firefox launched with (test.use): in the firefox project its context
     * comes from a Firefox of its own, launched as the project's with these added, and built with the
     * test's baseURL, viewport, locale and reducedMotion. Other engines ignore it.
     */
    firefoxPrefs: FirefoxPrefs | undefined;
    /**
     * What the test reads of the site, recorded as it runs (reads.ts): a test that reads what its
     * `proves(…).on(…)` does not declare fails, so `make test CHANGED=…` cannot leave it out of a
     * change it depends on (tests/scope.ts, decision 049).
     */
    readsDeclared: undefined;
  },
  { recordingBrowser: undefined }
>({
  firefoxPrefs: [undefined, { option: true }],
  // Every context a test makes reports what it reads, as the fixtures' own do.
  recordingBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        await recorder.attach(made);
        return made;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  readsDeclared: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture uses from its first parameter, which must be an object pattern
    async ({}, use, testInfo) => {
      recorder.begin(testInfo.titlePath.slice(0, -1).join(' › '));
      await use(undefined);
      const reads = recorder.end();
      for (const input of [...reads].sort()) testInfo.annotations.push({ type: 'read', description: input });
      const declared = testInfo.annotations
        .filter((annotation) => annotation.type === 'reads')
        .map((annotation) => annotation.description as Input);
      const missing = undeclared(declared, reads);
      if (missing.length > 0)
        throw new Error(
          undeclaredMessage(missing, declared, `${relative('.', testInfo.file)}:${testInfo.line}:${testInfo.column}`),
        );
    },
    { auto: true },
  ],
  request: async ({ request }, use) => {
    await use(recorder.recording(request));
  },
  context: async (
    {
      context,
      browser,
      browserName,
      firefoxPrefs,
      launchOptions,
      channel,
      headless,
      baseURL,
      viewport,
      locale,
      reducedMotion,
    },
    use,
  ) => {
    if (browserName !== 'firefox' || firefoxPrefs === undefined) {
      await recorder.attach(context);
      await answerApiInBrowser(context);
      await use(context);
      return;
    }
    const own = await browser.browserType().launch({
      ...launchOptions,
      channel,
      headless,
      firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, ...firefoxPrefs },
    });
    try {
      const prefsContext = await own.newContext({ baseURL, viewport, locale, reducedMotion });
      await recorder.attach(prefsContext);
      await answerApiInBrowser(prefsContext);
      await use(prefsContext);
    } finally {
      await own.close();
    }
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
