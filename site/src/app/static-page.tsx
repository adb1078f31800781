import { appConfig, localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';
import { pageRoutes } from '../generated/routes.gen';
import { landsOnPrerenderedHome } from '../shared/landing';

// The app taking over a page prerendered at /<locale>/<path>/ (scripts/prerender.ts, decision
// 029). A chunk of its own: the first view of /#/home does not carry it.

interface StaticPage {
  readonly locale: Locale;
  /** The page's hash route: `/city` for /en-US/city/. */
  readonly path: string;
}

/** What the entry (main.tsx) gives: the app rendered afresh, or over the page's markup. */
export interface AppStart {
  /** Renders the app afresh at the address's hash route (the static markup goes). */
  readonly open: (locale: Locale) => void;
  /** Renders the same tree as the build did over the page's markup, once `locale` is loaded. */
  readonly hydrate: (locale: Locale) => Promise<void>;
}

/** The prerendered page at `pathname`, if it is the address of one. */
function staticPageOf(pathname: string): StaticPage | undefined {
  const match = /^\/([a-zA-Z-]+)(\/[a-z]+)(?:\/|\/index\.html)?$/.exec(pathname);
  const locale = localeConfig.available.find((candidate) => candidate === match?.[1]);
  return match?.[2] && locale ? { locale, path: match[2] } : undefined;
}

/**
 * Takes over the page at this address where it stands. The app opens afresh, in the visitor's
 * language, where the address is no prerendered page's or the page was opened at another hash
 * route (/en-US/city/#/glory). Until the page's module and language are loaded, the static page
 * stays as it is, links and all.
 */
export async function openStaticPage(container: HTMLElement, start: AppStart, visitor: Locale): Promise<void> {
  const { pathname, hash } = window.location;
  const atRoot = pathname === '/' || pathname === '/index.html';
  const landing: StaticPage | undefined =
    atRoot && landsOnPrerenderedHome(hash, visitor) ? { locale: visitor, path: appConfig.dashboard } : undefined;
  const page = landing ?? staticPageOf(pathname);
  if (!page) {
    start.open(visitor);
    return;
  }
  document.documentElement.lang = page.locale;
  // The landing page's language is the visitor's already: nothing to remember.
  const route = continueAtHashRoute(page, window, !landing);
  if (route !== page.path || !container.firstElementChild) {
    start.open(page.locale);
    return;
  }
  await loadRouteModule(page.path);
  restoreHashLinks(container, page);
  await start.hydrate(page.locale);
}

/**
 * Moves the address to the app's own (`/#/city`, §2) and keeps the page's language as the
 * visitor's: a reload shows what they read. Returns the hash route the app opens.
 */
function continueAtHashRoute(page: StaticPage, win: Window, remember: boolean): string {
  const hashRoute = win.location.hash.slice(1);
  const route = hashRoute === '' || hashRoute === '/' ? page.path : hashRoute;
  win.history.replaceState(null, '', `/#${route}`);
  if (!remember) return route;
  try {
    win.localStorage.setItem(localeConfig.storageKey, page.locale);
  } catch {
    // the language still holds for this visit
  }
  return route;
}

/**
 * The prerendered links point at static pages (`/en-US/city/`) for crawlers and readers without
 * JavaScript; the app's links are hash routes (`#/city`). Turned back before hydration, they are
 * what the app renders.
 */
function restoreHashLinks(container: HTMLElement, page: StaticPage): void {
  const prefix = `/${page.locale}/`;
  for (const link of container.querySelectorAll<HTMLAnchorElement>(`a[href^="${prefix}"]`)) {
    const path = /^\/[a-zA-Z-]+(\/[a-z]+)\/$/.exec(link.getAttribute('href') ?? '')?.[1];
    if (path) link.setAttribute('href', `#${path}`);
  }
}

/** Loads the page's route module, so that the router starts at the page, not at a fallback. */
async function loadRouteModule(path: string): Promise<void> {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route?.lazy || typeof route.lazy !== 'function') return;
  const loaded = await route.lazy();
  route.lazy = undefined;
  Object.assign(route, loaded);
}
