import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { routes } from '../../site/src/app/router';
import { pageRoutes, type RouteHandle, routePaths } from '../../site/src/generated/routes.gen';
import { proves } from '../conformance/proves';
import { LANDING_ROUTE } from '../oracle/constants';

const handles = pageRoutes.map((route) => route.handle as RouteHandle);

describe('the generated route table', () => {
  test('the shell at "/" redirects to /home', proves('ROUTE-SHELL-REDIRECT', 'CONST-DEFAULT-ROUTE'), async () => {
    // The site's own route tree, in a memory router: where does "/" end up?
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.initialize();
    await expect.poll(() => router.state.location.pathname).toBe(LANDING_ROUTE);
    expect(router.state.matches[0]?.route.path, 'the shell is the root').toBe('/');
    router.dispose();
  });

  test(
    '38 distinct child paths, none with a parameter, each loaded lazily',
    proves('ROUTE-NO-PARAMS', 'ROUTE-LAZY'),
    () => {
      expect(routePaths).toHaveLength(38);
      for (const path of routePaths) expect(path).toMatch(/^\/[a-z]+$/);
      for (const route of pageRoutes) {
        expect(typeof route.lazy, `${route.path} is lazy`).toBe('function');
        expect(route.Component ?? route.element).toBeUndefined();
      }
    },
  );

  test('/cooperativepartner is registered twice, with the same page', proves('ROUTE-COOPERATIVEPARTNER-TWICE'), () => {
    const twice = handles.filter((handle) => handle.path === '/cooperativepartner');
    expect(twice).toHaveLength(2);
    expect(new Set(twice.map((handle) => handle.page))).toEqual(new Set(['partner-programme']));
    expect(new Set(twice.map((handle) => handle.name)).size).toBe(2);
  });

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
