import type { ReactNode } from 'react';
import { appConfig, localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';
import { pageRoutes, routePaths } from '../generated/routes.gen';
import { atRootAddress, landsOnPrerenderedHome } from '../shared/landing';
import { type StaticRoute, staticRouteOf } from '../shared/static-address';

// The app taking over a page prerendered at /<locale>/<path>/ (scripts/prerender.ts, decision
// 029). A chunk of its own: the first view of /#/home does not carry it.

/** What the entry (main.tsx) gives: the app rendered afresh, or over the page's markup. */
export interface AppStart {
  /** Renders the app afresh at the address's hash route (the static markup goes). */
  readonly open: (locale: Locale) => void;
  /** Loads `locale` and makes the tree the build rendered (its router included). */
  readonly prepare: (locale: Locale) => Promise<ReactNode>;
  /** Hydrates the page's markup with that tree. */
  readonly hydrate: (tree: ReactNode) => void;
}

/**
 * Takes over the page at this address where it stands. The app opens afresh, in the visitor's
 * language, where the address is no prerendered page's or the page was opened at another hash
 * route (/en-US/city/#/glory). Until the page's module and language are loaded, the static page
 * stays as it is, links and all.
 */
export async function openStaticPage(container: HTMLElement, start: AppStart, visitor: Locale): Promise<void> {
  const { pathname, hash } = window.location;
  const landing: StaticRoute | undefined =
    atRootAddress(pathname) &&
    landsOnPrerenderedHome(hash, visitor, { route: appConfig.dashboard, locale: localeConfig.default })
      ? { locale: visitor, route: appConfig.dashboard }
      : undefined;
  const page = landing ?? staticRouteOf(pathname, routePaths, localeConfig.available);
  if (!page) {
    start.open(visitor);
    return;
  }
  document.documentElement.lang = page.locale;
  // The landing page's language is the visitor's already: nothing to remember.
  const route = continueAtHashRoute(page, window, !landing);
  if (!showsPage(route, page) || !container.firstElementChild) {
    start.open(page.locale);
    return;
  }
  // Each step is a task of its own (on a slow phone each takes tens of milliseconds): the reader's
  // scrolling and taps are answered between them.
  await nextTask();
  await loadRouteModule(page.route);
  restoreHashLinks(container, page);
  await nextTask();
  const tree = await start.prepare(page.locale);
  await nextTask();
  start.hydrate(tree);
}

/** Resolves in a task of its own, after what the browser has waiting (input, a frame). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Moves the address to the app's own (`/#/city`, §2; `/#/newsdetail?id=…` for an article) and
 * keeps the page's language as the visitor's: a reload shows what they read. A static page's
 * query goes onto its route: `/en-US/algorithm/?trial=online`, the home page's "try it in your
 * browser" followed before the app took the home page over, opens `#/algorithm?trial=online`.
 * Returns the hash route the app opens.
 */
function continueAtHashRoute(page: StaticRoute, win: Window, ownAddress: boolean): string {
  const hashRoute = win.location.hash.slice(1);
  const atAddress = hashRoute === '' || hashRoute === '/';
  // `/`'s own query stays out: it is not the page's (the mock API's scenario, decision 048).
  const query = ownAddress ? win.location.search.slice(1) : '';
  let route = atAddress ? page.route : hashRoute;
  if (atAddress && query) route += `${queryJoint(route)}${query}`;
  win.history.replaceState(null, '', `/#${route}`);
  // A page opened at its own hash route (/zh-CN/city/#/city) is where `/` sent a visitor who opened
  // /#/city, in the language they start in (boot.ts, decision 048): theirs already, not a choice.
  if (!ownAddress || !atAddress) return route;
  try {
    win.localStorage.setItem(localeConfig.storageKey, page.locale);
  } catch {
    // the language still holds for this visit
  }
  return route;
}

/** What joins a query's parameters to `route`: `?`, or `&` after a query of its own (an article's `?id=`). */
function queryJoint(route: string): string {
  return route.includes('?') ? '&' : '?';
}

/** Whether the app at hash route `route` shows `page`: its route, or its route with a query added. */
function showsPage(route: string, page: StaticRoute): boolean {
  return route === page.route || route.startsWith(`${page.route}${queryJoint(page.route)}`);
}

/**
 * The prerendered links point at static pages (`/en-US/city/`, `/en-US/newsdetail/<id>/`) for
 * crawlers and readers without JavaScript; the app's links are hash routes (`#/city`,
 * `#/newsdetail?id=<id>`, `#/algorithm?trial=online`). Turned back before hydration, they are what
 * the app renders.
 */
function restoreHashLinks(container: HTMLElement, page: StaticRoute): void {
  const prefix = `/${page.locale}/`;
  for (const link of container.querySelectorAll<HTMLAnchorElement>(`a[href^="${prefix}"]`)) {
    // A query the build kept (`/en-US/algorithm/?trial=online`) goes back onto the hash route.
    const [address = '', query] = (link.getAttribute('href') ?? '').split('?');
    const target = staticRouteOf(address, routePaths, localeConfig.available);
    if (target) link.setAttribute('href', `#${target.route}${query ? `?${query}` : ''}`);
  }
}

/** Loads the route module of the page at `hashRoute`, so that the router starts at the page, not at a fallback. */
async function loadRouteModule(hashRoute: string): Promise<void> {
  const path = hashRoute.split('?')[0];
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route?.lazy || typeof route.lazy !== 'function') return;
  const loaded = await route.lazy();
  route.lazy = undefined;
  Object.assign(route, loaded);
}
