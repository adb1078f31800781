// What the browser runs of this project share: a free port to serve the site on, and how to
// launch Debian's chromium (never a downloaded browser).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Debian's chromium, or the browser CHROME_PATH names: what Lighthouse and the bundle bench drive. */
export const chromiumPath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';

/** Debian's package of Chromium's headless shell (the same Blink and V8 as its chromium). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser suite drives: the one CHROME_PATH names, else Debian's
 * chromium-headless-shell, which is what Playwright itself runs headless tests in, else Debian's
 * chromium. The shell runs the suite in about half the time of the full browser's headless mode
 * on these machines (decision 027); `CHROME_PATH=/usr/bin/chromium make test` runs it in the full one.
 */
export const testBrowserPath = (): string =>
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());

/** Flags that keep a headless run quiet and offline apart from the site under test. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Firefox ESR (FIREFOX_PATH names another), driven by Playwright over WebDriver BiDi. */
export const firefoxPath = (): string => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** WebKitGTK's W3C WebDriver server (Debian's webkit2gtk-driver); WEBKIT_DRIVER names another. */
export const webkitDriverPath = (): string => process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts (Debian's libwebkit2gtk-4.1-0). */
export const webkitBrowserPath = (): string =>
  process.env.WEBKIT_BROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
