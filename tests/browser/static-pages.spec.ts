import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pagesToCheck } from '../changed-pages';
import {
  hotlineProblems,
  latestProblems,
  newsListProblems,
  type ShownArticle,
  type ShownLink,
  telephoneProblems,
} from '../content-facts';
import { notInEngine } from '../engines';
import { expectFact } from '../expect-fact';
import { STORAGE_KEY } from '../oracle/constants';
import { CONTACT, FACTS, NEWS_ARTICLES, SHARE_IMAGE, SHARE_IMAGE_ALT } from '../oracle/content';
import { JOB_DEPARTMENTS, JOB_POST_COUNT, SOME_JOB_POSTS } from '../oracle/forms';
import {
  APP_NAME,
  documentTitleOf,
  headingOf,
  LOCALES,
  type Locale,
  SPEC_PATH_COUNT,
  SPEC_PATHS,
  type SpecPath,
  staticPathOf,
} from '../oracle/routes';
import { SECURITY_HEADERS, scriptHashes } from '../oracle/security';
import { everyPage, file, page as pageOf, pages } from '../scope';
import { type APIRequestContext, expect, holdNextRequest, type Page, test } from './fixtures';
import { proves } from './proves';
import { appRunning, collectErrors, foreignText, recordLayoutShifts, recordTraffic } from './site';
import {
  articlePathOf,
  buildLanguages,
  builtPages,
  inLocale,
  localeOfAddress,
  requiredPages,
  showsDraft,
  sitemapProblems,
  titledAsDraft,
} from './static-site';

// The static pages of decision 029: every route of §2 in each language at /<locale>/<path>/,
// read first as a crawler reads them (plain HTTP, then Chromium with JavaScript off), then taken
// over by the app. The addresses, headings and titles are the oracle's; nothing is read from the
// manifest. The pages the build wrote besides (pages added since with `make page`, decision 025)
// are read from its sitemap and, when the site under test is this checkout's build, its dist/:
// each must be whole, and a draft's must be kept from search engines (decision 035). Which
// languages the build has besides the specification's two (decision 036) is read from the built
// pages' hreflang alternates.

const staticPath = staticPathOf;
const articlePath = articlePathOf;
/** The build the local nginx serves (scripts/nginx.ts); a deployment (BASE_URL) has none here. */
const DIST = join(import.meta.dirname, '../../dist');

/** The languages a page's alternates name, x-default aside: the build's, the specification's two among them. */
function languagesOf(links: Record<string, string>, where: string): string[] {
  const languages = buildLanguages(Object.keys(links));
  expect(languages, `${where}: the alternates name the specification's languages`).toEqual(
    expect.arrayContaining([...LOCALES]),
  );
  return languages;
}

/** The values of `<link rel="alternate" hreflang>` in a page's head, by hreflang. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)" \/>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

async function fetchPage(request: APIRequestContext, locale: string, path: SpecPath) {
  const response = await request.get(staticPath(locale, path), { maxRedirects: 0 });
  expect(response.status(), `${staticPath(locale, path)} is served`).toBe(200);
  return { html: await response.text(), headers: response.headers() };
}

/** The JSON-LD nodes of a page's head, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const meta = (html: string, key: string) =>
  decode(attribute(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`)) ?? '');

/**
 * The share image in a page's head (Open Graph and the Twitter card): one address under /assets/
 * on the page's origin, its type and size, its alternative text in the page's language.
 */
function expectShareImage(html: string, locale: Locale, origin: string, where: string): URL {
  const image = new URL(meta(html, 'og:image') || 'about:blank');
  expect(image.origin, `${where} og:image is on the site's origin`).toBe(origin);
  expect(image.pathname, where).toMatch(/^\/assets\/share-[\w-]+\.png$/);
  expect(meta(html, 'og:image:type'), where).toBe(SHARE_IMAGE.type);
  expect(meta(html, 'og:image:width'), where).toBe(String(SHARE_IMAGE.width));
  expect(meta(html, 'og:image:height'), where).toBe(String(SHARE_IMAGE.height));
  expect(meta(html, 'og:image:alt'), where).toBe(SHARE_IMAGE_ALT[locale]);
  expect(meta(html, 'twitter:image'), where).toBe(image.href);
  expect(meta(html, 'twitter:image:alt'), where).toBe(SHARE_IMAGE_ALT[locale]);
  return image;
}

/** The links of a page's HTML: each one's text (its markup taken off) and address. */
function linksOf(html: string): ShownLink[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    name: decode((match[2] ?? '').replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
    href: decode(match[1] ?? ''),
  }));
}

/** A static page's main heading, its markup taken off. */
function headingIn(html: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return decode(h1.replace(/<[^>]+>/g, '')).trim();
}

/** A script's CSP hash source: `'sha256-<base64>'` of its text's UTF-8 bytes (CSP 3). */
const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

/**
 * Decision 042: a prerendered page's one script (JSON-LD aside, which is data) is the boot script,
 * inline in its head, naming the app's entry; the SHA-256 of its text is a hash source of the
 * policy the server sent with the page (so the browser runs it, and nothing else inline). The page
 * names no script to fetch: no `src`, no module script, no preload. Returns the entry's address.
 */
function expectInlineBoot(html: string, policy: string, where: string): string {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes = '']) => !attributes.includes('type="application/ld+json"'),
  );
  expect(scripts.length, `${where}: one script besides JSON-LD`).toBe(1);
  const [element = '', attributes = '', text = ''] = scripts[0] ?? [];
  expect(html.slice(0, html.indexOf('</head>')), `${where}: the boot script is in the head`).toContain(element);
  expect(attributes, where).toMatch(/^ data-entry="\/assets\/index-[\w-]+\.js" data-landing='[^']+'$/);
  expect(text.length, `${where}: the boot script has its text`).toBeGreaterThan(0);
  expect(scriptHashes(policy), `${where}: the policy sent allows the boot script by its hash`).toContain(
    hashSource(text),
  );
  expect(html, where).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html, where).not.toMatch(/<link[^>]*\srel="modulepreload"|<link[^>]*\srel="preload"[^>]*\sas="script"/);
  return /data-entry="([^"]+)"/.exec(attributes)?.[1] ?? '';
}

/**
 * A static page is whole (decision 029): served as HTML with the security headers, started by the
 * boot script, in its address's language, headed by `heading` (the oracle's for a page of §2, its
 * own for a page added since) and titled `documentTitle` (the oracle's; by default the heading,
 * then the site's name), described, its canonical its
 * own address, alternates for every language and x-default that the page in the other language
 * names too, Open Graph and the Twitter card with the share image, the Organization with its
 * hotline and address, and below the home page a trail that ends at it. Returns its HTML and the
 * origin of its canonical address.
 */
async function expectWhole(
  request: APIRequestContext,
  where: string,
  locale: Locale,
  expected: { readonly heading: string; readonly documentTitle: string } | undefined,
): Promise<{ html: string; origin: string }> {
  const response = await request.get(where, { maxRedirects: 0 });
  expect(response.status(), `${where} is served`).toBe(200);
  const [html, headers] = [await response.text(), response.headers()];
  expect(headers['content-type'], where).toMatch(/^text\/html/);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${where} ${name}`).toBe(value);
  expect(headers['content-security-policy'], where).toContain("script-src 'self'");
  // The app's script is started by the boot script after the first paint (site/src/boot.ts):
  // inline, allowed by its hash (decision 042).
  expectInlineBoot(html, headers['content-security-policy'] ?? '', where);
  // The policy allows style sheets from the site only (style-src 'self'): the browser refuses an
  // inline style, reports it as an error, and draws the element without it (a gradient black).
  expect(headers['content-security-policy'], where).not.toContain("'unsafe-inline'");
  expect(html.match(/<[a-z][^>]*\sstyle="[^"]*"|<style\b/gi) ?? [], `${where}: inline styles`).toEqual([]);

  expect(attribute(html, /<html lang="([^"]+)">/), where).toBe(locale);
  const h1 = headingIn(html);
  const title = expected?.heading ?? h1;
  expect(title, `${where} has a heading`).not.toBe('');
  expect(h1, where).toContain(title);
  expect(decode(attribute(html, /<title>([^<]*)<\/title>/) ?? ''), where).toBe(
    expected?.documentTitle ?? `${title} | ${APP_NAME[locale]}`,
  );
  const description = attribute(html, /<meta name="description" content="([^"]*)" \/>/) ?? '';
  expect(description.length, `${where} has a description`).toBeGreaterThan(0);

  // The canonical address is the page's own; the alternates name every language of the build,
  // each at its own address, and x-default (English, §9's default), the same on the pages of each
  // language.
  const canonical = new URL(attribute(html, /<link rel="canonical" href="([^"]+)" \/>/) ?? 'about:blank');
  expect(canonical.pathname, where).toBe(where);
  const links = alternates(html);
  const languages = languagesOf(links, where);
  expect(new URL(links[locale] ?? '').href, where).toBe(canonical.href);
  for (const language of languages)
    expect(new URL(links[language] ?? '').pathname, where).toBe(inLocale(where, language));
  expect(new URL(links['x-default'] ?? '').pathname, where).toBe(inLocale(where, 'en-US'));
  for (const language of languages.filter((other) => other !== locale)) {
    const other = await request.get(inLocale(where, language));
    expect(alternates(await other.text()), `${where} and its ${language} page name the same alternates`).toEqual(links);
  }

  // Open Graph and the Twitter card repeat the page's title and description.
  expect(decode(attribute(html, /<meta property="og:title" content="([^"]*)" \/>/) ?? ''), where).toBe(title);
  expect(attribute(html, /<meta property="og:url" content="([^"]*)" \/>/), where).toBe(canonical.href);
  expect(attribute(html, /<meta property="og:description" content="([^"]*)" \/>/), where).toBe(description);
  expect(attribute(html, /<meta property="og:locale" content="([^"]*)" \/>/), where).toBe(locale.replace('-', '_'));
  expect(attribute(html, /<meta name="twitter:card" content="([^"]*)" \/>/), where).toBe('summary_large_image');
  expectShareImage(html, locale, canonical.origin, where);

  // JSON-LD: the organisation with its hotline everywhere (§1: the number decision 013 keeps in
  // spec/app.yaml, the one the page shows and dials); below /home, where the page sits.
  const data = jsonLd(html);
  const organization = data.find((item) => item['@type'] === 'Organization');
  expect(organization, `${where} has an Organization`).toMatchObject({ '@context': 'https://schema.org' });
  expectFact(FACTS.hotline, [
    ...hotlineProblems(linksOf(html), where),
    ...telephoneProblems(organization?.telephone, where),
  ]);
  expect(JSON.stringify(organization?.address), where).toContain(CONTACT.address[locale]);
  const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as
    | { itemListElement: { position: number; name: string; item: string }[] }
    | undefined;
  if (where === staticPath(locale, '/home'))
    expect(breadcrumbs, 'the home page is the root of the trail').toBeUndefined();
  else {
    const trail = breadcrumbs?.itemListElement ?? [];
    expect(trail.length, `${where} has a trail`).toBeGreaterThanOrEqual(2);
    expect(new URL(trail[0]?.item ?? '').pathname, where).toBe(staticPath(locale, '/home'));
    expect(trail.at(-1), where).toMatchObject({ position: trail.length, name: title });
    expect(new URL(trail.at(-1)?.item ?? '').pathname, where).toBe(where);
  }
  return { html, origin: canonical.origin };
}

/** The addresses sitemap.xml lists, each with its alternates (hreflang, address). */
function sitemapEntries(sitemap: string): { address: string; links: string[][]; origin: string }[] {
  return [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>((?:<xhtml:link [^>]+\/>)*)<\/url>/g)].map((entry) => ({
    address: new URL(entry[1] ?? '').pathname,
    origin: new URL(entry[1] ?? '').origin,
    links: [...(entry[2] ?? '').matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map((link) => [
      link[1] ?? '',
      new URL(link[2] ?? '').pathname,
    ]),
  }));
}

/** The articles a static page lists as links (each a date, then its title): `/<locale>/newsdetail/` lists every one. */
function articlesListedIn(html: string, locale: string): ShownArticle[] {
  const list = /<ul class="news-links">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  const address = new RegExp(`^/${locale}/newsdetail/([^/]+)/$`);
  return [
    ...list.matchAll(
      /<li><time [^>]*?datetime="([^"]*)"[^>]*>[\s\S]*?<\/time><a [^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a><\/li>/gi,
    ),
  ].map((match) => ({
    id: address.exec(decode(match[2] ?? ''))?.[1] ?? '',
    title: decode((match[3] ?? '').replace(/<[^>]+>/g, '')).trim(),
    date: match[1] ?? '',
  }));
}

/**
 * Every article of the build, as the static `/newsdetail/` page lists them: §1's four as the
 * oracle has them, and any published since, whole.
 */
async function everyArticle(request: APIRequestContext, locale: Locale): Promise<ShownArticle[]> {
  const articles = articlesListedIn((await fetchPage(request, locale, '/newsdetail')).html, locale);
  const where = `the list of every article on ${staticPath(locale, '/newsdetail')}`;
  expectFact(FACTS.news, newsListProblems(articles, locale, where, { newestFirst: false }));
  return articles;
}

/** The article of `articles` whose static page `href` is, if any. */
const articleAt = (articles: readonly ShownArticle[], locale: string, href: string | undefined) =>
  articles.find((article) => articlePath(locale, article) === href);

test.describe('static pages (decision 029)', () => {
  for (const locale of LOCALES) {
    test(
      `plain HTTP, ${locale}: all ${SPEC_PATH_COUNT} pages with their heading, title, description, canonical, alternates that point at each other, Open Graph and JSON-LD`,
      // Each page in its language, and its alternates in every language of the build.
      proves('DECISION-STATIC-PAGES', 'DECISION-STATIC-HEAD', 'DECISION-STATIC-SHARE-IMAGE').on(pages(SPEC_PATHS, '*')),
      async ({ request }) => {
        expect(SPEC_PATHS).toHaveLength(SPEC_PATH_COUNT);
        const origins = new Set<string>();
        for (const path of SPEC_PATHS) {
          const { origin } = await expectWhole(request, staticPath(locale, path), locale, {
            heading: headingOf(path, locale),
            documentTitle: documentTitleOf(path, locale),
          });
          origins.add(origin);
        }
        expect([...origins], 'every page names one origin').toHaveLength(1);
      },
    );
  }

  for (const locale of LOCALES) {
    test(
      `plain HTTP, ${locale}: every page the build wrote (its sitemap's, its dist/'s), §2's and any added since, is whole; a draft's noindex and out of the sitemap`,
      // Every page the build wrote (its dist/ is read too), and its alternates in every language.
      proves('DECISION-STATIC-PAGES', 'DECISION-STATIC-HEAD', 'DECISION-DRAFT-PAGES').on(
        everyPage(),
        file('/sitemap.xml'),
      ),
      async ({ request }) => {
        const listed = new Set(
          sitemapEntries(await (await request.get('/sitemap.xml')).text()).map((entry) => entry.address),
        );
        // The local build's own folder too: a draft page is in dist/, not in the sitemap.
        const built = process.env.BASE_URL ? [] : builtPages(DIST);
        if (!process.env.BASE_URL)
          expect(built, 'dist/ holds the pages nginx serves').toContain(staticPath(locale, '/home'));
        const pages = [...new Set([...listed, ...built])]
          .filter((address) => localeOfAddress(address) === locale)
          .sort();
        // The oracle's pages are among them, §2's routes and §1's articles; others are welcome.
        const required = requiredPages(locale);
        expect(required).toHaveLength(SPEC_PATH_COUNT + NEWS_ARTICLES.length);
        expect(
          required.filter((address) => !pages.includes(address)),
          'pages of the oracle not found (§2’s paths, §1’s four articles)',
        ).toEqual([]);
        const origins = new Set<string>();
        for (const where of pages) {
          // Its own heading: a page added since is not the oracle's.
          const { html, origin } = await expectWhole(request, where, locale, undefined);
          origins.add(origin);
          // Decision 035: a page titled by a draft is noindex; noindex only on a page that shows a
          // draft (not on one that merely links to a draft page); the sitemap lists the others.
          const robots = meta(html, 'robots');
          expect(['', 'noindex'], `${where}: robots "${robots}"`).toContain(robots);
          const noindex = robots === 'noindex';
          if (titledAsDraft(html)) expect(noindex, `${where} is titled by a draft: noindex`).toBe(true);
          if (noindex) expect(showsDraft(html), `${where} is noindex: it shows a draft`).toBe(true);
          expect(listed.has(where), `${where} ${noindex ? 'is noindex: out of' : 'is listed in'} the sitemap`).toBe(
            !noindex,
          );
        }
        expect([...origins], 'every page names one origin').toHaveLength(1);
      },
    );
  }

  test(
    'sitemap.xml lists §2’s route pages and the articles in every language, and any page added since but a draft, each with its alternates; robots.txt names it',
    proves('DECISION-STATIC-HEAD', 'DECISION-STATIC-ARTICLES').on(file('/sitemap.xml'), file('/robots.txt')),
    async ({ request }) => {
      const entries = sitemapEntries(await (await request.get('/sitemap.xml')).text());
      const listed = entries.map((entry) => entry.address);
      // The build's languages, as the first entry's alternates name them: §9's two among them.
      const languages = languagesOf(Object.fromEntries(entries[0]?.links ?? []), 'sitemap.xml');
      expect(LOCALES.flatMap(requiredPages)).toHaveLength(84);
      expect(
        sitemapProblems(listed, languages),
        'sitemap.xml: §2’s pages and §1’s four articles, in every language',
      ).toEqual([]);
      for (const entry of entries) {
        // The same page in each language: the address with the other locale tag.
        expect(entry.links, entry.address).toEqual([
          ...languages.map((language) => [language, inLocale(entry.address, language)]),
          ['x-default', inLocale(entry.address, 'en-US')],
        ]);
      }
      const robots = await request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      const origin = entries[0]?.origin ?? '';
      expect(new Set(entries.map((entry) => entry.origin))).toEqual(new Set([origin]));
      expect(await robots.text()).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap\\.xml$`, 'm'));
    },
  );

  test(
    'an address that is no file of the site: a page without its last slash is moved there, anything else is 404, never the home page',
    proves('DECISION-STATIC-SERVING').on(
      pageOf('/city', 'en-US'),
      pageOf('/glory', 'zh-CN'),
      pageOf('/newsdetail', 'en-US'),
      pageOf('/cty', 'en-US'),
      file('/.vite/manifest.json'),
      file('/404.html'),
    ),
    async ({ request }) => {
      for (const [address, to] of [
        ['/en-US/city', '/en-US/city/'],
        ['/zh-CN/glory', '/zh-CN/glory/'],
        [`/en-US/newsdetail/${NEWS_ARTICLES[0]?.id}`, `/en-US/newsdetail/${NEWS_ARTICLES[0]?.id}/`],
      ] as const) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(301);
        expect(new URL(response.headers().location ?? '', 'http://site.example').pathname, address).toBe(to);
      }
      const home = documentTitleOf('/home', 'en-US');
      for (const address of [
        '/no-such-page/',
        '/no-such-page',
        '/en-US/cty/',
        '/assets/no-such-file.js',
        '/.vite/manifest.json',
      ]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(404);
        expect(await response.text(), `${address} is not the home page`).not.toContain(home);
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(response.headers()[name], `${address}: ${name}`).toBe(value);
      }
    },
  );

  for (const locale of LOCALES) {
    test(
      `JavaScript off, ${locale}: every page reads completely, in its language only, and its links lead to static pages`,
      proves('DECISION-STATIC-PAGES').on(pages(SPEC_PATHS, locale)),
      async ({ browser, baseURL, browserName }) => {
        test.skip(browserName === 'firefox', notInEngine('javascript-off'));
        test.setTimeout(120_000);
        const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
        const page = await context.newPage();
        // Each page loaded afresh and checked alone: a CHANGED= run checks those it touches.
        for (const path of pagesToCheck(SPEC_PATHS, locale)) {
          const where = staticPath(locale, path);
          await page.goto(where);
          await expect(page.getByRole('heading', { level: 1 }), where).toContainText(headingOf(path, locale));
          await expect(page.getByRole('banner'), where).toBeVisible();
          await expect(page.getByRole('contentinfo'), where).toBeVisible();
          await expect(page.getByRole('main'), where).toBeVisible();
          expect(await foreignText(page, locale), `${where} has text in the other language`).toEqual([]);
          // The header's menus lead to the static pages in the same language.
          const hrefs = await page
            .getByRole('banner')
            .locator('a[href]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          expect(hrefs.length, where).toBeGreaterThan(5);
          // (A page added since has a path of the generator's form: /smart-port, /draft/solution.)
          for (const href of hrefs) expect(href, where).toMatch(new RegExp(`^/${locale}(/[a-z0-9]+(-[a-z0-9]+)*)+/$`));
        }
        // Following a link works without JavaScript.
        await page.goto(staticPath(locale, '/home'));
        await page
          .getByRole('contentinfo')
          .locator(`a[href="${staticPath(locale, '/glory')}"]`)
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/glory', locale));
        await context.close();
      },
    );
  }

  /** Pages whose takeover is checked: the home page, a plain page, the trial's, the news, the job list. */
  const TAKEN_OVER: readonly SpecPath[] = [
    '/home',
    '/city',
    '/algorithm',
    '/newsdetail',
    '/socialrecruitment',
    '/glory',
  ];

  /** The text of #root, white space collapsed. */
  const rootText = (page: Page) =>
    page.locator('#root').evaluate((root) => (root.textContent ?? '').replace(/\s+/g, ' ').trim());

  /**
   * The text of #root as served, before any script runs: the page's HTML parsed by the browser
   * (DOMParser runs no script), white space collapsed as rootText does. Not a context with
   * JavaScript off: Playwright's Firefox driver ignores javaScriptEnabled, and the app would have
   * rewritten the text already.
   */
  async function staticText(request: APIRequestContext, page: Page, where: string): Promise<string> {
    const response = await request.get(where);
    expect(response.status(), where).toBe(200);
    const html = await response.text();
    return page.evaluate(
      (source) =>
        (new DOMParser().parseFromString(source, 'text/html').querySelector('#root')?.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
      html,
    );
  }

  for (const locale of LOCALES) {
    test(
      `JavaScript on, ${locale}: the app takes the page over with the same text, no console error or warning, at its hash route`,
      proves('DECISION-STATIC-TAKEOVER').on(pages(TAKEN_OVER, locale)),
      async ({ context, request }) => {
        test.setTimeout(90_000);
        // Each page in a tab of its own and checked alone: a CHANGED= run checks those it touches.
        for (const path of pagesToCheck(TAKEN_OVER, locale)) {
          const where = staticPath(locale, path);
          const page = await context.newPage();
          const before = await staticText(request, page, where);
          const messages = collectErrors(page, { warnings: true });
          const layoutShifts = await recordLayoutShifts(page);
          const traffic = recordTraffic(page);
          // Hydrated: React manages the page's heading.
          await page.goto(where);
          await expect(page).toHaveURL(new RegExp(`/#${path}$`));
          await expect.poll(() => appRunning(page)).toBe(true);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          if (path === '/socialrecruitment') {
            // The job posts come from the API once the app runs (§7): the rest is the same.
            await expect(page.getByRole('columnheader').first()).toBeVisible();
            expect(before).toContain(headingOf(path, locale));
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path, locale));
          } else {
            // Nothing left to load (no request in flight): the text is the static page's.
            await traffic.settled();
            await expect.poll(() => rootText(page), `${where} after the takeover`).toBe(before);
          }
          expect(messages, `${where}: console errors and warnings`).toEqual([]);
          // Nothing moved on screen from the first paint of the static page to the app's (the job
          // list, which arrives from the API, moves what is below it: not the takeover's doing).
          if (path === '/socialrecruitment') {
            await page.close();
            continue;
          }
          const shifts = await layoutShifts();
          const shift = shifts.reduce((sum, entry) => sum + entry.value, 0);
          expect(shift, `${where}: layout shift while the app takes over ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
          await page.close();
        }

        // From there, the hash history of §2: a link of the taken-over page opens another page,
        // and the language is the page's, also after a reload.
        const page = await context.newPage();
        await page.goto(staticPath(locale, '/city'));
        await expect(page).toHaveURL(/\/#\/city$/);
        await expect.poll(() => appRunning(page)).toBe(true);
        await page.getByRole('contentinfo').locator('a[href="#/glory"]').click();
        await expect(page).toHaveURL(/\/#\/glory$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/glory', locale));
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/glory', locale));
      },
    );
  }

  // ── The news articles, the share image and the job posts (decision 029) ───────────────────

  for (const locale of LOCALES) {
    test(
      `plain HTTP, ${locale}: each article, §1’s four and any published since, has its page, headed, titled and described by it, an Open Graph article with NewsArticle JSON-LD, its pair in every language and its sitemap entry`,
      // Each article in its language, and its pair in every language of the build.
      proves('DECISION-STATIC-ARTICLES', 'DECISION-STATIC-SHARE-IMAGE', 'CONTENT-NEWS-FOUR').on(
        pageOf('/newsdetail', '*'),
        file('/sitemap.xml'),
      ),
      async ({ request }) => {
        const articles = await everyArticle(request, locale);
        const listed = new Set(
          sitemapEntries(await (await request.get('/sitemap.xml')).text()).map((entry) => entry.address),
        );
        for (const shown of articles) {
          // §1's four: as the oracle has them; one published since: as the list shows it, whole.
          const article = NEWS_ARTICLES.find((candidate) => candidate.id === shown.id);
          const where = articlePath(locale, shown);
          expectFact(FACTS.news, listed.has(where) ? [] : [`sitemap.xml does not list ${where}`]);
          const response = await request.get(where, { maxRedirects: 0 });
          expect(response.status(), `${where} is served`).toBe(200);
          const html = await response.text();
          const headline = article?.title[locale] ?? shown.title;
          expect(attribute(html, /<html lang="([^"]+)">/), where).toBe(locale);
          expect(headingIn(html), where).toBe(headline);
          expect(decode(attribute(html, /<title>([^<]*)<\/title>/) ?? ''), where).toBe(
            `${headline} | ${APP_NAME[locale]}`,
          );
          const description = meta(html, 'description');
          if (article) expect(description, `${where} is described by the article's lead`).toBe(article.summary[locale]);
          else expect(description.trim(), `${where} is described by the article's lead`).not.toBe('');
          expect(meta(html, 'og:description'), where).toBe(description);

          const canonical = new URL(attribute(html, /<link rel="canonical" href="([^"]+)" \/>/) ?? 'about:blank');
          expect(canonical.pathname, where).toBe(where);
          const links = alternates(html);
          const languages = languagesOf(links, where);
          expect(links[locale], where).toBe(canonical.href);
          for (const language of languages)
            expect(new URL(links[language] ?? '').pathname, where).toBe(articlePath(language, shown));
          expect(new URL(links['x-default'] ?? '').pathname, where).toBe(articlePath('en-US', shown));
          for (const language of languages.filter((other) => other !== locale)) {
            const other = await (await request.get(articlePath(language, shown))).text();
            expect(alternates(other), `${where} and its ${language} page name the same alternates`).toEqual(links);
          }

          expect(meta(html, 'og:type'), where).toBe('article');
          expect(meta(html, 'og:title'), where).toBe(headline);
          expect(meta(html, 'og:url'), where).toBe(canonical.href);
          expect(meta(html, 'twitter:card'), where).toBe('summary_large_image');
          const image = expectShareImage(html, locale, canonical.origin, where);

          const data = jsonLd(html);
          expect(data.map((node) => node['@type']).sort(), where).toEqual([
            'BreadcrumbList',
            'NewsArticle',
            'Organization',
          ]);
          expect(
            data.find((node) => node['@type'] === 'NewsArticle'),
            where,
          ).toMatchObject({
            '@context': 'https://schema.org',
            headline,
            description,
            datePublished: article?.date ?? shown.date,
            inLanguage: locale,
            image: [image.href],
            mainEntityOfPage: { '@id': canonical.href },
            author: { '@type': 'Organization', name: APP_NAME[locale] },
            publisher: { '@type': 'Organization', name: APP_NAME[locale] },
          });
          const trail =
            (
              data.find((node) => node['@type'] === 'BreadcrumbList') as {
                itemListElement: { name: string; item: string }[];
              }
            ).itemListElement ?? [];
          expect(new URL(trail[0]?.item ?? '').pathname, where).toBe(staticPath(locale, '/home'));
          expect(
            trail.map((crumb) => new URL(crumb.item).pathname),
            where,
          ).toContain(staticPath(locale, '/journalism'));
          expect(trail.at(-1), where).toMatchObject({ name: headline, item: canonical.href });
        }
      },
    );
  }

  for (const locale of LOCALES) {
    test(
      `plain HTTP, ${locale}: the news pages link to the articles' static pages, not to hash routes`,
      proves('DECISION-STATIC-ARTICLES').on(pages(['/newsdetail', '/journalism', '/home'], locale)),
      async ({ request }) => {
        const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => decode(match[1] ?? ''));
        // /newsdetail without an article lists every article; the news list's first page and the
        // home page's latest news the newest of them.
        const articles = await everyArticle(request, locale);
        const listing = hrefs((await fetchPage(request, locale, '/newsdetail')).html);
        const linked = (links: readonly string[]) =>
          [...new Set(links)].flatMap((href) => articleAt(articles, locale, href) ?? []);
        const list = hrefs((await fetchPage(request, locale, '/journalism')).html);
        expectFact(
          FACTS.news,
          latestProblems(linked(list), articles, `the news list of ${staticPath(locale, '/journalism')}`),
        );
        const home = hrefs((await fetchPage(request, locale, '/home')).html);
        expectFact(
          FACTS.news,
          latestProblems(linked(home), articles, `the latest news of ${staticPath(locale, '/home')}`),
        );
        // An article leads to the one before and the one after it (§1's second of the four has
        // both): each an article of the list, newer and older, leading back to it.
        const second = NEWS_ARTICLES[1];
        if (!second) throw new Error('the oracle has four articles');
        const middle = await (await request.get(articlePath(locale, second))).text();
        const neighbour = (html: string, rel: 'prev' | 'next') =>
          articleAt(articles, locale, attribute(html, new RegExp(`<a rel="${rel}" href="([^"]+)"`)));
        const pageOf = async (article: ShownArticle) => (await request.get(articlePath(locale, article))).text();
        const [previous, next] = [neighbour(middle, 'prev'), neighbour(middle, 'next')];
        if (!previous || !next)
          throw new Error(`${articlePath(locale, second)} leads to no article before or after it`);
        expect(
          previous.date >= second.date && second.date >= next.date,
          `newest first: ${previous.id} (${previous.date}), ${second.id} (${second.date}), ${next.id} (${next.date})`,
        ).toBe(true);
        expect(neighbour(await pageOf(previous), 'next')?.id, `${previous.id} leads on to ${second.id}`).toBe(
          second.id,
        );
        expect(neighbour(await pageOf(next), 'prev')?.id, `${next.id} leads back to ${second.id}`).toBe(second.id);
        for (const [where, links] of [
          ['/newsdetail/', listing],
          ['/journalism/', list],
          ['/home/', home],
          [articlePath(locale, second), hrefs(middle)],
        ] as const)
          expect(
            links.filter((href) => href.startsWith('#/')),
            `${where} keeps no hash route`,
          ).toEqual([]);
      },
    );
  }

  test(
    'the share image is a PNG of 1200×630, served with the security headers',
    proves('DECISION-STATIC-SHARE-IMAGE').on(pageOf('/city', 'en-US'), pageOf('/glory', 'zh-CN')),
    async ({ request }) => {
      const html = (await fetchPage(request, 'en-US', '/city')).html;
      const address = new URL(meta(html, 'og:image') || 'about:blank');
      const response = await request.get(address.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(SHARE_IMAGE.type);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers()[name], name).toBe(value);
      const png = await response.body();
      // The PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
      });
      // Every page of both languages names the same image.
      const zh = (await fetchPage(request, 'zh-CN', '/glory')).html;
      expect(meta(zh, 'og:image')).toBe(address.href);
    },
  );

  for (const locale of LOCALES) {
    test(
      `plain HTTP, ${locale}: /socialrecruitment carries a JobPosting for each of the ${JOB_POST_COUNT} posts`,
      proves('DECISION-STATIC-JOBS').on(pages(['/socialrecruitment', '/city'], locale)),
      async ({ request }) => {
        const where = staticPath(locale, '/socialrecruitment');
        const data = jsonLd((await fetchPage(request, locale, '/socialrecruitment')).html);
        expect(
          data.filter((node) => node['@type'] === 'Organization'),
          where,
        ).toHaveLength(1);
        const posts = data.filter((node) => node['@type'] === 'JobPosting');
        expect(posts, where).toHaveLength(JOB_POST_COUNT);
        for (const post of posts)
          expect(post, where).toMatchObject({
            '@context': 'https://schema.org',
            employmentType: 'FULL_TIME',
            hiringOrganization: { '@type': 'Organization', name: APP_NAME[locale] },
            jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'CN' } },
          });
        for (const expected of SOME_JOB_POSTS) {
          const title = expected.title[locale];
          const post = posts.find((candidate) => candidate.title === title);
          expect(post, `${where} lists ${title}`).toMatchObject({
            datePosted: expected.releasedAt,
            jobLocation: { address: { addressLocality: expected.location[locale] } },
          });
          const department = JOB_DEPARTMENTS.find((candidate) => candidate.value === expected.department);
          const description = String(post?.description);
          for (const part of [title, department?.label[locale] ?? '?', expected.location[locale], APP_NAME[locale]])
            expect(description, `${title}: its description names ${part}`).toContain(part);
        }
        // No other page lists the posts.
        const city = jsonLd((await fetchPage(request, locale, '/city')).html);
        expect(city.filter((node) => node['@type'] === 'JobPosting')).toEqual([]);
      },
    );
  }

  for (const locale of LOCALES) {
    test(
      `JavaScript off, ${locale}: an article's page reads completely, in its language only, and leads to the next article`,
      proves('DECISION-STATIC-ARTICLES').on(pageOf('/newsdetail', locale)),
      async ({ browser, baseURL, browserName, request }) => {
        test.skip(browserName === 'firefox', notInEngine('javascript-off'));
        const articles = await everyArticle(request, locale);
        const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
        const page = await context.newPage();
        const second = NEWS_ARTICLES[1];
        if (!second) throw new Error('the oracle has four articles');
        await page.goto(articlePath(locale, second));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title[locale]);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await foreignText(page, locale)).toEqual([]);
        // The next article: an older one of the list.
        const next = articleAt(articles, locale, (await page.locator('a[rel="next"]').getAttribute('href')) ?? '');
        if (!next) throw new Error(`${articlePath(locale, second)} leads to no article as the next`);
        expect(next.date <= second.date, `${next.id} is not newer than ${second.id}`).toBe(true);
        await page.locator('a[rel="next"]').click();
        await expect(page).toHaveURL(new RegExp(`${articlePath(locale, next)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
        await context.close();
      },
    );
  }

  for (const locale of LOCALES) {
    test(
      `JavaScript on, ${locale}: the app takes an article's page over at /#/newsdetail?id=…, with the same text and no console error or warning`,
      proves('DECISION-STATIC-ARTICLES', 'DECISION-STATIC-TAKEOVER').on(pageOf('/newsdetail', locale)),
      async ({ context, request }) => {
        // A different article in each language, each with one after it (any of §1's four but the oldest).
        const article = NEWS_ARTICLES[(LOCALES.indexOf(locale) + 1) % (NEWS_ARTICLES.length - 1)];
        if (!article) throw new Error('the oracle has four articles');
        const where = articlePath(locale, article);
        const next = articleAt(
          await everyArticle(request, locale),
          locale,
          attribute(await (await request.get(where)).text(), /<a rel="next" href="([^"]+)"/),
        );
        if (!next) throw new Error(`${where} leads to no article as the next`);
        const page = await context.newPage();
        const before = await staticText(request, page, where);
        expect(before).toContain(article.title[locale]);
        const messages = collectErrors(page, { warnings: true });
        const traffic = recordTraffic(page);
        await page.goto(where);
        await expect(page).toHaveURL(new RegExp(`/#/newsdetail\\?id=${article.id}$`));
        await expect.poll(() => appRunning(page)).toBe(true);
        await traffic.settled();
        await expect.poll(() => rootText(page), `${where} after the takeover`).toBe(before);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[locale]);
        await expect(page).toHaveTitle(`${article.title[locale]} | ${APP_NAME[locale]}`);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        // The article's links are the app's again: the next article opens at its hash route.
        await page.locator('a[rel="next"]').click();
        await expect(page).toHaveURL(new RegExp(`/#/newsdetail\\?id=${next.id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
        expect(messages, `${where}: console errors and warnings`).toEqual([]);
      },
    );
  }

  /**
   * Opens `address` with the app's own script (the entry) held, and waits until the page's HTML is
   * in: what the browser shows then is what it paints before any of the app runs. Returns the
   * function that lets the script through.
   */
  async function openWithEntryHeld(page: Page, address: string): Promise<() => void> {
    const entry = await holdNextRequest(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(address, { waitUntil: 'commit' });
    await entry.requested;
    await expect(page.locator('#root h1')).toBeAttached();
    return entry.release;
  }

  test(
    'the host sends the pages, the scripts and the style sheets compressed; the app starts after the first paint',
    proves('DECISION-STATIC-FIRST-BYTES').on(pageOf('/home', 'en-US'), pageOf('/city', 'zh-CN')),
    async ({ page, request }) => {
      const compressed = async (address: string) => {
        const response = await request.get(address, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status(), address).toBe(200);
        return response.headers()['content-encoding'];
      };
      const city = await request.get(staticPath('zh-CN', '/city'));
      const html = await city.text();
      const entry = expectInlineBoot(
        html,
        city.headers()['content-security-policy'] ?? '',
        staticPath('zh-CN', '/city'),
      );
      const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1] ?? '',
      );
      expect(styles.length, 'the page links its style sheets').toBeGreaterThan(0);
      for (const address of ['/', staticPath('zh-CN', '/city'), entry, ...styles])
        expect(await compressed(address), `${address} is sent compressed`).toBe('gzip');

      // In the browser: the boot script adds the app's script only after the page's first paint,
      // so after its first frame has begun (a frame callback registered before any of the page's
      // scripts has run). At `/` the boot script runs in the head, before any frame could be
      // drawn, so a script started at once would be seen as started before the frame.
      await page.addInitScript(() => {
        const state = window as unknown as { framed?: boolean; startedAfterFrame?: boolean };
        state.framed = false;
        requestAnimationFrame(() => {
          state.framed = true;
        });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLScriptElement && node.type === 'module')
                state.startedAfterFrame ??= state.framed === true;
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto('/');
      await expect(page).toHaveURL(/\/#\/home$/);
      expect(await page.evaluate(() => (window as unknown as { startedAfterFrame?: boolean }).startedAfterFrame)).toBe(
        true,
      );
    },
  );

  test(
    '`/` and the static pages request no script before their first paint; the inline boot script runs under the policy and starts the app after it',
    // `/#/carddispenser` comes after the Chinese page: in Chinese.
    proves('DECISION-STATIC-FIRST-BYTES', 'SEC-HEADERS').on(
      pages(['/home', '/city'], 'en-US'),
      pages(['/city', '/carddispenser'], 'zh-CN'),
    ),
    async ({ page }) => {
      // Every policy violation of the page, from before any of its scripts could run.
      await page.addInitScript(() => {
        const state = window as unknown as { violations: string[] };
        state.violations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          state.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      // `/#/carddispenser`: `/` sends the visitor to the static page (decision 048), which paints
      // before any script is requested, as the others do.
      for (const where of ['/', staticPath('en-US', '/city'), staticPath('zh-CN', '/city'), '/#/carddispenser']) {
        const messages = collectErrors(page, { warnings: true });
        // A document of its own each time (the takeover moves the address to `/#/…`).
        await page.goto('about:blank');
        await page.goto(where);
        await expect.poll(() => appRunning(page), `${where}: the app runs`).toBe(true);
        // The browser's own record of the page's first contentful paint and of every script it
        // fetched (the app's entry and chunks), on one clock.
        const seen = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ address: new URL(entry.name).pathname, start: entry.startTime })),
          violations: (window as unknown as { violations: string[] }).violations,
        }));
        const paint = seen.paint ?? Number.NaN;
        expect(paint, `${where}: a first contentful paint`).toBeGreaterThan(0);
        expect(seen.scripts.length, `${where}: the app's scripts were fetched`).toBeGreaterThan(0);
        expect(
          seen.scripts.filter((script) => script.start < paint),
          `${where}: scripts requested before the first paint (${Math.round(paint)} ms)`,
        ).toEqual([]);
        expect(seen.violations, `${where}: policy violations`).toEqual([]);
        expect(messages, `${where}: console errors and warnings`).toEqual([]);
      }
    },
  );

  test(
    '`/` is the home page in English before any script of the app runs, then taken over in place',
    proves('DECISION-STATIC-LANDING', 'DECISION-STATIC-TAKEOVER').on(pageOf('/home', 'en-US')),
    async ({ page, request }) => {
      const response = await request.get('/');
      const html = await response.text();
      expect(attribute(html, /<html lang="([^"]+)">/)).toBe('en-US');
      expect(decode(attribute(html, /<title>([^<]*)<\/title>/) ?? '')).toBe(documentTitleOf('/home', 'en-US'));
      expect(new URL(attribute(html, /<link rel="canonical" href="([^"]+)" \/>/) ?? 'about:blank').pathname).toBe(
        staticPath('en-US', '/home'),
      );
      // The boot script is inline in the head, allowed by its hash (decision 042), so it runs
      // before the first paint; it starts the app's script, which the page does not name.
      expectInlineBoot(html, response.headers()['content-security-policy'] ?? '', '/');

      const messages = collectErrors(page, { warnings: true });
      const traffic = recordTraffic(page);
      const release = await openWithEntryHeld(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/home', 'en-US'));
      await expect(page.locator('#root')).toBeVisible();
      const before = await rootText(page);
      release();
      await expect(page).toHaveURL(/\/#\/home$/);
      await expect.poll(() => appRunning(page)).toBe(true);
      await traffic.settled();
      await expect.poll(() => rootText(page), 'the home page after the takeover').toBe(before);
      expect(messages).toEqual([]);
    },
  );

  /**
   * Records, as `/` is left for another document, what it had shown: whether its page was visible
   * and whether the browser had painted any content (sessionStorage lasts across the documents of
   * one tab and origin). The request of the next document cannot be held to look at `/` meanwhile:
   * Playwright's locators and evaluations wait for a pending navigation to finish.
   */
  async function recordWhatRootShowed(page: Page): Promise<void> {
    await page.addInitScript(() => {
      if (window.origin === 'null' || window.location.pathname !== '/') return;
      window.addEventListener('pagehide', () => {
        const root = document.getElementById('root');
        window.sessionStorage.setItem(
          `left / at ${window.location.hash}`,
          JSON.stringify({
            shown: Boolean(root?.firstElementChild) && root !== null && getComputedStyle(root).visibility === 'visible',
            painted: performance.getEntriesByName('first-contentful-paint').length > 0,
          }),
        );
      });
    });
  }

  /** What `/` at `hash` had shown when it was left (recordWhatRootShowed), once the next page is there. */
  const whatRootShowed = (page: Page, hash: string) =>
    page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as unknown, `left / at ${hash}`);

  /** The path of the document the browser loaded last (not the address the app moved to since). */
  const loadedDocument = (page: Page) =>
    page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? 'about:blank').pathname);

  /**
   * Decision 048: `/`, opened at a hash route by a visitor it is not for, sends them to that page's
   * static page in the language they start in, in its place in the history, before anything is
   * shown; the app takes that page over at the hash route asked for. Nothing is stored: the
   * language came from the visitor's own rules.
   */
  async function expectSentToStaticPage(page: Page, route: string, locale: Locale, sentTo: string, heading: string) {
    const messages = collectErrors(page, { warnings: true });
    await page.goto('/robots.txt');
    const entries = await page.evaluate(() => window.history.length);
    await page.goto(`/#${route}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(
      await whatRootShowed(page, `#${route}`),
      `/#${route}: what \`/\` showed before it sent the visitor on`,
    ).toEqual({
      shown: false,
      painted: false,
    });
    await expect.poll(() => appRunning(page), `/#${route}: the app runs`).toBe(true);
    expect(page.url(), `/#${route}: the address after the takeover`).toBe(new URL(`/#${route}`, page.url()).href);
    expect(await loadedDocument(page), `/#${route}: the page loaded`).toBe(sentTo);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(await foreignText(page, locale)).toEqual([]);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY),
      'the language is not stored',
    ).toBeNull();
    expect(messages, `/#${route}: console errors and warnings`).toEqual([]);
    // One entry in the history for what the visitor opened: the static page took the place of `/`.
    expect(await page.evaluate(() => window.history.length), 'entries in the history').toBe(entries + 1);
  }

  test(
    'at another hash route (`/#/carddispenser`, an article): `/` shows nothing of the home page and sends the visitor to the static page, which the app takes over at that route',
    // /robots.txt: a document of the site to start from.
    proves('DECISION-STATIC-LANDING', 'DECISION-STATIC-TAKEOVER').on(
      pages(['/carddispenser', '/newsdetail'], 'en-US'),
      file('/robots.txt'),
    ),
    async ({ page }) => {
      await recordWhatRootShowed(page);
      await expectSentToStaticPage(
        page,
        '/carddispenser',
        'en-US',
        staticPath('en-US', '/carddispenser'),
        headingOf('/carddispenser', 'en-US'),
      );
      const [article] = NEWS_ARTICLES;
      if (!article) throw new Error('the oracle has no news article');
      await expectSentToStaticPage(
        page,
        `/newsdetail?id=${article.id}`,
        'en-US',
        articlePath('en-US', article),
        article.title['en-US'],
      );
    },
  );

  test.describe('a visitor `/` is not for', () => {
    test.use({ locale: 'zh-CN' });
    test(
      'in Chinese: `/` shows no English page and sends the visitor to the Chinese page, the home page or the route asked for',
      proves('DECISION-STATIC-LANDING').on(pages(['/home', '/city'], 'zh-CN'), file('/robots.txt')),
      async ({ page }) => {
        await recordWhatRootShowed(page);
        await expectSentToStaticPage(page, '/home', 'zh-CN', staticPath('zh-CN', '/home'), headingOf('/home', 'zh-CN'));
        await expectSentToStaticPage(page, '/city', 'zh-CN', staticPath('zh-CN', '/city'), headingOf('/city', 'zh-CN'));
        // `/` itself, with no route: the home page.
        await page.goto('/robots.txt');
        await page.goto('/', { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/home', 'zh-CN'));
        await expect(page).toHaveURL(/\/#\/home$/);
        expect(await loadedDocument(page)).toBe(staticPath('zh-CN', '/home'));
        expect(await whatRootShowed(page, '')).toEqual({ shown: false, painted: false });
      },
    );
  });

  test(
    'at a route no page was written for (`/#/no-such-page`), or with a query on `/` (which the page may read): the first frame holds no home page, then the app renders the route at `/`',
    proves('DECISION-STATIC-LANDING').on(pages(['/no-such-page', '/city'], 'en-US')),
    async ({ page }) => {
      for (const [address, heading] of [
        ['/#/no-such-page', 'Page not found'],
        ['/?from=share#/city', headingOf('/city', 'en-US')],
      ] as const) {
        await page.goto('about:blank');
        const release = await openWithEntryHeld(page, address);
        await expect(page.locator('#root'), `${address}: the home page is not shown`).toBeHidden();
        release();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('#root')).toBeVisible();
        expect(await loadedDocument(page), `${address}: the page loaded`).toBe('/');
      }
    },
  );
});
