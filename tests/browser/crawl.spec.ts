import type { ClauseId } from '../generated/clauses.gen';
import { linksLeadingNowhere } from '../oracle/content';
import { DOOR_MODE_LISTS, FIGURE_RULES, KEY_FIGURE_CLAIMS } from '../oracle/figures';
import { API_ON_LOAD, callOf } from '../oracle/http';
import { documentTitleOf, headingOf, LOCALES, SPEC_PATH_COUNT, SPEC_PATHS } from '../oracle/routes';
import { file, NOTHING, page as pageOf } from '../scope';
import { axeViolations, WCAG_21_AA } from './axe';
import { foreignCatalogue, untranslatedIn } from './catalogue';
import { expect, type Request, test } from './fixtures';
import { proves } from './proves';
import {
  collectErrors,
  expectHeading,
  foreignText,
  recordTraffic,
  revealAll,
  storeLocale,
  unexpectedTraffic,
} from './site';

// A crawl of §2's 38 paths in both languages: what a visitor would run into on each page, and
// axe with the WCAG 2.0 and 2.1, A and AA rules on the same page once it has loaded everything
// (one visit per page and language serves both: the suite visits every page often enough). The
// paths, headings and article ids are the oracle's (tests/oracle/), not the site's; a link to an
// article published since leads somewhere when its static page answers (linksLeadingNowhere). The traffic
// each page sends as it loads and as the visitor scrolls is checked strictly (HTTP-NO-OTHER-TRAFFIC:
// site.ts unexpectedTraffic; the API only where decision 009 says a page reads it). The untranslated-text detector reads the message catalogues
// (catalogue.ts) as its input: the strings to look for, not an expected value.
if (SPEC_PATHS.length !== SPEC_PATH_COUNT) throw new Error(`the oracle lists ${SPEC_PATHS.length} paths, not 38`);
for (const locale of LOCALES) {
  test.describe(`crawl in ${locale}`, () => {
    let foreign: string[] = [];
    test.beforeAll(async () => {
      foreign = await foreignCatalogue(locale);
    });

    for (const path of SPEC_PATHS) {
      const routeClause = `ROUTE-PATH-${path.slice(1).toUpperCase()}` as ClauseId;
      test(
        `${path}: shows its page, no console error, no failed request, nothing untranslated, every link resolves, no serious or critical axe violation`,
        proves(
          routeClause,
          'ACCESS-PUBLIC',
          'SITE-BILINGUAL',
          'QA-CRAWL-CLEAN',
          'QA-CRAWL-UNTRANSLATED',
          'QA-CRAWL-LINKS',
          'ACCESS-ANONYMOUS',
          'QA-AXE-AA',
          'HTTP-NO-OTHER-TRAFFIC',
          'DECISION-ENDPOINT-USE',
          'CONTENT-EVENT-CLIPS',
          'CONTENT-CAMPUS-CAMERAS',
          'CONTENT-ATTENDANCE-7DAY',
          'CONTENT-PRINTER',
          'CONTENT-RECEIPT-PAPER',
          'CONTENT-POSITIONING',
          'CONTENT-FINGERPRINT-LIFE',
          'CONTENT-CABINET-DOORS',
          'CONTENT-ALGORITHM-MODELS',
          'CONTENT-CUSTOMERS-30',
          'CONTENT-FINANCE-ENTERPRISES',
          'CONTENT-PATENTS',
        ).on(
          pageOf(path, locale),
          // The link check opens the files a page links to: the algorithm page's downloads (§1).
          ...(path === '/algorithm' ? [file('/downloads/*')] : []),
        ),
        async ({ page, request }) => {
          const errors = collectErrors(page);
          const traffic = recordTraffic(page);
          const { requests } = traffic;
          const failed: string[] = [];
          // Not what `/` had asked for when it sent the visitor on to the static page (decision
          // 048), nor a request the browser gave up and then made again (Firefox restarts the
          // icon's when the takeover moves the address): it reports those as aborted, and they
          // are no failure of the site.
          const aborted: Request[] = [];
          const fetched = new Set<string>();
          page.on('requestfailed', (failure) => aborted.push(failure));
          page.on('response', (response) => {
            if (response.ok()) fetched.add(response.url());
            if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
          });
          await storeLocale(page, locale);
          await page.goto(`/#${path}`);
          // §2: the path shows its page (the oracle's heading and title), in this language only.
          await expectHeading(page, headingOf(path, locale));
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page, 'the address stays on the path').toHaveURL(new RegExp(`/#${path}$`));
          await expect(page).toHaveTitle(documentTitleOf(path, locale));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect(await foreignText(page, locale), 'text of the other language as the page opens').toEqual([]);
          await revealAll(page);
          await traffic.settled();

          // §7: nothing but the site's own chunks and files, and the API only where a page reads it.
          const origin = new URL(page.url()).origin;
          expect(unexpectedTraffic(requests, origin), 'traffic other than the site’s chunks and files').toEqual([]);
          const api = [
            ...new Set(
              requests
                .filter((sent) => new URL(sent.url()).pathname.startsWith('/api/'))
                .map((sent) => `${sent.method()} ${new URL(sent.url()).pathname}`),
            ),
          ];
          expect(api, 'the API calls of the page as it loads').toEqual((API_ON_LOAD[path] ?? []).map(callOf));
          expect(
            requests.filter((sent) => sent.resourceType() === 'script').length,
            'script chunks (they load on demand)',
          ).toBeGreaterThan(0);

          // §1 and §9 figures: wherever a page states one, it is the specification's.
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (what a visitor reads: no hidden page, a line per block)
          const text = await page.locator('body').innerText();
          const rules = Object.values(FIGURE_RULES);
          expect(rules).toHaveLength(7);
          for (const rule of rules) {
            const stated = rule.patterns[locale].flatMap((pattern) =>
              [...text.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/\s+/g, ' ')),
            );
            expect(
              stated.filter((figure) => figure !== rule.expected[locale]),
              rule.what,
            ).toEqual([]);
            if ((rule.statedOn as readonly string[]).includes(path))
              expect(stated.length, rule.what).toBeGreaterThan(0);
          }
          const modeLists = text
            .split('\n')
            .filter((line) => DOOR_MODE_LISTS.listsModes[locale].every((mode) => mode.test(line)));
          expect(
            modeLists.filter((line) => !DOOR_MODE_LISTS.mustName[locale].test(line)),
            'lists of door-opening modes without barcode',
          ).toEqual([]);
          if ((DOOR_MODE_LISTS.statedOn as readonly string[]).includes(path))
            expect(modeLists.length).toBeGreaterThan(0);

          // §9's headline claims: every term of a figure list that states one has its value.
          const pairs = await page.locator('dt').evaluateAll((terms) =>
            terms.map((term) => {
              let value = term.nextElementSibling;
              while (value && value.tagName !== 'DD') value = value.nextElementSibling;
              return {
                term: (term.textContent ?? '').replace(/\s+/g, ' ').trim(),
                value: value?.textContent?.replace(/\s+/g, ' ').trim(),
              };
            }),
          );
          const claims = Object.values(KEY_FIGURE_CLAIMS);
          expect(claims).toHaveLength(5);
          for (const claim of claims) {
            const stating = pairs.filter((pair) => claim.term[locale].test(pair.term));
            expect(
              stating.filter((pair) => pair.value !== claim.value),
              claim.what,
            ).toEqual([]);
            if ((claim.statedOn as readonly string[]).includes(path))
              expect(stating.length, claim.what).toBeGreaterThan(0);
          }

          const found = await page.evaluate(untranslatedIn, { pageLocale: locale, candidates: foreign });
          expect(found, 'text of the other language').toEqual([]);

          const hrefs = await page
            .locator('a[href]')
            .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
          const unresolved = await linksLeadingNowhere(hrefs, origin, locale, async (path) =>
            (await request.get(path)).status(),
          );
          expect(unresolved, 'internal links that lead nowhere').toEqual([]);
          failed.push(
            ...aborted
              .filter((failure) => !traffic.left(failure))
              .filter((failure) => !(/ABORTED/.test(failure.failure()?.errorText ?? '') && fetched.has(failure.url())))
              .map((failure) => `${failure.url()} ${failure.failure()?.errorText}`),
          );
          expect(failed, 'failed requests').toEqual([]);
          // §1: no accounts or sign-in anywhere.
          await expect(page.locator('input[type="password"]')).toHaveCount(0);
          await expect(page.getByRole('link', { name: /sign in|log in|register|登录|注册/i })).toHaveCount(0);
          await expect(page.getByRole('button', { name: /sign in|log in|register|登录|注册/i })).toHaveCount(0);
          expect(errors, 'console errors').toEqual([]);

          // A serious or critical violation fails; the others are listed as annotations.
          const violations = await axeViolations(page, WCAG_21_AA);
          for (const violation of violations) {
            test.info().annotations.push({
              type: `axe ${violation.impact ?? 'unknown'}`,
              description: `${violation.rule}: ${violation.nodes} node(s)`,
            });
          }
          expect(
            violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
            'serious or critical axe violations',
          ).toEqual([]);
        },
      );
    }
  });
}

// A test of the check itself, on a document written here: no page of the site, so that no change
// of a page runs it (the crawl runs the check on every page).
test(
  'the axe check finds what it looks for: an image without a name and a button without a name planted in a page',
  proves('QA-AXE-AA').on(NOTHING),
  async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>A page</title></head><body><main><h1>A page</h1></main></body></html>',
    );
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
      const button = document.createElement('button');
      button.type = 'button';
      document.querySelector('main')?.append(image, button);
    });
    const found = (await axeViolations(page, WCAG_21_AA)).map(({ rule, impact }) => ({ rule, impact }));
    expect(found).toContainEqual({ rule: 'image-alt', impact: 'critical' });
    expect(found).toContainEqual({ rule: 'button-name', impact: 'critical' });
  },
);
