// A page added is a page tested (issue 29). `make page` with each template, with and without a
// link in a menu, in a copy of the project; then the checks of the suite that used to pin the
// site to its 84 static pages and §2's links, on what the build makes of the copy:
// - the sitemap (tests/browser/static-pages.spec.ts): §2's 76 route pages and the 8 of the
//   articles listed, every page in every language, a draft left out; it was "exactly 84";
// - the crawl's links (crawl.spec.ts, webkit/routes.test.ts): the menu's link to the new page
//   leads to a page; it was "a path of §2".
// What the build writes is computed as scripts/prerender.ts does: a static page for each route
// of the copy's table in each language (site/src/shared/static-address.ts), its articles, and
// the sitemap without the draft pages (scripts/draft-pages.ts). The browser suites themselves
// ran by hand on a scratch clone (the closing note of issue 29).
import { afterAll, describe, expect, test } from 'vitest';
import { draftPageIds } from '../../generator/drafts.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { hasErrors } from '../../generator/issues.ts';
import { run } from '../../generator/project.ts';
import { draftRoutes } from '../../scripts/draft-pages.ts';
import type { Locale } from '../../site/src/generated/messages.gen.ts';
import { staticAddress } from '../../site/src/shared/static-address.ts';
import { sitemapProblems } from '../browser/static-site.ts';
import { proves } from '../conformance/proves.ts';
import { linksLeadingNowhere } from '../oracle/content.ts';
import { LOCALES, SPEC_PATHS, staticPathOf } from '../oracle/routes.ts';
import { copyProject, makePage, read, removeCopies, writeTheDrafts } from './scratch.ts';

afterAll(removeCopies);

/** The static pages the build writes for the project in `dir`, and those its sitemap lists. */
async function built(dir: string): Promise<{ written: string[]; listed: string[] }> {
  const result = await run(nodeFileSystem(dir), { generate });
  expect(hasErrors(result.issues), 'the generator accepts the project').toBe(false);
  const manifest = result.loaded?.manifest;
  if (!manifest) throw new Error('no manifest');
  const routes = manifest.routes.routes.map((route) => ({ path: route.path, page: route.page }));
  const paths = [...new Set(routes.map((route) => route.path))];
  const articles = (manifest.pages.pages['news-detail']?.content?.articles ?? []) as readonly { id: string }[];
  const articleRoutes = articles.map((article) => `/newsdetail?id=${article.id}`);
  const drafts = draftRoutes(routes, draftPageIds(manifest));
  const addresses = (locale: Locale, list: readonly string[]) =>
    list.map((route) => {
      const address = staticAddress(locale, route);
      if (!address) throw new Error(`${route} has no static address`);
      return address;
    });
  // The specification's languages (the copy has no other).
  return {
    written: LOCALES.flatMap((locale) => addresses(locale, [...paths, ...articleRoutes])),
    listed: LOCALES.flatMap((locale) => addresses(locale, [...drafts.listed(paths), ...articleRoutes])),
  };
}

const CASES = [
  { template: 'blocks', nav: undefined, label: 'TEMPLATE=blocks, no NAV' },
  { template: 'solution', nav: 'solutions', label: 'TEMPLATE=solution NAV=solutions (a header menu)' },
  { template: 'case', nav: 'footer-about', label: 'TEMPLATE=case NAV=footer-about (a footer group)' },
  { template: 'terminal', nav: 'core-competence', label: 'TEMPLATE=terminal NAV=core-competence' },
] as const;

describe('a page added with make page, in a copy of the project', () => {
  test('the cases cover every template, with and without a link in a menu', () => {
    expect(CASES.map((entry) => entry.template)).toEqual(['blocks', 'solution', 'case', 'terminal']);
    expect(CASES.some((entry) => entry.nav === undefined)).toBe(true);
  });

  test.each(CASES)(
    '$label: §2’s pages and the sitemap check out, the page is written and its link leads to it, as a draft and once written',
    { timeout: 90_000, ...proves('GEN-ADD-PAGE') },
    async ({ template, nav }) => {
      // A copy whose own pages are all written (the project may hold a draft page of its own).
      const dir = copyProject('page-added-');
      writeTheDrafts(dir);
      const [id, route] = [`qa-added-${template}`, `/qa-added-${template}`];
      const made = makePage(dir, { ID: id, ROUTE: route, TEMPLATE: template, ...(nav ? { NAV: nav } : {}) });
      expect(made.err).toBe('');
      expect(made.code).toBe(0);

      const draft = await built(dir);
      expect(sitemapProblems(draft.listed)).toEqual([]);
      for (const locale of LOCALES) {
        // The site as the build wrote it: a static page answers 200, any other address 404.
        const statusOf = async (address: string) => (draft.written.includes(address) ? 200 : 404);
        const origin = 'http://localhost';
        const nowhere = (hashRoute: string) =>
          linksLeadingNowhere([`${origin}/#${hashRoute}`], origin, locale, statusOf);
        const page = staticPathOf(locale, route);
        expect(draft.written, 'the draft page is built').toContain(page);
        expect(draft.listed, 'a draft is left out of the sitemap').not.toContain(page);
        for (const path of SPEC_PATHS) expect(draft.listed).toContain(staticPathOf(locale, path));
        // The crawl's link check: the new page's link leads to a page; a path of no page does not.
        expect(await nowhere(route), `#${route} in ${locale}`).toEqual([]);
        expect(await nowhere('/qa-no-such-page')).toHaveLength(1);
        expect(await nowhere('/newsdetail?id=no-such-article')).toHaveLength(1);
      }
      // The link, on one line or one key a line (make page writes what fits Biome's line width).
      if (nav) expect(read(dir, 'spec/navigation.yaml')).toMatch(new RegExp(`\\bto: ${route}[,\\n]`));

      // Written, the page is an ordinary one: listed, and the sitemap still checks out, though it
      // no longer holds 84 pages.
      writeTheDrafts(dir);
      const written = await built(dir);
      expect(sitemapProblems(written.listed)).toEqual([]);
      for (const locale of LOCALES) expect(written.listed).toContain(staticPathOf(locale, route));
      expect(written.listed).toHaveLength(draft.listed.length + LOCALES.length);
    },
  );
});
