// What the build (scripts/prerender.ts) does with a draft page, decision 035: the rules of
// scripts/draft-pages.ts, given the route table and the draft pages of a copy of the project to
// which `make page` added a page, as prerender gets them from the generated code.
import { afterAll, describe, expect, test } from 'vitest';
import { draftPageIds } from '../../generator/drafts.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { run } from '../../generator/project.ts';
import { draftRoutes, NOINDEX } from '../../scripts/draft-pages.ts';
import { proves } from '../conformance/proves.ts';
import { SPEC_PATHS } from '../oracle/routes.ts';
import { copyProject, makePage, removeCopies } from './scratch.ts';

afterAll(removeCopies);

/** The routes and the draft pages of the project in `dir`, as the generator gives them to the build. */
async function siteOf(dir: string) {
  const result = await run(nodeFileSystem(dir), { generate });
  const manifest = result.loaded?.manifest;
  if (!manifest) throw new Error('the copy has errors');
  const routes = manifest.routes.routes.map((route) => ({ path: route.path, page: route.page }));
  return { routes, paths: [...new Set(routes.map((route) => route.path))], drafts: draftPageIds(manifest) };
}

describe('a draft page in the build', () => {
  test('its static pages get noindex, the sitemap leaves it out, and the build names it; every other page as before', {
    timeout: 60_000,
    ...proves('DECISION-DRAFT-PAGES'),
  }, async () => {
    expect(NOINDEX).toBe('<meta name="robots" content="noindex" />');
    const dir = copyProject('draft-build-');
    // The project may hold a draft page of its own: the new one comes after it.
    const before = await siteOf(dir);
    expect(makePage(dir, { ID: 'qa-draft-page', ROUTE: '/qa-draft', TEMPLATE: 'case', NAV: 'about-us' }).code).toBe(0);
    const site = await siteOf(dir);
    expect(site.drafts).toEqual([...before.drafts, 'qa-draft-page']);

    const drafts = draftRoutes(site.routes, site.drafts);
    expect(drafts.isDraft('/qa-draft')).toBe(true);
    expect(site.paths).toContain('/qa-draft');
    const listed = drafts.listed(site.paths);
    expect(listed).not.toContain('/qa-draft');
    // §2's pages are all listed, none of them a draft.
    for (const path of SPEC_PATHS) {
      expect(drafts.isDraft(path), path).toBe(false);
      expect(listed, path).toContain(path);
    }
    expect(drafts.warning).toMatch(
      /^warning: draft pages, written with noindex and left out of the sitemap: (.+, )?\/qa-draft; a release build \(npm run build, make release\) refuses them; `node generator\/bin\.mjs drafts` lists their draft texts$/,
    );
  });

  test('with no draft page: no noindex, every route listed, nothing said', proves('DECISION-DRAFT-PAGES'), () => {
    const routes = [
      { path: '/home', page: 'home' },
      { path: '/cooperativepartner', page: 'partner-programme' },
      { path: '/cooperativepartner', page: 'partner-programme' },
    ];
    const drafts = draftRoutes(routes, []);
    expect(drafts.isDraft('/home')).toBe(false);
    expect(drafts.listed(['/home', '/cooperativepartner'])).toEqual(['/home', '/cooperativepartner']);
    expect(drafts.warning).toBeUndefined();
    // A page registered twice (§2's /cooperativepartner) is a draft at both.
    expect(draftRoutes(routes, ['partner-programme']).listed(['/home', '/cooperativepartner'])).toEqual(['/home']);
  });
});
