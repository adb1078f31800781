// What a browser test reads, as tests/reads.ts maps it (Chromium and Firefox record with it,
// tests/browser/reads.ts; WebKit checks at its check points, tests/webkit/driver.ts) and as a
// declaration covers it (tests/scope.ts, decision 049). A wrong mapping either fails a test that declared what
// it reads or, worse, lets a test read what it does not declare, so that `make test CHANGED=…`
// leaves it out of a change that can break it.
import { describe, expect, test } from 'vitest';
import { answeredBy, openedAt, readBy, shownBy, undeclared, undeclaredMessage } from '../reads.ts';
import {
  covers,
  everyPage,
  file,
  NOT_FOUND,
  NOTHING,
  onSite,
  overlaps,
  page,
  readsAny,
  searchIndex,
} from '../scope.ts';

const SITE = 'http://localhost:8080';

describe('what the recorder says a test read', () => {
  test('a document shows the hash route in the language the app set, or its static page', () => {
    expect(shownBy('/', '#/city?id=1', 'zh-CN')).toBe('page:/city@zh-CN');
    expect(shownBy('/', '#/', 'en-US')).toBe('page:/home@en-US');
    expect(shownBy('/zh-CN/glory/', '', 'zh-CN')).toBe('page:/glory@zh-CN');
    expect(shownBy('/en-US/', '', 'en-US')).toBe('page:/home@en-US');
    expect(shownBy('/', '', 'en-US')).toBe('page:/home@en-US');
    expect(shownBy('/robots.txt', '', '')).toBeUndefined();
  });

  test('a navigation or a request of the test reads a static page, a file, a search index', () => {
    expect(readBy(`${SITE}/zh-CN/city/`, true)).toBe('page:/city@zh-CN');
    expect(readBy(`${SITE}/en-US/newsdetail/some-article/`, true)).toBe('page:/newsdetail@en-US');
    expect(readBy(`${SITE}/sitemap.xml`, true)).toBe('file:/sitemap.xml');
    expect(readBy(`${SITE}/downloads/guide.txt`, true)).toBe('file:/downloads/guide.txt');
    expect(readBy(`${SITE}/assets/search-zh-CN.gen-AbCd1234.js`, false)).toBe('search@zh-CN');
  });

  test('what pages load on their own is theirs: `/`, the API, the app’s chunks, even when the test asks for one', () => {
    expect(readBy(`${SITE}/`, true)).toBeUndefined();
    expect(readBy(`${SITE}/api/PostInfo/query?page=1`, true)).toBeUndefined();
    expect(readBy(`${SITE}/assets/index-AbCd1234.js`, true)).toBeUndefined();
    expect(readBy(`${SITE}/assets/share-AbCd1234.png`, true)).toBeUndefined();
    expect(readBy(`${SITE}/favicon.svg`, false)).toBeUndefined();
  });

  test('an answer 404 is the not-found page; `/` is the home page in the language its HTML names', () => {
    expect(answeredBy('/no-such-page/', 404)).toBe('file:/404.html');
    expect(answeredBy('/api/PostInfo/query', 404)).toBe('file:/404.html');
    expect(answeredBy('/', 200, '<!doctype html><html lang="en-US"><head>')).toBe('page:/home@en-US');
    expect(answeredBy('/index.html', 200, '<html lang="zh-CN">')).toBe('page:/home@zh-CN');
    expect(answeredBy('/', 200)).toBeUndefined();
    expect(answeredBy('/en-US/city/', 200, '<html lang="en-US">')).toBeUndefined();
    expect(answeredBy('/sitemap.xml', 200)).toBeUndefined();
  });
});

describe('what a declaration covers', () => {
  test('a page in a language, every route, every language', () => {
    expect(covers(page('/city', 'en-US'), 'page:/city@en-US')).toBe(true);
    expect(covers(page('/city', 'en-US'), 'page:/city@zh-CN')).toBe(false);
    expect(covers(page('/city', 'en-US'), 'page:/glory@en-US')).toBe(false);
    expect(covers(page('/city'), 'page:/city@zh-CN')).toBe(true);
    expect(covers(everyPage('zh-CN'), 'page:/glory@zh-CN')).toBe(true);
    expect(covers(everyPage('zh-CN'), 'page:/glory@en-US')).toBe(false);
    expect(covers(everyPage(), 'search@en-US')).toBe(false);
    expect(covers(searchIndex(), 'search@zh-CN')).toBe(true);
  });

  test('a folder of files covers the files below it, and only those', () => {
    expect(covers(file('/downloads/*'), 'file:/downloads/guide.txt')).toBe(true);
    expect(covers(file('/downloads/*'), 'file:/downloads/sdk/guide.txt')).toBe(true);
    expect(covers(file('/downloads/*'), 'file:/downloads-old/guide.txt')).toBe(false);
    expect(covers(file('/downloads/*'), 'file:/sitemap.xml')).toBe(false);
    expect(covers(file('/downloads/guide.txt'), 'file:/downloads/*')).toBe(false);
    expect(covers(file('*'), 'file:/sitemap.xml')).toBe(true);
  });

  test('a folder of files overlaps a change to a file below it, or to a folder around it', () => {
    expect(overlaps(file('/downloads/*'), 'file:/downloads/guide.txt')).toBe(true);
    expect(overlaps('file:/downloads/guide.txt', file('/downloads/*'))).toBe(true);
    expect(overlaps(file('/downloads/*'), file('/downloads/sdk/*'))).toBe(true);
    expect(overlaps(file('/downloads/*'), 'file:/robots.txt')).toBe(false);
    expect(overlaps(file('/downloads/*'), page('/algorithm'))).toBe(false);
  });

  test('NOTHING is touched by no change to the site', () => {
    for (const change of [page('*'), page('/city', 'en-US'), 'file:/sitemap.xml', 'file:/404.html', searchIndex()])
      expect(readsAny([NOTHING], [change]), change).toBe(false);
  });

  test('a path no route has is the not-found page', () => {
    const routes = new Set(['/home', '/city']);
    expect(onSite(page('/no-such-page', 'en-US'), routes)).toBe(page(NOT_FOUND, 'en-US'));
    expect(onSite(page('/city/more', 'en-US'), routes)).toBe(page(NOT_FOUND, 'en-US'));
    expect(onSite(page('/city', 'en-US'), routes)).toBe('page:/city@en-US');
    expect(onSite(file('/404.html'), routes)).toBe('file:/404.html');
  });
});

describe('openedAt: what a test reads by the address it opens', () => {
  test('a hash route or `/` in the language the test stores', () => {
    expect(openedAt(`${SITE}/#/city`, 'zh-CN')).toBe(page('/city', 'zh-CN'));
    expect(openedAt(`${SITE}/?scenario=never#/job`, 'en-US')).toBe(page('/job', 'en-US'));
    expect(openedAt(`${SITE}/`, 'en-US')).toBe(page('/home', 'en-US'));
  });

  test('with nothing stored, a hash route is left to the page shown; a static page or file is its address', () => {
    expect(openedAt(`${SITE}/#/city`, undefined)).toBeUndefined();
    expect(openedAt(`${SITE}/zh-CN/city/`, 'en-US')).toBe(page('/city', 'zh-CN'));
    expect(openedAt(`${SITE}/robots.txt`, undefined)).toBe(file('/robots.txt'));
  });
});

describe('undeclared: what a test read beyond its declaration', () => {
  const reads = [page('/home', 'en-US'), page('/city', 'en-US'), searchIndex('en-US')];

  test('each read its declaration does not cover, once, in order', () => {
    expect(undeclared([page('/home', 'en-US')], [...reads, page('/city', 'en-US')])).toEqual([
      page('/city', 'en-US'),
      searchIndex('en-US'),
    ]);
    expect(undeclared([everyPage('en-US'), searchIndex()], reads)).toEqual([]);
    expect(undeclared([everyPage('zh-CN')], reads)).toEqual([...reads].sort());
  });

  test('a test that declares nothing reads everything: nothing is undeclared', () => {
    expect(undeclared([], reads)).toEqual([]);
  });

  test('the message says where, what was read, what is declared and how to declare it', () => {
    expect(
      undeclaredMessage([page('/city', 'en-US')], [page('/home', 'en-US')], 'tests/webkit/shell.test.ts:12:3'),
    ).toBe(
      'tests/webkit/shell.test.ts:12:3: this test read page:/city@en-US, which its proves(…).on(…) does not declare ' +
        '(page:/home@en-US): make test CHANGED=… would leave it out of a change to that. Add it to .on(…) (tests/scope.ts).',
    );
  });
});
