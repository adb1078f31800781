// What a run of `make visual-diff` compares, from its environment (decision 041):
//
//   AGAINST=main        the git ref (branch, tag, commit) whose build this checkout's is compared with
//   AGAINST_DIST=DIR    a site already built (a dist/ folder) to compare with instead: no worktree, no build
//   SITE_BUILT=1        this checkout's dist/ as it is (not built again), as scripts/nginx.ts reads it
//   ENGINES=chromium    a comma list of chromium, firefox, webkit (as make test reads it; tests/engines.ts)
//   WIDTHS=phone        a comma list of phone, desktop
//   ROUTES=/home,/city  a comma list of the site's routes
//   LOCALES=zh-CN       a comma list of the site's languages (ROUTES × LOCALES are shot)
//   PAGES=/city@en-US,*@zh-CN   exactly these pages, a route in a language each (`*`: every route or language)
//   CHANGED=main        exactly the pages the change since that ref touches, against the ref's build
//                       (harness/change/, decision 049): instead of AGAINST, PAGES, ROUTES, LOCALES
//   VISUAL_DIFF_DIR=DIR where the report goes (reports/visual-diff)
import { resolve } from 'node:path';
import { type Engine, enginesFrom } from '../../tests/engines.ts';
import { type PageItem, parsePageList } from './routes.ts';

/** The window of each width, in CSS pixels at a device pixel ratio of 1. */
export const WIDTHS = {
  /** An iPhone 14's width; its height, too. At its pixel ratio of 3 a full-page shot of a long page is tens of millions of pixels: 1 keeps them small. */
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;
export type WidthName = keyof typeof WIDTHS;
const WIDTH_NAMES = Object.keys(WIDTHS) as WidthName[];

export interface Options {
  readonly against: string;
  readonly againstDist?: string;
  readonly siteBuilt: boolean;
  readonly engines: readonly Engine[];
  readonly widths: readonly WidthName[];
  readonly routes?: readonly string[];
  readonly locales?: readonly string[];
  /** PAGES=: exactly these pages (not ROUTES × LOCALES). */
  readonly pages?: readonly PageItem[];
  /** CHANGED=: the ref whose change chooses the pages and whose build is compared with. */
  readonly changed?: string;
  readonly out: string;
}

/** A comma list, trimmed, empty items dropped; undefined when unset or empty. */
export function listOf(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** The run's options from `env`; throws with what to write instead on a value it cannot use. */
export function optionsFrom(env: NodeJS.ProcessEnv, cwd: string): Options {
  const widths = listOf(env.WIDTHS)?.map((name) => name.toLowerCase());
  const unknownWidths = widths?.filter((name) => !(WIDTH_NAMES as string[]).includes(name)) ?? [];
  if (unknownWidths.length > 0)
    throw new Error(
      `WIDTHS=${env.WIDTHS}: ${unknownWidths.join(', ')} is not a width; use a comma list of ${WIDTH_NAMES.join(', ')}`,
    );
  const routes = listOf(env.ROUTES)?.map((route) => (route.startsWith('/') ? route : `/${route}`));
  const against = env.AGAINST?.trim() || 'main';
  if (against.startsWith('-')) throw new Error(`AGAINST=${against}: not a git ref`);
  const pages = env.PAGES?.trim() ? parsePageList(env.PAGES) : undefined;
  if (pages && (routes || listOf(env.LOCALES)))
    throw new Error(
      `PAGES=${env.PAGES} names the pages itself; ROUTES= and LOCALES= shoot every route of one list in every language of the other: give one or the other`,
    );
  const changed = env.CHANGED?.trim() || undefined;
  if (changed) {
    if (changed.startsWith('-')) throw new Error(`CHANGED=${changed}: not a git ref`);
    const given = ['AGAINST', 'AGAINST_DIST', 'PAGES', 'ROUTES', 'LOCALES'].filter((name) => env[name]?.trim());
    if (given.length > 0)
      throw new Error(
        `CHANGED=${changed} compares the pages the change touches with the build of ${changed}: leave out ${given.join(', ')} (ENGINES=, WIDTHS= and SITE_BUILT=1 still apply)`,
      );
  }
  return {
    against,
    againstDist: env.AGAINST_DIST ? resolve(cwd, env.AGAINST_DIST) : undefined,
    siteBuilt: env.SITE_BUILT === '1',
    engines: enginesFrom(env.ENGINES),
    widths: widths ? WIDTH_NAMES.filter((name) => widths.includes(name)) : WIDTH_NAMES,
    routes,
    locales: listOf(env.LOCALES),
    ...(pages ? { pages } : {}),
    ...(changed ? { changed } : {}),
    out: resolve(cwd, env.VISUAL_DIFF_DIR || 'reports/visual-diff'),
  };
}
