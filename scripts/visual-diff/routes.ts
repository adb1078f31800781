// What `make visual-diff` shoots (decision 041): every route of the site's own route table (not
// the specification's 38 paths: a page added since is shot too) in every language of the
// manifest, read from a checkout's generated files once its build has generated them.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
