// The browser suite's reading of the static site (tests/browser/static-site.ts) finds what it
// looks for: a sitemap that lacks a page of the oracle, repeats one or leaves a language out; a
// page that shows a draft; the pages of a build's dist/. Otherwise the checks that use it could
// pass by finding nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { builtPages, requiredPages, showsDraft, sitemapProblems, titledAsDraft } from '../browser/static-site.ts';
import { LOCALES } from '../oracle/routes.ts';

const ALL = LOCALES.flatMap(requiredPages);

describe('the sitemap check', () => {
  test('the oracle’s pages: §2’s 38 and §1’s 4 articles, in each language', () => {
    expect(ALL).toHaveLength(84);
    expect(ALL).toContain('/zh-CN/city/');
    expect(ALL).toContain('/en-US/newsdetail/partner-programme-launch/');
    expect(sitemapProblems(ALL)).toEqual([]);
  });

  test('welcomes a page added since, listed in every language', () => {
    expect(sitemapProblems([...ALL, '/en-US/smart-port/', '/zh-CN/smart-port/'])).toEqual([]);
  });

  test('names a page of the oracle not listed, one listed twice, one outside the languages, one language left out', () => {
    const withoutCity = ALL.filter((address) => address !== '/en-US/city/');
    expect(sitemapProblems(withoutCity)).toEqual([
      '/en-US/city/ is not listed',
      '/zh-CN/city/ is listed, not /en-US/city/',
    ]);
    expect(sitemapProblems([...ALL, '/en-US/glory/'])).toEqual(['/en-US/glory/ is listed more than once']);
    expect(sitemapProblems([...ALL, '/fr-FR/glory/'])).toEqual([
      '/fr-FR/glory/ is no static page of a language of the build (/<locale>/<path>/)',
    ]);
    expect(sitemapProblems([...ALL, '/en-US/smart-port/'])).toEqual([
      '/en-US/smart-port/ is listed, not /zh-CN/smart-port/',
    ]);
    expect(sitemapProblems([])).toHaveLength(ALL.length);
  });
});

describe('a page that shows a draft', () => {
  const page = (head: string, main: string) =>
    `<html lang="en-US"><head>${head}</head><body><div id="root"><header><a href="/en-US/port/">DRAFT: Smart Port</a></header><main id="main" tabindex="-1">${main}</main></div></body></html>`;
  const head = (title: string, description: string) =>
    `<title>${title}</title>\n<meta name="description" content="${description}" />`;

  test('is titled by a draft: its title or its description (what make page writes first)', () => {
    expect(titledAsDraft(page(head('DRAFT: Smart Port | Tianmu', 'x'), '<h1>x</h1>'))).toBe(true);
    expect(titledAsDraft(page(head('x', 'DRAFT: one sentence'), '<h1>x</h1>'))).toBe(true);
    expect(titledAsDraft(page(head('草稿：Smart Port（待翻译） | 天目智能', 'x'), '<h1>x</h1>'))).toBe(true);
    expect(titledAsDraft(page(head('Smart City | Tianmu', 'x'), '<p>DRAFT: a paragraph</p>'))).toBe(false);
  });

  test('shows one in its title, its description, a text, a link or an attribute of its main content', () => {
    expect(showsDraft(page(head('DRAFT: Smart Port | Tianmu', 'x'), '<h1>x</h1>'))).toBe(true);
    expect(showsDraft(page(head('x', 'DRAFT: one sentence'), '<h1>x</h1>'))).toBe(true);
    expect(showsDraft(page(head('x', 'x'), '<p>\n  草稿：用一两段文字介绍本页内容。</p>'))).toBe(true);
    expect(showsDraft(page(head('x', 'x'), '<img alt="DRAFT: what the drawing shows" src="/a.svg">'))).toBe(true);
    // The home page lists the Solutions menu in its content: a draft page's link too.
    expect(showsDraft(page(head('x', 'x'), '<ul><li><a href="/en-US/port/">DRAFT: Smart Port</a></li></ul>'))).toBe(
      true,
    );
    expect(showsDraft(page(head('x', 'x'), '<p>&quot;DRAFT: quoted&quot;</p>'))).toBe(false);
  });

  test('not by its header: a menu shows a draft page’s link on every page', () => {
    const city = page(head('Smart City | Tianmu', 'Cities'), '<h1>Smart City</h1><p>Our DRAFT: process</p>');
    expect(showsDraft(city)).toBe(false);
    expect(titledAsDraft(city)).toBe(false);
  });
});

describe('the pages a build wrote', () => {
  const dist = mkdtempSync(join(tmpdir(), 'static-site-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test('every index.html below a language’s folder, as its address; nothing else', () => {
    for (const file of [
      'index.html',
      'en-US/city/index.html',
      'zh-CN/draft/solution/index.html',
      'zh-CN/newsdetail/partner-programme-launch/index.html',
      'assets/index-abc.js',
      'fr-FR/city/index.html',
    ]) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), '');
    }
    expect(builtPages(dist)).toEqual([
      '/en-US/city/',
      '/zh-CN/draft/solution/',
      '/zh-CN/newsdetail/partner-programme-launch/',
    ]);
    expect(builtPages(join(dist, 'none'))).toEqual([]);
  });
});
