// The static pages' addresses (site/src/shared/static-address.ts, decision 029): the build and the
// takeover read them with one rule, both ways.
import { describe, expect, test } from 'vitest';
import { staticAddress, staticRouteOf } from '../../site/src/shared/static-address';
import { proves } from '../conformance/proves';

describe('static addresses', () => {
  test('a route page is a folder per language', proves('DECISION-STATIC-PAGES'), () => {
    expect(staticAddress('en-US', '/city')).toBe('/en-US/city/');
    expect(staticRouteOf('/zh-CN/city/')).toEqual({ locale: 'zh-CN', route: '/city' });
    expect(staticRouteOf('/zh-CN/city')).toEqual({ locale: 'zh-CN', route: '/city' });
    expect(staticRouteOf('/zh-CN/city/index.html')).toEqual({ locale: 'zh-CN', route: '/city' });
  });

  test('a news article is a folder of its own, below the route’s', proves('DECISION-STATIC-ARTICLES'), () => {
    expect(staticAddress('zh-CN', '/newsdetail?id=partner-programme-launch')).toBe(
      '/zh-CN/newsdetail/partner-programme-launch/',
    );
    expect(staticRouteOf('/en-US/newsdetail/partner-programme-launch/')).toEqual({
      locale: 'en-US',
      route: '/newsdetail?id=partner-programme-launch',
    });
    expect(staticRouteOf('/en-US/newsdetail/partner-programme-launch/index.html')).toEqual({
      locale: 'en-US',
      route: '/newsdetail?id=partner-programme-launch',
    });
  });

  test('no static page: another query, another language, not a page', proves('DECISION-STATIC-PAGES'), () => {
    expect(staticAddress('en-US', '/search?q=face')).toBeUndefined();
    expect(staticAddress('en-US', '/newsdetail?id=a&page=2')).toBeUndefined();
    expect(staticRouteOf('/fr-FR/city/')).toBeUndefined();
    expect(staticRouteOf('/')).toBeUndefined();
    expect(staticRouteOf('/assets/share-x.png')).toBeUndefined();
  });
});
