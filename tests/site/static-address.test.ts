// The static pages' addresses (site/src/shared/static-address.ts, decision 029): the build and the
// takeover read them with one rule, both ways.
import { describe, expect, test } from 'vitest';
import { staticAddress, staticRouteOf } from '../../site/src/shared/static-address';
import { proves } from '../conformance/proves';
import { SPEC_PATHS } from '../oracle/routes';

/** The route table of a site with §2's paths and pages added since (`make page`, decision 025). */
const ROUTES: readonly string[] = [...SPEC_PATHS, '/smart-port', '/port2', '/draft/solution'];
/** §4's two languages. */
const LOCALES = ['en-US', 'zh-CN'] as const;

describe('static addresses', () => {
  test('a route page is a folder per language', proves('DECISION-STATIC-PAGES'), () => {
    expect(staticAddress('en-US', '/city')).toBe('/en-US/city/');
    expect(staticRouteOf('/zh-CN/city/', ROUTES, LOCALES)).toEqual({ locale: 'zh-CN', route: '/city' });
    expect(staticRouteOf('/zh-CN/city', ROUTES, LOCALES)).toEqual({ locale: 'zh-CN', route: '/city' });
    expect(staticRouteOf('/zh-CN/city/index.html', ROUTES, LOCALES)).toEqual({ locale: 'zh-CN', route: '/city' });
  });

  test('a news article is a folder of its own, below the route’s', proves('DECISION-STATIC-ARTICLES'), () => {
    expect(staticAddress('zh-CN', '/newsdetail?id=partner-programme-launch')).toBe(
      '/zh-CN/newsdetail/partner-programme-launch/',
    );
    expect(staticRouteOf('/en-US/newsdetail/partner-programme-launch/', ROUTES, LOCALES)).toEqual({
      locale: 'en-US',
      route: '/newsdetail?id=partner-programme-launch',
    });
    expect(staticRouteOf('/en-US/newsdetail/partner-programme-launch/index.html', ROUTES, LOCALES)).toEqual({
      locale: 'en-US',
      route: '/newsdetail?id=partner-programme-launch',
    });
  });

  test('no static page: another query, another language, not a page', proves('DECISION-STATIC-PAGES'), () => {
    expect(staticAddress('en-US', '/search?q=face')).toBeUndefined();
    expect(staticAddress('en-US', '/newsdetail?id=a&page=2')).toBeUndefined();
    expect(staticRouteOf('/fr-FR/city/', ROUTES, LOCALES)).toBeUndefined();
    expect(staticRouteOf('/', ROUTES, LOCALES)).toBeUndefined();
    expect(staticRouteOf('/assets/share-x.png', ROUTES, LOCALES)).toBeUndefined();
    // An address of the form of a page whose route the site does not have.
    expect(staticRouteOf('/en-US/cty/', ROUTES, LOCALES)).toBeUndefined();
  });

  test(
    'a page added since (make page) has its folder at any route path the generator allows: "-", digits, several segments',
    proves('DECISION-STATIC-PAGES', 'GEN-ADD-PAGE'),
    () => {
      for (const route of ['/smart-port', '/port2', '/draft/solution']) {
        const address = staticAddress('zh-CN', route);
        expect(address, route).toBe(`/zh-CN${route}/`);
        expect(staticRouteOf(address ?? '', ROUTES, LOCALES), route).toEqual({ locale: 'zh-CN', route });
      }
      // Below a route, a folder that is no route of its own is an article of that route.
      expect(staticRouteOf('/en-US/draft/solution/', ['/draft'], LOCALES)).toEqual({
        locale: 'en-US',
        route: '/draft?id=solution',
      });
      expect(staticAddress('en-US', '/draft?id=solution')).toBe('/en-US/draft/solution/');
    },
  );
});
