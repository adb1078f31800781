import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { STORAGE_KEY } from '../oracle/constants';
import {
  DRAFT_MARKS,
  headingOf,
  LANGUAGE_MENU_NAME,
  LOCALES,
  type Locale,
  moduleOf,
  type SpecPath,
  SWITCH_TO,
} from '../oracle/routes';

/**
 * The URL path of the chunk that holds the page `path` must show. Vite names a chunk after its
 * module; the module's name is written by hand in the oracle (tests/oracle/routes.ts), never read
 * from the route table, so a path wired to another page's module loads a chunk this does not match.
 */
export function chunkPattern(path: SpecPath): RegExp {
  return new RegExp(`/assets/${moduleOf(path)}-[\\w-]{8}\\.js$`);
}

/** The main heading the page at `path` must show in `locale`: the oracle's, not the site's. */
export async function titleOf(path: SpecPath, locale: Locale): Promise<string> {
  return headingOf(path, locale);
}

/**
 * The header's language control on a page in `pageLocale`, however many languages the build has
 * (decision 036): the button that switches to another language (two languages), or the language
 * menu's button (more).
 */
export function languageControl(scope: Page | Locator, pageLocale: Locale): Locator {
  const others = LOCALES.filter((locale) => locale !== pageLocale).map((locale) => SWITCH_TO[locale]);
  return scope.getByRole('button', { name: new RegExp(`^(${others.join('|')})$|${LANGUAGE_MENU_NAME.source}`) });
}

/**
 * Switches the page to `target` as a visitor does: the header's switch, or with more than two
 * languages the language menu's entry, named in `target`'s own words (the oracle's).
 */
export async function chooseLanguage(page: Page, target: Locale): Promise<void> {
  const direct = page.getByRole('button', { name: SWITCH_TO[target], exact: true });
  const menu = page.getByRole('button', { name: LANGUAGE_MENU_NAME, expanded: false });
  await expect(direct.or(menu)).toBeVisible();
  if (!(await direct.isVisible())) await menu.click();
  await direct.click();
}

/**
 * Console errors (and warnings, with `warnings`) and uncaught exceptions of a page; a test asserts
 * the list is empty.
 */
export function collectErrors(page: Page, { warnings = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  // A prerendered page (decision 029) shows its heading before the app runs, and the app starts
  // after the first paint: what a test does next is done to the app.
  await expect.poll(() => appRunning(page)).toBe(true);
}

/**
 * Whether the app runs the page: React has rendered or hydrated its heading (it keeps its own
 * keys on the DOM nodes it manages), so the page's controls answer.
 */
export function appRunning(page: Page): Promise<boolean> {
  return page
    .locator('#root h1')
    .first()
    .evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__react')));
}

/**
 * Stores `locale` as the visitor's choice (localStorage) before the site's scripts run, in every
 * document the page opens on the site. Not in the blank document a new page starts with: Firefox
 * runs init scripts there too, and its storage throws a SecurityError (an opaque origin), which
 * would be reported as an uncaught error of the page.
 */
export async function storeLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.origin !== 'null') window.localStorage.setItem(key, value);
    },
    [STORAGE_KEY, locale] as const,
  );
}

/**
 * Opens `path` in `locale` (stored as the visitor's choice) and waits for the heading the oracle
 * gives it. Returns the console errors of the page from the start, for the test to assert empty
 * at its end.
 */
export async function openPage(page: Page, path: SpecPath, locale: Locale): Promise<string[]> {
  const errors = collectErrors(page);
  await storeLocale(page, locale);
  await page.goto(`/#${path}`);
  await expectHeading(page, headingOf(path, locale));
  return errors;
}

/**
 * Text of the document written in the other language: Chinese characters on the English site,
 * runs of three or more English words on the Chinese site (a name or an acronym is fine). Text
 * nodes and the attributes a person reads or hears (alt, aria-label, title, placeholder) count;
 * an element whose `lang` names the other language is exempt, as the language switch is. So is a
 * draft text (decision 035): `make page` names a new page in English in its Chinese draft title
 * ("草稿：Smart Port（待翻译）"), shown in its menu link on every page; a release build refuses it.
 */
export async function foreignText(page: Page, locale: Locale): Promise<string[]> {
  return page.evaluate(
    ({ pageLocale, marks }) => {
      const pattern =
        pageLocale === 'zh-CN'
          ? /[A-Za-z][\w'’-]*(?:[ \t]+[A-Za-z][\w'’-]*){2,}/g
          : /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+/g;
      const found: string[] = [];
      const exempt = (element: Element) => {
        if (element.closest('script, style, noscript')) return true;
        const lang = element.closest('[lang]')?.getAttribute('lang');
        return lang !== null && lang !== undefined && lang !== pageLocale;
      };
      const check = (text: string, where: string) => {
        if (marks.some((mark) => text.trimStart().startsWith(mark))) return;
        for (const match of text.matchAll(pattern)) found.push(`${where}: ${match[0]}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !exempt(parent)) check(node.textContent ?? '', parent.tagName.toLowerCase());
      }
      for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
        if (exempt(element)) continue;
        for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) check(value, `${element.tagName.toLowerCase()}[${name}]`);
        }
      }
      check(document.title, 'title');
      return found;
    },
    { pageLocale: locale, marks: DRAFT_MARKS },
  );
}

/**
 * The accessible name of a link or button that shows `visible` and adds `hidden` for screen
 * readers in a visually hidden span (Chromium puts a space before the span's text).
 */
export function namedWithHidden(visible: string, hidden: string): RegExp {
  const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escapeText(visible)}\\s?${escapeText(hidden)}$`);
}

/** The empty blocks that hold the place of content deferred until the visitor nears it. */
const DEFERRED_PLACES = '.near-viewport, .latest-news-pending';

/** How many places held for deferred content are rendered; with `inWindow`, how many are in the window. */
export function deferredPlaces(page: Page, inWindow = false): Promise<number> {
  return page.evaluate(
    ([selector, onlyInWindow]) =>
      [...document.querySelectorAll(selector)].filter((place) => {
        const box = place.getBoundingClientRect();
        // A hidden page (the kept-alive home behind another page) renders no box.
        if (place.getClientRects().length === 0) return false;
        return !onlyInWindow || (box.top < globalThis.innerHeight && box.bottom > 0);
      }).length,
    [DEFERRED_PLACES, inWindow] as const,
  );
}

/**
 * Scrolls down to each place held for deferred content until none is left, so what loads when
 * the visitor nears it (the home page's lower sections, its latest news) is rendered. Each round
 * brings the first place still held into the window, as a visitor scrolling down reaches it:
 * scrolling straight to the end passed over a place that the last screen does not reach (the home
 * page grew by a line when a page joined its Solutions menu, `make page NAV=solutions`). The page
 * does not necessarily grow when a section arrives (its place was held at about its size), so
 * the loop waits for the places themselves, not for the height to change.
 */
export async function revealAll(page: Page): Promise<void> {
  for (let round = 0; round < 10 && (await deferredPlaces(page)) > 0; round++) {
    await page.evaluate((selector) => {
      const held = [...document.querySelectorAll(selector)].find((place) => place.getClientRects().length > 0);
      held?.scrollIntoView({ block: 'center' });
    }, DEFERRED_PLACES);
    await expect.poll(() => deferredPlaces(page, true)).toBe(0);
  }
  expect(await deferredPlaces(page), 'places still held for deferred content').toBe(0);
  // What the revealed sections bring with them has loaded: the document and every image in it
  // (their chunks have: a section renders once its chunk has run). Not `networkidle`, which
  // waits for half a second without any request and, on a busy machine, may never see one.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.readyState === 'complete' && [...document.images].every((image) => image.complete),
        ),
      { message: 'the page and its images have loaded', timeout: 15_000 },
    )
    .toBe(true);
}

/** The requests a page sends, recorded from the call on. */
export interface Traffic {
  /** Every request sent, in order. */
  readonly requests: readonly Request[];
  /** Resolves once every request sent so far has its answer (or has failed). */
  settled(): Promise<void>;
  /** Whether `request` was sent by a document the page has left since (its abort is no failure). */
  left(request: Request): boolean;
}

/**
 * Records the requests `page` sends from now on (call it before the page is opened), and waits,
 * when asked, until none is in flight: the state a test that checks the traffic or the failed
 * requests needs, without `networkidle`'s half second of quiet, which a busy machine may never give.
 * A request of a document the page has left is not waited for: `/` sends a visitor at a hash route
 * on to a static page (decision 048), and what `/` had asked for meanwhile is dropped with it,
 * without an answer, or with a failure that is none of the site's. A document is left once the
 * page has committed to the next one.
 */
export function recordTraffic(page: Page): Traffic {
  const requests: Request[] = [];
  const pending = new Set<Request>();
  /** The document of the page that sent each request (0, 1, … in order). */
  const sender = new Map<Request, number>();
  let document = 0;
  /** The request of the page's current document: its answer may still be arriving. */
  let current: Request | undefined;
  /** A document's answer has arrived; it replaces the page's document when the frame commits to it. */
  let arriving = false;
  page.on('request', (sent) => {
    requests.push(sent);
    pending.add(sent);
    sender.set(sent, document);
  });
  page.on('response', (answer) => {
    if (!answer.request().isNavigationRequest() || answer.frame() !== page.mainFrame()) return;
    arriving = true;
    current = answer.request();
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !arriving) return;
    arriving = false;
    document += 1;
  });
  page.on('requestfinished', (done) => pending.delete(done));
  page.on('requestfailed', (failed) => pending.delete(failed));
  const left = (request: Request) => request !== current && (sender.get(request) ?? document) < document;
  return {
    requests,
    left,
    settled: () =>
      expect
        .poll(
          () =>
            [...pending].filter((request) => !left(request)).map((request) => `${request.method()} ${request.url()}`),
          { message: 'requests still in flight', timeout: 15_000 },
        )
        .toEqual([]),
  };
}

/**
 * §7 "Otherwise the only network activity is loading page script and style chunks on demand."
 * What a page may fetch as it loads and as the visitor scrolls through it:
 * - the document itself (the one page of the single-page site), and the static page `/` sends a
 *   visitor at a hash route to (`/en-US/city/`, decision 048; tests/browser/static-pages.spec.ts
 *   checks which);
 * - the site's own script and style chunks, from its own origin under /assets/ (`name-hash.js|css`);
 * - the site's own SVG files: its declared icon and its drawings. Decision 016 ("no images but its
 *   own SVG"; `img-src 'self'`) allows them; no raster image, nothing from another origin;
 * - the site's typeface, its Latin files from its own origin under /assets/ (`name-hash.woff2`):
 *   part of its style, as issue 31 asks (decision 043; `font-src 'self'`);
 * - the API only where decision 009 says a page reads it as it loads (the job list's `query`);
 *   the forms' `add` only on a submit (tested with each form above).
 */
export function unexpectedTraffic(requests: readonly Request[], origin: string): string[] {
  return requests
    .filter((request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return true;
      const type = request.resourceType();
      if (url.pathname.startsWith('/api/')) return false; // checked against the oracle separately
      if (request.method() !== 'GET') return true;
      if (type === 'document')
        return url.pathname !== '/' && !/^\/[A-Za-z]{2,3}(-[A-Za-z0-9]+)*(\/[a-z0-9-]+)+\/$/.test(url.pathname);
      if (type === 'script') return !/^\/assets\/[\w.-]+-[\w-]{8}\.js$/.test(url.pathname);
      if (type === 'stylesheet') return !/^\/assets\/[\w.-]+-[\w-]{8}\.css$/.test(url.pathname);
      if (type === 'font') return !/^\/assets\/[\w.-]+-[\w-]{8}\.woff2$/.test(url.pathname);
      // Chromium fetches the page's declared icon with the type "other".
      if (type === 'image' || type === 'other') return !/^\/[\w/.-]+\.svg$/.test(url.pathname);
      return true;
    })
    .map((request) => `${request.resourceType()} ${request.method()} ${request.url()}`);
}

/** A layout shift the browser reported (what Lighthouse's CLS adds up), with the elements it moved. */
export interface LayoutShift {
  readonly value: number;
  readonly sources: string[];
}

/**
 * Records, from the page's start, every layout shift not caused by input; the returned function
 * reads them. Call it before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (globalThis as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : '',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/**
 * Enters `text` at the focus as an input method commits it (Chinese, full-width letters). Playwright
 * inserts text through the browser in Chromium; its Firefox driver (WebDriver BiDi, 1.64) sets the
 * field's value from script instead, which a React field never sees (its value tracker takes the
 * new value for its own), so there the editor inserts it as it does a commit: `insertText`, with
 * the beforeinput and input events of typed text.
 */
export async function commitText(page: Page, text: string): Promise<void> {
  if (page.context().browser()?.browserType().name() !== 'firefox') {
    await page.keyboard.insertText(text);
    return;
  }
  const inserted = await page.evaluate((value) => document.execCommand('insertText', false, value), text);
  if (!inserted) throw new Error(`the focused element took no text (${text})`);
}

/**
 * Types `text` at the focus as a visitor does: what a US keyboard has, key by key; the rest (Chinese,
 * full-width letters) as an input method commits it (commitText).
 */
export async function typeText(page: Page, text: string): Promise<void> {
  for (const run of text.match(/[\x20-\x7e]+|[^\x20-\x7e]+/g) ?? []) {
    if (/^[\x20-\x7e]/.test(run)) await page.keyboard.type(run);
    else await commitText(page, run);
  }
}

/** Replaces what a text field holds with `text`, as locator.fill() does, in every engine (commitText). */
export async function fillField(field: Locator, text: string): Promise<void> {
  if (field.page().context().browser()?.browserType().name() !== 'firefox') {
    await field.fill(text);
    return;
  }
  await field.focus();
  await field.selectText();
  if (text === '') await field.press('Delete');
  else await commitText(field.page(), text);
  await expect(field).toHaveValue(text);
}

/** When something happened on the page's installed clock: ms after the call, and whether exactly. */
export interface Moment {
  readonly at: number;
  readonly approximate: boolean;
}

/**
 * Runs the page's installed clock (`page.clock.install()`) forward until `happened` holds, and
 * says when: exactly if at `exact` ms (the specification's time: the clock stops at `exact - 1`
 * and `exact`), otherwise to within `step` ms; undefined if not within `limit` ms. What a test of
 * a specified delay needs to name the delay it found (tests/expect-constant.ts).
 */
export async function firstOnPageClock(
  page: Page,
  happened: () => Promise<boolean>,
  { exact, limit = 2 * exact, step = 100 }: { exact: number; limit?: number; step?: number },
): Promise<Moment | undefined> {
  const stops = new Set<number>([exact - 1, exact]);
  for (let at = step; at <= limit; at += step) stops.add(at);
  let now = 0;
  for (const at of [...stops].sort((a, b) => a - b)) {
    await page.clock.runFor(at - now);
    now = at;
    if (await happened()) return { at, approximate: at !== exact };
  }
  return undefined;
}
