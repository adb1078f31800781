// What a browser test of tests/browser/*.e2e.ts may do to the site, whatever drives the browser
// (decision 052): one interface, implemented over Playwright (drive/playwright.ts: Chromium,
// Firefox) and over W3C WebDriver (drive/webdriver.ts: WebKit). A test written against it runs in
// the three engines; what only one driver can do is declared by the test (`needs`), never
// reached for behind the interface's back.
import { isDeepStrictEqual } from 'node:util';
import type { Capability, Engine } from '../../engines.ts';
import type { Locale, SpecPath } from '../../oracle/routes';
import type { ProvesDetails } from '../proves';

/** The roles a test finds elements by (WAI-ARIA), with their accessible name. */
export type Role =
  | 'button'
  | 'dialog'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listitem'
  | 'navigation'
  | 'region'
  | 'searchbox'
  | 'textbox';

/** The keys a test presses, by their names in the UI Events `key` values. */
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | ' ';

/** An element's box in the viewport, in CSS pixels (getBoundingClientRect). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The elements a query finds, looked up again at each step (a page re-rendered between two steps
 * is found afresh). Reads are of every element found, in document order; actions are on the first.
 */
export interface Found {
  /** The elements inside any element of `this`, by role and name (as Playwright's locators chain). */
  role(role: Role, name?: string | RegExp, options?: { exact?: boolean }): Found;
  /** The elements inside any element of `this`, by CSS selector. */
  css(selector: string): Found;
  /** The element at `index` (0 is the first). */
  nth(index: number): Found;
  count(): Promise<number>;
  /** Each element's text, its white space collapsed and trimmed. */
  texts(): Promise<string[]>;
  /** Each element's attribute (null where absent). */
  attributes(name: string): Promise<(string | null)[]>;
  /** Each element's computed style `property` (a CSS property name), of `pseudo` (`::before`) if given. */
  styles(property: string, pseudo?: string): Promise<string[]>;
  /** The first element's box, or null when none is found. */
  box(): Promise<Box | null>;
  /** Whether the first element is rendered and visible. */
  visible(): Promise<boolean>;
  /** Whether the first element has the focus. */
  focused(): Promise<boolean>;
  /** Clicks the first element, once it is found and can be clicked. */
  click(): Promise<void>;
  /** Gives the first element the focus. */
  focus(): Promise<void>;
  /** Types `text` into the first element (a field), as a keyboard does, after what it holds. */
  type(text: string): Promise<void>;
}

export interface OpenOptions {
  /** The width of the page's layout viewport, in CSS pixels; the desktop's when left out. */
  readonly width?: number;
  readonly height?: number;
}

export interface Site {
  readonly engine: Engine;
  /** The site's origin (`http://localhost:4173`): for what a test reads over HTTP beside the browser. */
  readonly origin: string;
  /**
   * Opens `path` as a new visit in `locale` (stored as the visitor's choice, storage otherwise
   * empty) and waits until the app runs the page and shows the oracle's heading.
   */
  open(path: SpecPath, locale: Locale, options?: OpenOptions): Promise<void>;
  /** The page's uncaught errors (and, where the driver hears them, console errors) since `open`. */
  errors(): Promise<string[]>;
  /** Waits for the one shown main heading to read `text`, run by the app. */
  heading(text: string): Promise<void>;
  /** The location's hash: `#/carddispenser`. */
  hash(): Promise<string>;
  /** Presses `key` on whatever has the focus. */
  press(key: KeyName): Promise<void>;
  role(role: Role, name?: string | RegExp, options?: { exact?: boolean }): Found;
  css(selector: string): Found;
  /**
   * Runs `fn` in the page with `arg` (both drivers send it as source: it may use nothing but its
   * argument and the page's globals) and returns what it returns, as JSON.
   */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /**
   * Reads `read` until its value is `expected` (deep equality) or `expected(value)` holds, and
   * returns it; fails naming `what`, the expected value and the last read after the step wait.
   */
  until<T>(read: () => Promise<T>, expected: T | ((value: T) => boolean), what: string): Promise<T>;
}

/** How long a step waits for the page: generous, for a busy two-core machine with three browsers. */
export const STEP_WAIT_MS = 30_000;

/** A browser test's body: what it does to the site, and what it expects. */
export type Body = (site: Site) => Promise<void>;

export interface VisitOptions {
  /** How long the whole test may take, in ms, when more than the runner's default (a walk of many pages). */
  readonly timeout?: number;
}

/**
 * A body made ready for the runner that loads the file (`visit(body)`): Playwright's test function
 * with its fixtures, or vitest's with the file's WebDriver session. Only `test` takes it.
 */
export interface Visit {
  readonly visit: unique symbol;
}

/**
 * Registers a test: `test(title, proves(…).on(…), visit(async (site) => …))`. The test file calls
 * it itself, so each runner places the test where it is written (its file, line and column).
 */
export type Register = (title: string, details: ProvesDetails, visit: Visit) => void;

/** The assertions a body makes: what Playwright's `expect` and vitest's have in common. */
export interface Matchers {
  toBe(expected: unknown): unknown;
  toEqual(expected: unknown): unknown;
  toMatch(expected: string | RegExp): unknown;
  toContain(expected: unknown): unknown;
  toHaveLength(expected: number): unknown;
  toBeGreaterThanOrEqual(expected: number): unknown;
  toBeLessThanOrEqual(expected: number): unknown;
  toBeGreaterThan(expected: number): unknown;
  toMatchObject(expected: Record<string, unknown>): unknown;
  toBeNull(): unknown;
  toBeDefined(): unknown;
  toBeUndefined(): unknown;
  readonly not: Omit<Matchers, 'not'>;
}
export type Expect = (actual: unknown, message?: string) => Matchers;

/** The capabilities the test's details say it needs of the driver (`proves(…).needs(…)`). */
export function needsOf(details: Pick<ProvesDetails, 'annotation'>): Capability[] {
  return details.annotation.flatMap((annotation) => (annotation.type === 'needs' ? [annotation.description] : []));
}

/** Whether `value` is what `expected` asks for: deep equality, or the predicate. */
function accepts<T>(value: T, expected: T | ((value: T) => boolean)): boolean {
  return typeof expected === 'function'
    ? (expected as (value: T) => boolean)(value)
    : isDeepStrictEqual(value, expected);
}

/**
 * `Site.until` for both drivers: reads until the value is accepted, between reads yielding 100 ms
 * to the page. A read that throws (an element gone while React replaced it) counts as not yet.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  expected: T | ((value: T) => boolean),
  what: string,
  timeout = STEP_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: { value: T } | { error: unknown } | undefined;
  for (;;) {
    try {
      const value = await read();
      if (accepts(value, expected)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wanted = typeof expected === 'function' ? 'the condition' : JSON.stringify(expected);
  const seen = !last ? 'nothing' : 'value' in last ? JSON.stringify(last.value) : `an error: ${String(last.error)}`;
  throw new Error(`${what}: expected ${wanted} within ${timeout} ms; last read ${seen}`);
}
