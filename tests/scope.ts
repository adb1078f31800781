// What a browser test reads of the site: the pages it shows (a route in a language), the search
// index of a language, a file of the build it opens itself (the sitemap, a download). `make test
// CHANGED=<ref>` runs a browser test when the change touches something it reads, and every test
// that declares nothing (decision 049). Written with `proves`:
//
//   test('…', proves('ROUTE-PATH-CITY').on(page('/city', locale)), async ({ page }) => …)
//
// Chromium and Firefox record what each test reads as it runs (tests/browser/fixtures.ts), WebKit
// looks at check points (tests/webkit/driver.ts), and both fail a test that reads what it does not
// declare (tests/reads.ts), so a declaration cannot quietly leave a test out of a change it depends
// on. A route is a path of the site's route table, or NOT_FOUND for the page an unknown path shows;
// `*` stands for every route or every language, and a file path ending in `/*` for every file below
// that folder (`file('/downloads/*')`).

/**
 * One thing a test reads: `page:/city@en-US`, `page:*@zh-CN`, `search@en-US`, `search-loads@en-US`,
 * `search-for:dispenser@en-US`, `file:/sitemap.xml`.
 */
export type Input =
  | `page:${string}@${string}`
  | `search@${string}`
  | `search-loads@${string}`
  | `search-for:${string}@${string}`
  | `file:${string}`;

/** The page an address no route has shows (decision 006). */
export const NOT_FOUND = '(not found)';

/** The page at `path` (a route, `*` for every route, NOT_FOUND) in `locale` (`*` for every language). */
export function page(path: string, locale = '*'): Input {
  return `page:${path}@${locale}`;
}

/** The pages at `paths` in `locale`. */
export function pages(paths: readonly string[], locale = '*'): Input[] {
  return paths.map((path) => page(path, locale));
}

/** Every page in `locale`: a test that walks the site. */
export function everyPage(locale = '*'): Input {
  return page('*', locale);
}

/** The search index of `locale`: a test that searches. */
export function searchIndex(locale = '*'): Input {
  return `search@${locale}`;
}

/**
 * The search index of `locale` loaded, none of its texts used: a test that tabs past the header's
 * search field, which loads the index (site/src/app/search-box.tsx), and searches nothing. It
 * reads what `searchIndex` reads, but a change that only rewrites texts does not touch it
 * (harness/change/impact.ts); any other change of the index does.
 */
export function searchLoads(locale = '*'): Input {
  return `search-loads@${locale}`;
}

/**
 * The search index of `locale` loaded and searched for `queries`, each typed in full: a test that
 * reads what the search finds for those words (the pages, their order, the snippets) and nothing
 * else of the index. It reads what `searchLoads` reads; a change that only rewrites texts touches
 * it only when what one of its queries finds changes (harness/change/impact.ts compares the two
 * builds' results).
 */
export function searchFor(locale: string, ...queries: readonly string[]): Input[] {
  return queries.map((query): Input => `search-for:${query}@${locale}`);
}

/**
 * A file of the build the test opens itself (not one a page loads): `/sitemap.xml`, `/robots.txt`;
 * `/downloads/*` for every file below /downloads/ (the files a page links to).
 */
export function file(path: string): Input {
  return `file:${path}`;
}

/**
 * Nothing of the site: a test that checks only the oracle or the suite itself (it runs when its
 * own files change). No build has this file, so no change to the site touches it.
 */
export const NOTHING: Input = 'file:(nothing)';

/** Everything, as a test that declares nothing. */
export const EVERYTHING: readonly Input[] = [
  everyPage(),
  searchIndex(),
  searchLoads(),
  ...searchFor('*', '*'),
  file('*'),
];

const PAGE = /^page:(.*)@([^@]*)$/;
const SEARCH = /^search@(.*)$/;
const SEARCH_LOADS = /^search-loads@(.*)$/;
const SEARCH_FOR = /^search-for:(.*)@([^@]*)$/;
const FILE = /^file:(.*)$/;

type Parts = readonly [kind: string, ...values: string[]];

function parts(input: string): Parts | undefined {
  const pageMatch = PAGE.exec(input);
  if (pageMatch) return ['page', pageMatch[1] ?? '', pageMatch[2] ?? ''];
  const search = SEARCH.exec(input);
  if (search) return ['search', search[1] ?? ''];
  const loads = SEARCH_LOADS.exec(input);
  if (loads) return ['search-loads', loads[1] ?? ''];
  const searched = SEARCH_FOR.exec(input);
  if (searched) return ['search-for', searched[1] ?? '', searched[2] ?? ''];
  const built = FILE.exec(input);
  if (built) return ['file', built[1] ?? ''];
  return undefined;
}

const same = (a: Parts, b: Parts, match: (x: string, y: string) => boolean) =>
  a[0] === b[0] && a.length === b.length && a.slice(1).every((value, index) => match(value, b[index + 1] ?? ''));

/** Whether the value `x` (`*`, a folder's `/…/*`, or a value) stands for all of `y`. */
const holds = (x: string, y: string) => x === '*' || x === y || (x.endsWith('/*') && y.startsWith(x.slice(0, -1)));

/**
 * Whether `declared` (which may hold `*`) covers all of `read`. A search index loaded, unused or
 * searched for given words, is read as the index is (the recorder sees the index's file load).
 */
export function covers(declared: string, read: string): boolean {
  const [a, b] = [parts(declared), parts(read)];
  if ((a?.[0] === 'search-loads' || a?.[0] === 'search-for') && b?.[0] === 'search')
    return holds(a.at(-1) ?? '', b[1] ?? '');
  return Boolean(a && b && same(a, b, holds));
}

/** Whether two inputs, either of which may hold `*`, have anything in common. */
export function overlaps(one: string, other: string): boolean {
  const [a, b] = [parts(one), parts(other)];
  return Boolean(a && b && same(a, b, (x, y) => holds(x, y) || holds(y, x)));
}

/** Whether a test that reads `declared` reads anything of `inputs`. */
export function readsAny(declared: readonly string[], inputs: Iterable<string>): boolean {
  for (const input of inputs) for (const item of declared) if (overlaps(item, input)) return true;
  return false;
}

/** A language tag as the manifest writes them (decision 036): language-REGION, `zh-CN`. */
const LANGUAGE_TAG = /^[a-z]{2,3}-[A-Z]{2}$/;

/** What a static page's address says it shows: `/zh-CN/city/` is /city in zh-CN, `/en-US/` /home. */
export function staticPageOf(pathname: string): Input | undefined {
  const [, locale, route] = pathname.split('/');
  if (!locale || !LANGUAGE_TAG.test(locale)) return undefined;
  return page(route ? `/${route}` : '/home', locale);
}

/**
 * An input as the site at hand knows it: the page of a path no route of `routes` has is the
 * not-found page (a test that opens `/no-such-page` reads the not-found page).
 */
export function onSite(input: string, routes: ReadonlySet<string>): string {
  const match = PAGE.exec(input);
  if (!match || match[1] === '*' || match[1] === NOT_FOUND || routes.has(match[1] ?? '')) return input;
  return page(NOT_FOUND, match[2]);
}
