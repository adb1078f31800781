// The drawings of decision 046: every sector, case, platform and company page shows a scene of its
// own (no two alike, by name and by content), in a frame of fixed shape with a name for screen
// readers; the customers are wordmarks that show their names; the certificates are documents
// with a seal, and the viewer still opens them. The pages come from the oracle, written by hand.

import { pagesToCheck } from '../changed-pages';
import { CUSTOMERS } from '../oracle/content';
import { ILLUSTRATED_PAGES } from '../oracle/illustrations';
import type { Locale } from '../oracle/routes';
import { page as pageOf, pages } from '../scope';
import { sharedScenes, staticScene } from '../static-scenes';
import { expect, type Locator, type Page, test } from './fixtures';
import { proves } from './proves';
import { openPage } from './site';

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

const main = (page: Page) => page.getByRole('main');

/** The first certificate's title, as the project words it. */
const FIRST_CERTIFICATE: Record<Locale, string> = {
  'en-US': 'National High-Tech Enterprise',
  'zh-CN': '国家高新技术企业',
};
const VIEW_LARGER: Record<Locale, string> = { 'en-US': 'View larger', 'zh-CN': '放大查看' };

/** The page's scene once drawn: its name, a digest of its drawing, its shape and its accessible name. */
async function sceneOf(page: Page) {
  const frame = main(page).locator('[data-scene]');
  await expect(frame).toHaveCount(1);
  // The drawing is a chunk of its own: wait until it is in the frame.
  await expect(frame.locator('.scene-art')).toHaveCount(1);
  const drawing = frame.getByRole('img');
  await expect(drawing).toHaveAccessibleName(/\S{8}/);
  return frame.evaluate(async (element) => {
    const art = element.querySelector('.scene-art');
    const bytes = new TextEncoder().encode(art?.innerHTML ?? '');
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    const box = element.getBoundingClientRect();
    return { name: element.getAttribute('data-scene') ?? '', digest, shape: box.height / box.width };
  });
}

test(
  'every sector, case, platform and company page shows a drawing of its own, in a 3:2 frame',
  proves('UI-SECTOR-PAGES', 'CONTENT-SECTORS', 'CONTENT-COMPANY-PROFILE').on(pages(ILLUSTRATED_PAGES, 'en-US')),
  async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    expect(ILLUSTRATED_PAGES).toHaveLength(20);
    // No two pages share a scene or a drawing: every page, from its static page.
    const origin = baseURL ?? '';
    expect(await sharedScenes(origin, ILLUSTRATED_PAGES, 'en-US')).toEqual([]);
    // Each page in the app, loaded afresh and checked alone: a CHANGED= run checks those it touches.
    const seen = new Map<string, string>();
    const digests = new Map<string, string>();
    for (const path of pagesToCheck(ILLUSTRATED_PAGES, 'en-US')) {
      const errors = await openPage(page, path, 'en-US');
      const scene = await sceneOf(page);
      expect(scene.name, `${path} shows the scene of its static page`).toBe(
        (await staticScene(origin, path, 'en-US')).name,
      );
      expect(seen.get(scene.name), `${path} and another page show the scene "${scene.name}"`).toBeUndefined();
      expect(digests.get(scene.digest), `${path} draws the same as another page`).toBeUndefined();
      seen.set(scene.name, path);
      digests.set(scene.digest, path);
      expect(scene.shape).toBeCloseTo(2 / 3, 2);
      expect(errors).toEqual([]);
    }
  },
);

for (const locale of LOCALES) {
  test(
    `${locale}: the customers are wordmarks that show their names, each drawn differently`,
    proves('CONTENT-CUSTOMERS-30').on(pageOf('/customer', locale)),
    async ({ page }) => {
      const errors = await openPage(page, '/customer', locale);
      const marks = main(page).locator('.logos').getByRole('img');
      await expect(marks.first()).toBeVisible();
      const shown = await marks.evaluateAll((elements) =>
        elements.map((element) => ({
          name: element.getAttribute('aria-label') ?? '',
          text: element.textContent ?? '',
          look: `${element.className} ${element.getAttribute('data-mark')}`,
          drawn: element.querySelector('svg path')?.getAttribute('d') ?? '',
        })),
      );
      expect(shown.length).toBeGreaterThanOrEqual(CUSTOMERS.atLeast);
      for (const mark of shown) {
        expect(mark.name.trim()).not.toBe('');
        // The wordmark is the name: the text it shows is what it is called.
        expect(mark.text).toBe(mark.name);
        expect(mark.drawn).not.toBe('');
      }
      expect(new Set(shown.map((mark) => mark.name)).size).toBe(shown.length);
      expect(new Set(shown.map((mark) => mark.look)).size).toBe(shown.length);
      expect(errors).toEqual([]);
    },
  );

  test(
    `${locale}: a certificate is a document with a seal and its title, and the viewer opens it larger`,
    proves('UI-CERTIFICATE-ZOOM').on(pageOf('/glory', locale)),
    async ({ page }) => {
      const errors = await openPage(page, '/glory', locale);
      const title = FIRST_CERTIFICATE[locale];
      const opener = main(page).getByRole('button', { name: `${VIEW_LARGER[locale]}: ${title}` });
      const drawn = (scope: Locator) =>
        scope.locator('svg.certificate').evaluate((svg) => ({
          title: [...svg.querySelectorAll('text')].map((text) => text.textContent).join(''),
          seal: svg.querySelectorAll('.seal circle').length,
        }));
      const small = await drawn(opener);
      expect(small.title.replace(/\s/g, '')).toContain(title.replace(/\s/g, ''));
      expect(small.seal).toBeGreaterThanOrEqual(3);
      await opener.click();
      const viewer = page.getByRole('dialog', { name: title });
      await expect(viewer).toBeVisible();
      const large = await drawn(viewer);
      expect(large).toEqual(small);
      const before = await viewer.locator('svg.certificate').boundingBox();
      await viewer.getByRole('button', { name: locale === 'en-US' ? 'Zoom in' : '放大' }).click();
      await expect(viewer.locator('output')).toHaveText('125%');
      await expect
        .poll(async () => (await viewer.locator('svg.certificate').boundingBox())?.width ?? 0)
        .toBeGreaterThan((before?.width ?? 0) * 1.2);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    },
  );
}
