// The design system a visitor sees (decision 043), in the three engines (decision 052), with the
// probes of design-probes.ts run in the page: links' underlines, the grid's left edge, the
// typeface and when its files are fetched, the forms' controls.
import {
  ACCENTED_NAME,
  BRAND_BLUE,
  CHECKBOX_PX,
  CONTENT_MAX_PX,
  CONTROL_RADIUS,
  DANGER_RED,
  DESIGN_PAGES,
  GRID_WINDOW,
  GUTTER_PX,
  TYPEFACE,
  TYPEFACE_FILE,
  TYPEFACE_REST_FILE,
} from '../oracle/design';
import { TRIAL } from '../oracle/trial';
import { page as pageOf } from '../scope';
import {
  backgroundsOf,
  controlLook,
  facesHolding,
  fontUse,
  leftEdgesOf,
  underlinesOf,
  wrappedCheckbox,
} from './design-probes';
import { expect, proves, type Site, test, visit } from './drive/scenario';

/** Opens `path` in English in the window the grid is measured in. */
const open = (site: Site, path: Parameters<Site['open']>[0]) => site.open(path, 'en-US', GRID_WINDOW);

/**
 * The typeface's files the page fetched, as its Resource Timing lists them. WebKit leaves out a
 * file its memory cache served (the typeface, fetched by an earlier page of the file's session):
 * there, "fetched once" reads as at most once.
 */
function expectFetchedOnce(site: Site, files: readonly string[], file: RegExp): void {
  const fetched = files.filter((name) => file.test(name));
  if (site.engine === 'webkit') expect(fetched.length).toBeLessThanOrEqual(1);
  else expect(fetched).toHaveLength(1);
}

test(
  'navigation, footer and button links carry no underline; a link in the text does',
  proves('DESIGN-LINKS').on(pageOf('/home', 'en-US'), pageOf(DESIGN_PAGES.prose, 'en-US')),
  visit(async (site) => {
    await open(site, '/home');
    await site.until(
      () => site.evaluate(underlinesOf, ['main a.button']),
      ([button]) => button !== null,
      'a button link shown',
    );
    const [menu, footer, button] = await site.evaluate(underlinesOf, [
      '.site-header nav a',
      '.site-footer nav a',
      'main a.button',
    ]);
    expect({ menu, footer, button }).toEqual({ menu: 'none', footer: 'none', button: 'none' });
    expect(await site.errors()).toEqual([]);
    await open(site, DESIGN_PAGES.prose);
    await site.until(() => site.evaluate(underlinesOf, ['main p a']), ['underline'], 'the link in the text');
    expect(await site.errors()).toEqual([]);
  }),
);

test(
  'header, page and footer start at the same left edge, the grid column centred',
  proves('DESIGN-GRID').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  visit(async (site) => {
    await open(site, DESIGN_PAGES.algorithm);
    const { edges, width } = await site.evaluate(leftEdgesOf, ['.site-header .brand', 'main h1', '.site-footer h2']);
    const column = Math.round(Math.max(GUTTER_PX, (width - CONTENT_MAX_PX) / 2));
    expect(edges).toEqual([column, column, column]);
  }),
);

test(
  'Latin text is set in the shipped typeface, whose core Latin file is fetched once; figures are tabular',
  proves('DESIGN-TYPEFACE').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  visit(async (site) => {
    await open(site, DESIGN_PAGES.algorithm);
    const use = await site.until(
      () => site.evaluate(fontUse, TYPEFACE),
      (value) => value.faces.includes('loaded'),
      'the typeface loaded',
    );
    expect(use.headingFamily.split(',')[0]?.replace(/["']/g, '').trim()).toBe(TYPEFACE);
    expect(await site.evaluate((family) => document.fonts.check(`700 16px "${family}"`, 'Algorithm'), TYPEFACE)).toBe(
      true,
    );
    // Fetched because it is drawn: the core of the Latin subset, and no other font file.
    expectFetchedOnce(site, use.files, TYPEFACE_FILE);
    for (const file of use.files) expect(file).toMatch(TYPEFACE_FILE);
    expect(use.tabular).toContain('tabular-nums');
  }),
);

test(
  'a letter beyond the core, typed in a form, is drawn in the typeface: the page fetches the rest of Latin then',
  proves('DESIGN-TYPEFACE').on(pageOf(DESIGN_PAGES.partner, 'en-US')),
  visit(async (site) => {
    await open(site, DESIGN_PAGES.partner);
    const field = site.css('main form input[name="name"]');
    await site.until(() => field.visible(), true, 'the name field');
    const probe = { family: TYPEFACE, letter: ACCENTED_NAME.letter };
    // The English page has no such letter: the face that holds it is declared, and not fetched.
    expect(await site.evaluate(facesHolding, probe)).toEqual(['unloaded']);
    await field.type(ACCENTED_NAME.text);
    await site.until(() => site.evaluate(facesHolding, probe), ['loaded'], 'the face holding the letter loaded');
    const { files } = await site.evaluate(fontUse, TYPEFACE);
    expectFetchedOnce(site, files, TYPEFACE_REST_FILE);
    expect((await field.styles('font-family'))[0]).toContain(TYPEFACE);
  }),
);

test(
  'the first checkbox keeps its size when its words wrap',
  proves('DESIGN-FORM-CONTROLS').on(pageOf(DESIGN_PAGES.partner, 'en-US')),
  visit(async (site) => {
    await open(site, DESIGN_PAGES.partner);
    const box = await site.until(
      () => site.evaluate(wrappedCheckbox, undefined),
      (value) => value !== null,
      'the form’s first checkbox',
    );
    // The words take two lines or more, and the box is still a full square.
    expect(box?.labelHeight).toBeGreaterThan(1.5 * (box?.lineHeight ?? 0));
    expect({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) }).toEqual({
      width: CHECKBOX_PX,
      height: CHECKBOX_PX,
    });
    expect((await site.evaluate(controlLook, 'main form')).checkboxAccent).toBe(BRAND_BLUE);
  }),
);

test(
  'the trial request form draws its own controls, and marks a missing answer in red',
  proves('DESIGN-FORM-CONTROLS').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  visit(async (site) => {
    await open(site, DESIGN_PAGES.algorithm);
    const look = await site.until(
      () => site.evaluate(controlLook, '#trial form'),
      (value) => value.selectAppearance !== null,
      'the trial request form',
    );
    expect(look).toMatchObject({ selectAppearance: 'none', selectRadius: CONTROL_RADIUS, fieldRadius: CONTROL_RADIUS });
    expect(look.fieldBorder).not.toBe(DANGER_RED);
    await site.css('#trial form button[type="submit"]').click();
    await site.until(
      () => site.css('#trial form input[aria-invalid="true"]').count(),
      (count) => count > 0,
      'a field marked',
    );
    // Red also while it has the focus the form moves to it (its colour changes over --duration-s).
    await site.until(
      async () => (await site.evaluate(controlLook, '#trial form')).invalidBorder,
      DANGER_RED,
      'the missing answer marked',
    );
  }),
);

test(
  'the trial\'s "Choose a photo" is the brand blue of the other buttons',
  proves('DESIGN-FORM-CONTROLS').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  visit(async (site) => {
    await open(site, DESIGN_PAGES.algorithm);
    const start = site.role('button', TRIAL['en-US'].start);
    await site.until(() => start.visible(), true, 'the trial’s start button');
    expect(await site.evaluate(backgroundsOf, ['main button.button'])).toEqual([BRAND_BLUE]);
    await start.click();
    await site.until(
      () => site.evaluate(backgroundsOf, ['.drop-zone label']),
      [BRAND_BLUE],
      '"Choose a photo" in brand blue',
    );
  }),
);
