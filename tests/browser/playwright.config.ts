import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, firefoxPath, freePort, testBrowserPath } from '../../scripts/browser-env.ts';
import { enginesFrom, isPlaywrightEngine, type PlaywrightEngine } from '../engines.ts';

// The site under test: BASE_URL names a deployment (`BASE_URL=https://staging.example.com make
// conformance`): nothing is built or served here. Without it, the production build is served by
// nginx with the documented configuration (deploy/nginx/site.conf) on a free port. Either way
// the mock API answers inside the browser (fixtures.ts). Playwright loads this file in the runner
// and in each worker: the first picks the port, the workers inherit it through the environment.
const target = targetUrl(process.env.BASE_URL);
if (!target) process.env.E2E_PORT ??= String(await freePort());
const baseURL = target ?? `http://localhost:${process.env.E2E_PORT}`;

/**
 * One project per engine Playwright drives, named after it (ENGINES= limits them; tests/engines.ts).
 * Chromium: Debian's chromium-headless-shell (or chromium, or CHROME_PATH). Firefox: Debian's
 * firefox-esr over WebDriver BiDi (Playwright's `moz-firefox` channel; FIREFOX_PATH names another).
 * Nothing here downloads a browser. WebKit has its own runner (tests/webkit/).
 */
const PROJECTS: Readonly<Record<PlaywrightEngine, Project>> = {
  chromium: {
    name: 'chromium',
    use: {
      browserName: 'chromium',
      launchOptions: { executablePath: testBrowserPath(), args: [...CHROMIUM_ARGS] },
    },
  },
  firefox: {
    name: 'firefox',
    use: {
      browserName: 'firefox',
      channel: 'moz-firefox',
      launchOptions: {
        executablePath: firefoxPath(),
        firefoxUserPrefs: {
          // Headless Firefox reports no pointing device (pointer: none), so a desktop visitor's
          // hover styles never apply; these give it a mouse, as a desktop Firefox has.
          'ui.primaryPointerCapabilities': 6,
          'ui.allPointerCapabilities': 6,
          // Firefox opens its downloads panel (browser chrome) when a download starts, and the
          // page's document loses focus to it. A visitor clicks back into the page, which closes
          // the panel; the driver's clicks are dispatched to the page without touching the
          // browser's window, so the page would stay unfocused and no control in it could be
          // focused (toBeFocused checks document.hasFocus()). Downloads still happen; the panel
          // just does not open.
          'browser.download.alwaysOpenPanel': false,
        },
      },
    },
  },
};
// Each engine's failure screenshots and traces in a folder of its own: a CHANGED= run runs the
// engines side by side, and Playwright empties a project's folder as its run starts.
const projects = enginesFrom(process.env.ENGINES)
  .filter(isPlaywrightEngine)
  .map((engine) => ({ ...PROJECTS[engine], outputDir: `../../reports/browser-artifacts/${engine}` }));

/** BASE_URL as an origin (`https://host[:port]`), or undefined when unset. */
function targetUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // The tests open `/#/…`: the site must be served at the root of its host.
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`BASE_URL="${value}" is not the http(s) address of a site's root (https://host[:port])`);
  }
  return url.origin;
}

export default defineConfig({
  testDir: '.',
  // Its own tests, and those written once for the three engines (decision 052).
  testMatch: ['**/*.spec.ts', '**/*.e2e.ts'],
  outputDir: '../../reports/browser-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // scripts/test-all.ts runs one engine at a time and names each one's report (BROWSER_REPORT).
  reporter: [['list'], ['json', { outputFile: process.env.BROWSER_REPORT ?? '../../reports/playwright.json' }]],
  // reports/target.json: the URL, build, browser and time of this run.
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects,
  // The production build behind nginx, as the docs deploy it (decisions 016 and 020); none for BASE_URL.
  webServer: target
    ? undefined
    : {
        command: 'node_modules/.bin/tsx scripts/nginx.ts',
        cwd: '../..',
        env: { PORT: process.env.E2E_PORT ?? '' },
        url: baseURL,
        reuseExistingServer: false,
        timeout: 180_000,
        // SIGTERM to the group: nginx stops and the script removes its temporary directory.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
