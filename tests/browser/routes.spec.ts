import { expectConstant } from '../expect-constant';
import { CONSTANTS } from '../oracle/constants';
import {
  headingOf,
  isSpecPath,
  ROOT,
  registrationsOf,
  SPEC_PATH_COUNT,
  SPEC_PATHS,
  type SpecPath,
} from '../oracle/routes';
import { NOTHING, page as pageOf, pages } from '../scope';
import { expect, type Page, test } from './fixtures';
import { proves, reads } from './proves';
import { chunkPattern, collectErrors, expectHeading } from './site';

// Every expected value here comes from the oracle (tests/oracle/routes.ts), written by hand from
// §2 and decision 002; nothing is read from the route table or the generated content.

test('the oracle holds §2’s 38 paths, each once', reads(NOTHING), () => {
  expect(SPEC_PATHS).toHaveLength(SPEC_PATH_COUNT);
  expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATH_COUNT);
});

test(
  `"${ROOT.path}" redirects to ${ROOT.redirectsTo}, in the hash`,
  proves('ROUTE-SHELL-REDIRECT', 'ROUTE-HASH-HISTORY', 'CONST-DEFAULT-ROUTE').on(pageOf(ROOT.redirectsTo, 'en-US')),
  async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(ROOT.path);
    // Where the app sends "/": the route in the hash, once there is one.
    const route = () => page.evaluate(() => window.location.hash.replace(/^#/, ''));
    await expect.poll(route, { message: `"${ROOT.path}" redirects somewhere` }).not.toMatch(/^\/?$/);
    expectConstant(CONSTANTS.defaultRoute, await route());
    await expectHeading(page, headingOf(ROOT.redirectsTo, 'en-US'));
    expect(await page.evaluate(() => [window.location.pathname, window.location.hash])).toEqual([
      '/',
      `#${ROOT.redirectsTo}`,
    ]);
    expect(errors).toEqual([]);
  },
);

// Each path of §2 showing its page in both languages (ROUTE-PATH-…) is proved by the crawl
// (crawl.spec.ts), which visits every path in each language once.

// The 37 pages after /home, in four groups of a test each (one test for all took 24 s on a busy
// machine, too near its timeout); together they visit every path of §2.
const LAZY_GROUPS = 4;
const afterHome = SPEC_PATHS.filter((candidate) => candidate !== '/home');
const lazyGroups = Array.from({ length: LAZY_GROUPS }, (_, index) =>
  afterHome.filter((_, position) => position % LAZY_GROUPS === index),
);

test('the 38 paths are split into the lazy-loading groups, none left out', reads(NOTHING), () => {
  expect(afterHome).toHaveLength(SPEC_PATH_COUNT - 1);
  expect(lazyGroups.flat().sort()).toEqual([...afterHome].sort());
});

for (const [index, group] of lazyGroups.entries()) {
  test(
    `each page is its own chunk, requested on its first visit only (group ${index + 1} of ${LAZY_GROUPS})`,
    proves('ROUTE-LAZY').on(pages(['/home', ...group], 'en-US')),
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/#/home');
      await expectHeading(page, headingOf('/home', 'en-US'));
      // The first view loads the home chunk and no other page's chunk.
      expect(scripts.filter((url) => chunkPattern('/home').test(url))).toHaveLength(1);
      expect(group.length).toBeGreaterThanOrEqual(9);
      for (const path of group) {
        expect(
          scripts.some((url) => chunkPattern(path).test(url)),
          `${path} not loaded before its visit`,
        ).toBe(false);
      }
      for (const path of group) {
        const before = scripts.length;
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, `#${path}`);
        await expectHeading(page, headingOf(path, 'en-US'));
        expect(
          scripts.slice(before).filter((url) => chunkPattern(path).test(url)),
          `${path} loads its own chunk`,
        ).toHaveLength(1);
      }
      // A second visit requests nothing new, and neither does going back to /home.
      const settled = scripts.length;
      for (const path of [group[0], group[group.length - 1], '/home'] as const) {
        if (path === undefined) throw new Error('empty group');
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, `#${path}`);
        await expectHeading(page, headingOf(path, 'en-US'));
      }
      expect(scripts.slice(settled)).toEqual([]);
    },
  );
}

/** A route the site's router holds, as the browser sees it. */
interface RegisteredRoute {
  readonly path: string | null;
  /** The path of the route it is a child of ('' for none; a pathless route passes its parent's on). */
  readonly parentPath: string | null;
  /** Not loaded yet: a function loads its module. */
  readonly lazy: boolean;
}

/**
 * The routes the running site's router holds, read in the page. The production build exposes no
 * handle on its router, so this reaches it through React: the root container's fiber tree holds
 * the `RouterProvider`, whose `router` prop is the data router with its `routes`. A site with no
 * such router fails here loudly rather than passing. With `load`, the modules of the routes at
 * that path are loaded too, and `sameModule` says whether they are one and the same module.
 */
async function inspectRouter(
  page: Page,
  load?: SpecPath,
): Promise<{ routes: RegisteredRoute[]; sameModule: boolean | null }> {
  return page.evaluate(async (loadPath) => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: unknown;
    }
    interface Route {
      path?: string;
      lazy?: () => Promise<unknown>;
      children?: Route[];
    }
    const container = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = container && Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
    if (!container || !key) throw new Error('no React root in the page');
    const stack: (Fiber | null)[] = [container[key] as Fiber];
    let tree: Route[] | undefined;
    while (stack.length > 0 && !tree) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const props = fiber.memoizedProps as { router?: { routes?: Route[] } } | null;
      if (props && typeof props === 'object' && Array.isArray(props.router?.routes)) tree = props.router.routes;
      stack.push(fiber.sibling, fiber.child);
    }
    if (!tree) throw new Error('no router in the page');
    const routes: { path: string | null; parentPath: string | null; lazy: boolean }[] = [];
    const atPath: Route[] = [];
    const walk = (list: Route[], parentPath: string | null) => {
      for (const route of list) {
        routes.push({ path: route.path ?? null, parentPath, lazy: typeof route.lazy === 'function' });
        if (loadPath && route.path === loadPath) atPath.push(route);
        if (route.children) walk(route.children, route.path ?? parentPath);
      }
    };
    walk(tree, '');
    if (!loadPath) return { routes, sameModule: null };
    const modules = await Promise.all(atPath.map((route) => route.lazy?.()));
    const [first] = modules;
    return { routes, sameModule: first !== undefined && modules.every((module) => module === first) };
  }, load);
}

test(
  'the router holds §2’s paths as children of the shell at "/", without parameters, each loaded lazily',
  proves('ROUTE-NO-PARAMS', 'ROUTE-LAZY').on(pageOf('/no-such-page', 'en-US')),
  async ({ page }) => {
    // Read on a page none of them is shown on, before any page's module has loaded but the one shown.
    await page.goto('/#/no-such-page');
    await expectHeading(page, 'Page not found');
    const { routes } = await inspectRouter(page);
    const pages = routes.filter((route) => route.path !== null && isSpecPath(route.path));
    expect(pages.length, 'registrations of §2 paths').toBe(
      SPEC_PATHS.reduce((total, path) => total + registrationsOf(path), 0),
    );
    expect(new Set(pages.map((route) => route.path))).toEqual(new Set(SPEC_PATHS));
    for (const route of pages) {
      expect(route.parentPath, `${route.path} is a child of the shell`).toBe(ROOT.path);
      expect(route.lazy, `${route.path} loads lazily`).toBe(true);
    }
    // Besides §2's paths: the shell, its redirect and the fallback for unknown paths (decision 006),
    // once each. A page added since (`make page`, decision 025) is a lazy child of the shell like
    // §2's; no route has a parameter.
    const rest = routes.filter((route) => route.path !== null && !isSpecPath(route.path));
    for (const path of [ROOT.path, '*'])
      expect(
        rest.filter((route) => route.path === path),
        `the route ${path}`,
      ).toHaveLength(1);
    for (const route of rest.filter((added) => added.path !== ROOT.path && added.path !== '*')) {
      expect(route.parentPath, `${route.path} is a child of the shell`).toBe(ROOT.path);
      expect(route.lazy, `${route.path} loads lazily`).toBe(true);
    }
    expect(routes.filter((route) => route.path?.includes(':'))).toEqual([]);
  },
);

test(
  '/cooperativepartner is registered twice, both with the one partner page',
  proves('ROUTE-COOPERATIVEPARTNER-TWICE').on(pages(['/home', '/cooperativepartner'], 'en-US')),
  async ({ page }) => {
    // A visitor cannot tell the second registration from none (the first always matches), so the
    // browser reads the router itself: two routes at the path, and both load the same page.
    await page.goto('/#/home');
    await expectHeading(page, headingOf('/home', 'en-US'));
    const { routes, sameModule } = await inspectRouter(page, '/cooperativepartner');
    expect(registrationsOf('/cooperativepartner')).toBe(2);
    expect(routes.filter((route) => route.path === '/cooperativepartner')).toEqual([
      { path: '/cooperativepartner', parentPath: ROOT.path, lazy: true },
      { path: '/cooperativepartner', parentPath: ROOT.path, lazy: true },
    ]);
    expect(sameModule, 'both registrations load one module').toBe(true);
    // And that module is the partner page.
    await page.evaluate(() => {
      window.location.hash = '#/cooperativepartner';
    });
    await expectHeading(page, headingOf('/cooperativepartner', 'en-US'));
    // One page shown, not two (the kept-alive home stays hidden beside it).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  },
);

const ambiguous: readonly SpecPath[] = [
  '/case',
  '/work',
  '/adera',
  '/aiot',
  '/journalism',
  '/enterprisenews',
  '/job',
  '/socialrecruitment',
];
const pathContent = proves('DECISION-PATH-CONTENT').on(pages(ambiguous, 'en-US'));
test('the ambiguous paths show what decision 002 says', pathContent, async ({ page }) => {
  expect(ambiguous).toHaveLength(8);
  for (const path of ambiguous) {
    await page.goto(`/#${path}`);
    await expectHeading(page, headingOf(path, 'en-US'));
  }
});
