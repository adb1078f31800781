import type { Locale } from '../generated/messages.gen';

// The addresses of the prerendered pages (docs/decisions/029-prerendered-pages.md), one rule both
// ways: the build writes a page at the address of its hash route and rewrites the links to it
// (scripts/prerender.ts); the chunk that takes a page over reads the hash route back from the
// address and turns the links back (app/static-page.tsx); the boot script of `/` sends a visitor
// who opens a hash route to its page (boot.ts, decision 048). It imports no generated config (a
// type is no import): the boot script's text must hold nothing of the manifest (decision 042).

/** A prerendered page: its language and the hash route the app shows it at. */
export interface StaticRoute {
  readonly locale: Locale;
  /** `/city`, or `/newsdetail?id=<article id>` for a news article. */
  readonly route: string;
}

/**
 * A route path as the generator allows it (generator/checks/paths.ts): one or more segments of
 * lower-case letters and digits, words joined by "-" (`/city`, `/smart-port`, `/draft/solution`).
 */
const ROUTE_PATH = '(?:/[a-z0-9]+(?:-[a-z0-9]+)*)+';
const ROUTE = new RegExp(String.raw`^(${ROUTE_PATH})(?:\?id=([a-z0-9-]+))?$`);
const ADDRESS = new RegExp(String.raw`^/([a-zA-Z0-9-]+)(${ROUTE_PATH})(?:/|/index\.html)?$`);

/**
 * The static address of a hash route: `/city` → `/en-US/city/`. A query of one `id` (a news
 * article, `#/newsdetail?id=…`, decision 012) is a folder of its own: `/en-US/newsdetail/<id>/`.
 * Undefined for any other query: such a route has no static page.
 */
export function staticAddress(locale: string, route: string): string | undefined {
  const match = ROUTE.exec(route);
  if (!match?.[1]) return undefined;
  return `/${locale}${match[1]}/${match[2] ? `${match[2]}/` : ''}`;
}

/**
 * The page at a static address (`/en-US/city/`, `/en-US/newsdetail/<id>/`), if `pathname` is one:
 * in one of `locales`, at one of `routes` (the route table's paths) or an article in the folder
 * below its route's.
 */
export function staticRouteOf(
  pathname: string,
  routes: readonly string[],
  locales: readonly Locale[],
): StaticRoute | undefined {
  const match = ADDRESS.exec(pathname);
  const locale = locales.find((candidate) => candidate === match?.[1]);
  const path = match?.[2];
  if (!path || !locale) return undefined;
  if (routes.includes(path)) return { locale, route: path };
  const cut = path.lastIndexOf('/');
  const [route, id] = [path.slice(0, cut), path.slice(cut + 1)];
  return cut > 0 && routes.includes(route) ? { locale, route: `${route}?id=${id}` } : undefined;
}
