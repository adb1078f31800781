// The drawings of decision 046 in WebKit: every sector, case, platform and company page shows a
// scene of its own (by name and by content) in a 3:2 frame; the customers are wordmarks that show
// their names; a certificate is a document with a seal and its title, and the viewer opens it. The
// pages come from the oracle; the certificate's words are the project's, as in tests/browser/.
import { describe, expect, test } from 'vitest';
import { pagesToCheck } from '../changed-pages';
import { proves } from '../conformance/proves';
import { CUSTOMERS } from '../oracle/content';
import { ILLUSTRATED_PAGES } from '../oracle/illustrations';
import { LOCALES } from '../oracle/routes';
import { page, pages } from '../scope';
import { sharedScenes, staticScene } from '../static-scenes';
import {
  clickNamed,
  findByName,
  Key,
  openPage,
  pageErrors,
  sessionPerFile,
  siteUrl,
  typeKeys,
  waitFor,
} from './driver';

const driver = sessionPerFile();

const UI = {
  'en-US': { viewLarger: 'View larger', firstCertificate: 'National High-Tech Enterprise' },
  'zh-CN': { viewLarger: '放大查看', firstCertificate: '国家高新技术企业' },
} as const;

interface Scene {
  readonly name: string;
  readonly drawing: string;
  readonly shape: number;
  readonly label: string;
}

/** The page's scene once its chunk has drawn it. */
function sceneShown(): Promise<Scene | null> {
  return driver().executeScript(() => {
    const frames = document.querySelectorAll('main [data-scene]');
    const frame = frames[0];
    const art = frame?.querySelector('.scene-art');
    if (frames.length !== 1 || !frame || !art) return null;
    const box = frame.getBoundingClientRect();
    return {
      name: frame.getAttribute('data-scene') ?? '',
      drawing: art.innerHTML,
      shape: box.height / box.width,
      label: frame.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
    };
  }) as Promise<Scene | null>;
}

describe('the drawings', () => {
  test(
    'every sector, case, platform and company page shows a drawing of its own, in a 3:2 frame',
    proves('UI-SECTOR-PAGES', 'CONTENT-SECTORS', 'CONTENT-COMPANY-PROFILE').on(pages(ILLUSTRATED_PAGES, 'en-US')),
    async () => {
      expect(ILLUSTRATED_PAGES).toHaveLength(20);
      // No two pages share a scene or a drawing: every page, from its static page.
      const origin = new URL(siteUrl()).origin;
      expect(await sharedScenes(origin, ILLUSTRATED_PAGES, 'en-US')).toEqual([]);
      // Each page in the app, opened afresh and checked alone: a CHANGED= run checks those it touches.
      const names = new Map<string, string>();
      const drawings = new Map<string, string>();
      for (const path of pagesToCheck(ILLUSTRATED_PAGES, 'en-US')) {
        await openPage(driver(), path, 'en-US');
        const scene = await waitFor(driver(), sceneShown, (value) => value !== null, `${path}: its scene`);
        if (!scene) throw new Error(`${path}: no scene`);
        expect(scene.name, `${path} shows the scene of its static page`).toBe(
          (await staticScene(origin, path, 'en-US')).name,
        );
        expect(scene.label.length, `${path}: the drawing's name`).toBeGreaterThan(8);
        expect(names.get(scene.name), `${path} shows the scene of another page`).toBeUndefined();
        expect(drawings.get(scene.drawing), `${path} draws what another page draws`).toBeUndefined();
        names.set(scene.name, path);
        drawings.set(scene.drawing, path);
        expect(scene.shape).toBeCloseTo(2 / 3, 2);
        expect(await pageErrors(driver())).toEqual([]);
      }
    },
  );

  for (const locale of LOCALES) {
    const ui = UI[locale];

    test(
      `${locale}: the customers are wordmarks that show their names`,
      proves('CONTENT-CUSTOMERS-30').on(page('/customer', locale)),
      async () => {
        await openPage(driver(), '/customer', locale);
        const marks = (await driver().executeScript(() =>
          [...document.querySelectorAll('main .logos [role="img"]')].map((element) => ({
            name: element.getAttribute('aria-label') ?? '',
            text: element.textContent ?? '',
            look: `${element.className} ${element.getAttribute('data-mark')}`,
          })),
        )) as { name: string; text: string; look: string }[];
        expect(marks.length).toBeGreaterThanOrEqual(CUSTOMERS.atLeast);
        for (const mark of marks) {
          expect(mark.name.trim()).not.toBe('');
          expect(mark.text).toBe(mark.name);
        }
        expect(new Set(marks.map((mark) => mark.look)).size).toBe(marks.length);
        expect(await pageErrors(driver())).toEqual([]);
      },
    );

    test(
      `${locale}: a certificate is a document with a seal and its title, and the viewer opens it`,
      proves('UI-CERTIFICATE-ZOOM').on(page('/glory', locale)),
      async () => {
        await openPage(driver(), '/glory', locale);
        const drawn = (scope: string) =>
          driver().executeScript((selector: string) => {
            const svg = document.querySelector(selector);
            return svg
              ? {
                  title: [...svg.querySelectorAll('text')].map((text) => text.textContent).join(''),
                  seal: svg.querySelectorAll('.seal circle').length,
                }
              : null;
          }, scope) as Promise<{ title: string; seal: number } | null>;
        const small = await drawn('main .certificate-open svg.certificate');
        expect(small?.title.replace(/\s/g, '')).toContain(ui.firstCertificate.replace(/\s/g, ''));
        expect(small?.seal).toBeGreaterThanOrEqual(3);
        const opener = new RegExp(`^${ui.viewLarger}\\s*:\\s*${ui.firstCertificate}$`);
        await clickNamed(driver(), 'main button.certificate-open', opener);
        await findByName(driver(), 'dialog, [role="dialog"]', ui.firstCertificate);
        await waitFor(
          driver(),
          () => drawn('dialog svg.certificate'),
          (large) => large !== null && large.title === small?.title && large.seal === small?.seal,
          'the certificate in the viewer',
        );
        await typeKeys(driver(), Key.ESCAPE);
        await waitFor(
          driver(),
          () => driver().executeScript(() => document.querySelector('dialog[open]') === null),
          (closed) => closed === true,
          'the viewer closed',
        );
        expect(await pageErrors(driver())).toEqual([]);
      },
    );
  }
});
