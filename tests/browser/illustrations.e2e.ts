// The drawings of decision 046, in the three engines (decision 052): every sector, case, platform
// and company page shows a scene of its own (no two alike, by name and by content), in a frame of
// fixed shape with a name for screen readers; the customers are wordmarks that show their names;
// the certificates are documents with a seal, and the viewer opens them larger. The pages come
// from the oracle, written by hand.
import { pagesToCheck } from '../changed-pages';
import { CUSTOMERS } from '../oracle/content';
import { ILLUSTRATED_PAGES } from '../oracle/illustrations';
import { LOCALES, type Locale } from '../oracle/routes';
import { page as pageOf, pages } from '../scope';
import { sharedScenes, staticScene } from '../static-scenes';
import { expect, type Found, proves, type Site, test, visit } from './drive/scenario';

/** The certificate viewer's words, as the project chose them. */
const WORDS = {
  'en-US': { viewLarger: 'View larger', firstCertificate: 'National High-Tech Enterprise', zoomIn: 'Zoom in' },
  'zh-CN': { viewLarger: '放大查看', firstCertificate: '国家高新技术企业', zoomIn: '放大' },
} as const satisfies Record<Locale, Record<string, string>>;

/** The page's scene once drawn: its name, its drawing, its shape. */
async function sceneOf(site: Site, path: string) {
  const frame = site.css('main [data-scene]');
  // The drawing is a chunk of its own: wait until it is in the frame.
  await site.until(() => frame.css('.scene-art').count(), 1, `${path}: its drawing`);
  expect(await frame.count()).toBe(1);
  // A name for screen readers, of some length.
  expect(await frame.role('img', /\S{8}/).count(), `${path}: the drawing's name`).toBe(1);
  return site.evaluate(() => {
    const element = document.querySelector('main [data-scene]');
    const box = element?.getBoundingClientRect();
    return {
      name: element?.getAttribute('data-scene') ?? '',
      drawing: element?.querySelector('.scene-art')?.innerHTML ?? '',
      shape: box ? box.height / box.width : 0,
    };
  }, undefined);
}

test(
  'every sector, case, platform and company page shows a drawing of its own, in a 3:2 frame',
  proves('UI-SECTOR-PAGES', 'CONTENT-SECTORS', 'CONTENT-COMPANY-PROFILE').on(pages(ILLUSTRATED_PAGES, 'en-US')),
  visit(
    async (site) => {
      expect(ILLUSTRATED_PAGES).toHaveLength(20);
      // No two pages share a scene or a drawing: every page, from its static page.
      expect(await sharedScenes(site.origin, ILLUSTRATED_PAGES, 'en-US')).toEqual([]);
      // Each page in the app, loaded afresh and checked alone: a CHANGED= run checks those it touches.
      const names = new Map<string, string>();
      const drawings = new Map<string, string>();
      for (const path of pagesToCheck(ILLUSTRATED_PAGES, 'en-US')) {
        await site.open(path, 'en-US');
        const scene = await sceneOf(site, path);
        expect(scene.name, `${path} shows the scene of its static page`).toBe(
          (await staticScene(site.origin, path, 'en-US')).name,
        );
        expect(names.get(scene.name), `${path} and another page show the scene "${scene.name}"`).toBeUndefined();
        expect(drawings.get(scene.drawing), `${path} draws the same as another page`).toBeUndefined();
        names.set(scene.name, path);
        drawings.set(scene.drawing, path);
        expect(Math.abs(scene.shape - 2 / 3), `${path}: a 3:2 frame`).toBeLessThanOrEqual(0.005);
        expect(await site.errors()).toEqual([]);
      }
      // Twenty pages, each loaded afresh.
    },
    { timeout: 120_000 },
  ),
);

/** A certificate drawing's title and the circles of its seal. */
async function certificate(drawing: Found): Promise<{ title: string; seal: number }> {
  const [title = ''] = await drawing.texts();
  return { title: title.replace(/\s/g, ''), seal: await drawing.css('.seal circle').count() };
}

for (const locale of LOCALES) {
  test(
    `${locale}: the customers are wordmarks that show their names, each drawn differently`,
    proves('CONTENT-CUSTOMERS-30').on(pageOf('/customer', locale)),
    visit(async (site) => {
      await site.open('/customer', locale);
      const marks = site.css('main .logos').role('img');
      await site.until(
        () => marks.count(),
        (count) => count >= CUSTOMERS.atLeast,
        'the wordmarks',
      );
      const shown = await site.evaluate(
        () =>
          [...document.querySelectorAll('main .logos [role="img"]')].map((element) => ({
            name: element.getAttribute('aria-label') ?? '',
            text: element.textContent ?? '',
            look: `${element.className} ${element.getAttribute('data-mark')}`,
            drawn: element.querySelector('svg path')?.getAttribute('d') ?? '',
          })),
        undefined,
      );
      expect(shown.length).toBe(await marks.count());
      for (const mark of shown) {
        expect(mark.name.trim()).not.toBe('');
        // The wordmark is the name: the text it shows is what it is called.
        expect(mark.text).toBe(mark.name);
        expect(mark.drawn).not.toBe('');
      }
      expect(new Set(shown.map((mark) => mark.name)).size).toBe(shown.length);
      expect(new Set(shown.map((mark) => mark.look)).size).toBe(shown.length);
      expect(await site.errors()).toEqual([]);
    }),
  );

  test(
    `${locale}: a certificate is a document with a seal and its title, and the viewer opens it larger`,
    proves('UI-CERTIFICATE-ZOOM').on(pageOf('/glory', locale)),
    visit(async (site) => {
      await site.open('/glory', locale);
      const words = WORDS[locale];
      const opener = site.css('main').role('button', `${words.viewLarger}: ${words.firstCertificate}`);
      const small = await certificate(opener.css('svg.certificate'));
      expect(small.title).toContain(words.firstCertificate.replace(/\s/g, ''));
      expect(small.seal).toBeGreaterThanOrEqual(3);
      await opener.click();
      const viewer = site.role('dialog', words.firstCertificate);
      await site.until(() => viewer.visible(), true, 'the viewer open');
      const drawing = viewer.css('svg.certificate');
      expect(await certificate(drawing)).toEqual(small);
      const before = (await drawing.box())?.width ?? 0;
      await viewer.role('button', words.zoomIn, { exact: true }).click();
      await site.until(() => viewer.css('output').texts(), ['125%'], 'the zoom shown');
      await site.until(
        async () => (await drawing.box())?.width ?? 0,
        (width) => width > before * 1.2,
        'the certificate drawn larger',
      );
      await site.press('Escape');
      await site.until(() => viewer.count(), 0, 'the viewer closed');
      await site.until(() => opener.focused(), true, 'the focus back on the certificate');
      expect(await site.errors()).toEqual([]);
    }),
  );
}
