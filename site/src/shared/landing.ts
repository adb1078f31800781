import type { LocaleRules, LocaleSource } from './locale-rules';
import { staticAddress } from './static-address';

// Shared by the boot script (boot.ts), the entry (main.tsx) and the chunk that takes `/` over
// (app/static-page.tsx): a module of its own, so that the entry carries only what it uses. It
// imports no generated config: the app passes the manifest's values, the boot script the ones its
// page carries (decision 042).

/** The page `/` carries (decision 029): the home route, prerendered in the default language. */
export interface PrerenderedHome {
  readonly route: string;
  readonly locale: string;
}

/**
 * Whether `/`, which carries `home`, is the page for a visitor who starts in `visitor` at `hash`:
 * the home route, in that language.
 */
export function landsOnPrerenderedHome(hash: string, visitor: string, home: PrerenderedHome): boolean {
  const route = hash.slice(1).split('?')[0] ?? '';
  const atHome = route === '' || route === '/' || route === home.route;
  return atHome && visitor === home.locale;
}

/** Whether `pathname` is `/` (index.html), the address that carries the prerendered home page. */
export function atRootAddress(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

/**
 * The static page of the hash route `hash` in the language `visitor` starts in, where `/` (opened
 * at that hash route) sends them, if the build wrote one (`pages`, the hash routes prerendered in
 * every language): `/zh-CN/city/#/city`. Its hash is the route itself, so that the page, once taken
 * over, stays at it and keeps the visitor's language as theirs rather than storing it (decision
 * 048). `/` with no route is the home route. Undefined where no page was written (`/#/no-such-page`,
 * `/#/search?q=face`).
 */
export function prerenderedPageFor(
  hash: string,
  visitor: string,
  home: string,
  pages: readonly string[],
): string | undefined {
  const asked = hash.slice(1);
  const route = asked === '' || asked === '/' ? home : asked;
  const address = pages.includes(route) ? staticAddress(visitor, route) : undefined;
  return address && `${address}#${route}`;
}

/**
 * What the boot script must know of the manifest to decide as the app will, written by the build
 * into its element as JSON (`data-landing`): the home route and the rules of the start-up
 * language; on `/`, the hash routes that have a static page as well. In the page, not in the
 * script's text: that text is the same whatever the manifest says, and so is its hash in the CSP
 * (decision 042).
 */
export interface BootLanding {
  readonly home: string;
  readonly locales: LocaleRules;
  /** The hash routes prerendered in every language (`/city`, `/newsdetail?id=…`); only `/` needs them. */
  readonly pages?: readonly string[];
}

const SOURCES: readonly LocaleSource[] = ['stored', 'browser', 'default'];

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The boot script's `data-landing`, if it is one; undefined when absent or malformed. */
export function readBootLanding(json: string | undefined): BootLanding | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '');
  } catch {
    return undefined;
  }
  const { home, locales } = (value ?? {}) as { home?: unknown; locales?: Partial<Record<keyof LocaleRules, unknown>> };
  if (typeof home !== 'string' || typeof locales !== 'object' || locales === null) return undefined;
  const { default: fallback, available, storageKey, detection } = locales;
  if (typeof fallback !== 'string' || typeof storageKey !== 'string' || !isStrings(available)) return undefined;
  if (!isStrings(detection) || !detection.every((source) => (SOURCES as readonly string[]).includes(source)))
    return undefined;
  const { pages } = value as { pages?: unknown };
  if (pages !== undefined && !isStrings(pages)) return undefined;
  return {
    home,
    locales: { default: fallback, available, storageKey, detection: detection as LocaleSource[] },
    ...(pages ? { pages } : {}),
  };
}
