import type { Locale } from '../../site/src/generated/messages.gen';
import { content as newsDetail } from '../../site/src/generated/pages/news-detail.gen';
import { type RoutePath, routePaths } from '../../site/src/generated/routes.gen';
import { foreignCatalogue } from './catalogue';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { collectErrors, expectHeading, revealAll, titleOf } from './site';

// A crawl of every route in both languages: what a visitor would run into on each page.
const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
const routes = new Set<string>(routePaths);
const articles = new Set(newsDetail['en-US'].articles.map((article) => article.id));

/** Whether a hash route (`/path?query`) leads to a page: a route, and for an article a known id. */
function resolves(hashRoute: string): boolean {
  const [path = '', query = ''] = hashRoute.split('?');
  if (!routes.has(path)) return false;
  const id = new URLSearchParams(query).get('id');
  return path !== '/newsdetail' || id === null || articles.has(id);
}

for (const locale of LOCALES) {
  test.describe(`crawl in ${locale}`, () => {
    let foreign: string[] = [];
    test.beforeAll(async () => {
      foreign = await foreignCatalogue(locale);
    });

    for (const path of routePaths) {
      test(
        `${path}: no console error, no failed request, nothing untranslated, every link resolves`,
        proves(
          'QA-CRAWL-CLEAN',
          'QA-CRAWL-UNTRANSLATED',
          'QA-CRAWL-LINKS',
          'HTTP-NO-OTHER-TRAFFIC',
          'ACCESS-ANONYMOUS',
        ),
        async ({ page, request }) => {
          const errors = collectErrors(page);
          const failed: string[] = [];
          page.on('requestfailed', (failure) => failed.push(`${failure.url()} ${failure.failure()?.errorText}`));
          page.on('response', (response) => {
            if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
          });
          // §7: besides the API, the only traffic is the site's own chunks, styles and drawings.
          const traffic: string[] = [];
          page.on('request', (sent) => traffic.push(`${sent.resourceType()} ${sent.url()}`));
          await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
          await page.goto(`/#${path}`, { waitUntil: 'networkidle' });
          await expectHeading(page, await titleOf(path as RoutePath, locale));
          await revealAll(page);

          const found = await page.evaluate(
            ({ pageLocale, candidates }) => {
              const exempt = (element: Element) => {
                if (element.closest('script, style, noscript')) return true;
                const lang = element.closest('[lang]')?.getAttribute('lang');
                return lang != null && lang !== pageLocale;
              };
              const parts: string[] = [document.title];
              const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (node.parentElement && !exempt(node.parentElement)) parts.push(node.textContent ?? '');
              }
              for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
                if (exempt(element)) continue;
                for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
                  parts.push(element.getAttribute(name) ?? '');
              }
              const text = parts.join('\n');
              const english = /[A-Za-z]/;
              return candidates.filter((candidate) => {
                if (!english.test(candidate)) return text.includes(candidate);
                const escaped = candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
                return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`).test(text);
              });
            },
            { pageLocale: locale, candidates: foreign },
          );
          expect(found, 'text of the other language').toEqual([]);

          const hrefs = await page
            .locator('a[href]')
            .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
          const origin = new URL(page.url()).origin;
          const unresolved: string[] = [];
          for (const href of new Set(hrefs)) {
            const url = new URL(href);
            if (url.origin !== origin) continue;
            if (url.pathname === '/' && url.hash.startsWith('#/')) {
              if (!resolves(url.hash.slice(1))) unresolved.push(href);
            } else {
              const response = await request.get(url.pathname);
              if (!response.ok()) unresolved.push(`${href} ${response.status()}`);
            }
          }
          expect(unresolved, 'internal links that lead nowhere').toEqual([]);
          expect(failed, 'failed requests').toEqual([]);
          const unexpected = traffic.filter((entry) => {
            const [type = '', address = ''] = entry.split(' ');
            const url = new URL(address);
            if (url.origin !== origin) return true;
            if (['document', 'script', 'stylesheet', 'image'].includes(type)) return false;
            // Chromium fetches the page's declared icon with the type "other".
            if (type === 'other' && url.pathname === '/favicon.svg') return false;
            return !url.pathname.startsWith('/api/');
          });
          expect(unexpected, 'traffic other than chunks, styles, drawings and the API').toEqual([]);
          // §1: no accounts or sign-in anywhere.
          await expect(page.locator('input[type="password"]')).toHaveCount(0);
          await expect(page.getByRole('link', { name: /sign in|log in|register|登录|注册/i })).toHaveCount(0);
          await expect(page.getByRole('button', { name: /sign in|log in|register|登录|注册/i })).toHaveCount(0);
          expect(errors, 'console errors').toEqual([]);
        },
      );
    }
  });
}
