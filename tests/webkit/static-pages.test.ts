// The prerendered pages of decision 029 in WebKit: a page's static address (/<locale>/<path>/)
// shows the page, and the app takes it over with the same text, at its hash route, in the
// page's language. WebDriver cannot turn scripts off: the static text is the served HTML read
// by the page's DOMParser (which runs no script), compared with what the app shows after. The
// boot script that starts the app is inline, allowed by its hash in the preview server's policy
// (decision 042): no page requests a script before its first paint.
import { expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { ONLINE_TRIAL_HEADING, TRY_IN_BROWSER } from '../oracle/home';
import { headingOf, LOCALES, type Locale, type SpecPath } from '../oracle/routes';
import { page, pages } from '../scope';
import {
  appRunning,
  currentHash,
  expectHeading,
  load,
  pageErrors,
  recordErrors,
  sessionPerFile,
  siteUrl,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

/** Decision 029: a page's static address, as a path. */
const staticPath = (locale: Locale, path: SpecPath) => `/${locale}${path}/`;

/** Pages whose takeover is checked: the home page, a plain page, the trial's, the news, the honours. */
const TAKEN_OVER: readonly SpecPath[] = ['/home', '/city', '/algorithm', '/newsdetail', '/glory'];

/**
 * The text of #root in the HTML served at `address` (fetched by the test, as served, before any
 * script of the page could change it), parsed by the page's DOMParser, which runs no script.
 */
async function servedText(address: string): Promise<string> {
  const response = await fetch(`${siteUrl()}${address}`);
  expect(response.status, `${address} is served`).toBe(200);
  const html = await response.text();
  return (await driver().executeScript(
    (source: string) =>
      (new DOMParser().parseFromString(source, 'text/html').getElementById('root')?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    html,
  )) as string;
}

/** The text of #root in the running page. */
const rootText = async () =>
  (await driver().executeScript(() =>
    (document.getElementById('root')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  )) as string;

for (const locale of LOCALES) {
  test(
    `${locale}: a static page shows its page, and the app takes it over with the same text, at its hash route`,
    // Each also fetched by the test, as served (servedText).
    proves('DECISION-STATIC-TAKEOVER').on(pages(TAKEN_OVER, locale)),
    async () => {
      expect(TAKEN_OVER.length).toBeGreaterThan(0);
      for (const path of TAKEN_OVER) {
        const where = staticPath(locale, path);
        // Nothing stored: the page's own language decides.
        await load(driver(), where);
        await waitForValue(driver(), () => currentHash(driver()), `#${path}`, `${where}: the hash route`);
        await waitForValue(driver(), () => appRunning(driver()), true, `${where}: the app runs`);
        await expectHeading(driver(), headingOf(path, locale));
        expect(await driver().executeScript(() => document.documentElement.lang), where).toBe(locale);
        const before = await servedText(where);
        expect(before, `${where}: the served page`).toContain(headingOf(path, locale));
        // The app's text settles on the static page's (nothing else to load on these pages).
        await waitForValue(driver(), rootText, before, `${where}: the text after the takeover`);
        expect(await pageErrors(driver()), where).toEqual([]);
      }

      // From there, the hash history of §2: a link of the taken-over page opens another page, and
      // the language is the page's, also after a reload.
      await load(driver(), staticPath(locale, '/city'));
      await waitForValue(driver(), () => currentHash(driver()), '#/city', 'the hash route');
      await expectHeading(driver(), headingOf('/city', locale));
      const link = await waitFor(
        driver(),
        async () => driver().findElements({ css: 'footer a[href="#/glory"]' }),
        (links) => links.length > 0,
        'the footer link to /glory',
      );
      await link[0]?.click();
      await waitForValue(driver(), () => currentHash(driver()), '#/glory', 'the hash after the link');
      await expectHeading(driver(), headingOf('/glory', locale));
      await driver().navigate().refresh();
      await expectHeading(driver(), headingOf('/glory', locale));
      await recordErrors(driver());
      expect(await pageErrors(driver())).toEqual([]);
    },
  );
}

// DECISION-STATIC-FIRST-BYTES in WebKit: the browser's part of it. That the server sends the
// files compressed is read with an HTTP client beside the browser (tests/browser/static-pages.spec.ts).
test(
  '`/` and the static pages request no script before their first paint: the inline boot script starts the app after it',
  proves('DECISION-STATIC-FIRST-BYTES').on(page('/home', 'en-US'), page('/city', 'en-US'), page('/city', 'zh-CN')),
  async () => {
    for (const where of ['/', staticPath('en-US', '/city'), staticPath('zh-CN', '/city')]) {
      // English stored: `/` is the page for this visitor, so the boot script waits for the paint.
      await load(driver(), where, { locale: 'en-US' });
      await waitForValue(driver(), () => appRunning(driver()), true, `${where}: the app runs`);
      // The browser's own record of the first contentful paint and of every script it fetched.
      const seen = (await driver().executeScript(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ address: new URL(entry.name).pathname, start: entry.startTime })),
        inline: [...document.querySelectorAll('head script[data-entry]')].filter(
          (script) => !script.hasAttribute('src'),
        ).length,
      }))) as { paint: number | null; scripts: { address: string; start: number }[]; inline: number };
      expect(seen.inline, `${where}: the boot script, inline`).toBe(1);
      expect(seen.paint, `${where}: a first contentful paint`).toBeGreaterThan(0);
      expect(seen.scripts.length, `${where}: the app's scripts were fetched`).toBeGreaterThan(0);
      expect(
        seen.scripts.filter((script) => script.start < (seen.paint ?? Number.NaN)),
        `${where}: scripts requested before the first paint`,
      ).toEqual([]);
      expect(await pageErrors(driver()), where).toEqual([]);
    }
  },
);

/** The hash routes `/` is opened at, each with the visitor's language. */
const LANDINGS = [
  ['en-US', '/carddispenser'],
  ['zh-CN', '/city'],
] as const;

// Decision 048 in WebKit: `/` opened at a hash route sends the visitor to that page's static page
// in their language, in its own place in the history, and the app takes it over at that route.
// That `/` showed nothing first is read in Chromium and Firefox (an init script records it as `/`
// is left); WebDriver runs no script before a page's own.
test(
  '`/` at a hash route: the static page of that route in the visitor’s language, in place of `/`, taken over at the route',
  proves('DECISION-STATIC-TAKEOVER').on(LANDINGS.map(([locale, path]) => page(path, locale))),
  async () => {
    for (const [locale, path] of LANDINGS) {
      const where = `/#${path}`;
      // From /robots.txt (load's first stop), the visitor's language stored.
      await load(driver(), where, { locale });
      await expectHeading(driver(), headingOf(path, locale));
      expect(await currentHash(driver()), `${where}: the hash route after the takeover`).toBe(`#${path}`);
      const loaded = (await driver().executeScript(
        () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? 'about:blank').pathname,
      )) as string;
      expect(loaded, `${where}: the document loaded`).toBe(staticPath(locale, path));
      expect(await driver().executeScript(() => document.documentElement.lang), where).toBe(locale);
      expect(await pageErrors(driver()), where).toEqual([]);
      // Back goes where the visitor was before: `/` left no entry of its own.
      await driver().executeScript(() => window.history.back());
      await waitForValue(
        driver(),
        async () => (await driver().executeScript(() => window.location.pathname)) as string,
        '/robots.txt',
        `${where}: back from the page`,
      );
    }
  },
);

// The home page's "try it in your browser" (decision 045), followed before the app took the home
// page over, is the static page's address with its query: the takeover keeps the query on the
// trial's hash route, and the page opens at its online trial.
test(
  'a static page’s query goes onto its hash route: /en-US/algorithm/?trial=online opens the trial in view',
  proves('DECISION-HOME-HERO', 'DECISION-STATIC-TAKEOVER').on(page('/algorithm', 'en-US')),
  async () => {
    const [route, query] = TRY_IN_BROWSER.href.slice(1).split('?');
    if (route !== '/algorithm' || !query) throw new Error('the oracle links the trial at /algorithm with a query');
    await load(driver(), `${staticPath('en-US', route)}?${query}`);
    await expectHeading(driver(), headingOf(route, 'en-US'));
    expect(await currentHash(driver())).toBe(`#${route}?${query}`);
    await waitForValue(
      driver(),
      async () =>
        (await driver().executeScript((name: string) => {
          const heading = [...document.querySelectorAll('main h2')].find((found) => found.textContent === name);
          const box = heading?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
        }, ONLINE_TRIAL_HEADING['en-US'])) as boolean,
      true,
      'the online trial heading in view',
    );
    expect(await pageErrors(driver())).toEqual([]);
  },
);
