import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { routes } from '../../site/src/app/router';
import { proves } from '../conformance/proves';
import { expectConstant } from '../expect-constant';
import { CONSTANTS } from '../oracle/constants';
import { isSpecPath, ROOT, registrationsOf, SPEC_PATHS } from '../oracle/routes';

/** The routes under the shell that have a path of their own (not the index redirect, not "*"). */
function childPages(tree: readonly RouteObject[]): RouteObject[] {
  const found: RouteObject[] = [];
  const visit = (route: RouteObject, depth: number) => {
    if (depth > 0 && route.path && route.path !== '*') found.push(route);
    for (const child of route.children ?? []) visit(child, depth + 1);
  };
  for (const route of tree) visit(route, 0);
  return found;
}
const pages = childPages(routes);

describe('the site’s route table', () => {
  test(
    `the shell at "${ROOT.path}" redirects to ${ROOT.redirectsTo}, the dashboard`,
    proves('ROUTE-SHELL-REDIRECT', 'CONST-DEFAULT-ROUTE', 'CONFIG-APP'),
    async () => {
      // The site's own route tree, in a memory router: where does "/" end up?
      const router = createMemoryRouter(routes, { initialEntries: [ROOT.path] });
      await router.initialize();
      // §9 default landing route; §3 the app config's dashboard URL: the same /home.
      await expect
        .poll(() => router.state.location.pathname, { message: `"${ROOT.path}" redirects somewhere` })
        .not.toBe(ROOT.path);
      expectConstant(CONSTANTS.defaultRoute, router.state.location.pathname);
      expect(router.state.matches[0]?.route.path, 'the shell is the root').toBe('/');
      router.dispose();
    },
  );

  test(
    'the 38 paths of §2 are child paths, each registered as §2 says, none with a parameter, each loaded lazily',
    proves('ROUTE-NO-PARAMS', 'ROUTE-LAZY'),
    () => {
      expect(routes.map((route) => route.path)).toEqual(['/']);
      // §2's paths must all be there, each as often as §2 registers it; pages added since (with
      // `make page`, decision 025) may follow them and obey the same rules.
      expect(SPEC_PATHS).toHaveLength(38);
      for (const path of SPEC_PATHS) {
        const registered = pages.filter((route) => route.path === path);
        expect(registered, `${path} registrations`).toHaveLength(registrationsOf(path));
      }
      const specPages = pages.filter((route) => route.path !== undefined && isSpecPath(route.path));
      expect(specPages).toHaveLength(SPEC_PATHS.reduce((total, path) => total + registrationsOf(path), 0));
      for (const route of pages) {
        expect(route.path, 'no parameter').not.toMatch(/[:*]/);
        expect(typeof route.lazy, `${route.path} is lazy`).toBe('function');
        expect(route.Component ?? route.element).toBeUndefined();
      }
    },
  );

  test(
    '/cooperativepartner is registered twice, with the same page',
    proves('ROUTE-COOPERATIVEPARTNER-TWICE'),
    async () => {
      const twice = pages.filter((route) => route.path === '/cooperativepartner');
      expect(twice).toHaveLength(2);
      expect(new Set(twice.map((route) => route.id)).size, 'two registrations, two names').toBe(2);
      const loaded = await Promise.all(
        twice.map(async (route) => {
          if (typeof route.lazy !== 'function') throw new Error('not lazy');
          return ((await route.lazy()) as { Component?: unknown }).Component;
        }),
      );
      expect(loaded[0]).toBeTypeOf('function');
      expect(loaded[1], 'the same page component').toBe(loaded[0]);
    },
  );

  test('the news detail route name carries a type segment; its path has none', proves('ROUTE-NEWSDETAIL-NAME'), () => {
    // §2 "/newsdetail … the route name carries a type segment but the path has no parameter".
    const matched = matchRoutes(routes, '/newsdetail')?.at(-1);
    expect(matched?.route.path).toBe('/newsdetail');
    expect(matched?.params).toEqual({});
    expect(matched?.route.id?.split('/')).toContain(':type');
    // No parameter in the path: /newsdetail/<type> is not the news detail route.
    const withType = matchRoutes(routes, '/newsdetail/press')?.at(-1);
    expect(withType?.route.id).not.toBe(matched?.route.id);
    expect(withType?.route.path).toBe('*');
  });
});
