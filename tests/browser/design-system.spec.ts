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
import { expect, test } from './fixtures';
import { proves } from './proves';
import { openPage } from './site';

// The design system a visitor sees (issue 31, decision 043), in each engine Playwright drives;
// tests/webkit/design-system.test.ts proves the same in WebKit with the same probes.

test.use({ viewport: GRID_WINDOW });

test(
  'navigation, footer and button links carry no underline; a link in the text does',
  proves('DESIGN-LINKS').on(pageOf('/home', 'en-US'), pageOf(DESIGN_PAGES.prose, 'en-US')),
  async ({ page }) => {
    const errors = await openPage(page, '/home', 'en-US');
    await expect(page.locator('main a.button').filter({ visible: true }).first()).toBeVisible();
    const [menu, footer, button] = await page.evaluate(underlinesOf, [
      '.site-header nav a',
      '.site-footer nav a',
      'main a.button',
    ]);
    expect({ menu, footer, button }).toEqual({ menu: 'none', footer: 'none', button: 'none' });
    await openPage(page, DESIGN_PAGES.prose, 'en-US');
    await expect(page.locator('main p a').filter({ visible: true }).first()).toBeVisible();
    expect(await page.evaluate(underlinesOf, ['main p a'])).toEqual(['underline']);
    expect(errors).toEqual([]);
  },
);

test(
  'header, page and footer start at the same left edge, the grid column centred',
  proves('DESIGN-GRID').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  async ({ page }) => {
    await openPage(page, DESIGN_PAGES.algorithm, 'en-US');
    const { edges, width } = await page.evaluate(leftEdgesOf, ['.site-header .brand', 'main h1', '.site-footer h2']);
    const column = Math.round(Math.max(GUTTER_PX, (width - CONTENT_MAX_PX) / 2));
    expect(edges).toEqual([column, column, column]);
  },
);

test(
  'Latin text is set in the shipped typeface, whose core Latin file is fetched once; figures are tabular',
  proves('DESIGN-TYPEFACE').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  async ({ page }) => {
    await openPage(page, DESIGN_PAGES.algorithm, 'en-US');
    await expect.poll(async () => (await page.evaluate(fontUse, TYPEFACE)).faces).toContain('loaded');
    const use = await page.evaluate(fontUse, TYPEFACE);
    expect(use.headingFamily.split(',')[0]?.replace(/["']/g, '').trim()).toBe(TYPEFACE);
    expect(await page.evaluate((family) => document.fonts.check(`700 16px "${family}"`, 'Algorithm'), TYPEFACE)).toBe(
      true,
    );
    // Fetched because it is drawn: one file, the core of the Latin subset, and no other font file.
    expect(use.files).toHaveLength(1);
    expect(use.files[0]).toMatch(TYPEFACE_FILE);
    expect(use.tabular).toContain('tabular-nums');
  },
);

test(
  'a letter beyond the core, typed in a form, is drawn in the typeface: the page fetches the rest of Latin then',
  proves('DESIGN-TYPEFACE').on(pageOf(DESIGN_PAGES.partner, 'en-US')),
  async ({ page }) => {
    await openPage(page, DESIGN_PAGES.partner, 'en-US');
    const field = page.locator('main form input[name="name"]');
    await expect(field).toBeVisible();
    const probe = { family: TYPEFACE, letter: ACCENTED_NAME.letter };
    // The English page has no such letter: the face that holds it is declared, and not fetched.
    expect(await page.evaluate(facesHolding, probe)).toEqual(['unloaded']);
    await field.fill(ACCENTED_NAME.text);
    await expect.poll(() => page.evaluate(facesHolding, probe)).toEqual(['loaded']);
    const { files } = await page.evaluate(fontUse, TYPEFACE);
    expect(files.filter((file) => TYPEFACE_REST_FILE.test(file))).toHaveLength(1);
    expect(await field.evaluate((input) => getComputedStyle(input).fontFamily)).toContain(TYPEFACE);
  },
);

const partnerForm = proves('DESIGN-FORM-CONTROLS').on(pageOf(DESIGN_PAGES.partner, 'en-US'));
test('the first checkbox keeps its size when its words wrap', partnerForm, async ({ page }) => {
  await openPage(page, DESIGN_PAGES.partner, 'en-US');
  await expect(page.locator('main fieldset input[type="checkbox"]').first()).toBeVisible();
  const box = await page.evaluate(wrappedCheckbox);
  expect(box).not.toBeNull();
  // The words take two lines or more, and the box is still a full square.
  expect(box?.labelHeight).toBeGreaterThan(1.5 * (box?.lineHeight ?? 0));
  expect({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) }).toEqual({
    width: CHECKBOX_PX,
    height: CHECKBOX_PX,
  });
  expect((await page.evaluate(controlLook, 'main form')).checkboxAccent).toBe(BRAND_BLUE);
});

test(
  'the trial request form draws its own controls, and marks a missing answer in red',
  proves('DESIGN-FORM-CONTROLS').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  async ({ page }) => {
    await openPage(page, DESIGN_PAGES.algorithm, 'en-US');
    const form = page.locator('#trial form');
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('select').first()).toBeVisible();
    const look = await page.evaluate(controlLook, '#trial form');
    expect(look).toMatchObject({ selectAppearance: 'none', selectRadius: CONTROL_RADIUS, fieldRadius: CONTROL_RADIUS });
    expect(look.fieldBorder).not.toBe(DANGER_RED);
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('input[aria-invalid="true"]').first()).toBeVisible();
    // Red also while it has the focus the form moves to it (its colour changes over --duration-s).
    await expect.poll(async () => (await page.evaluate(controlLook, '#trial form')).invalidBorder).toBe(DANGER_RED);
  },
);

test(
  'the trial\'s "Choose a photo" is the brand blue of the other buttons',
  proves('DESIGN-FORM-CONTROLS').on(pageOf(DESIGN_PAGES.algorithm, 'en-US')),
  async ({ page }) => {
    await openPage(page, DESIGN_PAGES.algorithm, 'en-US');
    const start = page.getByRole('button', { name: TRIAL['en-US'].start });
    await expect(start).toBeVisible();
    expect(await page.evaluate(backgroundsOf, ['main button.button'])).toEqual([BRAND_BLUE]);
    await start.click();
    await expect(page.locator('.drop-zone label').first()).toBeVisible();
    expect(await page.evaluate(backgroundsOf, ['.drop-zone label'])).toEqual([BRAND_BLUE]);
  },
);
