import { describe, expect, test } from 'vitest';
import { localeConfig } from '../../site/src/generated/config.gen';
import { pageRoutes, type RouteHandle, routePaths, shell } from '../../site/src/generated/routes.gen';
import { proves } from '../conformance/proves';

const handles = pageRoutes.map((route) => route.handle as RouteHandle);

describe('the generated route table', () => {
  test('the shell is "/" and redirects to /home', proves('ROUTE-SHELL-REDIRECT', 'CONST-DEFAULT-ROUTE'), () => {
    expect(shell).toEqual({ path: '/', redirect: '/home' });
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
    const detail = handles.find((handle) => handle.path === '/newsdetail');
    expect(detail?.name).toBe('newsdetail/:type');
    expect(pageRoutes.find((route) => route.id === detail?.name)?.path).toBe('/newsdetail');
  });

  test(
    'the language is stored under "locale"; English is the default',
    proves('CONST-STORAGE-KEY', 'CONST-DEFAULT-LANGUAGE'),
    () => {
      expect(localeConfig.storageKey).toBe('locale');
      expect(localeConfig.default).toBe('en-US');
      expect(localeConfig.available).toEqual(['en-US', 'zh-CN']);
    },
  );
});
