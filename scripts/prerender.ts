// `npm run build`'s second step (decision 029): every page of the site, in every language of the
// manifest (decision 036), as static HTML at /<locale>/<path>/ (dist/en-US/city/index.html, …), rendered from the app's own
// components by site/src/entry-server.tsx, each with its head: its stylesheets, language, title, description,
// canonical and hreflang alternates, Open Graph and Twitter card with the share image, JSON-LD.
// Each news article has a page of its own at /<locale>/newsdetail/<id>/. Then `/` itself
// (index.html: the home page in the default language), sitemap.xml and robots.txt. The built
// index.html is the template, so every page loads the app's own script, started by the boot
// script (site/src/boot.ts), inline, allowed by its hash in the CSP (scripts/boot-script.ts,
// decision 042). Last, the pages the server answers with itself (decision 039): 404.html, the
// not-found page in every language, without a script, and .well-known/security.txt (RFC 9116).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { appConfig, localeConfig, siteConfig } from '../site/src/generated/config.gen.ts';
import { draftPages } from '../site/src/generated/drafts.gen.ts';
import { jobPosts } from '../site/src/generated/jobs.gen.ts';
import { headMessages } from '../site/src/generated/messages/head.gen.ts';
import { jobsMessages } from '../site/src/generated/messages/jobs.gen.ts';
import type { Locale } from '../site/src/generated/messages.gen.ts';
import { content as newsContent } from '../site/src/generated/pages/news-detail.gen.ts';
import { content as notFoundContent } from '../site/src/generated/pages/not-found.gen.ts';
import { fill } from '../site/src/shared/fill.ts';
import type { BootLanding } from '../site/src/shared/landing.ts';
import { staticAddress } from '../site/src/shared/static-address.ts';
import { ARTICLE_PATH, LIST_PATH } from '../site/src/templates/news/news-data.ts';
import { checkedBootScript, startedByBoot } from './boot-script.ts';
import { draftRoutes, NOINDEX } from './draft-pages.ts';
import { SHARE_IMAGE, writeShareImage } from './share-image.ts';
import {
  breadcrumbData,
  type Crumb,
  type JsonLd,
  jobPostingData,
  jsonLdScript,
  newsArticleData,
  type Organization,
  openGraphLocale,
  organizationData,
} from './structured-data.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const LOCALES = localeConfig.available;
/** The language of a page whose visitor's language is none of ours (hreflang x-default). */
const DEFAULT_LOCALE = localeConfig.default;
/** The page that lists the job posts (§3's job listing): its head carries them as JobPosting. */
const JOB_LIST_PAGE = 'social-recruitment';
/** The page security.txt names as the contact (the manifest has no e-mail address): its hotline and address. */
const CONTACT_PAGE = 'contact-us';
/** How long security.txt stays valid after the build (RFC 9116 asks for less than a year). */
const SECURITY_TXT_DAYS = 364;

/** A page's static address (site/src/shared/static-address.ts): where it is written under dist/. */
function staticPath(locale: Locale, route: string): string {
  const address = staticAddress(locale, route);
  if (!address) throw new Error(`${route} has no static address`);
  return address;
}

/** Every static address a prerendered link leads to: each must be a page the build wrote. */
const linked = new Set<string>();

/** The public address of a page: /<locale>/<path>/ (an article's /<locale>/newsdetail/<id>/) under the manifest's origin. */
const staticUrl = (locale: Locale, route: string) => `${siteConfig.origin}${staticPath(locale, route)}`;

const started = performance.now();
const vite = await createServer({
  configFile: join(ROOT, 'site/vite.config.ts'),
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const server = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../site/src/entry-server');
  const paths = server.pageRoutes.map((route) => route.path).filter((path): path is string => Boolean(path));
  const unique = [...new Set(paths)];
  const chunks = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('dist/index.html is prerendered already: build the site first (npm run build)');
  }
  const boot = await checkedBootScript(ROOT);
  /** Whether the prerender has rendered a module of the build manifest (a key of it, under site/). */
  const rendered = (key: string) => Boolean(vite.moduleGraph.getModuleById(join(ROOT, 'site', key))?.ssrModule);
  // What the boot script of `/` must know of the manifest, on its element (site/src/boot.ts).
  const landing: BootLanding = {
    home: appConfig.dashboard,
    locales: {
      default: localeConfig.default,
      available: localeConfig.available,
      storageKey: localeConfig.storageKey,
      detection: localeConfig.detection,
    },
  };
  const image = writeShareImage(ROOT, DIST);
  const pageOf = (path: string) =>
    (server.pageRoutes.find((route) => route.path === path)?.handle as { page?: string } | undefined)?.page;
  // A draft page (decision 035): written with noindex, left out of the sitemap.
  const drafts = draftRoutes(
    unique.map((path) => ({ path, page: pageOf(path) })),
    draftPages,
  );
  /** The hash routes written, by language. */
  const written = new Map<Locale, Set<string>>(LOCALES.map((locale) => [locale, new Set<string>()]));
  const write = (locale: Locale, route: string, html: string) => {
    const directory = join(DIST, staticPath(locale, route).slice(1));
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, 'index.html'), startedByBoot(html, boot, landing));
    written.get(locale)?.add(route);
  };
  let home = '';
  const articleRoutes: string[] = [];
  for (const locale of LOCALES) {
    await server.loadLocale(locale);
    const site = siteFacts(server, locale, image.path);
    /** The titles of the pages in this language, for the articles' trail. */
    const titles = new Map<string, string>();
    for (const path of unique) {
      const page = await server.renderPage(path, locale);
      titles.set(path, page.pageTitle);
      const pageId = pageOf(path);
      const data = [
        ...structuredData(server, path, locale, page, site),
        ...(pageId === JOB_LIST_PAGE ? jobPostings(locale, site) : []),
      ];
      const styles = stylesheets(chunks, `src/pages/${pageId}.tsx`, rendered);
      const html = pageHtml(template, { route: path, locale, page, site, data, noindex: drafts.isDraft(path) }, styles);
      write(locale, path, html);
      if (locale === DEFAULT_LOCALE && path === appConfig.dashboard) home = html;
    }
    // Each news article at a page of its own (its route has a query, #/newsdetail?id=…, which no
    // crawler follows), rendered by the same component with the query set.
    const articleModule = `src/pages/${pageOf(ARTICLE_PATH)}.tsx`;
    const listTitle = titles.get(LIST_PATH);
    if (!listTitle) throw new Error(`${LIST_PATH}, the news list of an article's trail, is not a page`);
    for (const article of newsContent[locale].articles) {
      const route = `${ARTICLE_PATH}?id=${article.id}`;
      const page = await server.renderPage(route, locale);
      if (page.pageTitle !== article.title) throw new Error(`${route} (${locale}) is not titled by its headline`);
      const data = articleStructuredData(server, route, locale, article, site, listTitle);
      const styles = stylesheets(chunks, articleModule, rendered);
      write(locale, route, pageHtml(template, { route, locale, page, site, data, published: article.date }, styles));
      if (locale === DEFAULT_LOCALE) articleRoutes.push(route);
    }
  }
  const broken = [...linked].filter((address) => !existsSync(join(DIST, address, 'index.html')));
  if (broken.length > 0) throw new Error(`prerendered links lead to no page: ${broken.join(', ')}`);
  // `/` is the home page in the default language (its canonical address is that page's): its boot
  // script hides the page from a visitor it is not for, before the first paint, and sends one who
  // opened a hash route to its page in their language, where every language has one (decision 048).
  const pages = [...(written.get(DEFAULT_LOCALE) ?? [])].filter((route) =>
    LOCALES.every((locale) => written.get(locale)?.has(route)),
  );
  writeFileSync(join(DIST, 'index.html'), startedByBoot(home, boot, { ...landing, pages }));
  writeFileSync(join(DIST, 'sitemap.xml'), sitemap([...drafts.listed(unique), ...articleRoutes]));
  writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`);
  writeFileSync(join(DIST, '404.html'), notFoundPage(server, template));
  const contactRoute = server.pageRoutes.find((route) => pageOf(route.path ?? '') === CONTACT_PAGE)?.path;
  if (!contactRoute) throw new Error(`the page ${CONTACT_PAGE}, security.txt's contact, has no route`);
  mkdirSync(join(DIST, '.well-known'), { recursive: true });
  writeFileSync(join(DIST, '.well-known/security.txt'), securityTxt(server, contactRoute, new Date()));
  const notLinked = [...linked].filter((address) => !existsSync(join(DIST, address, 'index.html')));
  if (notLinked.length > 0) throw new Error(`404.html links to no page: ${notLinked.join(', ')}`);
  if (drafts.warning) console.warn(drafts.warning);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerendered ${unique.length * LOCALES.length} pages and ${articleRoutes.length * LOCALES.length} articles in ${seconds} s; share image ${image.path} (${image.bytes} bytes)`,
  );
} finally {
  await vite.close();
}

type Server = typeof import('../site/src/entry-server');
type Rendered = Awaited<ReturnType<Server['renderPage']>>;

/** A chunk in Vite's build manifest (dist/.vite/manifest.json). */
interface Chunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * The stylesheets a page's module needs, but not the entry's, which the template links already.
 * In the head, they style the page before any script, and the app finds them there (Vite loads a
 * chunk's stylesheet once). The parts it loads later count where the prerender rendered them
 * (`rendered`: /home's later sections, the drawings, rendered whole). A part the visitor opens (the
 * online trial) is not in the page, and its stylesheet is left for its chunk to load with it.
 */
function stylesheets(chunks: Record<string, Chunk>, module: string, rendered: (key: string) => boolean): string[] {
  if (!chunks[module]) throw new Error(`${module} is not in the build manifest`);
  const seen = new Set<string>(['index.html']);
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    for (const file of chunk?.css ?? []) css.add(`/${file}`);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []).filter(rendered)]) visit(next);
  };
  visit(module);
  return [...css];
}

/** What every page of one language says of the site: its name, the organisation, the share image. */
interface SiteFacts {
  readonly appName: string;
  readonly organization: Organization;
  /** The share image's public address. */
  readonly image: string;
  readonly imageAlt: string;
}

function siteFacts(server: Server, locale: Locale, imagePath: string): SiteFacts {
  const appName = server.translate(locale, 'app.name');
  return {
    appName,
    organization: {
      name: appName,
      url: `${siteConfig.origin}/`,
      logo: `${siteConfig.origin}/favicon.svg`,
      telephone: server.contactConfig.hotline,
      streetAddress: server.translate(locale, 'app.address'),
    },
    image: `${siteConfig.origin}${imagePath}`,
    imageAlt: headMessages[locale]['shareImage.alt'],
  };
}

/** One static page: its hash route, language, rendered markup and head, and its JSON-LD. */
interface StaticPage {
  readonly route: string;
  readonly locale: Locale;
  readonly page: Rendered;
  readonly site: SiteFacts;
  readonly data: readonly JsonLd[];
  /** An article's date (YYYY-MM-DD): the page is an Open Graph `article`. */
  readonly published?: string;
  /** A draft page's (decision 035): search engines are asked to leave it out. */
  readonly noindex?: boolean;
}

function pageHtml(
  template: string,
  { route, locale, page, site, data, published, noindex }: StaticPage,
  styles: readonly string[],
): string {
  const url = staticUrl(locale, route);
  const head = [
    `<title>${text(page.title)}</title>`,
    `<meta name="description" content="${text(page.description)}" />`,
    ...(noindex ? [NOINDEX] : []),
    `<link rel="canonical" href="${url}" />`,
    ...alternates(route).map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
    `<meta property="og:type" content="${published ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${text(site.appName)}" />`,
    `<meta property="og:title" content="${text(page.pageTitle)}" />`,
    `<meta property="og:description" content="${text(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${openGraphLocale(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${openGraphLocale(other)}" />`,
    ),
    `<meta property="og:image" content="${site.image}" />`,
    `<meta property="og:image:type" content="${SHARE_IMAGE.type}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${text(site.imageAlt)}" />`,
    ...(published ? [`<meta property="article:published_time" content="${published}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${text(page.pageTitle)}" />`,
    `<meta name="twitter:description" content="${text(page.description)}" />`,
    `<meta name="twitter:image" content="${site.image}" />`,
    `<meta name="twitter:image:alt" content="${text(site.imageAlt)}" />`,
    ...data.map(jsonLdScript),
  ].join('\n    ');
  const links = styles.map((href) => `\n    <link rel="stylesheet" crossorigin href="${href}">`).join('');
  const replaced = template
    .replace(/(<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">)/, `$1${links}`)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<meta name="description" content="[^"]*" \/>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('<div id="root"></div>', `<div id="root">${staticLinks(page.html, locale)}</div>`);
  if (
    !replaced.includes(`<link rel="canonical"`) ||
    !replaced.includes(page.html.slice(0, 40)) ||
    styles.some((href) => !replaced.includes(href))
  ) {
    throw new Error('dist/index.html is not the template prerender expects (title, description, #root)');
  }
  return replaced;
}

/**
 * The page's links to other pages as their static addresses (`#/city` → `/en-US/city/`,
 * `#/newsdetail?id=…` → `/en-US/newsdetail/<id>/`), so crawlers and readers without JavaScript
 * can follow them; app/static-page.tsx turns them back before the app takes over. A link with
 * another query keeps it after the static address (`/en-US/algorithm/?trial=online`).
 */
function staticLinks(html: string, locale: Locale): string {
  return html.replace(/href="#(\/[^"]*)"/g, (link, route: string) => {
    const address = staticAddress(locale, route);
    if (address) {
      linked.add(address);
      return `href="${address}"`;
    }
    // Another query (`#/algorithm?trial=online`, decision 045) only tells the app where to look
    // on the page: the link goes to the page's static address, the query kept for the app.
    const [path = '', query] = route.split('?');
    const page = query ? staticAddress(locale, path) : undefined;
    if (!page) return link;
    linked.add(page);
    return `href="${page}?${query}"`;
  });
}

/**
 * dist/404.html, what nginx (`error_page 404`) and `make start` answer an unknown address with: the
 * not-found page of decision 006 in every language, the default one first, each with the way home
 * and to the main sections at their static addresses. A plain page with the app's style sheet and
 * no script: the address it answers is none of the app's, and it is kept from search engines.
 */
function notFoundPage(server: Server, template: string): string {
  const style = /<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/.exec(template)?.[0];
  if (!style) throw new Error('dist/index.html links no entry style sheet for 404.html');
  const ordered = [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];
  const address = (locale: Locale, route: string) => {
    const path = staticPath(locale, route);
    linked.add(path);
    return path;
  };
  const sections = ordered.map((locale) => {
    const words = notFoundContent[locale];
    const sectionsLabel = text(server.translate(locale, 'notFound.sections'));
    const links = server.headerMenus
      .map((menu) => `<li><a href="${address(locale, menu.to)}">${text(server.translate(locale, menu.label))}</a></li>`)
      .join('');
    return [
      `<article class="page not-found" lang="${locale}">`,
      `<header class="page-header"><h1>${text(words.title)}</h1><p class="page-summary">${text(words.description)}</p></header>`,
      `<p class="actions"><a class="button" href="${address(locale, appConfig.dashboard)}">${text(server.translate(locale, 'errors.backHome'))}</a></p>`,
      `<nav aria-label="${sectionsLabel}"><h2>${sectionsLabel}</h2><ul class="section-links">${links}</ul></nav>`,
      '</article>',
    ].join('\n      ');
  });
  const title = ordered
    .map((locale) => `${notFoundContent[locale].title} | ${server.translate(locale, 'app.name')}`)
    .join(' · ');
  return `<!doctype html>
<html lang="${DEFAULT_LOCALE}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${NOINDEX}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${text(title)}</title>
    ${style}
  </head>
  <body>
    <main id="main">
      ${sections.join('\n      <hr />\n      ')}
    </main>
  </body>
</html>
`;
}

/**
 * dist/.well-known/security.txt (RFC 9116): whom to tell of a vulnerability. The manifest gives the
 * company's hotline and address, no e-mail: the contact is the contact page, in every language.
 * Expires is set at build time, within a year, so that an old build's file says it is stale.
 */
function securityTxt(server: Server, contactRoute: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000);
  return [
    `# ${server.translate(DEFAULT_LOCALE, 'app.name')}: where to report a security vulnerability (RFC 9116).`,
    ...LOCALES.map((locale) => `Contact: ${staticUrl(locale, contactRoute)}`),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${LOCALES.join(', ')}`,
    `Canonical: ${siteConfig.origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** JSON-LD: the organisation on every page, and where the page sits in the site. */
function structuredData(server: Server, path: string, locale: Locale, page: Rendered, site: SiteFacts): JsonLd[] {
  const organization = organizationData(site.organization);
  if (path === appConfig.dashboard) return [organization];
  return [organization, breadcrumbData(trail(server, path, locale, page.pageTitle))];
}

/** The trail to a page below the home page: home, the header menu it is in (if not home), the page. */
function trail(server: Server, path: string, locale: Locale, pageTitle: string): Crumb[] {
  const crumbs: { name: string; path: string }[] = [
    { name: server.translate(locale, 'nav.home'), path: appConfig.dashboard },
  ];
  const menu = server.headerMenus.find((candidate) => candidate.children.some((link) => link.to === path));
  if (menu && menu.to !== path && menu.to !== appConfig.dashboard)
    crumbs.push({ name: server.translate(locale, menu.label), path: menu.to });
  crumbs.push({ name: pageTitle, path });
  return crumbs.map((crumb) => ({ name: crumb.name, url: staticUrl(locale, crumb.path) }));
}

/** JSON-LD of an article's page: the organisation, the article, and the trail through the news list. */
function articleStructuredData(
  server: Server,
  route: string,
  locale: Locale,
  article: { readonly title: string; readonly summary: string; readonly date: string },
  site: SiteFacts,
  listTitle: string,
): JsonLd[] {
  const url = staticUrl(locale, route);
  const facts = { headline: article.title, description: article.summary, datePublished: article.date };
  return [
    organizationData(site.organization),
    newsArticleData({ ...facts, url, locale, image: site.image }, site.organization),
    breadcrumbData([...trail(server, LIST_PATH, locale, listTitle), { name: article.title, url }]),
  ];
}

/**
 * JobPosting for each post of the job list, in the page's language. The posts are the manifest's,
 * the ones the API's mock serves (§7: the page itself loads them from the API); a post has no text
 * of its own, so its description says what the list says of it.
 */
function jobPostings(locale: Locale, site: SiteFacts): JsonLd[] {
  const words = jobsMessages[locale];
  return jobPosts.map((post) =>
    jobPostingData(
      {
        id: post.id,
        title: post.title[locale],
        description: fill(headMessages[locale]['jobPosting.description'], {
          title: post.title[locale],
          department: words[`departments.${post.department}`],
          company: site.appName,
          location: post.location[locale],
        }),
        datePosted: post.releasedAt,
        location: post.location[locale],
      },
      site.organization,
    ),
  );
}

/** A page's addresses by hreflang: one per language, and x-default (the default language's). */
function alternates(route: string): [hreflang: string, href: string][] {
  return [
    ...LOCALES.map((locale) => [locale, staticUrl(locale, route)] as [string, string]),
    ['x-default', staticUrl(DEFAULT_LOCALE, route)],
  ];
}

/** Every page in every language, each with its alternates (sitemaps.org, Google's xhtml:link). */
function sitemap(routes: readonly string[]): string {
  const entries = routes.flatMap((route) => {
    const links = alternates(route)
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join('');
    return LOCALES.map((locale) => `  <url><loc>${staticUrl(locale, route)}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Text for an attribute or an element. */
function text(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
