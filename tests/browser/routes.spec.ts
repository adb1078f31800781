import { routePaths } from '../../site/src/generated/routes.gen';
import type { ClauseId } from '../generated/clauses.gen';
import { expect, test } from './fixtures';
import { proves } from './proves';
import { chunkPattern, collectErrors, descriptionOf, expectHeading, foreignText, pageOf, titleOf } from './site';

test(
  '"/" redirects to /home, in the hash',
  proves('ROUTE-SHELL-REDIRECT', 'ROUTE-HASH-HISTORY', 'CONST-DEFAULT-ROUTE'),
  async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/#\/home$/);
    await expectHeading(page, await titleOf('/home', 'en-US'));
    expect(await page.evaluate(() => [window.location.pathname, window.location.hash])).toEqual(['/', '#/home']);
    expect(errors).toEqual([]);
  },
);

for (const path of routePaths) {
  const clause = `ROUTE-PATH-${path.slice(1).toUpperCase()}` as ClauseId;
  test(
    `${path} renders its page, its title and description, in English and in Chinese, each without the other language`,
    proves(clause, 'ACCESS-PUBLIC', 'SITE-BILINGUAL'),
    async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`/#${path}`);
      await expectHeading(page, await titleOf(path, 'en-US'));
      await expect(page).toHaveTitle(`${await titleOf(path, 'en-US')} | Tianmu Intelligence`);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', await descriptionOf(path, 'en-US'));
      expect(await foreignText(page, 'en-US'), 'Chinese on the English page').toEqual([]);
      await page.getByRole('button', { name: '切换到简体中文' }).click();
      await expectHeading(page, await titleOf(path, 'zh-CN'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(description).toHaveAttribute('content', await descriptionOf(path, 'zh-CN'));
      expect(await foreignText(page, 'zh-CN'), 'English on the Chinese page').toEqual([]);
      expect(errors).toEqual([]);
    },
  );
}

test('each page is its own chunk, requested on its first visit only', proves('ROUTE-LAZY'), async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/home');
  await expectHeading(page, await titleOf('/home', 'en-US'));
  // The first view loads the home chunk and no other page's chunk.
  expect(scripts.filter((url) => chunkPattern('/home').test(url))).toHaveLength(1);
  for (const path of routePaths.filter((candidate) => candidate !== '/home' && pageOf(candidate) !== 'home')) {
    expect(
      scripts.some((url) => chunkPattern(path).test(url)),
      `${path} not loaded before its visit`,
    ).toBe(false);
  }
  for (const path of routePaths) {
    const before = scripts.length;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await expectHeading(page, await titleOf(path, 'en-US'));
    const fresh = scripts.slice(before);
    if (path === '/home') expect(fresh).toEqual([]);
    else
      expect(
        fresh.filter((url) => chunkPattern(path).test(url)),
        `${path} loads its own chunk`,
      ).toHaveLength(1);
  }
  // A second visit requests nothing new.
  const settled = scripts.length;
  for (const path of ['/city', '/newsdetail', '/home'] as const) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await expectHeading(page, await titleOf(path, 'en-US'));
  }
  expect(scripts.slice(settled)).toEqual([]);
});

test(
  '/cooperativepartner, registered twice, renders the one partner page',
  proves('ROUTE-COOPERATIVEPARTNER-TWICE'),
  async ({ page }) => {
    await page.goto('/#/cooperativepartner');
    await expectHeading(page, 'Partner Programme');
    await expect(page.locator('main h1')).toHaveCount(1);
  },
);

test('the ambiguous paths show what decision 002 says', proves('DECISION-PATH-CONTENT'), async ({ page }) => {
  const expected = {
    '/case': 'Document Receiving and Sending Cabinet',
    '/work': 'Business Cooperation',
    '/adera': 'Case Study: Epidemic Prevention',
    '/aiot': 'AIoT Application Integration Platform',
    '/journalism': 'News Centre',
    '/enterprisenews': 'Company News',
    '/job': 'Apply Now',
    '/socialrecruitment': 'Open Positions',
  } as const;
  for (const [path, title] of Object.entries(expected)) {
    await page.goto(`/#${path}`);
    await expectHeading(page, title);
  }
});
