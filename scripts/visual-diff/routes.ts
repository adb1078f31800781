// What `make visual-diff` shoots (decision 041): every route of the site's own route table (not
// the specification's 38 paths: a page added since is shot too) in every language of the
// manifest, read from a checkout's generated files once its build has generated them; or exactly
// the pages of a list (PAGES=, and the pages a change touches with CHANGED=).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export interface SiteTable {
  readonly routes: readonly string[];
  readonly locales: readonly string[];
  /** The local storage key the site reads the visitor's language from. */
  readonly storageKey: string;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The route paths and the languages of the checkout at `dir` (site/src/generated/, written by its build). */
export async function readSiteTable(dir: string): Promise<SiteTable> {
  const generated = join(dir, 'site/src/generated');
  const routes: unknown = (await import(pathToFileURL(join(generated, 'routes.gen.ts')).href)).routePaths;
  const config: unknown = (await import(pathToFileURL(join(generated, 'config.gen.ts')).href)).localeConfig;
  const locale = config as { available?: unknown; storageKey?: unknown } | undefined;
  if (!isStrings(routes) || routes.length === 0) throw new Error(`${generated}/routes.gen.ts: no routePaths list`);
  if (!isStrings(locale?.available) || typeof locale.storageKey !== 'string')
    throw new Error(`${generated}/config.gen.ts: no localeConfig with available and storageKey`);
  return { routes, locales: locale.available, storageKey: locale.storageKey };
}

/**
 * The routes to shoot: this checkout's, then those only the other build has (each shot in both:
 * the build without it shows its not-found page); ROUTES= limits them (each must be a route of
 * either table).
 */
export function routesToShoot(
  after: readonly string[],
  before: readonly string[],
  only: readonly string[] | undefined,
): { route: string; onlyIn?: 'before' | 'after' }[] {
  const all = [...after, ...before.filter((route) => !after.includes(route))];
  if (only) {
    const unknown = only.filter((route) => !all.includes(route));
    if (unknown.length > 0)
      throw new Error(`ROUTES: ${unknown.join(', ')} is no route of the site (its routes: ${all.join(', ')})`);
  }
  return all
    .filter((route) => !only || only.includes(route))
    .map((route) => {
      if (!before.includes(route)) return { route, onlyIn: 'after' as const };
      if (!after.includes(route)) return { route, onlyIn: 'before' as const };
      return { route };
    });
}

/** The page an address no route has shows, as a page list and the change analysis name it (tests/scope.ts). */
export const NOT_FOUND = '(not found)';

/** Where the not-found page is shot: a hash route no route table has. */
export const NOT_FOUND_ROUTE = '/visual-diff-no-such-page';

/** The hash route a shot of `route` opens: the route itself, or for the not-found page a path no route has. */
export function addressOf(route: string): string {
  return route === NOT_FOUND ? NOT_FOUND_ROUTE : route;
}

/** One item of a page list: a route (or `*`, or NOT_FOUND) in a language (or `*`). */
export interface PageItem {
  readonly route: string;
  readonly locale: string;
}

/**
 * A page list as PAGES= writes it: `/city@en-US,/home@zh-CN`, `*` for every route or language
 * (`*@zh-CN`, `/city@*`), the change analysis's `page:/city@en-US` accepted as it is. Throws with
 * what to write instead on an item it cannot read.
 */
export function parsePageList(text: string): PageItem[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    const bare = item.replace(/^page:/, '');
    const at = bare.lastIndexOf('@');
    const route = at < 0 ? '' : bare.slice(0, at);
    const locale = at < 0 ? '' : bare.slice(at + 1);
    const routeOk = route === '*' || route === NOT_FOUND || /^\/\S*$/.test(route);
    if (!routeOk || !/^(\*|[A-Za-z][\w-]*)$/.test(locale))
      throw new Error(
        `PAGES: "${item}" is not a page; write a route and a language joined by @ (/city@en-US), * for every route or language (*@zh-CN, /city@*)`,
      );
    return { route, locale };
  });
}

/** The names and languages of a build, as a page list is expanded against them. */
export interface Table {
  readonly routes: readonly string[];
  readonly locales: readonly string[];
}

/** A page to shoot: a route in a language, and whether only one build has the route. */
export interface PageToShoot {
  readonly route: string;
  readonly locale: string;
  readonly onlyIn?: 'before' | 'after';
}

/**
 * The pages a list names, exactly: `*` expanded to every route of either build's table (this
 * checkout's first, then those only the other has) and the not-found page, or to every language
 * of either; in route-table order, then language order, each page once. A route or a language
 * neither build has is refused, naming those they have.
 */
export function pagesToShoot(items: readonly PageItem[], after: Table, before: Table): PageToShoot[] {
  const routes = [...routesToShoot(after.routes, before.routes, undefined), { route: NOT_FOUND }];
  const locales = [...after.locales, ...before.locales.filter((locale) => !after.locales.includes(locale))];
  const unknownRoutes = items.filter((item) => item.route !== '*' && !routes.some(({ route }) => route === item.route));
  if (unknownRoutes.length > 0)
    throw new Error(
      `PAGES: ${unknownRoutes.map((item) => item.route).join(', ')} is no route of the site (its routes: ${routes.map(({ route }) => route).join(', ')})`,
    );
  const unknownLocales = items.filter((item) => item.locale !== '*' && !locales.includes(item.locale));
  if (unknownLocales.length > 0)
    throw new Error(
      `PAGES: ${unknownLocales.map((item) => item.locale).join(', ')} is no language of the site (${locales.join(', ')})`,
    );
  const named = (route: string, locale: string) =>
    items.some(
      (item) => (item.route === '*' || item.route === route) && (item.locale === '*' || item.locale === locale),
    );
  return routes.flatMap(({ route, onlyIn }) =>
    locales
      .filter((locale) => named(route, locale))
      .map((locale) => ({ route, locale, ...(onlyIn ? { onlyIn } : {}) })),
  );
}

/**
 * The route table and languages of a build kept with its manifest's spec/routes.yaml and
 * spec/app.yaml beside it (the build a `make test CHANGED=` run keeps of its ref,
 * harness/change/base-build.ts), for a build served from a folder rather than from its checkout.
 */
export function readSpecTable(dir: string): SiteTable {
  const routesFile = join(dir, 'spec/routes.yaml');
  const appFile = join(dir, 'spec/app.yaml');
  const routes = (parse(readFileSync(routesFile, 'utf8')) as { routes?: { path?: unknown }[] } | null)?.routes ?? [];
  const paths = [...new Set(routes.map((route) => route.path).filter((path) => typeof path === 'string'))];
  const locales = (
    parse(readFileSync(appFile, 'utf8')) as { locales?: { available?: unknown; storageKey?: unknown } } | null
  )?.locales;
  if (paths.length === 0) throw new Error(`${routesFile}: no routes`);
  if (!isStrings(locales?.available) || typeof locales.storageKey !== 'string')
    throw new Error(`${appFile}: no locales with available and storageKey`);
  return { routes: paths, locales: locales.available, storageKey: locales.storageKey };
}
