// Issue 29's proof, to the end: a third language (zh-TW) added to a scratch copy of the project
// and filled (with the English texts, as add-language.test.ts does), with no other edit, builds;
// every page of §2 is then a static page at /zh-TW/<path>/ with its language, canonical address,
// hreflang alternates and og:locale, the sitemap lists them, and in a browser the app takes such
// a page over in zh-TW, its language menu offers all three languages, and the keyword search
// searches the language's own index.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CHROMIUM_ARGS, freePort, testBrowserPath } from '../../scripts/browser-env.ts';
import { proves } from '../conformance/proves.ts';
import { headingOf, LANGUAGE_NAMES, LOCALES, SPEC_PATHS, SWITCH_TO } from '../oracle/routes.ts';
import { addFilledLanguage } from './new-language.ts';
import { ROOT } from './project-fs.ts';
import { copyBuildable, removeCopies } from './scratch.ts';

const TAG = 'zh-TW';
// Not a fact of the specification: the wording the copy's manifest gets for its third language.
const NAME = '繁體中文';
const SWITCH = '切換到繁體中文';

/** Runs a step of the build in the copy; its output is shown if it fails. */
function step(dir: string, command: string, args: readonly string[]): void {
  const result = spawnSync(join(ROOT, 'node_modules/.bin', command), args, { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

describe(`a site of three languages (${TAG} added to the manifest), built`, () => {
  let dir = '';
  const page = (path: string) => readFileSync(join(dir, 'dist', TAG, path.slice(1), 'index.html'), 'utf8');

  beforeAll(() => {
    // adding a language leaves the boot script's hash (decision 042) as it is: the build's check passes
    dir = copyBuildable('add-language-build-');
    // The language's own words for its name and its switch (app.yaml's locales).
    expect(addFilledLanguage(dir, TAG, { name: NAME, switchTo: SWITCH })).toBeGreaterThan(1000);
    step(dir, 'vite', ['build', '--config', 'site/vite.config.ts', '--logLevel', 'warn']);
    step(dir, 'tsx', ['scripts/prerender.ts']);
  }, 300_000);
  afterAll(removeCopies);

  test(
    'every page of §2 is a static page in zh-TW: its lang, canonical, hreflang of every language and og:locale',
    proves('GEN-ADD-LANGUAGE'),
    () => {
      expect(SPEC_PATHS.length).toBe(38);
      for (const path of SPEC_PATHS) {
        const where = `/${TAG}${path}/`;
        expect(existsSync(join(dir, 'dist', TAG, path.slice(1), 'index.html')), where).toBe(true);
        const html = page(path);
        expect(html, where).toContain(`<html lang="${TAG}">`);
        expect(html, where).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${where}" />`));
        const alternates = Array.from(
          html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="https:\/\/[^/"]+([^"]+)" \/>/g),
          (match) => [match[1], match[2]],
        );
        for (const language of [...LOCALES, TAG])
          expect(alternates, where).toContainEqual([language, `/${language}${path}/`]);
        expect(html, where).toContain('<meta property="og:locale" content="zh_TW" />');
        for (const other of ['en_US', 'zh_CN'])
          expect(html, where).toContain(`<meta property="og:locale:alternate" content="${other}" />`);
      }
      const sitemap = readFileSync(join(dir, 'dist/sitemap.xml'), 'utf8');
      for (const path of SPEC_PATHS) expect(sitemap).toMatch(new RegExp(`<loc>https://[^<]+/${TAG}${path}/</loc>`));
    },
  );

  describe('in a browser', () => {
    let server: ChildProcess | undefined;
    let browser: Browser | undefined;
    let origin = '';
    beforeAll(async () => {
      // The copy's build, served by `vite preview` in the copy (security headers and the static
      // host's answers included), as `make start` serves the project's.
      const port = await freePort();
      server = spawn(
        join(ROOT, 'node_modules/.bin/vite'),
        ['preview', '--config', 'site/vite.config.ts', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        { cwd: dir, stdio: 'ignore' },
      );
      origin = `http://127.0.0.1:${port}`;
      await vi.waitFor(
        async () => {
          const response = await fetch(`${origin}/${TAG}/glory/`);
          if (response.status !== 200) throw new Error(`vite preview answers ${response.status}`);
        },
        { timeout: 30_000, interval: 100 },
      );
      browser = await chromium.launch({ executablePath: testBrowserPath(), args: [...CHROMIUM_ARGS] });
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      server?.kill();
    });

    test('the app takes a zh-TW page over in zh-TW, and its language menu offers the three languages in their own words', {
      ...proves('GEN-ADD-LANGUAGE', 'SITE-LANGUAGE-MENU'),
      timeout: 60_000,
    }, async () => {
      if (!browser) throw new Error('no browser');
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(String(error)));
      // A hydration that did not find the prerendered markup is a console error.
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await tab.goto(`${origin}/${TAG}/glory/`);
      // The app has taken the page over: the address is its hash route, the language the page's.
      await tab.waitForURL(`${origin}/#/glory`);
      const heading = tab.getByRole('heading', { level: 1 });
      // zh-TW's texts were copied from the English ones.
      await heading.filter({ hasText: headingOf('/glory', 'en-US') }).waitFor();
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe(TAG);
      expect(await tab.evaluate(() => window.localStorage.getItem('locale'))).toBe(TAG);
      const menu = tab.getByRole('button', { name: `Language: ${NAME}` });
      await menu.click();
      for (const language of LOCALES) {
        const entry = tab.getByRole('button', { name: SWITCH_TO[language], exact: true });
        expect(await entry.textContent()).toBe(LANGUAGE_NAMES[language]);
        expect(await entry.getAttribute('lang')).toBe(language);
      }
      await tab.getByRole('button', { name: SWITCH_TO['zh-CN'], exact: true }).click();
      await heading.filter({ hasText: headingOf('/glory', 'zh-CN') }).waitFor();
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      // And back, by the third language's own words.
      await tab.getByRole('button', { name: /^语言: / }).click();
      await tab.getByRole('button', { name: SWITCH, exact: true }).click();
      await heading.filter({ hasText: headingOf('/glory', 'en-US') }).waitFor();
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe(TAG);
      // The keyword search searches the language's own index.
      const indexes: string[] = [];
      tab.on('request', (request) => {
        if (/\/assets\/search-[\w-]+\.gen-[\w-]+\.js$/.test(request.url()))
          indexes.push(new URL(request.url()).pathname);
      });
      await tab.getByRole('searchbox', { name: 'Search the site' }).focus();
      await tab.getByRole('combobox', { name: 'Search the site' }).pressSequentially('dispenser');
      await tab
        .getByRole('option', { name: new RegExp(`^${headingOf('/carddispenser', 'en-US')}`) })
        .first()
        .waitFor();
      expect(indexes).toEqual([expect.stringMatching(new RegExp(`/search-${TAG}\\.gen-`))]);
      expect(errors).toEqual([]);
    });
  });
});
