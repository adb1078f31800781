// The online trial's face algorithms (decision 028), in the browser on the built site: what each
// algorithm shows for sample photos whose faces a person can count, the 1:1 verdict on a copy
// of a photo and on another person, bad input, the camera (Chromium's fake device fed a sample
// photo), and that nothing the visitor gives leaves the page. Expectations come from
// tests/oracle/trial.ts. The tests of one language share one page, so the models load once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '../../scripts/browser-env.ts';
import { notInEngine } from '../engines';
import { PHOTO_LIMIT_MB, SAME_PERSON_AT, SAMPLE_1, TRIAL, type TrialLocale } from '../oracle/trial';
import { page as pageOf } from '../scope';
import { axeViolations, WCAG_21_AA } from './axe';
import { answerApiInBrowser, type BrowserContext, expect, holdNextRequest, type Page, test } from './fixtures';
import { proves } from './proves';
import { openPage } from './site';

const SAMPLE_1_JPEG = readFileSync(
  join(import.meta.dirname, '../../node_modules/@vladmandic/face-api/demo/sample1.jpg'),
);

/**
 * Every request of the context's pages and their workers from now on. Requests a dedicated worker
 * makes (the face models) reach context.route but not the request events, so they are recorded
 * there.
 */
async function recordRequests(context: BrowserContext): Promise<{ method: string; url: string }[]> {
  const requests: { method: string; url: string }[] = [];
  await context.route('**/*', async (route) => {
    requests.push({ method: route.request().method(), url: route.request().url() });
    await route.fallback();
  });
  return requests;
}

/** Requests that are not a GET of one of the site's own files (its API included). */
function leaving(requests: readonly { method: string; url: string }[], origin: string): string[] {
  return requests
    .filter((request) => {
      const url = new URL(request.url);
      return url.origin !== origin || request.method !== 'GET' || url.pathname.startsWith('/api/');
    })
    .map((request) => `${request.method} ${request.url}`);
}

const status = (page: Page) => page.locator('.trial-panel [role="status"]');
const alert = (page: Page) => page.locator('.trial-panel [role="alert"]');

/** A PNG of `width` × `height` drawn by the test: a soft gradient, with no face in it. */
async function facelessPng(page: Page, width = 640, height = 480): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#8fb8de');
      gradient.addColorStop(1, '#f2e6c9');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * The first bytes of a PNG of `width` × `height` (its signature and IHDR chunk, ISO/IEC 15948
 * §5.2, §11.2.2), then `rest`: a header that states the size, and no picture a browser can decode.
 */
function pngHeader(width: number, height: number, rest: Buffer = Buffer.alloc(0)): Buffer {
  // Length, type, 13 bytes of data (width, height, depth, colour type, methods), CRC (left 0).
  const ihdr = Buffer.alloc(4 + 4 + 13 + 4);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, rest]);
}

/**
 * Sample photo 1 cropped to its left 55 % (the largest face and part of the next) and scaled to
 * 60 %: a different file of the same person.
 */
async function croppedCopy(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async (jpeg) => {
    const binary = atob(jpeg);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const cropWidth = Math.round(bitmap.width * 0.55);
    const canvas = new OffscreenCanvas(Math.round(cropWidth * 0.6), Math.round(bitmap.height * 0.6));
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0, cropWidth, bitmap.height, 0, 0, canvas.width, canvas.height);
    const out = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (const byte of out) text += String.fromCharCode(byte);
    return btoa(text);
  }, SAMPLE_1_JPEG.toString('base64'));
  return Buffer.from(base64, 'base64');
}

/** The header cells and the rows (their cells' text) of the panel's result table. */
async function resultTable(page: Page): Promise<{ columns: string[]; rows: string[][] }> {
  const table = page.locator('.trial-panel table');
  const columns = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
  return { columns, rows };
}

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly TrialLocale[]) {
  const words = TRIAL[locale];

  test.describe(`the online trial's face algorithms (${locale})`, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    let requests: { method: string; url: string }[];
    let origin: string;

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext({ baseURL });
      await answerApiInBrowser(context);
      page = await context.newPage();
      requests = await recordRequests(context);
      origin = new URL(baseURL ?? '').origin;
      await openPage(page, '/algorithm', locale);
    });
    test.afterAll(async () => {
      await context.close();
    });

    test(
      'nothing of the trial loads before the visitor starts it; then the shown algorithm loads its models, with a progress bar in MB',
      proves('TRIAL-ON-DEMAND').on(pageOf('/algorithm', locale)),
      async () => {
        test.setTimeout(60_000);
        const paths = () =>
          requests
            .map((request) => new URL(request.url).pathname)
            .filter((path) => /\/assets\/(trial\/|trial-area)/.test(path));
        expect(paths()).toEqual([]);
        // Hold the detector's weights until the progress bar has been seen: no race with a fast load.
        // The face worker fetches them: its requests reach the context's routes, not the page's.
        const weights = await holdNextRequest(context, '**/assets/trial/face/blazeface-*.bin');
        await page.getByRole('button', { name: words.start, exact: true }).click();
        await expect(page.getByRole('tab', { name: words.tabs.detection, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.locator('.trial-privacy')).toHaveText(words.privacy);
        // The detection tab shows first: its detector loads while the visitor picks a photo.
        await weights.requested;
        await expect(page.locator('.trial-panel progress')).toBeVisible();
        await expect(page.locator('.load-progress span')).toHaveText(words.loading);
        weights.release();
        await expect(page.locator('.trial-panel progress')).toHaveCount(0, { timeout: 30_000 });
        // Only what detection needs: no other face model, no OCR.
        const loaded = paths();
        expect(loaded.filter((path) => /\/trial\/face\/blazeface-/.test(path))).toHaveLength(2);
        expect(loaded.filter((path) => /\/trial\/face\/(?!blazeface-)|tesseract/.test(path))).toEqual([]);
        // The picker shows the six sample photos as thumbnails at twice its 64 × 48 box (decision
        // 028), not the 1920 px photos: those load only when one is chosen.
        await page.locator('.samples').scrollIntoViewIfNeeded();
        const shown = () =>
          page
            .locator('.samples img')
            .evaluateAll((images) =>
              images.map(
                (image) => `${(image as HTMLImageElement).naturalWidth}×${(image as HTMLImageElement).naturalHeight}`,
              ),
            );
        await expect.poll(shown).toEqual(['128×96', '128×96', '128×96', '128×96', '128×96', '128×96']);
        const pictures = paths().filter((path) => /\/trial\/samples\//.test(path));
        expect(pictures).toHaveLength(6);
        expect(pictures.filter((path) => !/\/sample[1-6]-thumbnail-[0-9a-f]{10}\.jpg$/.test(path))).toEqual([]);
      },
    );

    test(
      'face detection finds the three faces of sample photo 1, boxed with their score and key points',
      proves('TRIAL-FACE-DETECTION', 'DECISION-TRIAL-IN-BROWSER').on(pageOf('/algorithm', locale)),
      async () => {
        test.setTimeout(60_000);
        await page.getByRole('button', { name: words.sample(1), exact: true }).click();
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces), { timeout: 60_000 });
        const { columns, rows } = await resultTable(page);
        expect(columns).toEqual(words.columns.detection);
        expect(rows).toHaveLength(SAMPLE_1.faces);
        for (const [index, row] of rows.entries()) {
          expect(row[0]).toBe(String(index + 1));
          expect(Number(row[1])).toBeGreaterThan(0.3);
          expect(Number(row[1])).toBeLessThanOrEqual(1);
          expect(row[3]).toBe('6');
          // The position, in the shown photo's pixels, is over the face a person sees there.
          const [x = Number.NaN, y = Number.NaN, width = Number.NaN, height = Number.NaN] = (row[2] ?? '')
            .split(',')
            .map(Number);
          const centre = SAMPLE_1.faceCentres[index];
          const { width: photoWidth, height: photoHeight } = SAMPLE_1.shownSize;
          expect((x + width / 2) / photoWidth).toBeCloseTo(centre?.x ?? Number.NaN, 1);
          expect((y + height / 2) / photoHeight).toBeCloseTo(centre?.y ?? Number.NaN, 1);
        }
        // Drawn on the photo as well: a box per face and six points each.
        await expect(page.locator('.trial-panel svg .face-mark rect')).toHaveCount(SAMPLE_1.faces);
        await expect(page.locator('.trial-panel svg .face-mark circle')).toHaveCount(SAMPLE_1.faces * 6);
        await expect(page.locator('.trial-panel canvas[role="img"]')).toHaveAccessibleName(
          locale === 'en-US' ? 'The photo, with 3 faces marked' : '照片，已标出 3 张人脸',
        );
      },
    );

    // The algorithms' results once, in English; the Chinese run checks the words around them
    // (detection, bad input, mask, keyboard and axe), which is what changes with the language.
    if (locale === 'en-US') {
      test(
        'face structuring gives each face an age, a gender, an expression and a head pose',
        proves('TRIAL-FACE-STRUCTURING').on(pageOf('/algorithm', locale)),
        async () => {
          test.setTimeout(90_000);
          await page.getByRole('tab', { name: words.tabs.structuring, exact: true }).click();
          await page.getByRole('button', { name: words.sample(1), exact: true }).click();
          await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces), { timeout: 60_000 });
          const { columns, rows } = await resultTable(page);
          expect(columns).toEqual(words.columns.structuring);
          expect(rows).toHaveLength(SAMPLE_1.faces);
          for (const row of rows) {
            // Adults: an estimate between 12 and 80.
            expect(Number(row[2])).toBeGreaterThanOrEqual(12);
            expect(Number(row[2])).toBeLessThanOrEqual(80);
            expect(words.genders).toContain(row[3]?.replace(/ \(\d\.\d\d\)$/, ''));
            expect(words.expressions).toContain(row[4]?.replace(/ \(\d\.\d\d\)$/, ''));
            expect(row[5]).toMatch(/^-?\d+°, -?\d+°, -?\d+°$/);
          }
        },
      );

      test(
        'face recognition 1:1 calls a cropped, resized copy the same person and another person different, at the threshold it states',
        proves('TRIAL-FACE-RECOGNITION').on(pageOf('/algorithm', locale)),
        async () => {
          test.setTimeout(90_000);
          await page.getByRole('tab', { name: words.tabs.recognition, exact: true }).click();
          await expect(page.getByText(words.threshold)).toBeVisible();
          const verdict = page.locator('.trial-panel .verdict');
          await page.getByRole('button', { name: `${words.first}: ${words.sample(1)}`, exact: true }).click();
          await page.getByLabel(`${words.second}: ${words.choosePhoto}`, { exact: true }).setInputFiles({
            name: 'copy.png',
            mimeType: 'image/png',
            buffer: await croppedCopy(page),
          });
          await expect(verdict).toHaveText(words.samePerson, { timeout: 60_000 });
          const same = Number(((await verdict.textContent()) ?? '').match(words.samePerson)?.[1]);
          expect(same).toBeGreaterThanOrEqual(SAME_PERSON_AT);

          await page.getByRole('button', { name: `${words.second}: ${words.sample(2)}`, exact: true }).click();
          await expect(verdict).toHaveText(words.differentPeople, { timeout: 60_000 });
          const different = Number(((await verdict.textContent()) ?? '').match(words.differentPeople)?.[1]);
          // The measured similarities, for the report (reports/playwright.json).
          test.info().annotations.push({
            type: 'recognition',
            description: `a cropped, resized copy ${same.toFixed(2)}, another person ${different.toFixed(2)} (same person at ${SAME_PERSON_AT})`,
          });
          expect(different).toBeLessThan(SAME_PERSON_AT);
        },
      );

      test(
        'liveness scores each face and says what a passive check cannot tell',
        proves('TRIAL-LIVENESS').on(pageOf('/algorithm', locale)),
        async () => {
          test.setTimeout(90_000);
          await page.getByRole('tab', { name: words.tabs.liveness, exact: true }).click();
          await expect(page.getByText(words.passiveNote)).toBeVisible();
          await page.getByRole('button', { name: words.sample(1), exact: true }).click();
          await expect(status(page)).toHaveText(words.faceChecked(SAMPLE_1.faces), { timeout: 60_000 });
          const { columns, rows } = await resultTable(page);
          expect(columns).toEqual(words.columns.liveness);
          expect(rows).toHaveLength(SAMPLE_1.faces);
          for (const row of rows) {
            for (const score of [row[1], row[2]]) {
              expect(Number(score)).toBeGreaterThanOrEqual(0);
              expect(Number(score)).toBeLessThanOrEqual(1);
            }
            expect(words.verdicts).toContain(row[3]);
          }
        },
      );
    }

    test(
      'a file that is not an image, a photo over the limits, a damaged one and a photo without a face each get their message, and the last result stays; 10,000 × 1 is a photo',
      proves('TRIAL-BAD-INPUT').on(pageOf('/algorithm', locale)),
      async () => {
        test.setTimeout(60_000);
        // A fresh detection panel (another tab first), so the result waited for is this photo's and
        // not one left by an earlier test while this one is still being analysed.
        await page.getByRole('tab', { name: words.tabs.mask, exact: true }).click();
        await page.getByRole('tab', { name: words.tabs.detection, exact: true }).click();
        await expect(status(page)).toHaveCount(0);
        await page.getByRole('button', { name: words.sample(1), exact: true }).click();
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces), { timeout: 30_000 });
        const input = page.getByLabel(words.choosePhoto, { exact: true });

        await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
        await expect(alert(page)).toHaveText(words.notImage('notes.txt'));
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces));

        // A JPEG's first bytes, padded past the limit: refused before it is decoded. The file is
        // made in the page and given to the input as a drop or the file chooser would give it
        // (sending 11 MB through the DevTools protocol took seven seconds).
        await input.evaluate(
          (element, { megabytes, head }) => {
            const bytes = new Uint8Array(megabytes * 1024 * 1024);
            bytes.set(Uint8Array.from(atob(head), (character) => character.charCodeAt(0)));
            const transfer = new DataTransfer();
            transfer.items.add(new File([bytes], 'large.jpg', { type: 'image/jpeg' }));
            (element as HTMLInputElement).files = transfer.files;
            element.dispatchEvent(new Event('change', { bubbles: true }));
          },
          { megabytes: PHOTO_LIMIT_MB + 1, head: SAMPLE_1_JPEG.subarray(0, 4096).toString('base64') },
        );
        await expect(alert(page)).toHaveText(words.tooLarge('large.jpg'));
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces));

        // Issue 30: a 30,000 × 30,000 PNG is too large, said with its size, from its header (the
        // browser cannot decode it, and was once asked to: "not an image").
        await input.setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: pngHeader(30_000, 30_000) });
        await expect(alert(page)).toHaveText(words.tooManyPixels('wall.png', 30_000, 30_000));
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces));
        // A PNG whose header reads well and whose picture does not: damaged, not "not an image".
        await input.setInputFiles({
          name: 'broken.png',
          mimeType: 'image/png',
          buffer: pngHeader(640, 480, Buffer.from('the rest of this file was lost')),
        });
        await expect(alert(page)).toHaveText(words.damaged('broken.png', 'PNG'));
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces));

        // A 10,000 × 1 PNG is an image within the limits: taken, scaled down with its one pixel
        // across kept (a resize to 0 px had made it "not an image"), and no face is found in it.
        await input.setInputFiles({
          name: 'line.png',
          mimeType: 'image/png',
          buffer: await facelessPng(page, 10_000, 1),
        });
        const photo = page.locator('.trial-panel canvas');
        await expect(photo).toHaveAttribute('height', '1', { timeout: 30_000 });
        await expect(status(page)).toHaveText(words.noFace, { timeout: 30_000 });
        await expect(alert(page)).toHaveCount(0);

        await input.setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: await facelessPng(page) });
        await expect(photo).toHaveAttribute('height', '480', { timeout: 30_000 });
        await expect(status(page)).toHaveText(words.noFace, { timeout: 30_000 });
      },
    );

    test(
      'mask detection says plainly that no model is shipped and leads to the request form',
      proves('TRIAL-MASK-HONEST').on(pageOf('/algorithm', locale)),
      async () => {
        await page.getByRole('tab', { name: words.tabs.mask, exact: true }).click();
        await expect(page.getByText(words.maskNoModel)).toBeVisible();
        // No photo to give, nothing that could look like a result.
        await expect(
          page.locator('.trial-panel input[type="file"], .trial-panel table, .trial-panel canvas'),
        ).toHaveCount(0);
        await page.getByRole('button', { name: words.maskRequest, exact: true }).click();
        await expect(page.locator('select[name="algorithm"] option:checked')).toHaveText(words.maskOption);
      },
    );

    test(
      'the tabs work by keyboard and axe finds no serious or critical violation',
      proves('TRIAL-ACCESSIBLE').on(pageOf('/algorithm', locale)),
      async () => {
        const first = page.getByRole('tab', { name: words.tabs.detection, exact: true });
        await first.click();
        await expect(status(page)).toHaveCount(0);
        // Arrows move the focus only (manual activation: opening a tab loads its models).
        const structuring = page.getByRole('tab', { name: words.tabs.structuring, exact: true });
        await page.keyboard.press('ArrowRight');
        await expect(structuring).toBeFocused();
        await expect(structuring).toHaveAttribute('aria-selected', 'false');
        const mask = page.getByRole('tab', { name: words.tabs.mask, exact: true });
        await page.keyboard.press('End');
        await expect(mask).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(mask).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(words.maskNoModel)).toBeVisible();
        await page.keyboard.press('Home');
        await expect(first).toBeFocused();
        await page.keyboard.press('Space');
        await expect(first).toHaveAttribute('aria-selected', 'true');
        // Tab leaves the tab list for the panel: the photo input is the next control.
        await page.keyboard.press('Tab');
        await expect(page.getByLabel(words.choosePhoto, { exact: true })).toBeFocused();
        await page.getByRole('button', { name: words.sample(1), exact: true }).press('Enter');
        await expect(status(page)).toHaveText(words.facesFound(SAMPLE_1.faces), { timeout: 30_000 });
        const violations = await axeViolations(page, WCAG_21_AA);
        expect(
          violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
        ).toEqual([]);
      },
    );

    test(
      "no request went anywhere but the site's own files during the trial",
      proves('TRIAL-NOTHING-LEAVES', 'DECISION-TRIAL-IN-BROWSER').on(pageOf('/algorithm', locale)),
      async () => {
        // The earlier tests of this page gave it photos, a file and a PNG: all of it stayed here.
        expect(requests.length).toBeGreaterThan(0);
        expect(requests.some((request) => request.url.includes('/assets/trial/face/'))).toBe(true);
        expect(leaving(requests, origin)).toEqual([]);
      },
    );
  });
}

/** The fake camera's picture: sample photo 1 whole, at its own 3:2 shape. */
const VIDEO = { width: 960, height: 640 } as const;

/**
 * Sample photo 1 as a Y4M video (Chromium's fake camera plays a file of this format): I420, a few
 * identical frames that the camera loops. Written to a temporary folder the caller removes.
 */
async function sampleVideo(page: Page): Promise<string> {
  const { width, height } = VIDEO;
  // Drawn and converted to I420 in the browser, which decodes the JPEG; only the planes come back.
  const planes = await page.evaluate(
    async ({ jpeg, width, height }) => {
      const bytes = Uint8Array.from(atob(jpeg), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0, width, height);
      const rgba = context.getImageData(0, 0, width, height).data;
      const out = new Uint8Array(width * height * 1.5);
      const uAt = width * height;
      const vAt = uAt + (width / 2) * (height / 2);
      for (let row = 0; row < height; row += 1) {
        for (let column = 0; column < width; column += 1) {
          const at = (row * width + column) * 4;
          const r = rgba[at] ?? 0;
          const g = rgba[at + 1] ?? 0;
          const b = rgba[at + 2] ?? 0;
          // BT.601 studio range, as Y4M's C420jpeg expects.
          out[row * width + column] = 0.257 * r + 0.504 * g + 0.098 * b + 16;
          if (row % 2 === 0 && column % 2 === 0) {
            const half = (row / 2) * (width / 2) + column / 2;
            out[uAt + half] = -0.148 * r - 0.291 * g + 0.439 * b + 128;
            out[vAt + half] = 0.439 * r - 0.368 * g - 0.071 * b + 128;
          }
        }
      }
      let text = '';
      for (let index = 0; index < out.length; index += 0x8000) {
        text += String.fromCharCode(...out.subarray(index, index + 0x8000));
      }
      return btoa(text);
    },
    { jpeg: SAMPLE_1_JPEG.toString('base64'), width, height },
  );
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(planes, 'base64')]);
  const file = join(mkdtempSync(join(tmpdir(), 'trial-camera-')), 'sample1.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]),
  );
  return file;
}

test.describe('the online trial with a camera', () => {
  test(
    'tracking boxes the faces of the camera picture with ids that stay, and the camera stops on stop and on leaving',
    // The trial opened in a Chromium of its own, which the recorder does not see.
    proves('TRIAL-TRACKING', 'TRIAL-LIVENESS').on(pageOf('/algorithm', 'en-US')),
    async ({ page: helper, baseURL, browserName }) => {
      // It launches a Chromium of its own with a fake camera playing a chosen video.
      test.skip(browserName !== 'chromium', notInEngine('fake-camera'));
      test.setTimeout(120_000);
      const words = TRIAL['en-US'];
      const video = await sampleVideo(helper);
      // Chromium's fake camera playing sample photo 1, allowed as a visitor would allow it.
      const browser = await chromium.launch({
        executablePath: testBrowserPath(),
        // Granting the permission is not enough in the headless shell: without the fake prompt
        // getUserMedia fails with NotSupportedError.
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const context = await browser.newContext({ baseURL, permissions: ['camera'] });
        await answerApiInBrowser(context);
        const page = await context.newPage();
        // Keep every stream the page opens, to see that its tracks end.
        await page.addInitScript(() => {
          const streams: MediaStream[] = [];
          Object.assign(window, { trialStreams: streams });
          const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
          navigator.mediaDevices.getUserMedia = async (constraints) => {
            const stream = await open(constraints);
            streams.push(stream);
            return stream;
          };
        });
        const liveTracks = () =>
          page.evaluate(
            () =>
              (window as unknown as { trialStreams: MediaStream[] }).trialStreams
                .flatMap((stream) => stream.getTracks())
                .filter((track) => track.readyState === 'live').length,
          );
        await openPage(page, '/algorithm', 'en-US');
        await page.getByRole('button', { name: words.start, exact: true }).click();
        await page.getByRole('tab', { name: words.tabs.tracking, exact: true }).click();
        // Nothing is asked of the camera before the visitor presses the button.
        expect(await liveTracks()).toBe(0);
        await page.getByRole('button', { name: words.startCamera, exact: true }).click();
        await expect(status(page)).toHaveText(words.tracking(SAMPLE_1.faces), { timeout: 60_000 });
        // Ten frames later, the same three ids, and no new one: each face kept its id.
        const figure = page.locator('.trial-panel figure.camera');
        const frames = Number(await figure.getAttribute('data-frames'));
        await expect
          .poll(async () => Number(await figure.getAttribute('data-frames')), { timeout: 60_000 })
          .toBeGreaterThanOrEqual(frames + 10);
        await expect(page.locator('.tracked-list li')).toHaveText([/^#1: /, /^#2: /, /^#3: /]);
        await expect(page.locator('.trial-panel svg .face-mark rect')).toHaveCount(SAMPLE_1.faces);

        await page.getByRole('button', { name: words.stopCamera, exact: true }).click();
        await expect(status(page)).toHaveText(words.cameraOff);
        expect(await liveTracks()).toBe(0);

        // Liveness on a camera frame, then leaving the panel with the camera on stops it.
        await page.getByRole('tab', { name: words.tabs.liveness, exact: true }).click();
        await page.getByRole('button', { name: 'Use the camera', exact: true }).click();
        await page.getByRole('button', { name: 'Check the camera frame', exact: true }).click();
        await expect(status(page)).toHaveText(words.faceChecked(SAMPLE_1.faces), { timeout: 60_000 });
        expect(await liveTracks()).toBe(1);
        await page.getByRole('tab', { name: words.tabs.detection, exact: true }).click();
        await expect.poll(liveTracks).toBe(0);
      } finally {
        await browser.close();
        rmSync(dirname(video), { recursive: true, force: true });
      }
    },
  );

  test(
    "the trial's code failing to load: a message in the visitor's language, and the button tries again",
    proves('TRIAL-ON-DEMAND').on(pageOf('/algorithm', 'en-US'), pageOf('/algorithm', 'zh-CN')),
    async ({ context }) => {
      test.setTimeout(60_000);
      for (const locale of ['en-US', 'zh-CN'] as const) {
        const words = TRIAL[locale];
        const chunk = /\/assets\/trial-area-[\w-]+\.js$/;
        await context.route(chunk, (route) => route.abort('connectionrefused'));
        const page = await context.newPage();
        await openPage(page, '/algorithm', locale);
        await page.getByRole('button', { name: words.start, exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText(words.startFailed);
        await context.unroute(chunk);
        await page.getByRole('button', { name: words.start, exact: true }).click();
        await expect(page.getByRole('tab', { name: words.tabs.detection, exact: true })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
    },
  );

  test(
    'a refused camera, a missing camera and a browser without WebAssembly each get their message',
    // In this test's pages and in a Chromium of its own, which the recorder does not see.
    proves('TRIAL-BAD-INPUT').on(pageOf('/algorithm', 'zh-CN')),
    async ({ page, context, baseURL, browserName }) => {
      // It launches a Chromium of its own whose camera prompt answers "deny".
      test.skip(browserName !== 'chromium', notInEngine('camera-permission'));
      test.setTimeout(60_000);
      const words = TRIAL['zh-CN'];
      // A visitor who refuses the camera: Chromium's fake prompt answers "deny" (the headless
      // shell has no prompt of its own; without this it fails with NotSupportedError).
      const refusing = await chromium.launch({
        executablePath: testBrowserPath(),
        args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream=deny'],
      });
      try {
        const refusingContext = await refusing.newContext({ baseURL });
        await answerApiInBrowser(refusingContext);
        const refused = await refusingContext.newPage();
        await openPage(refused, '/algorithm', 'zh-CN');
        await refused.getByRole('button', { name: words.start, exact: true }).click();
        await refused.getByRole('tab', { name: words.tabs.tracking, exact: true }).click();
        await refused.getByRole('button', { name: words.startCamera, exact: true }).click();
        await expect(alert(refused)).toHaveText(words.cameraRefused, { timeout: 30_000 });
        await expect(status(refused)).toHaveText(words.cameraOff);
      } finally {
        await refusing.close();
      }

      // Allowed, but this machine has no camera (the suite's browser has no fake device).
      await context.grantPermissions(['camera']);
      await openPage(page, '/algorithm', 'zh-CN');
      await page.getByRole('button', { name: words.start, exact: true }).click();
      await page.getByRole('tab', { name: words.tabs.tracking, exact: true }).click();
      await page.getByRole('button', { name: words.startCamera, exact: true }).click();
      await expect(alert(page)).toHaveText(words.cameraMissing, { timeout: 30_000 });

      const bare = await context.newPage();
      await bare.addInitScript(() => {
        Reflect.deleteProperty(globalThis, 'WebAssembly');
      });
      await openPage(bare, '/algorithm', 'zh-CN');
      await bare.getByRole('button', { name: words.start, exact: true }).click();
      await expect(bare.getByRole('alert')).toHaveText(words.noWasm);
    },
  );
});
