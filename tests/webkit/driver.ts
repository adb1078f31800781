// What the WebKit tests share: one W3C WebDriver session per test file (WebKitGTK's MiniBrowser
// through WebKitWebDriver, started by scripts/webkit.ts), and the visitor's steps written with
// selenium-webdriver. WebDriver has no request interception, no console events and no init
// scripts: a test opens a page with a fresh load, then injects what it records (see `openPage`).
// What a test reads of the site is checked against what it declares at check points (`checkPoint`).
import { relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Test } from '@vitest/runner';
import { Builder, By, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { webkitBrowserPath } from '../../scripts/browser-env.ts';
import { expectFact } from '../expect-fact';
import { STORAGE_KEY } from '../oracle/constants';
import type { SpecFact } from '../oracle/content';
import { headingOf, LANGUAGE_MENU_NAME, type Locale, type SpecPath, SWITCH_TO } from '../oracle/routes';
import { openedAt, readBy, shownBy, undeclared, undeclaredMessage } from '../reads';
import type { Input } from '../scope';

export { By, Key, type WebDriver, type WebElement };

/** How long a step may wait for the page: generous, for a busy two-core machine. */
export const WAIT_MS = 30_000;

/** Where scripts/webkit.ts serves the site (or BASE_URL's origin), without a trailing slash. */
export function siteUrl(): string {
  const url = process.env.WEBKIT_SITE_URL;
  if (!url) throw new Error('WEBKIT_SITE_URL is not set: run the WebKit tests with scripts/webkit.ts');
  return url.replace(/\/$/, '');
}

/** WebKitWebDriver's address, set by scripts/webkit.ts. */
function webDriverUrl(): string {
  const url = process.env.WEBKIT_WEBDRIVER_URL;
  if (!url) throw new Error('WEBKIT_WEBDRIVER_URL is not set: run the WebKit tests with scripts/webkit.ts');
  return url;
}

/** The capabilities of a MiniBrowser session: its binary (WEBKIT_BROWSER names another) in automation mode. */
export function miniBrowserCapabilities(binary: string): Capabilities {
  const capabilities = new Capabilities();
  capabilities.set('browserName', 'MiniBrowser');
  capabilities.set('webkitgtk:browserOptions', { binary, args: ['--automation'] });
  return capabilities;
}

/** A new session on the driver at `url` (never Selenium Manager: the server is given). */
export async function newSession(url: string, binary: string): Promise<WebDriver> {
  const driver = await new Builder().usingServer(url).withCapabilities(miniBrowserCapabilities(binary)).build();
  await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: 60_000 });
  return driver;
}

/** The window a test starts with: a desktop width. */
export const DESKTOP = { width: 1280, height: 900 } as const;

declare module '@vitest/runner' {
  interface TaskMeta {
    /** What a WebKit test was seen to read at its check points (tests/webkit/driver.ts), in reports/webkit.json. */
    read?: readonly Input[];
  }
}

/**
 * What the running test reads of the site (tests/scope.ts, decision 049), against what its
 * `proves(…).on(…)` declares: a test that reads what it does not declare fails, as in Chromium and
 * Firefox (tests/browser/fixtures.ts), so `make test CHANGED=…` cannot leave it out of a change it
 * depends on. WebDriver has no request events and no init scripts, so nothing is recorded as it
 * happens: the driver looks at check points instead.
 *
 * - `load` (and `openPage`): the address the test opens (a static page and a file by their
 *   address, /zh-CN/city/ is /city in zh-CN, /sitemap.xml a file; a hash route in the language
 *   the test stores), then the page the loaded document shows.
 * - `expectHeading`, once the app runs the page: the page shown, by its hash route and the
 *   language the app set on <html>.
 * - Before `load` leaves a document of the test, and at the end of the test: the page shown, and
 *   the search index chunks the document loaded (its Resource Timing entries,
 *   `/assets/search-<locale>.gen-….js`).
 *
 * What this cannot see: a page reached by a click, a key or the history and left again before the
 * next check point (the walk's middle pages, when a test waits for something else than the
 * heading); a search index loaded by a document that a reload or a click to another document
 * replaced before a check point; anything the test's own Node code fetches (`fetch` of a static
 * page or a download); a check point the browser cannot answer (a test that failed with it). Those
 * reads are declared from the test's code. `load`'s first stop, /robots.txt, is the driver's own
 * way to a fresh document, not a read of the test. A test that declares nothing is taken to read
 * everything, and is not checked.
 */
interface Watch {
  readonly declared: readonly Input[];
  readonly reads: Set<Input>;
  /** Whether the browser shows a document this test opened: until its first `load`, it is the last test's. */
  opened: boolean;
}

/** The running test's watch, when it declares what it reads. */
let watching: Watch | undefined;

function note(input: Input | undefined): void {
  if (input) watching?.reads.add(input);
}

/** What a document shows and what search index chunks it loaded, in one round trip. */
interface Shown {
  readonly pathname: string;
  readonly hash: string;
  readonly lang: string;
  /** `/` has not yet shown the visitor's page (boot.ts): its <html lang> is not the app's yet. */
  readonly pending: boolean;
  readonly searchChunks: string[];
}

/** A check point: the page the browser shows and the search index its document loaded, noted for the running test. */
async function checkPoint(driver: WebDriver): Promise<void> {
  if (!watching?.opened) return;
  const shown = (await driver
    .executeScript(() => ({
      pathname: window.location.pathname,
      hash: window.location.hash,
      lang: document.documentElement.lang,
      pending: document.documentElement.classList.contains('boot-pending'),
      searchChunks: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/assets/search-')),
    }))
    // A document that cannot answer (being replaced, or the test failed with it) is not looked at:
    // a check point never fails a test of its own.
    .catch(() => undefined)) as Shown | undefined;
  if (!shown) return;
  if (!shown.pending) note(shownBy(shown.pathname, shown.hash, shown.lang));
  for (const url of shown.searchChunks) note(readBy(url, false));
}

/** Where a test is written: `tests/webkit/shell.test.ts:12:3`. */
function placeOf(test: Test): string {
  const file = relative('.', test.file.filepath);
  return test.location ? `${file}:${test.location.line}:${test.location.column}` : file;
}

/**
 * One session for the test file (a session takes seconds to start), opened before its first test
 * and closed after its last. Each test opens its page with a fresh load (`openPage`), and what it
 * reads is checked against what it declares (`Watch`).
 */
export function sessionPerFile(): () => WebDriver {
  let driver: WebDriver | undefined;
  beforeAll(async () => {
    driver = await newSession(webDriverUrl(), webkitBrowserPath());
    await driver.manage().window().setRect(DESKTOP);
  }, 120_000);
  afterAll(async () => {
    await driver?.quit();
  }, 60_000);
  beforeEach(({ task }) => {
    const declared = task.meta.reads ?? [];
    watching = declared.length > 0 ? { declared, reads: new Set(), opened: false } : undefined;
  });
  afterEach(async ({ task }) => {
    const watch = watching;
    if (!watch) return;
    try {
      if (driver) await checkPoint(driver);
    } finally {
      watching = undefined;
    }
    const reads = [...watch.reads].sort();
    task.meta.read = reads;
    const missing = undeclared(watch.declared, reads);
    if (missing.length > 0) throw new Error(undeclaredMessage(missing, watch.declared, placeOf(task)));
  });
  return () => {
    if (!driver) throw new Error('no WebDriver session');
    return driver;
  };
}

declare global {
  interface Window {
    __webkitErrors?: string[];
  }
}

/**
 * Records the page's uncaught errors and unhandled rejections from now on. WebDriver runs a
 * script only once the document has loaded: an error thrown while the page's first scripts ran is
 * not seen here (Chromium and Firefox record those through Playwright's console events).
 */
export async function recordErrors(driver: WebDriver): Promise<void> {
  await driver.executeScript(() => {
    if (window.__webkitErrors) return;
    const errors: string[] = [];
    window.__webkitErrors = errors;
    window.addEventListener('error', (event) => errors.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) =>
      errors.push(`unhandled rejection: ${String(event.reason)}`),
    );
  });
}

/** The errors recorded since `recordErrors` in this document (a reload starts a new list). */
export async function pageErrors(driver: WebDriver): Promise<string[]> {
  return (await driver.executeScript(() => window.__webkitErrors ?? ['the error listener is gone'])) as string[];
}

export interface OpenOptions {
  /** Stored under the storage key of §9 before the page loads; nothing stored when undefined. */
  readonly locale?: Locale;
  /** The mock API's scenario (`?scenario=` in the page's address). */
  readonly scenario?: string;
}

/**
 * Opens `address` (a path with its hash, `/#/home`) with a fresh document: the browser first
 * loads a plain file of the site, so a hash-only change never reuses the previous page, and
 * localStorage is emptied (and `locale` stored) on the site's origin before the app starts.
 */
export async function load(driver: WebDriver, address: string, { locale }: OpenOptions = {}): Promise<void> {
  // The document the test leaves, and what it opens (a hash route without a stored language: as shown, below).
  await checkPoint(driver);
  note(openedAt(`${siteUrl()}${address}`, locale));
  await driver.get(`${siteUrl()}/robots.txt`);
  await driver.executeScript(
    (key: string, value: string | null) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      if (value) window.localStorage.setItem(key, value);
    },
    STORAGE_KEY,
    locale ?? null,
  );
  await driver.get(`${siteUrl()}${address}`);
  // `/` at a hash route gives way to that route's static page (decision 048): the errors are
  // recorded in the document that stays, once it has loaded (`/` never finishes loading then).
  await waitFor(
    driver,
    // A document being replaced may not answer: asked again until the one that stays does.
    async () => (await driver.executeScript(() => document.readyState).catch(() => 'replaced')) as string,
    (state) => state === 'complete',
    `${address}: the page loaded`,
  );
  if (watching) watching.opened = true;
  await checkPoint(driver);
  await recordErrors(driver);
}

/** The address of `path` in the hash, with the mock API's scenario if any. */
export function addressOf(path: string, scenario?: string): string {
  return `/${scenario ? `?scenario=${scenario}` : ''}#${path}`;
}

/** Opens the page at `path` (fresh, `locale` stored) and waits for the oracle's heading, run by the app. */
export async function openPage(
  driver: WebDriver,
  path: SpecPath,
  locale: Locale,
  options: Omit<OpenOptions, 'locale'> = {},
): Promise<void> {
  await load(driver, addressOf(path, options.scenario), { locale });
  await expectHeading(driver, headingOf(path, locale));
}

/** Polls `read` until `accept` holds for its value, or fails with the last value seen. */
export async function waitFor<T>(
  driver: WebDriver,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeout = WAIT_MS,
): Promise<T> {
  let last: T | undefined;
  let unloading: unknown;
  try {
    await driver.wait(
      async () => {
        try {
          last = await read();
        } catch (error) {
          // The document went while the script ran ("Callback was not called before the unload
          // event"): a reload, or `/` sending the visitor on to a static page (decision 048) just
          // after the driver saw it load. The one that stays is asked again.
          if ((error as Error).name !== 'NoSuchFrameError') throw error;
          unloading = error;
          return false;
        }
        unloading = undefined;
        return accept(last);
      },
      timeout,
      undefined,
      100,
    );
    return last as T;
  } catch (error) {
    const cause = unloading ? `${String(unloading)}; ${String(error)}` : String(error);
    throw new Error(`${what}: not within ${timeout} ms; last seen: ${JSON.stringify(last)} (${cause})`);
  }
}

/**
 * Reads `read` until `problemsOf` (a check of tests/content-facts.ts) finds nothing wrong with what
 * it returns, then returns that; when the time is up, fails naming `fact` with the problems of the
 * last read (tests/expect-fact.ts), not with a timeout.
 */
export async function waitForFact<T>(
  driver: WebDriver,
  fact: SpecFact,
  read: () => Promise<T>,
  problemsOf: (value: T) => readonly string[],
  timeout = WAIT_MS,
): Promise<T> {
  let last: { value: T; problems: readonly string[] } | undefined;
  try {
    await driver.wait(
      async () => {
        const value = await read();
        last = { value, problems: problemsOf(value) };
        return last.problems.length === 0;
      },
      timeout,
      undefined,
      100,
    );
  } catch (error) {
    if (last && error instanceof Error && error.name === 'TimeoutError') expectFact(fact, last.problems);
    throw error;
  }
  if (!last) throw new Error(`waitForFact: nothing was read for ${fact.clause} ${fact.name}`);
  return last.value;
}

/**
 * Sets the window so that the page's layout viewport is `width` wide and the window `height` tall;
 * resolves with the width the page measures once it is within `tolerance` px of `width` (WebKitGTK's
 * window cannot be narrower than about 447 px, so a narrow width can only be come near).
 */
export async function setInnerWidth(
  driver: WebDriver,
  width: number,
  { height = DESKTOP.height, tolerance = 0 }: { height?: number; tolerance?: number } = {},
): Promise<number> {
  const rect = await driver.manage().window().getRect();
  const inner = (await driver.executeScript(() => document.documentElement.clientWidth)) as number;
  await driver
    .manage()
    .window()
    .setRect({ width: rect.width + (width - inner), height });
  return waitFor(
    driver,
    () => driver.executeScript(() => document.documentElement.clientWidth) as Promise<number>,
    (measured) => Math.abs(measured - width) <= tolerance,
    tolerance ? `the page about ${width} px wide` : `the page ${width} px wide`,
  );
}

/** Waits until `read` returns `expected` (deep equality; the order of an object's keys does not matter). */
export function waitForValue<T>(driver: WebDriver, read: () => Promise<T>, expected: T, what: string): Promise<T> {
  return waitFor(
    driver,
    read,
    (value) => isDeepStrictEqual(value, expected),
    `${what} (expected ${JSON.stringify(expected)})`,
  );
}

/** The texts of the level-1 headings that are rendered (a kept-alive page hidden behind another has none). */
export async function shownHeadings(driver: WebDriver): Promise<string[]> {
  return (await driver.executeScript(() =>
    [...document.querySelectorAll('h1')]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => heading.textContent?.trim() ?? ''),
  )) as string[];
}

/** Whether React runs the shown heading (it keeps its own keys on the DOM nodes it manages). */
export async function appRunning(driver: WebDriver): Promise<boolean> {
  return (await driver.executeScript(() => {
    const heading = [...document.querySelectorAll('#root h1')].find((element) => element.getClientRects().length > 0);
    return heading !== undefined && Object.keys(heading).some((key) => key.startsWith('__react'));
  })) as boolean;
}

/** The one shown main heading reads `text`, and the app runs the page. */
export async function expectHeading(driver: WebDriver, text: string): Promise<void> {
  await waitForValue(driver, () => shownHeadings(driver), [text], 'the shown h1');
  await waitForValue(driver, () => appRunning(driver), true, `the app runs the page "${text}"`);
  await checkPoint(driver);
}

/** The page's hash (`#/home`). */
export async function currentHash(driver: WebDriver): Promise<string> {
  return (await driver.executeScript(() => window.location.hash)) as string;
}

/**
 * The first element matching `selector` whose trimmed text (or aria-label, or, for a field, its
 * label's text) is `name` and that is rendered; waits for it.
 */
export async function findByName(
  driver: WebDriver,
  selector: string,
  name: string | RegExp,
  within?: WebElement,
): Promise<WebElement> {
  const source = name instanceof RegExp ? { pattern: name.source, flags: name.flags } : { exact: name };
  const found = await waitFor(
    driver,
    async () =>
      (await driver.executeScript(
        (css: string, wanted: { exact?: string; pattern?: string; flags?: string }, root: Element | null) => {
          const matches = (text: string) =>
            wanted.exact !== undefined
              ? text === wanted.exact
              : new RegExp(wanted.pattern ?? '', wanted.flags).test(text);
          const nameOf = (element: Element) => {
            const label = element.getAttribute('aria-label');
            if (label) return label.trim();
            const labelledBy = element.getAttribute('aria-labelledby');
            if (labelledBy)
              return labelledBy
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
                .join(' ');
            if (element instanceof HTMLFieldSetElement)
              return element.querySelector('legend')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
            if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
              const labels = [...(element.labels ?? [])].map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
              return labels.join(' ');
            }
            // What a screen reader reads: the text without the parts hidden from it.
            const copy = element.cloneNode(true) as Element;
            for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
            return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
          };
          return (
            [...(root ?? document).querySelectorAll(css)].find(
              (element) => element.getClientRects().length > 0 && matches(nameOf(element)),
            ) ?? null
          );
        },
        selector,
        source,
        within ?? null,
      )) as WebElement | null,
    (element) => element !== null,
    `a rendered ${selector} named ${String(name)}`,
  );
  if (!found) throw new Error(`no ${selector} named ${String(name)}`);
  return found;
}

/** Clicks the rendered element matching `selector` named `name` (see findByName). */
export async function clickNamed(driver: WebDriver, selector: string, name: string | RegExp): Promise<void> {
  await retryStale(async () => {
    const element = await findByName(driver, selector, name);
    await driver.executeScript((target: Element) => target.scrollIntoView({ block: 'center' }), element);
    await element.click();
  });
}

/**
 * Runs `step` again (up to five times) when the driver refuses a stale element handle: React
 * replaced the element between finding it and acting on it, and the driver refused before acting.
 */
export async function retryStale<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 5 || (error as Error).name !== 'StaleElementReferenceError') throw error;
    }
  }
}

/** The trimmed texts of the rendered elements matching `selector`. */
export async function textsOf(driver: WebDriver, selector: string): Promise<string[]> {
  return (await driver.executeScript(
    (css: string) =>
      [...document.querySelectorAll(css)]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
    selector,
  )) as string[];
}

/** The main navigation's accessible name in each language (the project's wording). */
export const MAIN_NAVIGATION: Readonly<Record<Locale, string>> = { 'en-US': 'Main navigation', 'zh-CN': '主导航' };

/**
 * Switches the page to `target` as a visitor does, however many languages the build has (decision
 * 036): the header's switch, or the language menu's button and then its entry, each named in the
 * oracle's words.
 */
export async function chooseLanguage(driver: WebDriver, target: Locale): Promise<void> {
  const control = new RegExp(`^${SWITCH_TO[target]}$|${LANGUAGE_MENU_NAME.source}`);
  const found = await retryStale(async () => {
    const element = await findByName(driver, 'button', control);
    return { element, menu: (await element.getAttribute('aria-expanded')) !== null };
  });
  if (found.menu) await retryStale(() => found.element.click());
  await clickNamed(driver, 'button', SWITCH_TO[target]);
}

/**
 * Types `keys` into whatever has the focus, as a visitor's keyboard does. The driver addresses
 * the focused element by a handle: when the page replaces that element between finding it and
 * typing (React re-rendering it), the driver refuses the stale handle before typing anything, and
 * the focused element is found again.
 */
export async function typeKeys(driver: WebDriver, ...keys: string[]): Promise<void> {
  await retryStale(() =>
    driver
      .switchTo()
      .activeElement()
      .sendKeys(...keys),
  );
}

/** Types `text` into the rendered field matching `selector` named `name` (see findByName). */
export async function typeInto(
  driver: WebDriver,
  selector: string,
  name: string | RegExp,
  text: string,
): Promise<void> {
  await retryStale(async () => (await findByName(driver, selector, name)).sendKeys(text));
}
