// The screenshots of `make visual-diff` (decision 041), in each engine the browser suite drives,
// from the same Debian packages: Chromium and Firefox through Playwright, WebKit through
// WebKitWebDriver under Xvfb. One browser per engine for the whole run and one page (a WebDriver
// session's window) per width; each shot opens its page with a fresh document, the language
// stored as the visitor's choice, then lets it settle (in-page.ts) and takes it whole.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, firefox, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { WebDriver } from 'selenium-webdriver';
import type { Engine } from '../../tests/engines.ts';
import { newSession } from '../../tests/webkit/driver.ts';
import {
  CHROMIUM_ARGS,
  firefoxPath,
  freePort,
  testBrowserPath,
  webkitBrowserPath,
  webkitDriverPath,
} from '../browser-env.ts';
import { stopGroup } from '../processes.ts';
import { tail, until } from '../serve.ts';
import { type Served, start, track } from './builds.ts';
import { readPng, writePng } from './compare.ts';
import {
  callInPage,
  DEFERRED_PLACES,
  quietPage,
  type Settled,
  type SettleOptions,
  STILL_CSS,
  STITCHED_CSS,
  settlePage,
} from './in-page.ts';
import { WIDTHS, type WidthName } from './options.ts';

/** How long a page may take to settle, in milliseconds: generous, for a busy two-core machine. */
export const SETTLE_MS = 45_000;

export interface Shot {
  readonly png: Buffer;
  /** What the page did not do in time, or undefined. */
  readonly problem?: string;
}

export interface Shooter {
  readonly engine: Engine;
  /** The browser and its version. */
  readonly browser: string;
  /** Makes the window `width` wide; resolves to the width the page sees, in CSS pixels. */
  openWidth(width: WidthName): Promise<number>;
  /** The page at `route` of the build `server` serves, in `locale` (stored under `storageKey`), whole. */
  shoot(server: Served, route: string, locale: string, storageKey: string): Promise<Shot>;
  close(): Promise<void>;
}

const SETTLE = { css: STILL_CSS, deferred: DEFERRED_PLACES, timeoutMs: SETTLE_MS };
/** No request in flight and none ended for this long (ms): what the page asked for has come. */
const IDLE_MS = 100;
/** The document unchanged for this long (ms): longer than React's 300 ms before it shows a suspended part (quietPage). */
const QUIET_MS = 500;

/** Runs a function in the page (Playwright's evaluate, WebDriver's execute async script). */
type InPage = <A, R>(fn: (argument: A) => R | Promise<R>, argument: A) => Promise<R>;

/**
 * Settles the page (settlePage), then waits until the build's server sees no request in flight
 * and the document has not changed for QUIET_MS: if a request came or the document changed since
 * the page settled, a part came late, and the page is settled again (up to three times).
 */
async function settleFully(inPage: InPage, server: Served, options: SettleOptions): Promise<Settled> {
  let settled = await inPage(settlePage, options);
  for (let round = 0; round < 3 && !settled.problem; round++) {
    const sent = server.requests();
    await server.idle(IDLE_MS, 15_000);
    const still = await inPage(quietPage, { quietMs: QUIET_MS, timeoutMs: 15_000 });
    if (still && server.requests() === sent) break;
    settled = await inPage(settlePage, options);
  }
  return settled;
}

/** Script run on a plain file of the site before the page: the storage emptied, the language stored. */
function storeLocale(argument: { key: string; value: string }): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem(argument.key, argument.value);
}

/** Firefox preferences: a mouse as a desktop Firefox has (tests/browser/fixtures.ts), and prefers-reduced-motion. */
const FIREFOX_PREFS = {
  'ui.primaryPointerCapabilities': 6,
  'ui.allPointerCapabilities': 6,
  // Playwright's WebDriver BiDi driver does not emulate media features; Firefox reads this.
  'ui.prefersReducedMotion': 1,
};

/** Chromium or Firefox, driven by Playwright. */
async function playwrightShooter(engine: 'chromium' | 'firefox'): Promise<Shooter> {
  const browser: Browser =
    engine === 'chromium'
      ? await chromium.launch({ executablePath: testBrowserPath(), args: [...CHROMIUM_ARGS] })
      : await firefox.launch({
          channel: 'moz-firefox',
          executablePath: firefoxPath(),
          firefoxUserPrefs: FIREFOX_PREFS,
        });
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  return {
    engine,
    browser: `${engine === 'chromium' ? 'Chromium' : 'Firefox'} ${browser.version()}`,
    async openWidth(name) {
      await context?.close();
      const { width, height } = WIDTHS[name];
      context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
      });
      page = await context.newPage();
      return width;
    },
    async shoot(server, route, locale, storageKey) {
      const tab = page;
      if (!tab) throw new Error('no page: openWidth first');
      await tab.goto(`${server.origin}/robots.txt`);
      await tab.evaluate(callInPage(storeLocale, { key: storageKey, value: locale }));
      await tab.goto(`${server.origin}/#${route}`);
      const inPage: InPage = async (fn, argument) => await tab.evaluate(callInPage(fn, argument));
      const settled = await settleFully(inPage, server, SETTLE);
      const png = await tab.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
      return { png, problem: settled.problem };
    },
    async close() {
      await context?.close();
      await browser.close();
    },
  };
}

/** In the page: resolves after the next frame has been drawn. */
function nextFrames(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))));
}

/** In the page: scrolls to `y` (the page may stop short of it, at its end). */
function scrollToY(y: number): void {
  window.scrollTo(0, y);
}

/**
 * WebKitGTK's MiniBrowser, through WebKitWebDriver, under Xvfb (a free display of its own,
 * startXvfb). GTK's setting gtk-enable-animations=0 is what WebKitGTK reports as
 * prefers-reduced-motion: reduce (the driver cannot emulate it), given through a GTK settings
 * file of a temporary XDG_CONFIG_HOME. WebDriver's screenshot is of the
 * window only: the whole page is the window's shots down the page, stitched. Skia paints on the
 * CPU in one thread: with its default (painting threads, GL under Xvfb), two shots of one page
 * differed by a few pixels of a drawing's anti-aliased lines.
 */
async function webkitShooter(): Promise<Shooter> {
  const config = mkdtempSync(join(tmpdir(), 'visual-diff-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0/settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  let xvfb: ChildProcess | undefined;
  let webDriver: ChildProcess | undefined;
  let driver: WebDriver | undefined;
  const close = async () => {
    // A session that does not answer is left to the driver's end.
    await Promise.race([driver?.quit(), new Promise((resolve) => setTimeout(resolve, 10_000))]).catch(() => undefined);
    if (webDriver) stopGroup(webDriver);
    if (xvfb) stopGroup(xvfb);
    rmSync(config, { recursive: true, force: true });
  };
  try {
    const screen = await startXvfb();
    xvfb = screen.process;
    const port = await freePort();
    const server = `http://127.0.0.1:${port}`;
    const started = start(webkitDriverPath(), [`--port=${port}`], {
      env: {
        DISPLAY: screen.display,
        XDG_CONFIG_HOME: config,
        WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
        WEBKIT_SKIA_CPU_PAINTING_THREADS: '0',
      },
    });
    webDriver = started;
    await until(
      'WebKitWebDriver',
      started,
      async () =>
        ((await (await fetch(`${server}/status`)).json()) as { value?: { ready?: boolean } }).value?.ready === true,
      30_000,
    );
    driver = await newSession(server, webkitBrowserPath());
    await driver.manage().setTimeouts({ script: SETTLE_MS + 30_000, pageLoad: 60_000 });
  } catch (error) {
    await close();
    throw error;
  }
  const session = driver;
  const version = String((await session.getCapabilities()).get('browserVersion') ?? 'unknown');
  /** Runs `fn(argument)` in the page and resolves with what its promise resolves to. */
  const inPage: InPage = async <A, R>(fn: (argument: A) => R | Promise<R>, argument: A): Promise<R> =>
    (await session.executeAsyncScript(
      `const done = arguments[arguments.length - 1]; Promise.resolve(${callInPage(fn, argument)}).then(done, (error) => done({ problem: String(error) }));`,
    )) as R;
  return {
    engine: 'webkit',
    browser: `MiniBrowser (WebKitGTK) ${version}`,
    async openWidth(name) {
      const { width, height } = WIDTHS[name];
      await session.manage().window().setRect({ x: 0, y: 0, width, height });
      // The window's toolbar takes some of its height: grown by that much, the page sees `height`.
      const seen = (await session.executeScript('return [window.innerWidth, window.innerHeight];')) as number[];
      const chrome = height - (seen[1] ?? height);
      if (chrome > 0)
        await session
          .manage()
          .window()
          .setRect({ x: 0, y: 0, width, height: height + chrome });
      // WebKitGTK's window is never narrower than about 447 px (tests/engines.ts, narrow-window).
      return (await session.executeScript('return window.innerWidth;')) as number;
    },
    async shoot(server, route, locale, storageKey) {
      await session.get(`${server.origin}/robots.txt`);
      await session.executeScript(callInPage(storeLocale, { key: storageKey, value: locale }));
      await session.get(`${server.origin}/#${route}`);
      const settled = await settleFully(inPage, server, { ...SETTLE, css: `${STILL_CSS}${STITCHED_CSS}` });
      const width = settled.viewportWidth;
      const height = Math.max(settled.height, settled.viewportHeight);
      const page = new PNG({ width, height });
      let filled = 0;
      while (filled < height) {
        await inPage(scrollToY, filled);
        const y = await inPage(nextFrames, undefined);
        const tile = readPng(Buffer.from(await session.takeScreenshot(), 'base64'));
        if (tile.width !== width)
          throw new Error(
            `WebKit's screenshot is ${tile.width} px wide, the window ${width} CSS px: not a pixel ratio of 1`,
          );
        // The rows of this tile not drawn yet: from `filled` (the page may have stopped short of it, at its end).
        const from = filled - y;
        const rows = Math.min(tile.height - from, height - filled);
        if (from < 0 || rows <= 0) throw new Error(`cannot stitch the page at ${filled} px (the window is at ${y})`);
        tile.data.copy(page.data, filled * width * 4, from * width * 4, (from + rows) * width * 4);
        filled += rows;
      }
      await inPage(scrollToY, 0);
      return { png: writePng(page), problem: settled.problem };
    },
    close,
  };
}

/**
 * Xvfb on the first free display, as scripts/webkit.ts starts it (it writes the display's number
 * on the descriptor -displayfd names): 3000 px wide, wider than any window, so that the pointer,
 * which starts at the screen's centre, is over none.
 */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = track(
    spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '3000x1200x24', '-nolisten', 'tcp'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    }),
  );
  const output = tail(child);
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within 30 s:\n${output()}`)), 30_000);
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.on('error', (error) => reject(new Error(`Xvfb: ${error.message} (Debian's package xvfb)`)));
    child.on('exit', (code) => reject(new Error(`Xvfb exited (${code}):\n${output()}`)));
  }).catch((error: Error) => {
    stopGroup(child);
    throw error;
  });
  child.removeAllListeners('exit');
  return { display, process: child };
}

/** The browser of `engine`, launched. */
export function openShooter(engine: Engine): Promise<Shooter> {
  return engine === 'webkit' ? webkitShooter() : playwrightShooter(engine);
}
