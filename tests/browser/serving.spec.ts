import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, staticPathOf } from '../oracle/routes';
import { SECURITY_HEADERS } from '../oracle/security';
import { IMMUTABLE, NOT_FOUND_TITLE, REVALIDATE, SECURITY_TXT_MAX_DAYS, SERVING_TABLE } from '../oracle/serving';
import { file, page as pageOf, pages } from '../scope';
import { ask, differences, entryScript } from '../serving';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { collectErrors } from './site';

// How the site is served (issue 30; decisions 038 and 039): by nginx with deploy/nginx/site.conf
// in `make test`, or by the deployment BASE_URL names. The serving table (tests/oracle/serving.ts)
// is asked here of nginx and in tests/site/serving-parity.node.test.ts of `make start`'s preview
// server, with one client (tests/serving.ts) that sends each request exactly as written.

/** The build the local nginx serves (scripts/nginx.ts); a deployment (BASE_URL) has none here. */
const DIST = join(import.meta.dirname, '../../dist');
const local = !process.env.BASE_URL;

/** Where a file of the local build is, by its address, or undefined for a deployment. */
function builtFile(address: string): string | undefined {
  return local ? join(DIST, decodeURIComponent(address)) : undefined;
}

/** The WebAssembly files of the online trial in the local build (addresses), none for a deployment. */
function wasmFiles(): string[] {
  if (!local) return [];
  const trial = join(DIST, 'assets/trial');
  return readdirSync(trial, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.wasm'))
    .map((file) => `/assets/trial/${file.split('\\').join('/')}`);
}

/** The canonical origin of the site (its sitemap's addresses), e.g. https://www.tianmu.example. */
async function canonicalOrigin(baseURL: string): Promise<string> {
  const sitemap = (await ask(baseURL, 'GET', '/sitemap.xml')).body.toString('utf8');
  const first = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!first) throw new Error('the sitemap lists no address');
  return new URL(first).origin;
}

// These tests ask with plain Node HTTP (tests/serving.ts), which the recorder does not see: each
// declares what its addresses answer with, as read from its code and the serving table. `/` is
// the English home page's static page, an address the site has no file for answers /404.html,
// and the app's chunks under /assets/ are the code of the pages that load them.
test.describe('how the site is served (issue 30)', () => {
  test(
    `nginx answers every request of the serving table as make start does (${SERVING_TABLE.length} rows)`,
    proves('DECISION-STATIC-SERVING', 'SEC-HOST-HEADER', 'SERVE-CACHE-CONTROL').on(
      pages(['/home', '/city'], 'en-US'),
      ['/404.html', '/sitemap.xml', '/robots.txt', '/version.json', '/favicon.svg'].map(file),
      ['/illustrations/home-hero.svg', '/.well-known/security.txt', '/downloads/*'].map(file),
    ),
    async ({ baseURL }) => {
      const origin = baseURL ?? '';
      const entry = await entryScript(origin);
      // A deployment proxies /api/ to the real API (site.conf's comment): those rows are nginx's alone.
      const rows = SERVING_TABLE.filter((row) => local || !row.path.startsWith('/api/'));
      const found: string[] = [];
      for (const row of rows) found.push(...(await differences(origin, row, entry)));
      expect(found).toEqual([]);
    },
  );

  test(
    'every file the home page names under /assets/ is kept for a year; its other files, and the pages, are revalidated',
    proves('SERVE-CACHE-CONTROL', 'SEC-HEADERS').on(
      LOCALES.flatMap((locale) => pages(['/home', '/algorithm'], locale)),
      ['/favicon.svg', '/sitemap.xml', '/robots.txt', '/version.json', '/404.html'].map(file),
    ),
    async ({ baseURL }) => {
      const origin = baseURL ?? '';
      const home = (await ask(origin, 'GET', '/')).body.toString('utf8');
      const named = [
        ...new Set([...home.matchAll(/(?:href|src|data-entry)="(\/[^"/][^"]*)"/g)].map((m) => m[1] ?? '')),
      ];
      const assets = named.filter((address) => address.startsWith('/assets/'));
      expect(assets.length, 'scripts, style sheets and the share image').toBeGreaterThanOrEqual(4);
      const others = ['/favicon.svg', '/sitemap.xml', '/robots.txt', '/version.json', '/404.html'];
      for (const locale of LOCALES) others.push(staticPathOf(locale, '/home'), staticPathOf(locale, '/algorithm'));
      const expected = [
        ...assets.map((address) => [address, IMMUTABLE]),
        ...wasmFiles().map((address) => [address, IMMUTABLE]),
        ...others.map((address) => [address, REVALIDATE]),
      ];
      for (const [address = '', cacheControl] of expected) {
        const answer = await ask(origin, 'GET', address);
        expect(answer.status, address).toBe(200);
        expect(answer.headers['cache-control'], address).toBe(cacheControl);
        // A location with a header of its own still sends the security headers (site.conf's snippet).
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(answer.headers[name], `${address} ${name}`).toBe(value);
        if (cacheControl === REVALIDATE)
          expect(answer.headers.etag ?? answer.headers['last-modified'], address).toBeTruthy();
      }
    },
  );

  test(
    'text goes gzip-compressed from the copies the build wrote: HTML, the sitemap, scripts and WebAssembly',
    // The trial's WebAssembly is the algorithm page's.
    proves('SERVE-COMPRESSION').on(pages(['/home', '/city', '/algorithm'], 'en-US'), file('/sitemap.xml')),
    async ({ baseURL }) => {
      const origin = baseURL ?? '';
      const entry = await entryScript(origin);
      const addresses = ['/', staticPathOf('en-US', '/city'), '/sitemap.xml', entry, ...wasmFiles()];
      if (local) expect(wasmFiles().length, 'the trial’s WebAssembly').toBeGreaterThanOrEqual(1);
      for (const address of addresses) {
        const answer = await ask(origin, 'GET', address, { 'accept-encoding': 'gzip' });
        expect(answer.status, address).toBe(200);
        expect(answer.headers['content-encoding'], address).toBe('gzip');
        expect(answer.headers.vary, address).toMatch(/Accept-Encoding/i);
        // Compressed on the fly, an answer has no length (it is sent in chunks); sent from a .gz
        // file, it has the file's.
        expect(answer.headers['content-length'], `${address} is sent from a compressed file`).toBe(
          String(answer.body.length),
        );
        const file = builtFile(address.endsWith('/') ? `${address}index.html` : address);
        if (file) expect(answer.body.length, `${address} is dist's .gz`).toBe(statSync(`${file}.gz`).size);
      }
    },
  );

  test(
    'an unknown address gets the site’s not-found page in every language; no answer names the server’s version',
    proves('SERVE-ERROR-PAGES', 'DECISION-STATIC-SERVING').on(file('/404.html'), pageOf('/no-such-page', '*')),
    async ({ baseURL, page }) => {
      const origin = baseURL ?? '';
      const missing = await ask(origin, 'GET', '/en-US/no-such-page/');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
      const html = missing.body.toString('utf8');
      for (const locale of LOCALES) {
        expect(html, locale).toContain(`lang="${locale}"`);
        expect(html, locale).toContain(NOT_FOUND_TITLE[locale]);
        expect(html, `the way home in ${locale}`).toContain(`href="${staticPathOf(locale, '/home')}"`);
      }
      expect(html, 'kept from search engines').toContain('<meta name="robots" content="noindex" />');
      for (const [method, target, status] of [
        ['GET', '/no-such-page', 404],
        ['GET', '/assets/', 403],
        ['POST', '/index.html', 405],
        ['GET', '/../x', 400],
      ] as const) {
        const answer = await ask(origin, method, target);
        expect(answer.status, `${method} ${target}`).toBe(status);
        expect(answer.body.toString('utf8'), `${method} ${target}`).not.toMatch(/nginx\/\d/);
        expect(answer.headers.server ?? '', `${method} ${target}: Server`).not.toMatch(/\d/);
      }

      // In the browser: styled by the site's own style sheet under the policy, each language's part
      // (the specification's two by their words) with its heading shown, and its way home. A
      // language the manifest adds has its part too, its words its own (en-GB's may be English's).
      const errors = collectErrors(page);
      const response = await page.goto('/zh-CN/no-such-page/');
      expect(response?.status()).toBe(404);
      const part = (language: string) => page.locator(`article[lang="${language}"]`);
      for (const locale of LOCALES) {
        await expect(part(locale).getByRole('heading', { level: 1, name: NOT_FOUND_TITLE[locale] })).toBeVisible();
      }
      const languages = await page
        .locator('article[lang]')
        .evaluateAll((articles) => articles.map((article) => article.getAttribute('lang') ?? ''));
      expect(languages).toEqual(expect.arrayContaining([...LOCALES]));
      expect(new Set(languages).size, 'one part a language').toBe(languages.length);
      for (const language of languages) {
        await expect(part(language).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(part(language).locator(`a.button[href="${staticPathOf(language, '/home')}"]`)).toBeVisible();
      }
      // The style sheet applied: the way home is a button, not a plain link.
      const button = page.locator('a.button').first();
      await expect(button).toBeVisible();
      expect(await button.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      // The 404 of the page itself is the only failed request.
      expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    },
  );

  test(
    '/.well-known/security.txt (RFC 9116): contact pages of the site, expiring within a year, its languages, its canonical address',
    // The contact pages it names: the contact page in each language.
    proves('SERVE-SECURITY-TXT').on(file('/.well-known/security.txt'), file('/sitemap.xml'), pageOf('/contactus', '*')),
    async ({ baseURL }) => {
      const origin = baseURL ?? '';
      const answer = await ask(origin, 'GET', '/.well-known/security.txt');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      const fields = answer.body
        .toString('utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const colon = line.indexOf(': ');
          return [line.slice(0, colon), line.slice(colon + 2)] as const;
        });
      const all = (name: string) => fields.filter(([field]) => field === name).map(([, value]) => value);
      const site = await canonicalOrigin(origin);

      const contacts = all('Contact');
      expect(contacts.length, 'at least one Contact').toBeGreaterThanOrEqual(1);
      for (const contact of contacts) {
        const url = new URL(contact);
        expect(url.protocol, contact).toBe('https:');
        expect(url.origin, `${contact} is on the site`).toBe(site);
        // The contact page is a page of this build.
        expect((await ask(origin, 'GET', url.pathname)).status, contact).toBe(200);
      }

      const expires = all('Expires');
      expect(expires, 'Expires once').toHaveLength(1);
      const expiry = Date.parse(expires[0] ?? '');
      expect(expires[0], 'an RFC 3339 date-time').toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/);
      expect(expiry, 'not expired').toBeGreaterThan(Date.now());
      expect(expiry, 'within a year').toBeLessThanOrEqual(Date.now() + SECURITY_TXT_MAX_DAYS * 86_400_000);

      const languages = all('Preferred-Languages');
      expect(languages, 'Preferred-Languages once').toHaveLength(1);
      const tags = (languages[0] ?? '').split(',').map((tag) => tag.trim());
      for (const locale of LOCALES) expect(tags, locale).toContain(locale);

      expect(all('Canonical')).toEqual([`${site}/.well-known/security.txt`]);
      const known = new Set([
        'Contact',
        'Expires',
        'Preferred-Languages',
        'Canonical',
        'Encryption',
        'Policy',
        'Hiring',
        'Acknowledgments',
      ]);
      expect(
        fields.filter(([field]) => !known.has(field)),
        'only RFC 9116 fields',
      ).toEqual([]);
    },
  );
});
