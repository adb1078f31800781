// What `make visual-diff` runs inside the page before a screenshot (decision 041), the same in
// every engine: Playwright evaluates it in Chromium and Firefox, WebDriver in WebKit. It makes the
// page hold still (no animation, transition or blinking caret) and waits until it is complete:
// the app runs the page (as tests/browser/site.ts `expectHeading` waits), every place held for
// deferred content has been reached and filled (as its `revealAll` does: the page is scrolled down
// to each), images loaded, fonts ready, the progress bar gone; then back to the top.

/**
 * Stops what moves: animations and transitions end at once (at their final state), the caret
 * does not blink, scrolling jumps, and no scroll bar takes a page's width where an engine honours
 * scrollbar-width (WebKitGTK's overlay scroll bar does not: STITCHED_CSS).
 */
export const STILL_CSS = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }
`;

/**
 * For a page shot a window at a time and stitched (WebKit): the document keeps its scroll bar
 * hidden. WebKitGTK draws an overlay scroll bar while the page scrolls, whatever scrollbar-width
 * says, and a window's shot caught it or not; a document that does not scroll for the user draws
 * none, and scrollTo still moves it.
 */
export const STITCHED_CSS = `
html { overflow: hidden !important; }
`;

/** The empty blocks that hold the place of content deferred until the visitor nears it (tests/browser/site.ts). */
export const DEFERRED_PLACES = '.near-viewport, .latest-news-pending';

declare global {
  interface Window {
    /** When the document last changed, and when settlePage last finished (performance.now()). */
    __visualDiff?: { lastChange: number; settledAt: number };
  }
}

export interface SettleOptions {
  readonly css: string;
  readonly deferred: string;
  /** How long the page may take, in all, in milliseconds. */
  readonly timeoutMs: number;
}

export interface Settled {
  /** What the page did not do in time, or undefined when it settled. */
  readonly problem?: string;
  /** The document's size and the window's, in CSS pixels, once settled and back at the top. */
  readonly width: number;
  readonly height: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
}

/**
 * Runs in the page (so it uses nothing from outside itself). The style sheet goes in as a
 * constructed style sheet: the site's Content-Security-Policy (style-src 'self') refuses a
 * <style> element a script adds, not a sheet adopted through the CSSOM.
 */
export async function settlePage(options: SettleOptions): Promise<Settled> {
  const started = performance.now();
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (what: string, done: () => boolean) => {
    while (!done()) {
      if (performance.now() - started > options.timeoutMs)
        throw new Error(`${what}: not within ${options.timeoutMs} ms`);
      await sleep(50);
    }
  };
  const rendered = (element: Element) => element.getClientRects().length > 0;
  const held = () => [...document.querySelectorAll(options.deferred)].filter(rendered);
  const size = (): Settled => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
  });
  // Every change of the document from now on is noted: a part that arrives after the page
  // settled (a chunk behind a Suspense without a placeholder) sends it round again (quietPage).
  if (!window.__visualDiff) {
    const changes = { lastChange: performance.now(), settledAt: 0 };
    new MutationObserver(() => {
      changes.lastChange = performance.now();
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    window.__visualDiff = changes;
  }
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(options.css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await until('the app shows the page (a main heading React runs)', () => {
      const heading = [...document.querySelectorAll('#root h1')].find(rendered);
      return heading !== undefined && Object.keys(heading).some((key) => key.startsWith('__react'));
    });
    // Down to each place still held, as a visitor scrolling reaches it, until none is left; then
    // down the whole page a window at a time, for whatever else loads as it comes into view.
    for (let round = 0; round < 20; round++) {
      const place = held()[0];
      if (!place) break;
      place.scrollIntoView({ block: 'center' });
      await until('the deferred content comes in', () => {
        const box = place.getBoundingClientRect();
        return !place.isConnected || !rendered(place) || box.bottom <= 0 || box.top >= window.innerHeight;
      });
    }
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(100, window.innerHeight)) {
      window.scrollTo(0, y);
      await frame();
    }
    await until('every place held for deferred content is filled', () => held().length === 0);
    await until(
      'the page and its images have loaded',
      () => document.readyState === 'complete' && [...document.images].every((image) => image.complete),
    );
    await document.fonts.ready;
    await until('the progress bar is gone', () => document.getElementById('nprogress') === null);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
    await frame();
    await frame();
    window.__visualDiff.settledAt = performance.now();
    return size();
  } catch (error) {
    window.scrollTo(0, 0);
    return { ...size(), problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs in the page after settlePage: waits until the document has not changed for `quietMs`
 * (at most `timeoutMs`), and says whether it stayed as it was when settlePage finished. React
 * reveals a Suspense boundary's content no sooner than 300 ms after it showed the fallback, even
 * when the chunk came from the cache at once: the algorithm page's trial form (behind a
 * Suspense whose fallback is nothing) came up to 360 ms after the page had otherwise settled.
 */
export async function quietPage(options: { readonly quietMs: number; readonly timeoutMs: number }): Promise<boolean> {
  const changes = window.__visualDiff;
  if (!changes) return true;
  const started = performance.now();
  while (performance.now() - changes.lastChange < options.quietMs && performance.now() - started < options.timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 25));
  return changes.lastChange <= changes.settledAt;
}

/**
 * A JavaScript expression that calls `fn` (a function that uses nothing from outside itself)
 * with `argument` in the page. tsx compiles the scripts with esbuild's keepNames, which wraps a
 * named function in a call of its helper `__name`: the page has no such helper, so the
 * expression brings an empty one.
 */
export function callInPage<A, R>(fn: (argument: A) => R, argument: A): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(argument)}); })()`;
}
