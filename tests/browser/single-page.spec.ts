import type { Page } from '@playwright/test';
import { API_ON_LOAD, callOf } from '../oracle/http';
import { SPEC_PATH_COUNT, SPEC_PATHS, staticPathOf } from '../oracle/routes';
import { everyPage, pages } from '../scope';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { chooseLanguage, recordTraffic, storeLocale } from './site';

// §1 "a single-page public website", §3 "No server entities are shown" (docs/decisions/019) and the
// site's own images on the wire (docs/decisions/018), observed while a visitor walks the site in
// one document. Every expected value comes from the oracle (tests/oracle/).

declare global {
  interface Window {
    /** Set once after the first load; a document that reloaded has lost it. */
    __sameDocument?: string;
  }
}

interface Seen {
  readonly type: string;
  readonly method: string;
  readonly url: URL;
  /** The route the visitor was on when the request was sent. */
  readonly on: string;
}

/**
 * Records every request of `page` and the route it was sent from, and waits for those in flight
 * (recordTraffic: not those of a document the page has left).
 */
function watchTraffic(page: Page) {
  const seen: Seen[] = [];
  const traffic = recordTraffic(page);
  let on = '(first load)';
  page.on('request', (request) => {
    seen.push({ type: request.resourceType(), method: request.method(), url: new URL(request.url()), on });
  });
  return {
    seen,
    setRoute(path: string) {
      on = path;
    },
    /** Resolves once nothing is in flight. */
    settled: () => traffic.settled(),
  };
}

/** The visible main heading of the page that is not one of those seen before it. */
const freshHeading = (page: Page) => page.locator('#main h1:not([data-walk-seen])').filter({ visible: true }).first();

/** Marks the headings on screen, goes to `path` by its hash, and waits for the new page's heading. */
async function goByHash(page: Page, path: string): Promise<void> {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll<HTMLElement>('#main h1')) heading.dataset.walkSeen = '';
  });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  await expect(freshHeading(page)).toBeVisible();
}

/** Fails unless the page is still the document first loaded, with the marker set then. */
async function expectSameDocument(page: Page, marker: string): Promise<void> {
  expect(await page.evaluate(() => window.__sameDocument), 'the first document, never reloaded').toBe(marker);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(new URL(page.url()).pathname, 'only the hash changes').toBe('/');
}

async function openFirst(page: Page, path: string, locale: string): Promise<string> {
  await storeLocale(page, locale);
  await page.goto(`/#${path}`);
  await expect(freshHeading(page)).toBeVisible();
  const marker = `walk-${Date.now()}`;
  await page.evaluate((value) => {
    window.__sameDocument = value;
  }, marker);
  return marker;
}

test(
  'links, back, forward and the language switch all stay in the one document that was loaded',
  // The link it follows is whichever the home page shows first: any page, then in Chinese too.
  proves('SITE-SINGLE-PAGE').on(everyPage('en-US'), everyPage('zh-CN')),
  async ({ page }) => {
    const traffic = watchTraffic(page);
    const marker = await openFirst(page, '/home', 'en-US');

    // A link the visitor can see on the home page, to another page of the site.
    const link = page.locator('#main a[href^="#/"]').filter({ visible: true }).first();
    const target = (await link.getAttribute('href')) ?? '';
    expect(target).toMatch(/^#\/[a-z]+/);
    await page.evaluate(() => {
      for (const heading of document.querySelectorAll<HTMLElement>('#main h1')) heading.dataset.walkSeen = '';
    });
    // Clicked by its address: the locator above, resolved again, could name another link.
    await page.locator(`#main a[href="${target}"]`).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
    await expect(freshHeading(page)).toBeVisible();
    await expectSameDocument(page, marker);

    await page.goBack();
    await expect(page).toHaveURL(/#\/home$/);
    await expectSameDocument(page, marker);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
    await expectSameDocument(page, marker);

    await chooseLanguage(page, 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expectSameDocument(page, marker);

    await traffic.settled();
    const documents = traffic.seen.filter((request) => request.type === 'document');
    expect(documents.map((request) => request.url.pathname)).toEqual(['/']);
  },
);

// The 38 paths of §2 in ten walks of about four pages (a walk stays far from the test timeout),
// alternating the language, each in one document.
const WALKS = 10;
if (SPEC_PATHS.length !== SPEC_PATH_COUNT) throw new Error(`the oracle lists ${SPEC_PATHS.length} paths, not 38`);
const walks = Array.from({ length: WALKS }, (_, walk) => SPEC_PATHS.filter((_, index) => index % WALKS === walk));

for (const [index, paths] of walks.entries()) {
  const locale = index % 2 === 0 ? 'en-US' : 'zh-CN';
  test(
    `walk ${index + 1} of ${WALKS} (${locale}, ${paths.join(' ')}): one document, no server entity, only the site's own images`,
    proves('SITE-SINGLE-PAGE', 'ENTITIES-NONE', 'DECISION-IMAGES-ON-THE-WIRE').on(pages(paths, locale)),
    async ({ page }) => {
      expect(paths.length).toBeGreaterThan(0);
      const traffic = watchTraffic(page);
      const [first = '', ...rest] = paths;
      traffic.setRoute(first);
      const marker = await openFirst(page, first, locale);
      const visited = [first];
      await expectNoAccounts(page, first);
      for (const path of rest) {
        traffic.setRoute(path);
        const answered = (API_ON_LOAD[path] ?? []).map((endpoint) =>
          page.waitForResponse((response) => new URL(response.url()).pathname === endpoint.path),
        );
        await goByHash(page, path);
        await Promise.all(answered);
        await expectNoAccounts(page, path);
        visited.push(path);
      }
      await traffic.settled();
      expect(visited).toEqual(paths);

      // §1: one document for the whole walk. Opened at a hash route, `/` gave way to that
      // route's static page before it showed anything (decision 048); none since.
      await expectSameDocument(page, marker);
      const documents = traffic.seen.filter((request) => request.type === 'document');
      const expectedDocuments = first === '/home' && locale === 'en-US' ? ['/'] : ['/', staticPathOf(locale, first)];
      expect(
        documents.map((request) => request.url.pathname),
        'one HTML document shown',
      ).toEqual(expectedDocuments);

      // §3 (decision 019): the only thing read from the server is the job list, on its page, from
      // the site's own origin (§7: an empty base address).
      const origin = new URL(page.url()).origin;
      const api = traffic.seen.filter((request) => request.url.pathname.startsWith('/api/'));
      const expected = paths.flatMap((path) =>
        (API_ON_LOAD[path] ?? []).map((endpoint) => `${path}: ${callOf(endpoint)}`),
      );
      const where = (url: URL) => (url.origin === origin ? url.pathname : url.href);
      expect(api.map((request) => `${request.on}: ${request.method} ${where(request.url)}`)).toEqual(expected);

      // Decision 018: images are the site's own SVG files, and nothing else is fetched.
      const images = traffic.seen.filter(
        (request) => request.type === 'image' || (request.type === 'other' && /\.svg$/.test(request.url.pathname)),
      );
      if (paths.includes('/home')) expect(images.length, 'the home page shows its drawing').toBeGreaterThan(0);
      for (const address of new Set(images.map((image) => image.url.href))) {
        expect(new URL(address).origin, address).toBe(origin);
        // What the site serves at that address (the browser's own request may come from its cache).
        const served = await page.request.get(address);
        expect(served.headers()['content-type'], address).toMatch(/^image\/svg\+xml\b/);
      }
      const others = traffic.seen.filter(
        (request) =>
          !images.includes(request) &&
          !api.includes(request) &&
          // The site's typeface (decision 043) is part of its style, from its own origin too.
          !(request.url.origin === origin && ['document', 'script', 'stylesheet', 'font'].includes(request.type)),
      );
      expect(others.map((request) => `${request.type} ${request.url}`)).toEqual([]);
    },
  );
}

/** §1, §3 (decision 019): no account, sign-in or password anywhere on the page. */
async function expectNoAccounts(page: Page, path: string): Promise<void> {
  // One look at the whole document (the walk visits 38 pages; a role query per control is slow).
  const found = await page.evaluate(() => {
    const account = /sign in|log in|login|register|my account|登录|注册|账户|账号/i;
    const hits: string[] = [];
    for (const field of document.querySelectorAll('input[type="password"]')) hits.push(field.outerHTML);
    for (const control of document.querySelectorAll('a[href], button, [role="button"], [role="link"]')) {
      const name = `${control.textContent ?? ''} ${control.getAttribute('aria-label') ?? ''} ${control.getAttribute('title') ?? ''}`;
      if (account.test(name)) hits.push(name.trim());
    }
    return hits;
  });
  expect(found, `${path}: account, sign-in or password controls`).toEqual([]);
}
