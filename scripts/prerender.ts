// `npm run build`'s second step (decision 029): every page of the site, in both languages, as
// static HTML at /<locale>/<path>/ (dist/en-US/city/index.html, …), rendered from the app's own
// components by site/src/entry-server.tsx, each with its head: its stylesheets, language, title, description,
// canonical and hreflang alternates, Open Graph and Twitter card, JSON-LD. Then `/` itself
// (index.html: the home page in the default language, with the boot script, site/src/boot.ts),
// sitemap.xml and robots.txt. The built index.html is the template, so every page loads the
// app's own script.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, type Rolldown } from 'vite';
import { appConfig, siteConfig } from '../site/src/generated/config.gen.ts';
import type { Locale } from '../site/src/generated/messages.gen.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
/** The language of a page whose visitor's language is none of ours (hreflang x-default). */
const DEFAULT_LOCALE: Locale = 'en-US';
const OG_LOCALE: Record<Locale, string> = { 'en-US': 'en_US', 'zh-CN': 'zh_CN' };

/** The public address of a page: /<locale>/<path>/ under the manifest's origin. */
const staticUrl = (locale: Locale, path: string) => `${siteConfig.origin}/${locale}${path}/`;

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
  const boot = await bootScript();
  let landing = '';
  for (const locale of LOCALES) {
    for (const path of unique) {
      const page = await server.renderPage(path, locale);
      const handle = server.pageRoutes.find((route) => route.path === path)?.handle as { page?: string } | undefined;
      const styles = stylesheets(chunks, `src/pages/${handle?.page}.tsx`);
      const html = pageHtml(template, server, path, locale, page, styles);
      const directory = join(DIST, locale, path.slice(1));
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, 'index.html'), startedByBoot(html, boot, 'defer'));
      if (locale === DEFAULT_LOCALE && path === appConfig.dashboard) landing = html;
    }
  }
  // `/` is the home page in the default language (its canonical address is that page's), with
  // the boot script run before the first paint: it hides the page from a visitor it is not for.
  writeFileSync(join(DIST, 'index.html'), startedByBoot(landing, boot, 'before-paint'));
  writeFileSync(join(DIST, 'sitemap.xml'), sitemap(unique));
  writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerendered ${unique.length * LOCALES.length} pages in ${seconds} s`);
} finally {
  await vite.close();
}

/**
 * The page with the boot script in place of the app's module script, whose address it is given:
 * it starts the app after the page's first paint (site/src/boot.ts). On a static page it runs
 * once the page is parsed (`defer`); at `/` before the first paint, which it may hide.
 */
function startedByBoot(html: string, boot: string, when: 'defer' | 'before-paint'): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
  const address = entry.exec(html)?.[1];
  if (!address) throw new Error("the page has no module script of the app's entry to replace");
  return html.replace(
    entry,
    `<script${when === 'defer' ? ' defer' : ''} src="${boot}" data-entry="${address}"></script>`,
  );
}

/** Builds site/src/boot.ts as a classic script under a hashed name; returns its address. */
async function bootScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry: join(ROOT, 'site/src/boot.ts'), formats: ['iife'], name: 'boot' },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0]?.code;
  if (!code) throw new Error('site/src/boot.ts built to nothing');
  const name = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(DIST, name), code);
  return `/${name}`;
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
 * The stylesheets a page's module needs, the parts it loads later included (the page is rendered
 * whole), but not the entry's, which the template links already. In the head, they style the
 * page before any script, and the app finds them there (Vite loads a chunk's stylesheet once).
 */
function stylesheets(chunks: Record<string, Chunk>, module: string): string[] {
  if (!chunks[module]) throw new Error(`${module} is not in the build manifest`);
  const seen = new Set<string>(['index.html']);
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    for (const file of chunk?.css ?? []) css.add(`/${file}`);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  visit(module);
  return [...css];
}

function pageHtml(
  template: string,
  server: Server,
  path: string,
  locale: Locale,
  page: Rendered,
  styles: readonly string[],
): string {
  const url = staticUrl(locale, path);
  const appName = server.translate(locale, 'app.name');
  const head = [
    `<title>${text(page.title)}</title>`,
    `<meta name="description" content="${text(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${staticUrl(other, path)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${staticUrl(DEFAULT_LOCALE, path)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${text(appName)}" />`,
    `<meta property="og:title" content="${text(page.pageTitle)}" />`,
    `<meta property="og:description" content="${text(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${text(page.pageTitle)}" />`,
    `<meta name="twitter:description" content="${text(page.description)}" />`,
    ...structuredData(server, path, locale, page, appName).map(
      (data) => `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    ),
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
 * The page's links to other pages as their static addresses (`#/city` → `/en-US/city/`), so
 * crawlers and readers without JavaScript can follow them; main.tsx turns them back before the
 * app takes over. A link with a query (`#/newsdetail?id=2`) stays a hash route.
 */
function staticLinks(html: string, locale: Locale): string {
  return html.replace(/href="#(\/[a-z]+)"/g, (_, path: string) => `href="/${locale}${path}/"`);
}

/** JSON-LD: the organisation on every page, and where the page sits in the site. */
function structuredData(server: Server, path: string, locale: Locale, page: Rendered, appName: string): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: appName,
    url: `${siteConfig.origin}/`,
    logo: `${siteConfig.origin}/favicon.svg`,
    telephone: server.contactConfig.hotline,
    address: { '@type': 'PostalAddress', streetAddress: server.translate(locale, 'app.address') },
  };
  const home = '/home';
  if (path === home) return [organization];
  const trail: { name: string; path: string }[] = [{ name: server.translate(locale, 'nav.home'), path: home }];
  const menu = server.headerMenus.find((candidate) => candidate.children.some((link) => link.to === path));
  if (menu && menu.to !== path && menu.to !== home)
    trail.push({ name: server.translate(locale, menu.label), path: menu.to });
  trail.push({ name: page.pageTitle, path });
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: staticUrl(locale, item.path),
    })),
  };
  return [organization, breadcrumbs];
}

/** Every page in both languages, each with its alternates (sitemaps.org, Google's xhtml:link). */
function sitemap(paths: readonly string[]): string {
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map((other) => [other, staticUrl(other, path)]),
        ['x-default', staticUrl(DEFAULT_LOCALE, path)],
      ]
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('');
      return `  <url><loc>${staticUrl(locale, path)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Text for an attribute or an element. */
function text(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
