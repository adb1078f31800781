// `make visual-diff`'s pure parts (decision 041): the pixel comparison and the regions it marks,
// on small pictures built here; the sorting and the summary; the report page (its names escaped,
// its pictures relative files); what a run reads from its environment; the routes it shoots; the
// page lists (PAGES=, and the pages a CHANGED= run touches) and their wildcards; the pages a change
// did not mean to touch, marked unexpected in the visual report and in the change report's visual
// part, which shows only a visual diff made for its own change (decision 049).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, test } from 'vitest';
import {
  type ChangeStamp,
  changeId,
  markedVisualPart,
  refreshChangeReport,
  type VisualSummary,
  visualHtml,
  visualMarkdown,
  visualPart,
} from '../../scripts/visual-diff/change-part.ts';
import {
  BOX_COLOUR,
  CHANGED,
  compareImages,
  findRegions,
  MAX_REGIONS,
  ONLY_ONE,
  readPng,
  sameBytes,
  writePng,
} from '../../scripts/visual-diff/compare.ts';
import { callInPage } from '../../scripts/visual-diff/in-page.ts';
import { optionsFrom } from '../../scripts/visual-diff/options.ts';
import {
  byChange,
  escapeHtml,
  fileUrl,
  formatPercent,
  type RunInfo,
  renderReport,
  type ShotResult,
  summarise,
} from '../../scripts/visual-diff/report.ts';
import {
  addressOf,
  NOT_FOUND,
  NOT_FOUND_ROUTE,
  pagesToShoot,
  parsePageList,
  readSpecTable,
  routesToShoot,
} from '../../scripts/visual-diff/routes.ts';
import { meantBy, pngSize, slugOf, whatToShoot } from '../../scripts/visual-diff/run.ts';

type Colour = readonly [number, number, number];
const WHITE: Colour = [255, 255, 255];
const BLACK: Colour = [0, 0, 0];

/** A picture of `width` × `height` in `background`, with `rectangles` painted on it. */
function picture(
  width: number,
  height: number,
  rectangles: readonly { x: number; y: number; width: number; height: number; colour: Colour }[] = [],
  background: Colour = WHITE,
): PNG {
  const image = new PNG({ width, height });
  const paint = (x: number, y: number, colour: Colour) => {
    const offset = (y * width + x) * 4;
    image.data[offset] = colour[0];
    image.data[offset + 1] = colour[1];
    image.data[offset + 2] = colour[2];
    image.data[offset + 3] = 255;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) paint(x, y, background);
  for (const box of rectangles)
    for (let y = box.y; y < box.y + box.height; y++)
      for (let x = box.x; x < box.x + box.width; x++) paint(x, y, box.colour);
  return image;
}

function pixel(image: PNG, x: number, y: number): number[] {
  const offset = (y * image.width + x) * 4;
  return [...image.data.subarray(offset, offset + 3)];
}

describe('the pixel comparison', () => {
  test('the same picture twice: nothing changed, identical, no diff picture', () => {
    const result = compareImages(picture(20, 10), picture(20, 10));
    expect(result).toMatchObject({ width: 20, height: 10, changedPixels: 0, percent: 0, identical: true, regions: [] });
    expect(result.diff).toBeUndefined();
  });

  test('a block painted over: its pixels counted, its box found, drawn red in the diff and outlined', () => {
    const before = picture(40, 20);
    const after = picture(40, 20, [{ x: 10, y: 6, width: 3, height: 2, colour: BLACK }]);
    const result = compareImages(before, after);
    expect(result.changedPixels).toBe(6);
    expect(result.percent).toBeCloseTo((6 / 800) * 100, 10);
    expect(result.identical).toBe(false);
    expect(result.regions).toEqual([{ x: 10, y: 6, width: 3, height: 2 }]);
    const diff = result.diff as PNG;
    expect([diff.width, diff.height]).toEqual([40, 20]);
    expect(pixel(diff, 11, 7)).toEqual([...CHANGED]);
    // The outline runs two pixels outside the box.
    expect(pixel(diff, 8, 4)).toEqual([...BOX_COLOUR]);
    expect(pixel(diff, 14, 9)).toEqual([...BOX_COLOUR]);
    // Elsewhere the after picture, faded to grey: white stays white.
    expect(pixel(diff, 30, 15)).toEqual([255, 255, 255]);
  });

  test('changes far apart are separate regions, top to bottom; changes a few pixels apart are one', () => {
    const before = picture(120, 80);
    const after = picture(120, 80, [
      { x: 90, y: 60, width: 4, height: 4, colour: BLACK },
      { x: 2, y: 2, width: 2, height: 2, colour: BLACK },
      // 6 px to the right of the first: one region with it (a word's letters are one box).
      { x: 10, y: 2, width: 2, height: 2, colour: BLACK },
    ]);
    expect(compareImages(before, after).regions).toEqual([
      { x: 2, y: 2, width: 10, height: 2 },
      { x: 90, y: 60, width: 4, height: 4 },
    ]);
  });

  test('a colour one step off and nothing else is not a change, but the pictures are not identical', () => {
    const result = compareImages(picture(10, 10, [], [200, 200, 200]), picture(10, 10, [], [201, 200, 200]));
    expect(result.changedPixels).toBe(0);
    expect(result.identical).toBe(false);
    expect(result.diff).toBeUndefined();
  });

  test('a taller page: the rows only it has are changed, on the taller canvas, in their own colour', () => {
    const result = compareImages(picture(40, 10), picture(40, 30));
    expect(result).toMatchObject({ width: 40, height: 30, changedPixels: 800 });
    expect(result.percent).toBeCloseTo((800 / 1200) * 100, 10);
    expect(result.regions).toEqual([{ x: 0, y: 10, width: 40, height: 20 }]);
    expect(pixel(result.diff as PNG, 20, 20)).toEqual([...ONLY_ONE]);
  });

  test('a wider and a taller page: what either alone covers is changed, the corner neither covers is not', () => {
    const result = compareImages(picture(12, 10), picture(10, 12));
    // Columns 10–11 of rows 0–9 (before only), rows 10–11 of columns 0–9 (after only).
    expect(result.changedPixels).toBe(2 * 10 + 2 * 10);
    expect(result.width * result.height).toBe(144);
  });

  test('more clusters than MAX_REGIONS are joined into at most that many boxes, covering every change', () => {
    const width = 400;
    const height = 400;
    const mask = new Uint8Array(width * height);
    const dots: [number, number][] = [];
    for (let y = 5; y < height; y += 40) for (let x = 5; x < width; x += 40) dots.push([x, y]);
    for (const [x, y] of dots) mask[y * width + x] = 1;
    expect(dots.length).toBeGreaterThan(MAX_REGIONS);
    const regions = findRegions(mask, width, height);
    expect(regions.length).toBeLessThanOrEqual(MAX_REGIONS);
    for (const [x, y] of dots)
      expect(
        regions.some((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height),
        `${x},${y}`,
      ).toBe(true);
  });

  test('PNG files: written and read back, their size from the header, compared byte for byte', () => {
    const image = picture(7, 3, [{ x: 1, y: 1, width: 2, height: 1, colour: BLACK }]);
    const file = writePng(image);
    expect(pngSize(file)).toEqual({ width: 7, height: 3 });
    expect(readPng(file).data.equals(image.data)).toBe(true);
    expect(sameBytes(file, writePng(image))).toBe(true);
    expect(sameBytes(file, writePng(picture(7, 3)))).toBe(false);
  });
});

function result(overrides: Partial<ShotResult>): ShotResult {
  return {
    engine: 'chromium',
    width: 'desktop',
    pixels: 1280,
    route: '/home',
    locale: 'en-US',
    before: 'shots/chromium/desktop/against/home.en-US.png',
    after: 'shots/chromium/desktop/checkout/home.en-US.png',
    beforeSize: { width: 1280, height: 2000 },
    afterSize: { width: 1280, height: 2000 },
    changedPixels: 0,
    identical: true,
    percent: 0,
    regions: [],
    problems: [],
    ...overrides,
  };
}

const INFO: RunInfo = {
  beforeLabel: 'main (5b55ba4)',
  afterLabel: 'this checkout (d1de27a)',
  engines: [{ engine: 'chromium', browser: 'Chromium 156' }],
  widths: [{ name: 'desktop', pixels: 1280 }],
  locales: ['en-US', 'zh-CN'],
  routes: 2,
  scope: "Every route of the site's route table (2) in en-US and zh-CN",
  started: '2026-11-27T08:00:00.000Z',
  seconds: 75,
};

describe('the summary', () => {
  const results = [
    result({ route: '/city', changedPixels: 10, identical: false, percent: 0.5 }),
    result({ route: '/home', locale: 'zh-CN', changedPixels: 400, identical: false, percent: 2 }),
    result({ route: '/home' }),
    result({ route: '/home', width: 'phone', pixels: 390, changedPixels: 30, identical: false, percent: 0.5 }),
    result({
      route: '/city',
      locale: 'zh-CN',
      problems: ['main (5b55ba4): the app shows the page: not within 45000 ms'],
    }),
    result({ route: '/city', engine: 'firefox', changedPixels: 0, identical: false }),
  ];

  test('most changed first: by share of pixels, then by pixels, then route, language, width and engine', () => {
    const sorted = [...results].sort(byChange).map((r) => `${r.route} ${r.locale} ${r.width} ${r.engine}`);
    expect(sorted).toEqual([
      '/home zh-CN desktop chromium',
      '/home en-US phone chromium',
      '/city en-US desktop chromium',
      '/city en-US desktop firefox',
      '/city zh-CN desktop chromium',
      '/home en-US desktop chromium',
    ]);
  });

  test('pages are routes in a language; a shot that did not settle counts as changed', () => {
    expect(summarise(results)).toMatchObject({
      shots: 6,
      changedShots: 4,
      pages: 4,
      changedPages: 4,
      problemShots: 1,
      identicalShots: 2,
    });
    expect(summarise([result({}), result({ locale: 'zh-CN' })])).toMatchObject({ changedPages: 0, pages: 2 });
  });

  test('per cent as the page prints it: never "0.00 %" for a change', () => {
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(0.004)).toBe('< 0.01 %');
    expect(formatPercent(12.345)).toBe('12.35 %');
  });
});

describe('the report page', () => {
  const hostile = result({
    route: '/a<b>&"c\'',
    locale: 'zh-CN',
    changedPixels: 50,
    identical: false,
    percent: 1.25,
    regions: [{ x: 10, y: 20, width: 30, height: 40 }],
    after: 'shots/chromium/desktop/checkout/a b#c.zh-CN.png',
    diff: 'diffs/chromium/desktop/a b#c.zh-CN.png',
  });
  const page = renderReport(summarise([hostile, result({})]), {
    ...INFO,
    beforeLabel: 'feature/<script>alert(1)</script> (abc1234)',
  });

  test('names are escaped: a route and a git ref cannot write markup', () => {
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).toContain('feature/&lt;script&gt;alert(1)&lt;/script&gt; (abc1234)');
    expect(page).toContain('/a&lt;b&gt;&amp;&quot;c&#39; · zh-CN · desktop 1280 px · chromium');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('pictures are files beside the page, their names percent-encoded; nothing is loaded from elsewhere', () => {
    expect(page).toContain('src="shots/chromium/desktop/checkout/a%20b%23c.zh-CN.png"');
    expect(page).toContain('src="diffs/chromium/desktop/a%20b%23c.zh-CN.png"');
    expect(page).toContain('src="shots/chromium/desktop/against/home.en-US.png"');
    expect(page).not.toMatch(/(src|href)="(https?:|file:|\/\/)/);
    expect(page).not.toMatch(/<script|<link|@import|url\(/);
    expect(fileUrl(`x/it's "q".png`)).toBe('x/it&#39;s%20%22q%22.png');
  });

  test('the count of pages changed, the changed shot side by side with its regions boxed, the unchanged listed', () => {
    expect(page).toContain('1 of 2 pages changed (1 of 2 screenshots)');
    expect(page).toContain('1.25 % of the pixels (50) · 1 region');
    // The region over each picture, in per cent of its size (1280 × 2000).
    expect(page).toContain('left:0.781%;top:1.000%;width:2.344%;height:2.000%');
    expect(page.indexOf('class="result"')).toBeLessThan(page.indexOf('Unchanged (1)'));
    expect(page).toContain('identical');
  });

  test('a run with nothing changed says so', () => {
    const quiet = renderReport(summarise([result({}), result({ locale: 'zh-CN', identical: false })]), INFO);
    expect(quiet).toContain(
      'No page changed: 2 pages, 2 screenshots compared pair by pair (1 identical to the last bit)',
    );
    expect(quiet).not.toContain('class="result"');
  });
});

describe('what a run compares', () => {
  test('by default: against main, every engine and width, the report in reports/visual-diff', () => {
    expect(optionsFrom({}, '/repo')).toEqual({
      against: 'main',
      againstDist: undefined,
      siteBuilt: false,
      engines: ['chromium', 'firefox', 'webkit'],
      widths: ['phone', 'desktop'],
      routes: undefined,
      locales: undefined,
      out: '/repo/reports/visual-diff',
    });
  });

  test('limited: ROUTES (with or without their slash), ENGINES, WIDTHS, LOCALES, a built folder to compare with', () => {
    expect(
      optionsFrom(
        {
          AGAINST: 'v1.2',
          AGAINST_DIST: 'old/dist',
          SITE_BUILT: '1',
          ENGINES: 'webkit, chromium',
          WIDTHS: 'Desktop',
          ROUTES: '/home, city',
          LOCALES: 'zh-CN',
        },
        '/repo',
      ),
    ).toMatchObject({
      against: 'v1.2',
      againstDist: '/repo/old/dist',
      siteBuilt: true,
      engines: ['chromium', 'webkit'],
      widths: ['desktop'],
      routes: ['/home', '/city'],
      locales: ['zh-CN'],
    });
  });

  test('a value it cannot use is refused with what to write', () => {
    expect(() => optionsFrom({ WIDTHS: 'tablet' }, '/repo')).toThrow(
      /tablet is not a width; use a comma list of phone, desktop/,
    );
    expect(() => optionsFrom({ ENGINES: 'safari' }, '/repo')).toThrow(/safari is not an engine/);
    expect(() => optionsFrom({ AGAINST: '--output=x' }, '/repo')).toThrow(/not a git ref/);
  });

  test("the routes: this checkout's table, then those only AGAINST has; ROUTES= limits them to known ones", () => {
    expect(routesToShoot(['/home', '/new'], ['/home', '/old'], undefined)).toEqual([
      { route: '/home' },
      { route: '/new', onlyIn: 'after' },
      { route: '/old', onlyIn: 'before' },
    ]);
    expect(routesToShoot(['/home', '/city'], ['/home', '/city'], ['/city'])).toEqual([{ route: '/city' }]);
    expect(() => routesToShoot(['/home'], ['/home'], ['/nowhere'])).toThrow(/\/nowhere is no route of the site/);
  });

  test('file names of routes', () => {
    expect(slugOf('/newsdetail')).toBe('newsdetail');
    expect(slugOf('/a/b c')).toBe('a_b_c');
    expect(slugOf('/')).toBe('root');
  });

  test('a function run in the page is sent as an expression that brings the helper esbuild’s keepNames calls', () => {
    // What tsx makes of a function with a named arrow inside (the page has no __name).
    const compiled = new Function(
      'argument',
      'const twice = __name((value) => value * 2, "twice"); return twice(argument.n);',
    ) as (argument: { n: number }) => number;
    expect(() => compiled({ n: 1 })).toThrow(/__name is not defined/);
    expect(new Function(`return ${callInPage(compiled, { n: 21 })};`)()).toBe(42);
  });
});

describe('a list of pages (PAGES=, and the pages a CHANGED= run touches)', () => {
  const after = { routes: ['/home', '/city', '/new'], locales: ['en-US', 'zh-CN'] };
  const before = { routes: ['/home', '/city', '/old'], locales: ['en-US', 'zh-CN'] };
  const shot = (items: string) =>
    pagesToShoot(parsePageList(items), after, before).map((item) =>
      [item.route, item.locale, item.onlyIn].filter(Boolean).join(' '),
    );

  test('exactly the pages named, not every route in every language named', () => {
    expect(shot('/city@en-US,/home@zh-CN')).toEqual(['/home zh-CN', '/city en-US']);
  });

  test('the analysis’s own names are read as they are; a page named twice is shot once', () => {
    expect(shot('page:/city@en-US, /city@en-US')).toEqual(['/city en-US']);
  });

  test('`*` is every route of either build, the not-found page included, or every language', () => {
    expect(shot('*@zh-CN')).toEqual([
      '/home zh-CN',
      '/city zh-CN',
      '/new zh-CN after',
      '/old zh-CN before',
      `${NOT_FOUND} zh-CN`,
    ]);
    expect(shot('/city@*')).toEqual(['/city en-US', '/city zh-CN']);
    expect(shot('*@*')).toHaveLength(5 * 2);
  });

  test('a language only one build has is shot in both (the other falls back to its default)', () => {
    const grown = { routes: ['/home'], locales: ['en-US', 'zh-CN', 'fr-FR'] };
    expect(pagesToShoot(parsePageList('/home@*'), grown, { routes: ['/home'], locales: ['en-US'] })).toHaveLength(3);
  });

  test('the not-found page is shot at a hash route no route table has', () => {
    expect(shot(`${NOT_FOUND}@en-US`)).toEqual([`${NOT_FOUND} en-US`]);
    expect(addressOf(NOT_FOUND)).toBe(NOT_FOUND_ROUTE);
    expect(addressOf('/city')).toBe('/city');
    expect([...after.routes, ...before.routes]).not.toContain(NOT_FOUND_ROUTE);
  });

  test('a route or a language neither build has is refused, naming those they have', () => {
    expect(() => shot('/nowhere@en-US')).toThrow(
      /PAGES: \/nowhere is no route of the site \(its routes: \/home, \/city/,
    );
    expect(() => shot('/city@fr-FR')).toThrow(/PAGES: fr-FR is no language of the site \(en-US, zh-CN\)/);
  });

  test('the routes and languages of a build kept with its manifest (the ref’s build a CHANGED= run compares with)', () => {
    const kept = mkdtempSync(join(tmpdir(), 'kept-build-'));
    try {
      mkdirSync(join(kept, 'spec'));
      writeFileSync(
        join(kept, 'spec/routes.yaml'),
        'routes:\n  - { path: /home, page: home }\n  - { path: /old, page: old }\n  - { path: /home, page: home, repeat: true }\n',
      );
      writeFileSync(join(kept, 'spec/app.yaml'), 'locales:\n  available: [en-US, zh-CN]\n  storageKey: locale\n');
      expect(readSpecTable(kept)).toEqual({
        routes: ['/home', '/old'],
        locales: ['en-US', 'zh-CN'],
        storageKey: 'locale',
      });
      writeFileSync(join(kept, 'spec/app.yaml'), 'locales:\n  available: [en-US]\n');
      expect(() => readSpecTable(kept)).toThrow(/spec\/app\.yaml: no locales with available and storageKey/);
    } finally {
      rmSync(kept, { recursive: true, force: true });
    }
  });

  test('an item that is not a route and a language is refused with how to write one', () => {
    for (const bad of ['/city', 'city@en-US', '/city@', '@en-US', 'page:*'])
      expect(() => parsePageList(bad), bad).toThrow(/is not a page; write a route and a language joined by @/);
  });
});

describe('what a run shoots', () => {
  const table = { routes: ['/home', '/city', '/news'], locales: ['en-US', 'zh-CN'] };

  test('ROUTES and LOCALES as before: every route of one in every language of the other', () => {
    const { pages, scope } = whatToShoot({ routes: ['/home', '/city'], locales: ['zh-CN'] }, table, table);
    expect(pages).toEqual([
      { route: '/home', locale: 'zh-CN' },
      { route: '/city', locale: 'zh-CN' },
    ]);
    expect(scope).toBe('The routes /home, /city in zh-CN');
    expect(whatToShoot({}, table, table).pages).toHaveLength(3 * 2);
    expect(whatToShoot({}, table, table).scope).toBe("Every route of the site's route table (3) in en-US and zh-CN");
  });

  test('PAGES: its pages only', () => {
    const { pages, scope } = whatToShoot({ pages: parsePageList('/news@zh-CN') }, table, table);
    expect(pages).toEqual([{ route: '/news', locale: 'zh-CN' }]);
    expect(scope).toBe('The pages of PAGES=: /news in zh-CN');
  });

  test('CHANGED: the pages the change touches, its wildcards expanded; none when it touches none', () => {
    const stamp: ChangeStamp = { ref: 'main', commit: 'a'.repeat(40), id: 'x' };
    const touched = whatToShoot({}, table, table, { stamp, pages: ['page:/city@en-US', 'page:*@zh-CN'] });
    expect(touched.pages.map((item) => `${item.route}@${item.locale}`)).toEqual([
      '/home@zh-CN',
      '/city@en-US',
      '/city@zh-CN',
      '/news@zh-CN',
      `${NOT_FOUND}@zh-CN`,
    ]);
    expect(touched.scope).toMatch(/^The pages CHANGED=main touches: \/home in zh-CN, \/city in en-US/);
    expect(whatToShoot({}, table, table, { stamp, pages: [] })).toEqual({
      pages: [],
      scope: 'No page: CHANGED=main touches none',
    });
  });

  test('PAGES and CHANGED in the options; what they cannot be given with is refused', () => {
    expect(optionsFrom({ PAGES: '/city@en-US' }, '/repo').pages).toEqual([{ route: '/city', locale: 'en-US' }]);
    expect(optionsFrom({ CHANGED: 'main', ENGINES: 'chromium', SITE_BUILT: '1' }, '/repo')).toMatchObject({
      changed: 'main',
      engines: ['chromium'],
      siteBuilt: true,
    });
    expect(() => optionsFrom({ PAGES: '/city@en-US', ROUTES: '/home' }, '/repo')).toThrow(/give one or the other/);
    expect(() => optionsFrom({ CHANGED: 'main', AGAINST: 'v1', ROUTES: '/home' }, '/repo')).toThrow(
      /CHANGED=main compares the pages the change touches with the build of main: leave out AGAINST, ROUTES/,
    );
    expect(() => optionsFrom({ CHANGED: '--all' }, '/repo')).toThrow(/not a git ref/);
  });
});

describe('pages a change did not mean to touch: unexpected', () => {
  const expected = ['page:/city@en-US', 'page:/news@*'];

  test('meant: a page of the change’s own inputs, wildcards included', () => {
    expect(meantBy(expected, '/city', 'en-US')).toBe(true);
    expect(meantBy(expected, '/news', 'zh-CN')).toBe(true);
    expect(meantBy(expected, '/city', 'zh-CN')).toBe(false);
    expect(meantBy(['page:*@*'], NOT_FOUND, 'en-US')).toBe(true);
    expect(meantBy([], '/home', 'en-US')).toBe(false);
  });

  const results = [
    result({ route: '/city', meant: true, changedPixels: 9, identical: false, percent: 0.1 }),
    result({ route: '/city', engine: 'firefox', meant: true }),
    result({ route: '/home', meant: false, changedPixels: 3, identical: false, percent: 0.01 }),
    result({ route: '/home', engine: 'firefox', meant: false }),
    result({ route: '/about', meant: false }),
  ];
  const summary = summarise(results);

  test('a page that changed on screen though not meant is unexpected; one not meant that did not change is not', () => {
    expect(summary).toMatchObject({ pages: 3, changedPages: 2, unexpectedPages: 1 });
    expect(summary.changed).toEqual([
      { route: '/city', locale: 'en-US', shots: 2, changedShots: 1, unexpected: false },
      { route: '/home', locale: 'en-US', shots: 2, changedShots: 1, unexpected: true },
    ]);
  });

  test('a run without CHANGED= marks nothing', () => {
    const plain = summarise([result({ changedPixels: 3, identical: false, percent: 1 })]);
    expect(plain.unexpectedPages).toBe(0);
    expect(plain.changed).toEqual([{ route: '/home', locale: 'en-US', shots: 1, changedShots: 1 }]);
    expect(renderReport(plain, INFO)).not.toContain('class="unexpected"');
  });

  test('the visual report marks the unexpected page in its headline, its list and its section', () => {
    const page = renderReport(summary, { ...INFO, changedRef: 'main' });
    expect(page).toContain('<span class="unexpected">1 page unexpected</span>: changed on screen, though CHANGED=main');
    expect(page).toMatch(
      /<h2>\/home · en-US · desktop 1280 px · chromium <span class="unexpected">unexpected<\/span><\/h2>/,
    );
    expect(page).not.toMatch(/<h2>\/city[^<]*<span class="unexpected">/);
    expect(page).not.toMatch(/<script/);
  });
});

describe('the visual part of the change report', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A reports/ folder, with a visual diff in it when `summary` is given. */
  function reportsWith(summary?: VisualSummary): string {
    const reports = mkdtempSync(join(tmpdir(), 'visual-part-'));
    dirs.push(reports);
    if (summary) {
      mkdirSync(join(reports, 'visual-diff'));
      writeFileSync(join(reports, 'visual-diff/summary.json'), JSON.stringify(summary));
      writeFileSync(join(reports, 'visual-diff/index.html'), '<!doctype html>');
    }
    return reports;
  }
  const stamp: ChangeStamp = { ref: 'main', commit: 'c'.repeat(40), id: 'id-of-this-change' };
  const made = (change: ChangeStamp | undefined): VisualSummary => ({
    ...(change ? { change } : {}),
    pages: 2,
    changedPages: 2,
    unexpectedPages: 1,
    shots: 12,
    changedShots: 7,
    problemShots: 0,
    changed: [
      { route: '/city', locale: 'en-US', shots: 6, changedShots: 6, unexpected: false },
      { route: '/home', locale: 'zh-CN', shots: 6, changedShots: 1, unexpected: true },
    ],
    engines: [{ engine: 'chromium' }, { engine: 'firefox' }, { engine: 'webkit' }],
    widths: [{ name: 'phone' }, { name: 'desktop' }],
  });

  test('not made yet: it says so, with the command that makes it', () => {
    const part = visualPart(reportsWith(), stamp, 3);
    expect(part).toEqual({ kind: 'not made' });
    expect(visualMarkdown(part, 'main')).toContain('Not made yet: `make visual-diff CHANGED=main` shoots the pages');
    expect(visualHtml(part, 'main')).toContain('Not made yet: <code>make visual-diff CHANGED=main</code>');
  });

  test('made for this change: the count, the link, each changed page, the unexpected one marked', () => {
    const part = visualPart(reportsWith(made(stamp)), stamp, 3);
    const markdown = visualMarkdown(part, 'main');
    expect(markdown).toContain(
      '2 of 2 pages changed on screen (7 of 12 screenshots: chromium, firefox, webkit, phone and desktop): [the visual diff](visual-diff/index.html).',
    );
    expect(markdown).toContain('| /city in en-US | 6 of 6 | yes |');
    expect(markdown).toContain('| /home in zh-CN | 1 of 6 | **unexpected** |');
    expect(markdown).toContain('**Unexpected**: 1 page changed on screen that the change did not mean to touch');
    const html = visualHtml(part, 'main');
    expect(html).toContain('<a href="visual-diff/index.html">the visual diff</a>');
    expect(html).toContain('<td>/home in zh-CN</td><td>1 of 6</td><td><span class="unexpected">unexpected</span></td>');
    expect(html).not.toMatch(/<script|(src|href)="(https?:|\/\/)/);
  });

  test('a visual diff of another run is never shown: another state of the tree, another ref, no CHANGED=', () => {
    const cases: [ChangeStamp | undefined, string][] = [
      [{ ...stamp, id: 'edited-since' }, 'of CHANGED=main with the working tree as it was then'],
      [{ ref: 'v1', commit: 'd'.repeat(40), id: 'other' }, 'of CHANGED=v1 (ddddddd)'],
      [undefined, 'of a make visual-diff without CHANGED='],
    ];
    for (const [change, other] of cases) {
      const part = visualPart(reportsWith(made(change)), stamp, 3);
      expect(part).toEqual({ kind: 'not made', other });
      expect(visualMarkdown(part, 'main')).toContain(
        `reports/visual-diff/ holds the visual diff ${other}: not shown here.`,
      );
      expect(visualMarkdown(part, 'main')).not.toContain('/home in zh-CN');
    }
  });

  test('a change that touches no page: nothing to make', () => {
    expect(visualPart(reportsWith(), stamp, 0)).toEqual({ kind: 'no page' });
    expect(visualMarkdown({ kind: 'no page' }, 'main')).toContain('The change touches no page');
  });

  test('make visual-diff rewrites the part of the report in place, for its own change only', () => {
    const reports = reportsWith();
    const odd: ChangeStamp = { ...stamp, ref: 'feature--x-->' };
    const part = markedVisualPart(reports, odd, 2);
    // The ref in the opening mark cannot end the comment (git allows `--` and `>` in a branch's name).
    expect(part.markdown.split('\n')[0]).toBe(
      `<!-- visual part id-of-this-change ${'c'.repeat(40)} feature--x--%3E 2 -->`,
    );
    writeFileSync(join(reports, 'change.md'), `# before\n\n${part.markdown}\n\n## after\n`);
    writeFileSync(join(reports, 'change.html'), `<h1>before</h1>\n${part.html}\n<h2>after</h2>\n`);
    expect(refreshChangeReport(reports)).toEqual({ stamp: odd, part: { kind: 'not made' } });
    mkdirSync(join(reports, 'visual-diff'));
    writeFileSync(join(reports, 'visual-diff/index.html'), '<!doctype html>');
    writeFileSync(join(reports, 'visual-diff/summary.json'), JSON.stringify(made(odd)));
    expect(refreshChangeReport(reports)?.part.kind).toBe('made');
    const markdown = readFileSync(join(reports, 'change.md'), 'utf8');
    expect(markdown).toMatch(/^# before\n\n<!-- visual part [^\n]* -->\n## What it looks like\n/);
    expect(markdown).toContain('| /home in zh-CN | 1 of 6 | **unexpected** |');
    expect(markdown).toMatch(/<!-- \/visual part -->\n\n## after\n$/);
    expect(readFileSync(join(reports, 'change.html'), 'utf8')).toContain('<span class="unexpected">unexpected</span>');
    // Another run's diff in the folder: the part goes back to saying how to make it.
    writeFileSync(join(reports, 'visual-diff/summary.json'), JSON.stringify(made(undefined)));
    expect(refreshChangeReport(reports)?.part.kind).toBe('not made');
    expect(readFileSync(join(reports, 'change.md'), 'utf8')).not.toContain('/home in zh-CN');
    expect(refreshChangeReport(reportsWith())).toBeUndefined();
  });

  test('the id of a change: its commit and what each changed file holds', () => {
    const root = reportsWith();
    writeFileSync(join(root, 'a.txt'), 'one');
    const change = { commit: 'e'.repeat(40), files: [{ path: 'a.txt', status: 'modified' as const }] };
    const first = changeId(root, change);
    expect(changeId(root, change)).toBe(first);
    writeFileSync(join(root, 'a.txt'), 'two');
    expect(changeId(root, change)).not.toBe(first);
    expect(changeId(root, { ...change, commit: 'f'.repeat(40) })).not.toBe(changeId(root, change));
    expect(changeId(root, { ...change, files: [...change.files, { path: 'gone.txt', status: 'deleted' }] })).not.toBe(
      changeId(root, change),
    );
  });
});
