import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { headingOf } from '../oracle/routes';
import { page as pageOf } from '../scope';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { expectHeading } from './site';

// §7 "a script-tag JSONP loader". No page of the site uses it, so this runs the site's own loader
// (site/src/http/jsonp.ts, bundled as it is, with its imports) inside the running site in
// Chromium, under the site's real Content-Security-Policy: a script element, a callback global,
// the answer, and the clean-up a browser alone can show.

declare global {
  interface Window {
    siteJsonp?: {
      jsonp: <T>(url: string, options?: { params?: Record<string, string | number>; timeoutMs?: number }) => Promise<T>;
    };
  }
}

const LOADER = '/__under-test/jsonp.js';

/**
 * What these tests read of the site: the English home page they run the loader on. The loader
 * itself is site/src/http/jsonp.ts read at run time, which no page of the build holds.
 */
const ON_HOME = pageOf('/home', 'en-US');
const jsonpOnHome = proves('HTTP-JSONP').on(ON_HOME);

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../site/src/http/jsonp.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'siteJsonp',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no bundle');
  bundle = output.text;
});

/** The site, with the loader added as a script of its own origin (the CSP admits only 'self'). */
async function siteWithLoader(page: Page): Promise<void> {
  await page.route(`**${LOADER}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle, headers: { 'cache-control': 'no-store' } }),
  );
  await page.goto('/#/home');
  await expectHeading(page, headingOf('/home', 'en-US'));
  await page.addScriptTag({ url: LOADER });
  await expect.poll(() => page.evaluate(() => typeof window.siteJsonp?.jsonp)).toBe('function');
}

/** What the page holds of a JSONP call once it settled: script elements and callback globals left. */
function leftovers(page: Page, marker: string) {
  return page.evaluate(
    (text) => ({
      scripts: document.querySelectorAll(`script[src*="${text}"]`).length,
      callbacks: Object.keys(window).filter((key) => key.startsWith('__jsonp_')),
    }),
    marker,
  );
}

test(
  'loads a same-origin script that calls back, resolves with its data, and removes the script and the callback',
  proves('HTTP-JSONP', 'HTTP-RESOLVES-BODY').on(ON_HOME),
  async ({ page }) => {
    await siteWithLoader(page);
    const asked: URL[] = [];
    await page.route('**/__under-test/posts.js?*', (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const callback = url.searchParams.get('callback') ?? '';
      return route.fulfill({
        contentType: 'text/javascript',
        body: `${callback}(${JSON.stringify({ code: 0, data: { page: Number(url.searchParams.get('page')) } })});`,
      });
    });
    // The script element exists while the call is out.
    const inserted = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new MutationObserver((records, observer) => {
            for (const record of records)
              for (const node of record.addedNodes)
                if (node instanceof HTMLScriptElement && node.src.includes('/__under-test/posts.js')) {
                  observer.disconnect();
                  resolve(node.src);
                }
          }).observe(document.head, { childList: true });
        }),
    );
    const answer = await page.evaluate(() =>
      window.siteJsonp?.jsonp<unknown>('/__under-test/posts.js', { params: { page: 2, department: 'sales' } }),
    );
    expect(answer).toEqual({ code: 0, data: { page: 2 } });
    expect(await inserted).toMatch(/\/__under-test\/posts\.js\?page=2&department=sales&callback=__jsonp_\w+$/);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.origin, 'the page’s own origin').toBe(new URL(page.url()).origin);
    expect(await leftovers(page, '/__under-test/posts.js')).toEqual({ scripts: 0, callbacks: [] });
  },
);

test('rejects when the script cannot be loaded, and cleans up', jsonpOnHome, async ({ page }) => {
  await siteWithLoader(page);
  await page.route('**/__under-test/down.js?*', (route) => route.abort('failed'));
  const failure = await page.evaluate(() =>
    window.siteJsonp?.jsonp('/__under-test/down.js').then(
      () => 'resolved',
      (error: { name: string; kind: string }) => `${error.name} ${error.kind}`,
    ),
  );
  expect(failure).toBe('HttpError network');
  expect(await leftovers(page, '/__under-test/down.js')).toEqual({ scripts: 0, callbacks: [] });
});

test('rejects a script that loads but never calls back, and cleans up', jsonpOnHome, async ({ page }) => {
  await siteWithLoader(page);
  await page.route('**/__under-test/silent.js?*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__notTheCallback = 1;' }),
  );
  const failure = await page.evaluate(() =>
    window.siteJsonp?.jsonp('/__under-test/silent.js').then(
      () => 'resolved',
      (error: { name: string; kind: string }) => `${error.name} ${error.kind}`,
    ),
  );
  expect(failure).toBe('HttpError unreadable');
  expect(await leftovers(page, '/__under-test/silent.js')).toEqual({ scripts: 0, callbacks: [] });
});

test(
  'refuses a script from another origin without inserting a script or asking the network',
  jsonpOnHome,
  async ({ page }) => {
    await siteWithLoader(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://elsewhere.example')) elsewhere.push(request.url());
    });
    const failure = await page.evaluate(() => {
      let inserted = 0;
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) inserted++;
      });
      observer.observe(document, { childList: true, subtree: true });
      return (window.siteJsonp?.jsonp('https://elsewhere.example/data.js') ?? Promise.resolve()).then(
        () => 'resolved',
        (error: { name: string; kind: string }) => {
          observer.disconnect();
          return `${error.name} ${error.kind}, ${inserted} scripts inserted`;
        },
      );
    });
    expect(failure).toBe('HttpError refused, 0 scripts inserted');
    expect(elsewhere).toEqual([]);
  },
);
