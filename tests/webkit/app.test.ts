// The app as a whole in WebKit: the router's registrations, each page's chunk loaded on its first
// visit only (read from Resource Timing), one document for the whole visit, the layout scaling
// at the widths this window can take, and the request timeout waited out in real time.
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { expectConstant } from '../expect-constant';
import { CONSTANTS, expectedBodyFontSize, expectedRootFontSize, LAYOUT, REQUEST_TIMEOUT_MS } from '../oracle/constants';
import { APPLY_FIELDS, APPLY_FORM, APPLY_SUBMIT, fieldName } from '../oracle/forms';
import { CONTACT_SALES } from '../oracle/home';
import {
  headingOf,
  isSpecPath,
  moduleOf,
  ROOT,
  registrationsOf,
  SPEC_PATH_COUNT,
  SPEC_PATHS,
  type SpecPath,
} from '../oracle/routes';
import { page, pages } from '../scope';
import {
  chooseLanguage,
  clickNamed,
  currentHash,
  DESKTOP,
  expectHeading,
  findByName,
  load,
  openPage,
  pageErrors,
  sessionPerFile,
  setInnerWidth as setInnerWidthOf,
  textsOf,
  typeInto,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

declare global {
  interface Window {
    __webkitDocument?: string;
    __webkitResizes?: number[];
    __webkitFontChanges?: { at: number; size: string }[];
  }
}

/** A route the site's router holds, as the browser sees it. */
interface RegisteredRoute {
  readonly path: string | null;
  readonly parentPath: string | null;
  readonly lazy: boolean;
}

/**
 * The routes the running site's router holds, read in the page through React's fiber tree (the
 * `RouterProvider`'s `router` prop), as tests/browser/routes.spec.ts reads them; with `load`, the
 * modules of the routes at that path are loaded and compared.
 */
async function inspectRouter(load?: SpecPath): Promise<{ routes: RegisteredRoute[]; sameModule: boolean | null }> {
  const found = await waitFor(
    driver(),
    () => readRouter(load),
    (read) => !('error' in read),
    'the router read in the page',
  );
  if ('error' in found) throw new Error(found.error);
  return found;
}

async function readRouter(
  load?: SpecPath,
): Promise<{ routes: RegisteredRoute[]; sameModule: boolean | null } | { error: string }> {
  return (await driver().executeAsyncScript((loadPath: string | null, done: (value: unknown) => void) => {
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
    if (!container || !key) {
      done({ error: 'no React root in the page' });
      return;
    }
    // The container keeps the root's first fiber; its root (stateNode) points to the current tree.
    const first = container[key] as Fiber & { stateNode?: { current?: Fiber } };
    const stack: (Fiber | null)[] = [first.stateNode?.current ?? first];
    let tree: Route[] | undefined;
    while (stack.length > 0 && !tree) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const props = fiber.memoizedProps as { router?: { routes?: Route[] } } | null;
      if (props && typeof props === 'object' && Array.isArray(props.router?.routes)) tree = props.router.routes;
      stack.push(fiber.sibling, fiber.child);
    }
    if (!tree) {
      done({ error: 'no router in the page' });
      return;
    }
    const routes: RegisteredRoute[] = [];
    const atPath: Route[] = [];
    const walk = (list: Route[], parentPath: string | null) => {
      for (const route of list) {
        routes.push({ path: route.path ?? null, parentPath, lazy: typeof route.lazy === 'function' });
        if (loadPath && route.path === loadPath) atPath.push(route);
        if (route.children) walk(route.children, route.path ?? parentPath);
      }
    };
    walk(tree, '');
    if (!loadPath) {
      done({ routes, sameModule: null });
      return;
    }
    Promise.all(atPath.map((route) => route.lazy?.()))
      .then((modules) => {
        const [first] = modules;
        done({ routes, sameModule: first !== undefined && modules.every((module) => module === first) });
      })
      .catch((error: unknown) => done({ error: String(error) }));
  }, load ?? null)) as { routes: RegisteredRoute[]; sameModule: boolean | null } | { error: string };
}

describe('the router', () => {
  test(
    'holds §2’s paths as children of the shell at "/", without parameters, each loaded lazily',
    proves('ROUTE-NO-PARAMS').on(page('/no-such-page', 'en-US')),
    async () => {
      await load(driver(), '/#/no-such-page');
      await expectHeading(driver(), 'Page not found');
      const { routes } = await inspectRouter();
      const pages = routes.filter((route) => route.path !== null && isSpecPath(route.path));
      expect(pages.length).toBe(SPEC_PATHS.reduce((total, path) => total + registrationsOf(path), 0));
      expect(new Set(pages.map((route) => route.path))).toEqual(new Set(SPEC_PATHS));
      for (const route of pages) {
        expect(route.parentPath, `${route.path} is a child of the shell`).toBe(ROOT.path);
        expect(route.lazy, `${route.path} loads lazily`).toBe(true);
      }
      const rest = routes.filter((route) => route.path !== null && !isSpecPath(route.path));
      for (const path of [ROOT.path, '*']) expect(rest.filter((route) => route.path === path)).toHaveLength(1);
      expect(routes.filter((route) => route.path?.includes(':'))).toEqual([]);
    },
  );

  test(
    '/cooperativepartner is registered twice, both with the one partner page',
    proves('ROUTE-COOPERATIVEPARTNER-TWICE').on(pages(['/home', '/cooperativepartner'], 'en-US')),
    async () => {
      await openPage(driver(), '/home', 'en-US');
      const { routes, sameModule } = await inspectRouter('/cooperativepartner');
      expect(registrationsOf('/cooperativepartner')).toBe(2);
      expect(routes.filter((route) => route.path === '/cooperativepartner')).toEqual([
        { path: '/cooperativepartner', parentPath: ROOT.path, lazy: true },
        { path: '/cooperativepartner', parentPath: ROOT.path, lazy: true },
      ]);
      expect(sameModule, 'both registrations load one module').toBe(true);
      await driver().executeScript(() => {
        window.location.hash = '#/cooperativepartner';
      });
      await expectHeading(driver(), headingOf('/cooperativepartner', 'en-US'));
      expect(await textsOf(driver(), 'main h1')).toHaveLength(1);
    },
  );
});

/** The site's page chunks this document fetched (Resource Timing), as paths. */
async function scripts(): Promise<string[]> {
  return (await driver().executeScript(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )) as string[];
}

/** The chunk of the page at `path`: Vite names it after the module the oracle names. */
const chunkPattern = (path: SpecPath) => new RegExp(`/assets/${moduleOf(path)}-[\\w-]{8}\\.js$`);

test(
  'each page is its own chunk, fetched on its first visit only',
  proves('ROUTE-LAZY').on(pages(SPEC_PATHS, 'en-US')),
  async () => {
    await openPage(driver(), '/home', 'en-US');
    // Room for every entry of the walk (the default buffer holds 250).
    await driver().executeScript(() => performance.setResourceTimingBufferSize(5_000));
    const first = await scripts();
    expect(first.filter((url) => chunkPattern('/home').test(url))).toHaveLength(1);
    const afterHome = SPEC_PATHS.filter((path) => path !== '/home');
    expect(afterHome).toHaveLength(SPEC_PATH_COUNT - 1);
    for (const path of afterHome)
      expect(
        first.some((url) => chunkPattern(path).test(url)),
        `${path} not fetched before its visit`,
      ).toBe(false);
    for (const path of afterHome) {
      const before = (await scripts()).length;
      await driver().executeScript((hash: string) => {
        window.location.hash = hash;
      }, `#${path}`);
      await expectHeading(driver(), headingOf(path, 'en-US'));
      const fetched = (await scripts()).slice(before);
      expect(
        fetched.filter((url) => chunkPattern(path).test(url)),
        `${path} fetches its own chunk`,
      ).toHaveLength(1);
    }
    // A second visit fetches nothing new, and neither does going back to /home.
    const settled = (await scripts()).length;
    for (const path of [afterHome[0], afterHome[afterHome.length - 1], '/home'] as const) {
      if (path === undefined) throw new Error('no path');
      await driver().executeScript((hash: string) => {
        window.location.hash = hash;
      }, `#${path}`);
      await expectHeading(driver(), headingOf(path, 'en-US'));
    }
    expect((await scripts()).slice(settled)).toEqual([]);
    expect(await pageErrors(driver())).toEqual([]);
  },
);

test(
  'links, back, forward and the language switch all stay in the one document that was loaded',
  // The link is the first the home page shows: the hero's first call to action (decision 045).
  proves('SITE-SINGLE-PAGE').on(
    page('/home', 'en-US'),
    page(CONTACT_SALES.href.slice(1), 'en-US'),
    page(CONTACT_SALES.href.slice(1), 'zh-CN'),
  ),
  async () => {
    await openPage(driver(), '/home', 'en-US');
    const marker = `walk-${Date.now()}`;
    await driver().executeScript((value: string) => {
      window.__webkitDocument = value;
    }, marker);
    const expectSameDocument = async (how: string) => {
      const state = await driver().executeScript(() => ({
        marker: window.__webkitDocument,
        navigations: performance.getEntriesByType('navigation').length,
        path: window.location.pathname,
      }));
      expect(state, how).toEqual({ marker, navigations: 1, path: '/' });
    };
    // A link the visitor can see on the home page, to another page of the site.
    const target = (await driver().executeScript(
      () =>
        [...document.querySelectorAll('#main a[href^="#/"]')]
          .find((link) => link.getClientRects().length > 0 && link.getAttribute('href') !== '#/home')
          ?.getAttribute('href') ?? '',
    )) as string;
    expect(target).toMatch(/^#\/[a-z]+/);
    const path = target.slice(1).split('?')[0] ?? '';
    if (!isSpecPath(path)) throw new Error(`${target} is not a page of §2`);
    await clickNamed(driver(), `#main a[href="${target}"]`, /\S/);
    await waitForValue(driver(), () => currentHash(driver()), target, 'the link');
    await expectHeading(driver(), headingOf(path, 'en-US'));
    await expectSameDocument('a link');
    await driver().navigate().back();
    await waitForValue(driver(), () => currentHash(driver()), '#/home', 'back');
    await expectSameDocument('back');
    await driver().navigate().forward();
    await waitForValue(driver(), () => currentHash(driver()), target, 'forward');
    await expectSameDocument('forward');
    await chooseLanguage(driver(), 'zh-CN');
    await waitForValue(driver(), () => driver().executeScript(() => document.documentElement.lang), 'zh-CN', 'lang');
    await expectSameDocument('the language switch');
    expect(await pageErrors(driver())).toEqual([]);
  },
);

describe('layout scaling (§2), at the widths this window can take', () => {
  /** The page's layout viewport `width` wide, in a window 800 px tall. */
  const setInnerWidth = (width: number) => setInnerWidthOf(driver(), width, { height: 800 });

  test(
    `root and body font sizes at ${LAYOUT.maxUnscaledWidth}, ${LAYOUT.maxUnscaledWidth + 1} and 1280 px on this desktop browser (pixel ratio 1)`,
    proves('LAYOUT-ROOT-FONT', 'LAYOUT-BODY-FONT', 'CONST-LAYOUT').on(page('/home', 'en-US')),
    async () => {
      try {
        await openPage(driver(), '/home', 'en-US');
        expect(await driver().executeScript(() => window.devicePixelRatio)).toBe(1);
        for (const width of [LAYOUT.maxUnscaledWidth, LAYOUT.maxUnscaledWidth + 1, 1280]) {
          await setInnerWidth(width);
          // The size follows a resize after its debounce: wait for the oracle's value (to 1/100 px:
          // WebKit computes font sizes in its own fixed-point units).
          const expected = { root: expectedRootFontSize(width, 1), body: expectedBodyFontSize(1) };
          await waitFor(
            driver(),
            () =>
              driver().executeScript(() => ({
                root: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
                body: Number.parseFloat(getComputedStyle(document.body).fontSize),
              })) as Promise<{ root: number; body: number }>,
            (sizes) => Math.abs(sizes.root - expected.root) < 0.005 && sizes.body === expected.body,
            `the font sizes at ${width} px (expected ${JSON.stringify(expected)})`,
          );
        }
      } finally {
        await driver().manage().window().setRect(DESKTOP);
      }
    },
  );

  test(
    `is recomputed ${LAYOUT.recomputeDelayMs} ms after the last resize, not before`,
    proves('LAYOUT-RECOMPUTE', 'CONST-LAYOUT').on(page('/home', 'en-US')),
    async () => {
      try {
        await openPage(driver(), '/home', 'en-US');
        await setInnerWidth(1280);
        await waitForValue(
          driver(),
          () => driver().executeScript(() => document.documentElement.style.fontSize),
          `${expectedRootFontSize(1280, 1)}px`,
          'the root size at 1280 px',
        );
        await driver().executeScript(() => {
          window.__webkitResizes = [];
          window.__webkitFontChanges = [];
          window.addEventListener('resize', () => window.__webkitResizes?.push(performance.now()));
          new MutationObserver(() =>
            window.__webkitFontChanges?.push({ at: performance.now(), size: document.documentElement.style.fontSize }),
          ).observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
        });
        await setInnerWidth(800);
        await setInnerWidth(600);
        await waitForValue(
          driver(),
          () => driver().executeScript(() => document.documentElement.style.fontSize),
          `${expectedRootFontSize(600, 1)}px`,
          'the root size at 600 px',
        );
        const { resizes, changes } = (await driver().executeScript(() => ({
          resizes: window.__webkitResizes ?? [],
          changes: window.__webkitFontChanges ?? [],
        }))) as { resizes: number[]; changes: { at: number; size: string }[] };
        expect(resizes.length).toBeGreaterThan(0);
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes) {
          const lastResize = Math.max(...resizes.filter((at) => at <= change.at));
          // Real time: a timer fires at its delay or later, never sooner (1 ms for the clocks' rounding).
          expectConstant(CONSTANTS.recomputeDelay, change.at - lastResize, {
            approximate: true,
            tolerance: { below: 1, above: Number.POSITIVE_INFINITY },
          });
        }
      } finally {
        await driver().manage().window().setRect(DESKTOP);
      }
    },
  );
});

test(
  `a request that never answers fails as a timeout after ${REQUEST_TIMEOUT_MS / 1000} s (waited out in real time)`,
  proves('HTTP-TIMEOUT', 'CONFIG-APP', 'CONST-REQUEST-TIMEOUT').on(page(APPLY_FORM.path, 'en-US')),
  async () => {
    await openPage(driver(), APPLY_FORM.path, 'en-US', { scenario: 'never' });
    const [fullName, message] = APPLY_FIELDS;
    await typeInto(
      driver(),
      'main form input, main form textarea',
      fieldName(fullName, 'en-US'),
      fullName.sample['en-US'],
    );
    await typeInto(
      driver(),
      'main form input, main form textarea',
      fieldName(message, 'en-US'),
      message.sample['en-US'],
    );
    await clickNamed(driver(), 'main form button', APPLY_SUBMIT['en-US']);
    const sentAt = Date.now();
    await findByName(driver(), 'main form button', 'Sending…');
    const alerts = () => textsOf(driver(), '[role="alert"]');
    // Real time (the page's clock runs as the test's does): the message shows a little after the
    // timeout (the driver polls), never before it.
    const inTime = { approximate: true, tolerance: { below: 1_000, above: 30_000 } };
    const stillSending = REQUEST_TIMEOUT_MS - 5_000;
    const early = await waitFor(
      driver(),
      async () => ({ elapsed: Date.now() - sentAt, alerts: await alerts() }),
      (state) => state.alerts.length > 0 || state.elapsed >= stillSending,
      'sending until shortly before the timeout',
      REQUEST_TIMEOUT_MS,
    );
    const timedOut = (texts: readonly string[]) =>
      texts.some((text) => text.includes('The server did not answer in time.'));
    if (timedOut(early.alerts)) expectConstant(CONSTANTS.requestTimeout, early.elapsed, inTime);
    expect(early.alerts, `no answer yet after ${stillSending / 1000} s`).toEqual([]);
    const [button] = await textsOf(driver(), 'main form button');
    expect(button).toBe('Sending…');
    const shown = await waitFor(driver(), alerts, timedOut, 'the timeout message', 30_000);
    expect(shown.length).toBeGreaterThan(0);
    expectConstant(CONSTANTS.requestTimeout, Date.now() - sentAt, inTime);
    const value = await (
      await findByName(driver(), 'main form input, main form textarea', fieldName(fullName, 'en-US'))
    ).getAttribute('value');
    expect(value).toBe(fullName.sample['en-US']);
  },
);
