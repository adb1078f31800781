// What the browser runs of this project share: a free port to serve the site on, and how to
// launch Debian's chromium (never a downloaded browser).
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

/** Debian's chromium, or the browser CHROME_PATH names. */
export const chromiumPath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that keep a headless run quiet and offline apart from the site under test. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
