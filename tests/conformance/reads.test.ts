// What a browser test read, from what its browser shows and opens (tests/reads.ts): the mapping
// Chromium and Firefox record with (tests/browser/reads.ts) and WebKit checks at its check points
// (tests/webkit/driver.ts), and the failure of a test that read what it does not declare.
import { describe, expect, test } from 'vitest';
import { openedAt, readBy, shownBy, undeclared, undeclaredMessage } from '../reads';
import { everyPage, file, page, searchIndex } from '../scope';

const SITE = 'http://127.0.0.1:4173';

describe('shownBy: the page a document shows', () => {
  test('a hash route in the language the app set, wherever the document is', () => {
    expect(shownBy('/', '#/city', 'zh-CN')).toBe(page('/city', 'zh-CN'));
    expect(shownBy('/en-US/city/', '#/city', 'en-US')).toBe(page('/city', 'en-US'));
    expect(shownBy('/', '#/newsdetail?id=2', 'en-US')).toBe(page('/newsdetail', 'en-US'));
    expect(shownBy('/', '#/no-such-page', 'en-US')).toBe(page('/no-such-page', 'en-US'));
    expect(shownBy('/', '#/', 'en-US')).toBe(page('/home', 'en-US'));
  });

  test('a static page by its address; `/` the home page; anything else no page', () => {
    expect(shownBy('/zh-CN/city/', '', 'zh-CN')).toBe(page('/city', 'zh-CN'));
    expect(shownBy('/en-US/', '', 'en-US')).toBe(page('/home', 'en-US'));
    expect(shownBy('/', '', 'en-US')).toBe(page('/home', 'en-US'));
    expect(shownBy('/robots.txt', '', '')).toBeUndefined();
  });
});

describe('readBy: what a request reads', () => {
  test('the search index chunk of a language, whoever asks', () => {
    expect(readBy(`${SITE}/assets/search-zh-CN.gen-DtUqOFCK.js`, false)).toBe(searchIndex('zh-CN'));
    expect(readBy(`${SITE}/assets/search-combobox-C67Humba.js`, false)).toBeUndefined();
  });

  test('a navigation to a static page or a file; never `/`, the API or what pages load on their own', () => {
    expect(readBy(`${SITE}/en-US/algorithm/?trial=online`, true)).toBe(page('/algorithm', 'en-US'));
    expect(readBy(`${SITE}/sitemap.xml`, true)).toBe(file('/sitemap.xml'));
    expect(readBy(`${SITE}/?scenario=slow#/job`, true)).toBeUndefined();
    expect(readBy(`${SITE}/api/query`, true)).toBeUndefined();
    expect(readBy(`${SITE}/favicon.svg`, false)).toBeUndefined();
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
