// §2's routes in WebKit: every path in both languages shows the oracle's heading with no
// uncaught error, `/` redirects to #/home, unknown paths, the ambiguous paths of decision 002.
import { beforeAll, describe, expect, test } from 'vitest';
import { foreignCatalogue, untranslatedIn } from '../browser/catalogue';
import { proves } from '../conformance/proves';
import { expectConstant } from '../expect-constant';
import type { ClauseId } from '../generated/clauses.gen';
import { clauses } from '../generated/clauses.gen.ts';
import { CONSTANTS } from '../oracle/constants';
import { linksLeadingNowhere } from '../oracle/content';
import {
  documentTitleOf,
  headingOf,
  LOCALES,
  type Locale,
  MAIN_MENUS,
  ROOT,
  SPEC_PATH_COUNT,
  SPEC_PATHS,
  type SpecPath,
} from '../oracle/routes';
import { page, pages } from '../scope';
import {
  addressOf,
  clickNamed,
  currentHash,
  expectHeading,
  load,
  MAIN_NAVIGATION,
  pageErrors,
  sessionPerFile,
  siteUrl,
  textsOf,
  waitFor,
  waitForValue,
} from './driver';

const driver = sessionPerFile();

/** The clause of §2 that a path shows its page: ROUTE-PATH-<PATH>, checked against the catalogue. */
function routeClause(path: SpecPath): ClauseId {
  const id = `ROUTE-PATH-${path.slice(1).toUpperCase()}`;
  const clause = clauses.find((candidate) => candidate.id === id);
  if (!clause) throw new Error(`${id} is not in the catalogue`);
  return clause.id;
}

// Reads nothing of the site, which scope.ts cannot say (a test that declares nothing reads everything).
test('the oracle holds §2’s 38 paths, each once', () => {
  expect(SPEC_PATHS).toHaveLength(SPEC_PATH_COUNT);
  expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATH_COUNT);
});

/** The page's links that lead nowhere: a hash route of no page, or a file of the site that is not there. */
async function unresolvedLinks(locale: Locale): Promise<string[]> {
  const origin = new URL(siteUrl()).origin;
  const hrefs = (await driver().executeScript(() =>
    [...document.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href),
  )) as string[];
  return linksLeadingNowhere(hrefs, origin, locale, async (path) => {
    const response = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(30_000) });
    await response.body?.cancel();
    return response.status;
  });
}

/** Sign-in anywhere on the page: a password field, or a link or button to sign in or register (§1). */
function signIn(): Promise<string[]> {
  return driver().executeScript(() => {
    const words = /sign in|log in|register|登录|注册/i;
    return [
      ...[...document.querySelectorAll('input[type="password"]')].map(() => 'a password field'),
      ...[...document.querySelectorAll('a, button, [role="button"], [role="link"]')]
        .map((control) => `${control.getAttribute('aria-label') ?? ''} ${control.textContent ?? ''}`)
        .filter((name) => words.test(name)),
    ];
  }) as Promise<string[]>;
}

for (const locale of LOCALES) {
  describe(`every path of §2 in ${locale}, opened from its address`, () => {
    let foreign: string[] = [];
    beforeAll(async () => {
      foreign = await foreignCatalogue(locale);
      expect(foreign.length, 'strings of the other language to look for').toBeGreaterThan(0);
    });
    for (const path of SPEC_PATHS) {
      // Anonymous, with no sign-in and no guard, in both languages (§6, §1), as the crawl reads it.
      test(
        `${path} shows its heading, with no uncaught error, nothing untranslated, no sign-in, and every link resolves`,
        proves(
          routeClause(path),
          'ACCESS-PUBLIC',
          'ACCESS-ANONYMOUS',
          'SITE-BILINGUAL',
          'QA-CRAWL-UNTRANSLATED',
          'QA-CRAWL-LINKS',
          // Also the files and static pages its links name, fetched to see that they answer: what
          // the page names, so a change to one of them is a change to the page (decision 049).
        ).on(page(path, locale)),
        async () => {
          await load(driver(), addressOf(path), { locale });
          await expectHeading(driver(), headingOf(path, locale));
          // The page sets its document title after it renders (as the crawl waits for it): the
          // title read below is the page's, not the English one of the prerendered `/` it left.
          await waitForValue(
            driver(),
            async () => (await driver().executeScript(() => document.title)) as string,
            documentTitleOf(path, locale),
            'the document title',
          );
          expect(await driver().executeScript(() => document.documentElement.lang)).toBe(locale);
          const found = (await driver().executeScript(untranslatedIn, {
            pageLocale: locale,
            candidates: foreign,
          })) as string[];
          expect(found, 'text of the other language').toEqual([]);
          expect(await signIn(), 'sign-in').toEqual([]);
          expect(await unresolvedLinks(locale), 'internal links that lead nowhere').toEqual([]);
          expect(await pageErrors(driver())).toEqual([]);
        },
      );
    }
  });
}

test(
  `"${ROOT.path}" redirects to ${ROOT.redirectsTo}, in the hash`,
  proves('ROUTE-SHELL-REDIRECT', 'ROUTE-HASH-HISTORY', 'CONST-DEFAULT-ROUTE').on(page(ROOT.redirectsTo, 'en-US')),
  async () => {
    await load(driver(), ROOT.path);
    // Where the app sends "/": the route in the hash, once there is one.
    const hash = await waitFor(
      driver(),
      () => currentHash(driver()),
      (value) => !/^#?\/?$/.test(value),
      'a route',
    );
    expectConstant(CONSTANTS.defaultRoute, hash.replace(/^#/, ''));
    await expectHeading(driver(), headingOf(ROOT.redirectsTo, 'en-US'));
    expect(
      await driver().executeScript(() => [window.location.origin, window.location.pathname, window.location.hash]),
    ).toEqual([new URL(siteUrl()).origin, '/', `#${ROOT.redirectsTo}`]);
    expect(await pageErrors(driver())).toEqual([]);
  },
);

const ambiguous: readonly SpecPath[] = [
  '/case',
  '/work',
  '/adera',
  '/aiot',
  '/journalism',
  '/enterprisenews',
  '/job',
  '/socialrecruitment',
];

test(
  'the ambiguous paths show what decision 002 says',
  proves('DECISION-PATH-CONTENT').on(pages(ambiguous, 'en-US')),
  async () => {
    expect(ambiguous).toHaveLength(8);
    for (const path of ambiguous) {
      await load(driver(), addressOf(path));
      await expectHeading(driver(), headingOf(path, 'en-US'));
    }
  },
);

describe('an unknown path (decision 006)', () => {
  for (const [locale, texts] of [
    [
      'en-US',
      { title: 'Page not found', requested: 'Requested address: /no-such-page', home: 'Back to the home page' },
    ],
    ['zh-CN', { title: '页面未找到', requested: '您访问的地址：/no-such-page', home: '返回首页' }],
  ] as const) {
    test(
      `shows the not-found page in ${locale}, with the way home and to the main sections`,
      proves('DECISION-UNKNOWN-PATH').on(page('/no-such-page', locale), page('/home', locale)),
      async () => {
        await load(driver(), '/#/no-such-page', { locale });
        await expectHeading(driver(), texts.title);
        expect(await driver().getTitle()).toMatch(new RegExp(`^${texts.title} \\| `));
        expect(await driver().executeScript(() => document.querySelector('main')?.textContent ?? '')).toContain(
          texts.requested,
        );
        // The header's menus: §2's five and Products (decision 044).
        expect(await textsOf(driver(), 'main nav a')).toHaveLength(MAIN_MENUS.length);
        await clickNamed(driver(), 'main a', texts.home);
        await waitForValue(driver(), () => currentHash(driver()), '#/home', 'the hash');
        await expectHeading(driver(), headingOf('/home', locale));
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  }

  test(
    'a known path with more after it is unknown too',
    proves('DECISION-UNKNOWN-PATH').on(page('/city/more', 'en-US')),
    async () => {
      await load(driver(), '/#/city/more');
      await expectHeading(driver(), 'Page not found');
    },
  );
});

for (const locale of LOCALES) {
  test(
    `the header shows the five menus of §2 and Products (decision 044) in ${locale}`,
    proves('NAV-MENUS').on(page('/home', locale)),
    async () => {
      await load(driver(), '/#/home', { locale });
      await expectHeading(driver(), headingOf('/home', locale));
      expect(await textsOf(driver(), `nav[aria-label="${MAIN_NAVIGATION[locale]}"] > ul > li > a`)).toEqual(
        MAIN_MENUS.map((menu) => menu[locale]),
      );
    },
  );
}
