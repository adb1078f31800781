// The clauses the Playwright browser suite proves (tests/browser/) that no WebKit test proves,
// each with what WebKitWebDriver (classic W3C WebDriver, driving WebKitGTK's MiniBrowser) lacks
// to run its test (tests/engines.ts LACKS). tests/conformance/webkit-coverage.test.ts checks that
// every clause of the browser suite is either proved in WebKit or listed here, never both.
// Docs: docs/decisions/030-webkit-over-webdriver.md.
import type { Capability } from '../engines.ts';
import type { ClauseId } from '../generated/clauses.gen';

export const NOT_RUN_IN_WEBKIT: Readonly<Partial<Record<ClauseId, Capability>>> = {
  // nprogress's minimum, speed and trickle are timed on a pinned clock and Math.random, which
  // Playwright installs before the page's scripts; WebDriver runs a script only after load.
  'CONST-PROGRESS-MINIMUM': 'init-script',
  'CONST-PROGRESS-SPEED': 'init-script',
  'CONST-PROGRESS-TRICKLE-RATE': 'init-script',
  'CONST-PROGRESS-TRICKLE-SPEED': 'init-script',

  // The request's method, headers and body, and the answers' headers, are read on the wire.
  'HTTP-BASE-URL': 'request-events',
  'HTTP-BODY-METHODS': 'request-events',
  'HTTP-CSP-HEADER': 'request-events',
  'SEC-HEADERS': 'request-events',
  'ENTITIES-NONE': 'request-events',
  'DECISION-IMAGES-ON-THE-WIRE': 'request-events',
  'HTTP-NO-OTHER-TRAFFIC': 'request-events',
  // Which pages call which endpoint as they load: the method of each API request.
  'DECISION-ENDPOINT-USE': 'request-events',
  // The models and files the trial's worker fetches: a worker's requests are in no page's
  // Resource Timing, and the driver reports none.
  'TRIAL-NOTHING-LEAVES': 'request-events',
  // The served files themselves (status, headers, head, first bytes, share image): read with an
  // HTTP client beside the browser in tests/browser/; WebDriver shows a page, not its response.
  'DECISION-STATIC-HEAD': 'request-events',
  // noindex on a draft's static page, and the sitemap without it (decision 035).
  'DECISION-DRAFT-PAGES': 'request-events',
  'DECISION-STATIC-SERVING': 'request-events',
  // How the files are served (issue 30): statuses, Cache-Control, Content-Encoding, the Host
  // header, the 404 page and security.txt, asked with an HTTP client beside the browser.
  'SEC-HOST-HEADER': 'request-events',
  'SERVE-CACHE-CONTROL': 'request-events',
  'SERVE-COMPRESSION': 'request-events',
  'SERVE-ERROR-PAGES': 'request-events',
  'SERVE-SECURITY-TXT': 'request-events',
  'DECISION-STATIC-SHARE-IMAGE': 'request-events',

  // The static pages as a crawler reads them: with JavaScript off.
  'DECISION-STATIC-PAGES': 'javascript-off',
  'DECISION-STATIC-ARTICLES': 'javascript-off',
  'DECISION-STATIC-JOBS': 'javascript-off',

  // A chunk that fails, a script held until the first frame is seen, a JSONP script answered
  // or failed by the test: each needs the test to hold, fail or answer a request.
  'NAV-PRELOAD-ERROR': 'request-interception',
  'DECISION-STATIC-LANDING': 'request-interception',
  'HTTP-JSONP': 'request-interception',
  'HTTP-RESOLVES-BODY': 'request-interception',

  // The 500 branch logs "connection error" to the console.
  'ERR-RESPONSE-LOG': 'console-events',
  // The crawl's "no console error, no failed request": neither is reported by the driver.
  'QA-CRAWL-CLEAN': 'console-events',

  // WebKit has no Layout Instability API.
  'QA-NO-LAYOUT-SHIFT': 'layout-shift-api',

  // Root and body font sizes at a device pixel ratio of 2 and 3 (an iPhone's); MiniBrowser runs
  // at 1, where a wide page scaled by the ratio and one not scaled look the same.
  'LAYOUT-PIXEL-RATIO': 'device-pixel-ratio',
  'LAYOUT-WIDE-PIXEL-RATIO': 'device-pixel-ratio',
  // The header at 360–414 px, a phone's width.
  'DECISION-PHONE-HEADER': 'narrow-window',
  // No sideways scroll and no control cut off at 360 and 390 px (tests/browser/phone-layout.spec.ts).
  'QA-PHONE-LAYOUT': 'narrow-window',

  // Tracking follows faces in a camera's video: Chromium's fake camera alone.
  'TRIAL-TRACKING': 'fake-camera',
  // The OCR tests read the card's text and check what the copy button put on the clipboard, in
  // one test whose result the others build on (tests/browser/trial-ocr.spec.ts).
  'TRIAL-OCR': 'clipboard-permission',
};
