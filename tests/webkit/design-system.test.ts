// The design system in WebKit (issue 31, decision 043): the same probes as the Playwright spec
// (tests/browser/design-system.spec.ts), run with executeScript in a 1280-px-wide window.
import { expect, test } from 'vitest';
import {
  backgroundsOf,
  controlLook,
  facesHolding,
  fontUse,
  leftEdgesOf,
  underlinesOf,
  wrappedCheckbox,
} from '../browser/design-probes';
import { proves } from '../conformance/proves';
import * as design from '../oracle/design';
import { TRIAL } from '../oracle/trial';
import { page, pages } from '../scope';
import { By, clickNamed, openPage, retryStale, sessionPerFile, waitFor, waitForValue } from './driver';

const driver = sessionPerFile();

/** Runs a probe of design-probes.ts in the page with one argument. */
async function probe<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
  return (await driver().executeScript(fn, arg)) as R;
}

test(
  'navigation, footer and button links carry no underline; a link in the text does',
  proves('DESIGN-LINKS').on(pages(['/home', design.DESIGN_PAGES.prose], 'en-US')),
  async () => {
    await openPage(driver(), '/home', 'en-US');
    await waitFor(
      driver(),
      () => probe(underlinesOf, ['main a.button']),
      ([button]) => button !== null,
      'a button link',
    );
    expect(await probe(underlinesOf, ['.site-header nav a', '.site-footer nav a', 'main a.button'])).toEqual([
      'none',
      'none',
      'none',
    ]);
    await openPage(driver(), design.DESIGN_PAGES.prose, 'en-US');
    await waitForValue(driver(), () => probe(underlinesOf, ['main p a']), ['underline'], 'the link in the text');
  },
);

test(
  'header, page and footer start at the same left edge, the grid column centred',
  proves('DESIGN-GRID').on(page(design.DESIGN_PAGES.algorithm, 'en-US')),
  async () => {
    await openPage(driver(), design.DESIGN_PAGES.algorithm, 'en-US');
    const { edges, width } = await probe(leftEdgesOf, ['.site-header .brand', 'main h1', '.site-footer h2']);
    const column = Math.round(Math.max(design.GUTTER_PX, (width - design.CONTENT_MAX_PX) / 2));
    expect(edges).toEqual([column, column, column]);
  },
);

test(
  'Latin text is set in the shipped typeface, whose core Latin file is fetched once; figures are tabular',
  proves('DESIGN-TYPEFACE').on(page(design.DESIGN_PAGES.algorithm, 'en-US')),
  async () => {
    await openPage(driver(), design.DESIGN_PAGES.algorithm, 'en-US');
    const use = await waitFor(
      driver(),
      () => probe(fontUse, design.TYPEFACE),
      (value) => value.faces.includes('loaded'),
      'the typeface loaded',
    );
    expect(use.headingFamily.split(',')[0]?.replace(/["']/g, '').trim()).toBe(design.TYPEFACE);
    // At most the core Latin file: WebKit's Resource Timing leaves out a file its memory cache
    // served (the typeface, fetched by an earlier page of this session); Chromium and Firefox list it.
    expect(use.files.length).toBeLessThanOrEqual(1);
    for (const file of use.files) expect(file).toMatch(design.TYPEFACE_FILE);
    expect(use.tabular).toContain('tabular-nums');
  },
);

test(
  'a letter beyond the core, typed in a form, is drawn in the typeface: the page fetches the rest of Latin then',
  proves('DESIGN-TYPEFACE').on(page(design.DESIGN_PAGES.partner, 'en-US')),
  async () => {
    await openPage(driver(), design.DESIGN_PAGES.partner, 'en-US');
    const probed = { family: design.TYPEFACE, letter: design.ACCENTED_NAME.letter };
    // The English page has no such letter: the face that holds it is declared, and not fetched.
    expect(await probe(facesHolding, probed)).toEqual(['unloaded']);
    await retryStale(async () =>
      (await driver().findElement(By.css('main form input[name="name"]'))).sendKeys(design.ACCENTED_NAME.text),
    );
    await waitForValue(driver(), () => probe(facesHolding, probed), ['loaded'], 'the face holding the letter loaded');
    const { files } = await probe(fontUse, design.TYPEFACE);
    // At most one such file: WebKit's Resource Timing leaves out a file its memory cache served.
    expect(files.filter((file) => design.TYPEFACE_REST_FILE.test(file)).length).toBeLessThanOrEqual(1);
  },
);

test(
  'the first checkbox keeps its size when its words wrap',
  proves('DESIGN-FORM-CONTROLS').on(page(design.DESIGN_PAGES.partner, 'en-US')),
  async () => {
    await openPage(driver(), design.DESIGN_PAGES.partner, 'en-US');
    const box = await waitFor(
      driver(),
      () => probe(wrappedCheckbox, undefined),
      (value) => value !== null,
      'the form',
    );
    expect(box?.labelHeight).toBeGreaterThan(1.5 * (box?.lineHeight ?? 0));
    expect({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) }).toEqual({
      width: design.CHECKBOX_PX,
      height: design.CHECKBOX_PX,
    });
    expect((await probe(controlLook, 'main form')).checkboxAccent).toBe(design.BRAND_BLUE);
  },
);

test(
  'the trial request form draws its own controls, and marks a missing answer in red',
  proves('DESIGN-FORM-CONTROLS').on(page(design.DESIGN_PAGES.algorithm, 'en-US')),
  async () => {
    await openPage(driver(), design.DESIGN_PAGES.algorithm, 'en-US');
    const look = await waitFor(
      driver(),
      () => probe(controlLook, '#trial form'),
      (value) => value.selectAppearance !== null,
      'the trial request form',
    );
    expect(look).toMatchObject({
      selectAppearance: 'none',
      selectRadius: design.CONTROL_RADIUS,
      fieldRadius: design.CONTROL_RADIUS,
    });
    await driver().findElement(By.css('#trial form button[type="submit"]')).click();
    await waitForValue(
      driver(),
      async () => (await probe(controlLook, '#trial form')).invalidBorder,
      design.DANGER_RED,
      'the missing answer marked',
    );
  },
);

test(
  'the trial\'s "Choose a photo" is the brand blue of the other buttons',
  proves('DESIGN-FORM-CONTROLS').on(page(design.DESIGN_PAGES.algorithm, 'en-US')),
  async () => {
    await openPage(driver(), design.DESIGN_PAGES.algorithm, 'en-US');
    expect(await probe(backgroundsOf, ['main button.button'])).toEqual([design.BRAND_BLUE]);
    await clickNamed(driver(), 'main button', TRIAL['en-US'].start);
    await waitForValue(
      driver(),
      () => probe(backgroundsOf, ['.drop-zone label']),
      [design.BRAND_BLUE],
      '"Choose a photo" in brand blue',
    );
  },
);
