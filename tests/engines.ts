// The browser engines the conformance suite drives (docs/decisions/030): what a visitor uses,
// each from a Debian package, never a downloaded build.
//
//   chromium  Chrome, Edge, most Android browsers: Debian's chromium-headless-shell (or chromium),
//             driven by Playwright over CDP
//   firefox   Firefox: Debian's firefox-esr, driven by Playwright over WebDriver BiDi
//   webkit    Safari and every browser on an iPhone (WeChat's too): WebKitGTK's MiniBrowser,
//             driven over W3C WebDriver (WebKitWebDriver) by selenium-webdriver, under Xvfb
//
// `ENGINES=firefox,webkit make conformance` limits a run to some of them (a comma list).

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** The engines Playwright drives; WebKitGTK has its own runner (tests/webkit/). */
export const PLAYWRIGHT_ENGINES = ['chromium', 'firefox'] as const satisfies readonly Engine[];
export type PlaywrightEngine = (typeof PLAYWRIGHT_ENGINES)[number];

export function isPlaywrightEngine(engine: Engine): engine is PlaywrightEngine {
  return (PLAYWRIGHT_ENGINES as readonly Engine[]).includes(engine);
}

export function isEngine(value: string): value is Engine {
  return (ENGINES as readonly string[]).includes(value);
}

/** ENGINES=a,b as a list in the canonical order; unset or empty means all three. */
export function enginesFrom(value: string | undefined): Engine[] {
  if (value === undefined || value.trim() === '') return [...ENGINES];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !isEngine(name));
  if (unknown.length > 0)
    throw new Error(
      `ENGINES=${value}: ${unknown.join(', ')} is not an engine; use a comma list of ${ENGINES.join(', ')}`,
    );
  return ENGINES.filter((engine) => names.includes(engine));
}

/**
 * What an engine's driver cannot do, and so why a test is not run in it. A test leaves an engine
 * out only for one of these: a capability its driver (or the engine's headless build) lacks, never
 * because nobody got to it. The report prints the text after "not run in this engine: ".
 */
export const LACKS = {
  'fake-camera':
    'the driver cannot give the page a fake camera playing a chosen video (Chromium alone has --use-file-for-fake-video-capture)',
  'camera-permission':
    'the driver cannot answer the page’s camera prompt with a refusal (Chromium alone has a fake prompt)',
  'clipboard-permission':
    'the driver cannot grant the clipboard-read permission, so the test cannot read what was copied',
  'request-interception':
    'the driver cannot hold, fail or answer a request from the test (classic WebDriver has no network interception)',
  'request-events': 'the driver does not report the requests a page makes',
  'console-events': 'the driver does not report console messages and uncaught errors',
  cdp: 'the test needs a Chromium DevTools Protocol session (CPU throttling, coverage, performance metrics)',
  'touch-emulation': 'the driver cannot emulate a touch screen',
  'narrow-window':
    'the engine’s window cannot be narrower than about 447 px, so phone widths cannot be set (they run in Chromium and Firefox)',
  'device-pixel-ratio': 'the driver cannot set the device pixel ratio',
  'browser-locale': 'the driver cannot set the browser’s language (navigator.languages) for a new session',
  'reduced-motion': 'the driver cannot emulate prefers-reduced-motion',
  'layout-shift-api': 'the engine has no Layout Instability API (PerformanceObserver type "layout-shift")',
  'paint-timing-api': 'the engine reports no Largest Contentful Paint entries',
  'init-script':
    'the driver cannot run a script in the page before the page’s own (to pin its clock or record from its first moment)',
  'javascript-off':
    'the driver cannot turn JavaScript off, so a page cannot be read as a crawler without scripts reads it',
} as const;
export type Capability = keyof typeof LACKS;

/** The prefix of a skip reason that means "not run in this engine" (read by the report). */
export const NOT_IN_ENGINE = 'not run in this engine: ';

/** The skip reason for a test that an engine's driver cannot run. */
export function notInEngine(capability: Capability): string {
  return `${NOT_IN_ENGINE}${LACKS[capability]}`;
}

/**
 * What each engine's driver lacks, for the tests written once for all three (decision 052): a test
 * that `needs` one of these is not registered in that engine, and the report says why.
 */
export const ENGINE_LACKS: Readonly<Record<Engine, readonly Capability[]>> = {
  chromium: [],
  // Playwright's Firefox over WebDriver BiDi.
  firefox: ['fake-camera', 'camera-permission', 'cdp', 'touch-emulation', 'javascript-off'],
  // Classic W3C WebDriver (WebKitWebDriver) and WebKitGTK.
  webkit: [
    'fake-camera',
    'camera-permission',
    'clipboard-permission',
    'request-interception',
    'request-events',
    'console-events',
    'cdp',
    'touch-emulation',
    'narrow-window',
    'device-pixel-ratio',
    'layout-shift-api',
    'init-script',
    'javascript-off',
  ],
};

/** The first capability of `needs` that `engine`'s driver lacks, or undefined. */
export function lackedBy(engine: Engine, needs: readonly Capability[]): Capability | undefined {
  return needs.find((capability) => ENGINE_LACKS[engine].includes(capability));
}
