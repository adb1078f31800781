// From a change to the inputs of the site it touches (harness/change/impact.ts) and from those to
// the tests that run (selection.ts), on builds and tests made up here: the languages a change of
// code concerns, what every page loads, a file a page names, a text another language shows, and
// what makes everything run.
import { describe, expect, test } from 'vitest';
import { type BuildOutputs, indexEntries } from '../../harness/change/build-outputs.ts';
import type { Change } from '../../harness/change/git.ts';
import { computeImpact, type Impact } from '../../harness/change/impact.ts';
import type { ImportGraph } from '../../harness/change/imports.ts';
import type { BrowserTest } from '../../harness/change/inventory.ts';
import type { Fact } from '../../harness/change/manifest-diff.ts';
import { select } from '../../harness/change/selection.ts';
import type { SearchEntry } from '../../site/src/search/types.ts';
import {
  covers,
  EVERYTHING,
  everyPage,
  NOT_FOUND,
  onSite,
  overlaps,
  page,
  readsAny,
  searchFor,
  searchIndex,
  searchLoads,
  staticPageOf,
} from '../scope.ts';
import { proves } from './proves';

const ROUTES = ['/home', '/city', '/algorithm'];

/** A build: every route's static page and code, the same in both builds unless `edit` says otherwise. */
function build(edit: (outputs: Mutable) => void = () => {}): BuildOutputs {
  const outputs: Mutable = {
    routes: [...ROUTES, NOT_FOUND],
    locales: ['en-US', 'zh-CN'],
    defaultLocale: 'en-US',
    staticPages: new Map(ROUTES.flatMap((route) => ['en-US', 'zh-CN'].map((locale) => [`${route}@${locale}`, 'p']))),
    staticText: new Map(ROUTES.flatMap((route) => ['en-US', 'zh-CN'].map((locale) => [`${route}@${locale}`, '']))),
    routeCode: new Map([...ROUTES, NOT_FOUND].map((route) => [route, 'c'])),
    routeChunks: new Map([...ROUTES, NOT_FOUND].map((route) => [route, new Map([[`${route.slice(1)}.js`, 'c']])])),
    shared: new Map([['index.js', 'i']]),
    localeCode: new Map([
      ['en-US', 'in the entry'],
      ['zh-CN', 'z'],
    ]),
    search: new Map([
      ['en-US', 's'],
      ['zh-CN', 's'],
    ]),
    files: new Map([
      ['/sitemap.xml', 'x'],
      ['/downloads/guide.txt', 'g'],
    ]),
    naming: new Map([['/downloads/guide.txt', ['/algorithm']]]),
    entries: new Map(),
  };
  edit(outputs);
  return {
    ...outputs,
    routesNaming: (path: string) => outputs.naming.get(path) ?? [],
    searchEntries: (locale: string) => outputs.entries.get(locale),
  };
}

interface Mutable {
  routes: string[];
  locales: string[];
  defaultLocale: string;
  staticPages: Map<string, string>;
  staticText: Map<string, string>;
  routeCode: Map<string, string>;
  routeChunks: Map<string, Map<string, string>>;
  shared: Map<string, string>;
  localeCode: Map<string, string>;
  search: Map<string, string>;
  files: Map<string, string>;
  naming: Map<string, string[]>;
  entries: Map<string, SearchEntry[]>;
}

const change = (...paths: string[]): Change => ({
  ref: 'HEAD',
  commit: '0'.repeat(40),
  tree: '1'.repeat(40),
  files: paths.map((path) => ({ path, status: 'modified' })),
});

/** The impact of a change of `paths` whose builds are `base` and `head`, in a project without a manifest. */
function impactOf(paths: string[], head: BuildOutputs, base = build()): Impact {
  return computeImpact('/nonexistent', change(...paths), { base, head });
}

const inputs = (impact: Impact) => [...impact.inputs.keys()].sort();

/** A change of /city's first paragraph (spec/pages.yaml) in `locale` (none: a value every language shares). */
function cityIntro(locale: string | undefined, before = 'a', after = 'b'): Fact {
  return {
    file: 'spec/pages.yaml',
    path: ['pages', 'smart-city', 'content', 'intro', 0],
    subject: { kind: 'page', page: 'smart-city' },
    ...(locale ? { locale } : {}),
    change: 'changed',
    before,
    after,
    line: 1,
    column: 1,
  };
}

describe('what a change touches', () => {
  test('a page module that changed: that route, in every language', proves('QA-CHANGE-MEANING'), () => {
    const head = build((b) => b.routeChunks.set('/city', new Map([['city.js', 'changed']])));
    expect(inputs(impactOf(['site/src/pages/smart-city.tsx'], head))).toEqual(['page:/city@*']);
  });

  test('what every page loads (a token, the shell): every page, in every language', proves('QA-CHANGE-MEANING'), () => {
    const head = build((b) => b.shared.set('index.css', 'new'));
    const impact = impactOf(['site/src/app/tokens.css'], head);
    expect(inputs(impact)).toEqual(['page:*@*']);
    expect(impact.inputs.get('page:*@*')?.[0]).toContain('index.css');
  });

  test(
    'a static page and a search index that changed: that page in that language, that index',
    proves('QA-CHANGE-MEANING'),
    () => {
      const head = build((b) => {
        b.staticPages.set('/city@en-US', 'changed');
        b.search.set('en-US', 'changed');
      });
      expect(inputs(impactOf(['site/src/shared/text.ts'], head))).toEqual([
        'page:/city@en-US',
        'search-for:*@en-US',
        'search-loads@en-US',
        'search@en-US',
      ]);
    },
  );

  test(
    'a search index whose texts alone changed: the index, not the tests that only load it; any other change, both',
    proves('QA-CHANGE-MEANING'),
    () => {
      const head = build((b) => b.search.set('en-US', 'changed'));
      const paths = ['spec/pages.yaml', 'site/src/generated/search/search-en-US.gen.ts'];
      const text = cityIntro('en-US');
      const impact = (facts: Fact[]) =>
        inputs(computeImpact('/nonexistent', change(...paths), { base: build(), head }, facts));
      expect(impact([text])).toEqual(['search@en-US']);
      expect(impact([{ ...text, change: 'added' }])).toEqual([
        'search-for:*@en-US',
        'search-loads@en-US',
        'search@en-US',
      ]);
      const { locale: _, ...neutral } = text;
      expect(impact([neutral])).toEqual(['search-for:*@en-US', 'search-loads@en-US', 'search@en-US']);
    },
  );

  test(
    'a search index whose texts alone changed: the words tests search for whose results changed, by the search run on both builds',
    proves('QA-CHANGE-MEANING'),
    () => {
      const entries = (city: string): SearchEntry[] => [
        { path: '/home', title: 'Home', text: 'Cameras and card dispensers for self-service halls.' },
        { path: '/city', title: 'Smart City', text: city },
      ];
      const base = build((b) =>
        b.entries.set('en-US', entries('Thousands of cameras, gates and service-hall terminals.')),
      );
      const head = build((b) => {
        b.search.set('en-US', 'changed');
        b.entries.set('en-US', entries('Thousands of cameras, gates and terminals in its halls.'));
      });
      const paths = ['spec/pages.yaml', 'site/src/generated/search/search-en-US.gen.ts'];
      const text = cityIntro(
        'en-US',
        'Thousands of cameras, gates and service-hall terminals.',
        'Thousands of cameras, gates and terminals in its halls.',
      );
      const queries = new Map([['en-US', ['dispenser', 'terminals', 'zqxj', 'cameras']]]);
      const impact = computeImpact('/nonexistent', change(...paths), { base, head }, [text], queries);
      // /city's snippet for "cameras" and "terminals" shows the new sentence; "dispenser" finds
      // /home alone, "zqxj" nothing, as before.
      expect(inputs(impact)).toEqual(['search-for:cameras@en-US', 'search-for:terminals@en-US', 'search@en-US']);
      expect(impact.inputs.get('search-for:terminals@en-US')).toEqual([
        'what “terminals” finds in the en-US search index changed',
      ]);
      const searching = [page('/home', 'en-US'), ...searchFor('en-US', 'dispenser')];
      expect(readsAny(searching, impact.inputs.keys())).toBe(false);
      expect(readsAny(searchFor('en-US', 'terminals'), impact.inputs.keys())).toBe(true);
      expect(readsAny(EVERYTHING, impact.inputs.keys())).toBe(true);
      // An index the harness cannot read is taken as changed in every way.
      const unread = build((b) => b.search.set('en-US', 'changed'));
      const blind = computeImpact('/nonexistent', change(...paths), { base, head: unread }, [text], queries);
      expect(inputs(blind)).toContain('search-for:dispenser@en-US');
      // The chunk as the build writes it is read; one of another shape is not.
      expect(indexEntries('var e=[{path:`/home`,title:`Home`,text:`Cameras`}];export{e as searchIndex};')).toEqual([
        { path: '/home', title: 'Home', text: 'Cameras' },
      ]);
      expect(indexEntries('import{a as e}from"./a.js";export{e as searchIndex};')).toBeUndefined();
      expect(indexEntries('var e=[];export{e as other};')).toBeUndefined();
      // The recorder sees the index's file load: a search for words covers it.
      expect(covers(searchFor('en-US', 'dispenser')[0] ?? '', searchIndex('en-US'))).toBe(true);
      expect(covers(searchFor('zh-CN', '发卡机')[0] ?? '', searchIndex('en-US'))).toBe(false);
    },
  );

  test(
    'a file of the build that changed: the file, and the pages whose code names it',
    proves('QA-CHANGE-MEANING'),
    () => {
      const head = build((b) => b.files.set('/downloads/guide.txt', 'changed'));
      expect(inputs(impactOf(['site/public/downloads/guide.txt'], head))).toEqual([
        'file:/downloads/guide.txt',
        'page:/algorithm@*',
      ]);
    },
  );

  test('a language catalogue that changed: every page in that language', proves('QA-CHANGE-MEANING'), () => {
    const head = build((b) => b.localeCode.set('zh-CN', 'changed'));
    expect(inputs(impactOf(['site/src/generated/locales/zh-CN.gen.ts'], head))).toEqual(['page:*@zh-CN']);
  });

  test('a new route: that route in every language', proves('QA-CHANGE-MEANING'), () => {
    const head = build((b) => {
      b.routes.push('/developer');
      b.routeChunks.set('/developer', new Map([['developer.js', 'd']]));
    });
    expect(inputs(impactOf(['spec/routes.yaml'], head))).toContain('page:/developer@*');
  });

  test('the same builds: nothing', proves('QA-CHANGE-MEANING'), () => {
    expect(inputs(impactOf(['site/src/pages/smart-city.tsx'], build()))).toEqual([]);
  });

  test(
    'the Makefile, the lockfile, the harness, an unknown file: everything, naming the file',
    proves('QA-CHANGE-UNPLACED'),
    () => {
      for (const path of ['Makefile', 'package-lock.json', 'harness/change/selection.ts', 'tools/new-thing.sh']) {
        const impact = computeImpact('/nonexistent', change('docs/qa.md', path), undefined);
        expect(impact.everything?.path, path).toBe(path);
      }
      expect(computeImpact('/nonexistent', change('docs/qa.md'), undefined).everything).toBeUndefined();
    },
  );
});

describe('what a test reads, and what the change touches', () => {
  test(
    'a declared input covers what it names, with * for every route or language',
    proves('DECISION-TEST-READS'),
    () => {
      expect(covers(page('/city', 'en-US'), page('/city', 'en-US'))).toBe(true);
      expect(covers(page('/city'), page('/city', 'zh-CN'))).toBe(true);
      expect(covers(everyPage('en-US'), page('/city', 'en-US'))).toBe(true);
      expect(covers(everyPage('en-US'), page('/city', 'zh-CN'))).toBe(false);
      expect(covers(page('/city', 'en-US'), page('/city'))).toBe(false);
      expect(covers(searchIndex(), searchIndex('zh-CN'))).toBe(true);
      expect(covers(page('/city', 'en-US'), searchIndex('en-US'))).toBe(false);
      // An index loaded and unused is read as the index is; only a change beyond its texts touches it.
      expect(covers(searchLoads('en-US'), searchIndex('en-US'))).toBe(true);
      expect(covers(searchLoads('en-US'), searchIndex('zh-CN'))).toBe(false);
      expect(readsAny([searchLoads('en-US')], [searchIndex('en-US')])).toBe(false);
      expect(readsAny([searchLoads()], [searchLoads('en-US')])).toBe(true);
      expect(overlaps(page('/city'), everyPage('en-US'))).toBe(true);
      expect(overlaps(page('/city', 'zh-CN'), everyPage('en-US'))).toBe(false);
      expect(readsAny([page('/home', 'en-US'), page('/city', 'en-US')], [page('/city', 'en-US')])).toBe(true);
    },
  );

  test(
    'a static address is its route in its language; a path no route has is the not-found page',
    proves('DECISION-TEST-READS'),
    () => {
      expect(staticPageOf('/zh-CN/city/')).toBe(page('/city', 'zh-CN'));
      expect(staticPageOf('/en-US/')).toBe(page('/home', 'en-US'));
      expect(staticPageOf('/newsdetail/x')).toBeUndefined();
      expect(staticPageOf('/assets/index-abc.js')).toBeUndefined();
      const routes = new Set(ROUTES);
      expect(onSite(page('/no-such-page', 'en-US'), routes)).toBe(page(NOT_FOUND, 'en-US'));
      expect(onSite(page('/city', 'en-US'), routes)).toBe(page('/city', 'en-US'));
      expect(onSite(everyPage(), routes)).toBe(everyPage());
    },
  );
});

describe('the selection', () => {
  const test_ = (file: string, reads: string[], clauses: string[] = ['ROUTE-PATH-CITY']): BrowserTest => ({
    engine: 'chromium',
    file,
    id: `[chromium] › ${file} › ${reads.join(' ')}`,
    title: reads.join(' ') || 'reads everything',
    clauses,
    reads,
  });
  const tests = [
    test_('tests/browser/crawl.spec.ts', [page('/city', 'en-US')]),
    test_('tests/browser/crawl.spec.ts', [page('/city', 'zh-CN')]),
    test_('tests/browser/crawl.spec.ts', [page('/home', 'en-US')]),
    test_('tests/browser/search.spec.ts', [searchIndex('en-US'), page('/home', 'en-US')]),
    test_('tests/browser/shell.spec.ts', []),
    test_('tests/browser/routes.spec.ts', [page('/no-such-page', 'zh-CN')]),
  ];
  const graph: ImportGraph = {
    imports: new Map([
      ['tests/browser/crawl.spec.ts', new Set(['tests/browser/crawl.spec.ts', 'tests/oracle/routes.ts'])],
      ['tests/browser/search.spec.ts', new Set(['tests/browser/search.spec.ts'])],
      ['tests/browser/shell.spec.ts', new Set(['tests/browser/shell.spec.ts'])],
      ['tests/browser/routes.spec.ts', new Set(['tests/browser/routes.spec.ts'])],
      ['tests/site/app.test.tsx', new Set(['tests/site/app.test.tsx', 'site/src/pages/smart-city.tsx'])],
      // No entry in RUNTIME_READS (harness/change/vitest-reads.ts): what it reads is not known.
      ['tests/generator/unlisted.test.ts', new Set(['tests/generator/unlisted.test.ts', 'generator/cli.ts'])],
      // An entry: it reads its fixtures only.
      ['tests/generator/cli.test.ts', new Set(['tests/generator/cli.test.ts', 'generator/cli.ts'])],
    ]),
    touchDisk: new Set(['generator/cli.ts']),
  };
  const inventory = {
    browser: tests,
    vitest: ['tests/site/app.test.tsx', 'tests/generator/unlisted.test.ts', 'tests/generator/cli.test.ts'],
  };
  const chosen = (impact: Impact, engines = ['chromium' as const]) =>
    select('/nonexistent', impact, inventory, graph, { engines }).browser.map(({ item }) => item.title);

  test(
    'a page in one language: the tests that read it, and those that declare nothing',
    proves('QA-CHANGE-SELECTION'),
    () => {
      const head = build((b) => b.staticPages.set('/city@en-US', 'changed'));
      expect(chosen(impactOf(['site/src/shared/text.ts'], head))).toEqual([page('/city', 'en-US'), 'reads everything']);
    },
  );

  test(
    'a list of pages narrows to those the change touches only when no test changed and every test was chosen for what it reads',
    proves('QA-CHANGE-SELECTION'),
    () => {
      const head = build((b) => b.staticPages.set('/city@en-US', 'changed'));
      const narrowable = (impact: Impact) =>
        select('/nonexistent', impact, inventory, graph, { engines: ['chromium'] }).narrowable;
      expect(narrowable(impactOf(['site/src/shared/text.ts'], head))).toBe(true);
      expect(narrowable(impactOf(['site/src/shared/text.ts', 'tests/browser/crawl.spec.ts'], head))).toBe(false);
      expect(narrowable(impactOf(['site/src/shared/text.ts', 'tests/oracle/routes.ts'], head))).toBe(false);
      expect(narrowable(impactOf(['site/src/shared/text.ts', 'tests/site/app.test.tsx'], head))).toBe(false);
      expect(narrowable({ ...impactOf(['spec/clauses.yaml'], head), clauses: ['ROUTE-PATH-CITY'] })).toBe(false);
      expect(narrowable(computeImpact('/nonexistent', change('Makefile'), undefined))).toBe(false);
    },
  );

  test('a search index: the tests that search in that language', proves('QA-CHANGE-SELECTION'), () => {
    const head = build((b) => b.search.set('en-US', 'changed'));
    expect(chosen(impactOf(['site/src/shared/text.ts'], head))).toEqual([
      `${searchIndex('en-US')} ${page('/home', 'en-US')}`,
      'reads everything',
    ]);
  });

  test('the not-found page: the tests that open a path no route has', proves('QA-CHANGE-SELECTION'), () => {
    const head = build((b) => b.routeChunks.set(NOT_FOUND, new Map([['not-found.js', 'changed']])));
    expect(chosen(impactOf(['site/src/pages/not-found.tsx'], head))).toEqual([
      'reads everything',
      page('/no-such-page', 'zh-CN'),
    ]);
  });

  test('a test file and what it imports: all its tests, whatever they read', proves('QA-CHANGE-SELECTION'), () => {
    const impact = computeImpact('/nonexistent', change('tests/oracle/routes.ts'), undefined);
    expect(chosen(impact)).toEqual([page('/city', 'en-US'), page('/city', 'zh-CN'), page('/home', 'en-US')]);
    const selection = select('/nonexistent', impact, inventory, graph, { engines: ['chromium'] });
    expect(selection.browser[0]?.why).toBe('it imports tests/oracle/routes.ts, which changed');
  });

  test('an engine left out, or a clause not asked for: none of its tests', proves('QA-CHANGE-SELECTION'), () => {
    const head = build((b) => b.shared.set('index.css', 'new'));
    const impact = impactOf(['site/src/app/tokens.css'], head);
    expect(chosen(impact, [])).toEqual([]);
    const limited = select('/nonexistent', impact, inventory, graph, {
      engines: ['chromium'],
      clauses: new Set(['NAV-PROGRESS-BAR']),
    });
    expect(limited.browser).toEqual([]);
  });

  test(
    'vitest: a file importing what changed runs; one reading the project at run time, unlisted, runs for any change but docs; a listed one when what it reads changed',
    proves('QA-CHANGE-SELECTION'),
    () => {
      const head = build((b) => b.routeChunks.set('/city', new Map([['city.js', 'changed']])));
      const impact = impactOf(['site/src/pages/smart-city.tsx'], head);
      const selection = select('/nonexistent', impact, inventory, graph, { engines: [] });
      expect(selection.vitest.map(({ item, why }) => [item, why.split(' (')[0]])).toEqual([
        ['tests/site/app.test.tsx', 'it imports site/src/pages/smart-city.tsx, which changed'],
        ['tests/generator/unlisted.test.ts', 'it reads the project at run time'],
      ]);
      const fixture = select(
        '/nonexistent',
        computeImpact('/nonexistent', change('tests/generator/fixtures/valid-minimal/spec/app.yaml'), undefined),
        inventory,
        graph,
        { engines: [] },
      );
      expect(fixture.vitest.map(({ item, why }) => [item, why])).toContainEqual([
        'tests/generator/cli.test.ts',
        'it reads tests/generator/fixtures/valid-minimal/ at run time, and tests/generator/fixtures/valid-minimal/spec/app.yaml changed',
      ]);
      const docs = select(
        '/nonexistent',
        computeImpact('/nonexistent', change('docs/qa.md'), undefined),
        inventory,
        graph,
        {
          engines: ['chromium'],
        },
      );
      expect([docs.browser.length, docs.vitest.length, docs.tsc]).toEqual([0, 0, undefined]);
    },
  );

  /** Why `file`, a vitest file importing only itself, runs for the manifest facts `facts` of a change of /city's page. */
  const vitestWhy = (file: string, facts: Fact[]) =>
    select(
      '/nonexistent',
      { ...impactOf(['spec/pages.yaml', 'site/src/generated/pages/smart-city.gen.ts'], build()), facts },
      { browser: [], vitest: [file] },
      { ...graph, imports: new Map([[file, new Set([file])]]) },
      { engines: [] },
    ).vitest.map((chosen) => chosen.why);

  test(
    'vitest: a file that depends on the manifest’s structure only is left out of a change that rewrites texts, and not of another',
    proves('QA-CHANGE-SELECTION'),
    () => {
      // tests/generator/property.test.ts reads the manifest and the generated files, for their structure (vitest-reads.ts).
      const structural = 'tests/generator/property.test.ts';
      expect(vitestWhy(structural, [cityIntro('en-US')])).toEqual([]);
      expect(vitestWhy(structural, [cityIntro(undefined)])).toHaveLength(1);
    },
  );

  test(
    'vitest: a structure-only file that names texts runs for a change of one of them, or of a text holding its word',
    proves('QA-CHANGE-SELECTION'),
    () => {
      // tests/generator/add-language-build.test.ts names the texts of honours, card-dispenser's in
      // en-US and the word "dispenser" (vitest-reads.ts).
      const file = 'tests/generator/add-language-build.test.ts';
      const text = (page: string, locale: string, after: string): Fact => ({
        file: 'spec/pages.yaml',
        path: ['pages', page, 'title', locale],
        subject: { kind: 'page', page },
        locale,
        change: 'changed',
        before: 'A title',
        after,
        line: 7,
        column: 3,
      });
      const why = (facts: Fact[]) => vitestWhy(file, facts);
      expect(why([text('smart-city', 'en-US', 'Another title')])).toEqual([]);
      expect(why([text('card-dispenser', 'zh-CN', '另一个标题')])).toEqual([]);
      expect(why([text('card-dispenser', 'en-US', 'Another title')])).toEqual([
        'it reads the text at spec/pages.yaml:7:3 (en-US), which changed',
      ]);
      expect(why([text('honours', 'zh-CN', '荣誉')])).toHaveLength(1);
      expect(why([text('smart-city', 'en-US', 'A ticket DISPENSER')])).toHaveLength(1);
    },
  );

  test('everything: every test, and why', proves('QA-CHANGE-UNPLACED'), () => {
    const impact = computeImpact('/nonexistent', change('Makefile'), undefined);
    const selection = select('/nonexistent', impact, inventory, graph, { engines: ['chromium'] });
    expect(selection.browser).toHaveLength(tests.length);
    expect(selection.vitest).toHaveLength(inventory.vitest.length);
    expect(selection.everything).toBe("Makefile: the project's toolchain and settings, so every test runs");
    expect(selection.tsc).toBeDefined();
    expect(selection.biome).toEqual(['.']);
  });
});
