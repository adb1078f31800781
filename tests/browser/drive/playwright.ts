// `Site` over Playwright (decision 052): Chromium and Firefox. Each test is registered with the
// suite's fixtures (tests/browser/fixtures.ts), so what it reads is recorded and checked against
// what it declares, and the mock API answers in the browser, as for every Playwright test.
import { type Locator, type Page, expect as playwrightExpect, type TestInfo } from '@playwright/test';
import { type Capability, type Engine, lackedBy, notInEngine } from '../../engines.ts';
import type { Locale, SpecPath } from '../../oracle/routes';
import { test as fixturesTest } from '../fixtures';
import { expectHeading, openPage } from '../site';
import {
  type Body,
  type Box,
  type Expect,
  type Found,
  type KeyName,
  type OpenOptions,
  pollUntil,
  type Register,
  type Role,
  type Site,
  type Visit,
  type VisitOptions,
} from './site';

class PlaywrightFound implements Found {
  constructor(private readonly locator: Locator) {}

  role(role: Role, name?: string | RegExp, options: { exact?: boolean } = {}): Found {
    return new PlaywrightFound(
      this.locator.getByRole(role, name === undefined ? {} : { name, exact: options.exact ?? false }),
    );
  }

  css(selector: string): Found {
    return new PlaywrightFound(this.locator.locator(selector));
  }

  nth(index: number): Found {
    return new PlaywrightFound(this.locator.nth(index));
  }

  count(): Promise<number> {
    return this.locator.count();
  }

  texts(): Promise<string[]> {
    return this.locator.evaluateAll((elements) =>
      elements.map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
    );
  }

  attributes(name: string): Promise<(string | null)[]> {
    return this.locator.evaluateAll(
      (elements, attribute) => elements.map((element) => element.getAttribute(attribute)),
      name,
    );
  }

  styles(property: string, pseudo?: string): Promise<string[]> {
    return this.locator.evaluateAll(
      (elements, [name, from]) =>
        elements.map((element) => getComputedStyle(element, from ?? null).getPropertyValue(name)),
      [property, pseudo] as const,
    );
  }

  async box(): Promise<Box | null> {
    if ((await this.locator.count()) === 0) return null;
    return this.locator.first().evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
  }

  visible(): Promise<boolean> {
    return this.locator.first().isVisible();
  }

  async focused(): Promise<boolean> {
    if ((await this.locator.count()) === 0) return false;
    return this.locator.first().evaluate((element) => element === document.activeElement);
  }

  click(): Promise<void> {
    return this.locator.first().click();
  }

  focus(): Promise<void> {
    return this.locator.first().focus();
  }

  type(text: string): Promise<void> {
    return this.locator.first().pressSequentially(text);
  }
}

class PlaywrightSite implements Site {
  private errorsSeen: string[] = [];

  constructor(
    private readonly page: Page,
    readonly engine: Engine,
    readonly origin: string,
  ) {}

  async open(path: SpecPath, locale: Locale, { width, height }: OpenOptions = {}): Promise<void> {
    if (width !== undefined) {
      const viewport = this.page.viewportSize();
      await this.page.setViewportSize({ width, height: height ?? viewport?.height ?? 900 });
    }
    this.errorsSeen = await openPage(this.page, path, locale);
  }

  async errors(): Promise<string[]> {
    return [...this.errorsSeen];
  }

  heading(text: string): Promise<void> {
    return expectHeading(this.page, text);
  }

  hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash);
  }

  press(key: KeyName): Promise<void> {
    return this.page.keyboard.press(key === ' ' ? 'Space' : key);
  }

  role(role: Role, name?: string | RegExp, options: { exact?: boolean } = {}): Found {
    return new PlaywrightFound(
      this.page.getByRole(role, name === undefined ? {} : { name, exact: options.exact ?? false }),
    );
  }

  css(selector: string): Found {
    return new PlaywrightFound(this.page.locator(selector));
  }

  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return this.page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>;
  }

  until<T>(read: () => Promise<T>, expected: T | ((value: T) => boolean), what: string): Promise<T> {
    return pollUntil(read, expected, what);
  }
}

/**
 * Playwright's test function with the suite's fixtures, as `Register`: the test file calls it
 * itself, so Playwright places each test where it is written (Playwright takes the location from
 * its caller's stack frame; a wrapper would place every test here).
 */
export const test = fixturesTest as unknown as Register;

/**
 * The body as Playwright's test function: its page as a `Site`. In an engine whose driver lacks a
 * capability the test needs, the test is skipped with the reason the report prints ("not run in
 * this engine: …").
 */
export function visit(body: Body, { timeout }: VisitOptions = {}): Visit {
  const run = async (
    { page, browserName, baseURL }: { page: Page; browserName: string; baseURL: string | undefined },
    testInfo: TestInfo,
  ) => {
    const engine: Engine = browserName === 'firefox' ? 'firefox' : 'chromium';
    const lacked = lackedBy(
      engine,
      testInfo.annotations.flatMap((annotation) =>
        annotation.type === 'needs' ? [annotation.description as Capability] : [],
      ),
    );
    fixturesTest.skip(lacked !== undefined, lacked && notInEngine(lacked));
    if (timeout !== undefined) fixturesTest.setTimeout(timeout);
    if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
    await body(new PlaywrightSite(page, engine, new URL(baseURL).origin));
  };
  return run as unknown as Visit;
}

export const expect: Expect = playwrightExpect;
