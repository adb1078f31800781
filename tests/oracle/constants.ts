// The tests' oracle: the constants of the specification (shared/spec/000_ce8615616d366fbd.txt),
// written by hand. Nothing here is imported from site/, spec/, generator/ or mocks/: these values
// are what the site is checked against, so they must not come from what is being checked
// (tests/conformance/oracle-independence.test.ts enforces it). The paths, the languages and the
// site's name are in routes.ts; the job departments in forms.ts.

import { APP_NAME, type Locale, ROOT } from './routes';

/** §7, §9: "a request timeout of 60000 ms", "Request timeout 60000 ms". */
export const REQUEST_TIMEOUT_MS = 60_000;

/** §3 "initialised from the browser's local storage entry locale"; §9 "local storage key locale". */
export const STORAGE_KEY = 'locale';

/** §9 "default language English (en-US)". The languages: LOCALES in routes.ts. */
export const DEFAULT_LANGUAGE: Locale = 'en-US';

/** §9 "Progress bar: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms." */
export const PROGRESS_BAR = {
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/** §2 "Layout scaling" (§9 "Layout scaling values as in section 2"). */
export const LAYOUT = {
  /** "the root font size is one tenth of the viewport width" */
  rootFontDivisor: 10,
  /** "recomputed after a 300 ms delay on resize and on page show" */
  recomputeDelayMs: 300,
  recomputeEvents: ['resize', 'pageshow'],
  /** "For widths above 540 device-independent pixels the width is multiplied by the pixel ratio." */
  maxUnscaledWidth: 540,
  /** "The body font size is 12 times the pixel ratio." */
  bodyFontBase: 12,
  /** "The pixel ratio is 1 to 3 on iPhone-type devices and 1 elsewhere." */
  iphonePixelRatio: { min: 1, max: 3 },
  otherPixelRatio: 1,
} as const;

/** The root font size (CSS px) §2 prescribes for a viewport `width` wide at pixel `ratio`. */
export function expectedRootFontSize(width: number, ratio: number): number {
  const scaled = width > LAYOUT.maxUnscaledWidth ? width * ratio : width;
  return scaled / LAYOUT.rootFontDivisor;
}

/** The body font size (CSS px) §2 prescribes at pixel `ratio`. */
export function expectedBodyFontSize(ratio: number): number {
  return LAYOUT.bodyFontBase * ratio;
}

/**
 * §3 "App config: application name, dashboard URL /home, request timeout." The dashboard is the
 * landing route of §2 and §9 (ROOT in routes.ts); the name is the project's (APP_NAME in routes.ts).
 */
export const APP_CONFIG = {
  name: APP_NAME,
  dashboard: ROOT.redirectsTo,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
} as const;

/**
 * A constant of the specification as a test that finds another value names it (issue 29): the
 * clause that states it, its name there, its value and its unit. tests/expect-constant.ts words
 * the message: "§9 request timeout: the site uses 30000 ms, the specification 60000 ms".
 */
export interface SpecConstant {
  readonly clause: string;
  readonly name: string;
  readonly value: number | string;
  readonly unit?: string;
}

/** The constants above, each with its clause and name. */
export const CONSTANTS = {
  requestTimeout: { clause: '§9', name: 'request timeout', value: REQUEST_TIMEOUT_MS, unit: 'ms' },
  defaultRoute: { clause: '§9', name: 'default landing route', value: ROOT.redirectsTo },
  storageKey: { clause: '§9', name: 'local storage key', value: STORAGE_KEY },
  defaultLanguage: { clause: '§9', name: 'default language', value: DEFAULT_LANGUAGE },
  progressMinimum: { clause: '§9', name: 'progress bar minimum', value: PROGRESS_BAR.minimum },
  progressSpeed: { clause: '§9', name: 'progress bar speed', value: PROGRESS_BAR.speedMs, unit: 'ms' },
  progressTrickleRate: { clause: '§9', name: 'progress bar trickle rate', value: PROGRESS_BAR.trickleRate },
  progressTrickleSpeed: {
    clause: '§9',
    name: 'progress bar trickle speed',
    value: PROGRESS_BAR.trickleSpeedMs,
    unit: 'ms',
  },
  rootFontDivisor: {
    clause: '§2',
    name: 'root font size as a fraction of the width (1 / n)',
    value: LAYOUT.rootFontDivisor,
  },
  recomputeDelay: { clause: '§2', name: 'layout recompute delay', value: LAYOUT.recomputeDelayMs, unit: 'ms' },
  maxUnscaledWidth: {
    clause: '§2',
    name: 'widest width not multiplied by the pixel ratio',
    value: LAYOUT.maxUnscaledWidth,
    unit: 'px',
  },
  bodyFontBase: { clause: '§2', name: 'body font size at pixel ratio 1', value: LAYOUT.bodyFontBase, unit: 'px' },
  iphoneMinPixelRatio: { clause: '§2', name: 'lowest iPhone pixel ratio', value: LAYOUT.iphonePixelRatio.min },
  iphoneMaxPixelRatio: { clause: '§2', name: 'highest iPhone pixel ratio', value: LAYOUT.iphonePixelRatio.max },
  otherPixelRatio: { clause: '§2', name: 'pixel ratio of other devices', value: LAYOUT.otherPixelRatio },
} as const satisfies Record<string, SpecConstant>;
