// What a browser test read of the site, from what its browser shows and fetches, against what it
// declares (tests/scope.ts, decision 049): the mapping both browser suites share. Chromium and
// Firefox record as the test runs (tests/browser/reads.ts); WebKit, which has no request events
// and no init scripts, looks at check points (tests/webkit/driver.ts). A download, a navigation to
// /sitemap.xml or a plain HTTP request of the test reads a file; an answer 404 is the site's
// not-found page, /404.html.
import { covers, file, type Input, page, searchIndex, staticPageOf } from './scope';

const SEARCH_CHUNK = /\/assets\/search-([A-Za-z-]+)\.gen-[\w-]{8}\.js$/;

/** The path a hash route shows: `#/city?id=1` is /city (an unknown path shows the not-found page: scope.ts onSite). */
function routeOf(hash: string): string {
  const path = hash.replace(/^#/, '').replace(/[?#].*$/, '');
  return path === '' || path === '/' ? '/home' : path;
}

/** What a document at `pathname`/`hash` in `lang` shows, once the app has set the language. */
export function shownBy(pathname: string, hash: string, lang: string): Input | undefined {
  if (hash.startsWith('#/')) return page(routeOf(hash), lang || '*');
  const fixed = staticPageOf(pathname);
  if (fixed) return fixed;
  return pathname === '/' ? page('/home', lang || '*') : undefined;
}

/**
 * What a request of the browser or the test reads: undefined for what pages load on their own,
 * the app's chunks and styles under /assets/ among them, even when the test asks for one itself
 * (they are the code of the pages that load them: harness/change/build-outputs.ts).
 */
export function readBy(url: string, navigation: boolean): Input | undefined {
  const { pathname } = new URL(url);
  const search = SEARCH_CHUNK.exec(pathname);
  if (search?.[1]) return searchIndex(search[1]);
  if (!navigation) return undefined;
  if (pathname === '/' || pathname === '/index.html' || /^\/(api|assets)\//.test(pathname)) return undefined;
  const fixed = staticPageOf(pathname);
  if (fixed) return fixed;
  return /\.[a-z0-9]+$/i.test(pathname) ? file(pathname) : undefined;
}

/** The page every address the site has no file for answers with (deploy/nginx/site.conf, decision 039). */
const NOT_FOUND_FILE = file('/404.html');

/**
 * What an answer to a navigation or to the test's own request reads besides its address: an
 * answer 404 is the not-found page; `/` (and /index.html) is the home page in the language its
 * HTML names (the default language's, decision 029).
 */
export function answeredBy(pathname: string, status: number, html?: string): Input | undefined {
  if (status === 404) return NOT_FOUND_FILE;
  if (html === undefined || (pathname !== '/' && pathname !== '/index.html')) return undefined;
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  return lang ? page('/home', lang) : undefined;
}

/**
 * What a test reads by opening `url` with `locale` stored as the visitor's language: a static page
 * or a file by its address; a hash route (or `/`, the home route) in the stored language. Undefined
 * when nothing is stored and the address names no language: the language is what the page then
 * shows (shownBy, once the app has set it).
 */
export function openedAt(url: string, locale: string | undefined): Input | undefined {
  const direct = readBy(url, true);
  if (direct) return direct;
  const { pathname, hash } = new URL(url);
  if (!locale || (pathname !== '/' && pathname !== '/index.html')) return undefined;
  return page(routeOf(hash), locale);
}

/**
 * What of `reads` the declared inputs do not cover, as lines of a message; empty when covered.
 * A test that declares nothing is taken to read everything.
 */
export function undeclared(declared: readonly string[], reads: Iterable<Input>): string[] {
  if (declared.length === 0) return [];
  return [...new Set(reads)].filter((input) => !declared.some((item) => covers(item, input))).sort();
}

/** The failure of a test that read `missing` beyond what it declares (`where`: its file:line:col). */
export function undeclaredMessage(missing: readonly string[], declared: readonly string[], where?: string): string {
  return (
    `${where ? `${where}: ` : ''}this test read ${missing.join(', ')}, which its proves(…).on(…) does not declare ` +
    `(${declared.join(', ')}): make test CHANGED=… would leave it out of a change to that. ` +
    'Add it to .on(…) (tests/scope.ts).'
  );
}
