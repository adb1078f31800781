// The online trial's face detection (decision 028) in WebKit, with sample photo 1: started on
// demand, run in the browser (WebGL where WebKitGTK has it, else WebAssembly, as the trial falls
// back), three faces boxed over the faces a person sees. Expectations: tests/oracle/trial.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { PHOTO_LIMIT_MB, SAME_PERSON_AT, SAMPLE_1, TRIAL } from '../oracle/trial';
import { page } from '../scope';
import { clickNamed, findByName, openPage, pageErrors, sessionPerFile, textsOf, waitFor, waitForValue } from './driver';

const driver = sessionPerFile();
const words = TRIAL['en-US'];

/** Files the tests give the trial's file inputs (WebDriver sends a file by its path on this machine). */
const files = mkdtempSync(join(tmpdir(), 'webkit-trial-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

const SAMPLE_1_JPEG = readFileSync(
  join(import.meta.dirname, '../../node_modules/@vladmandic/face-api/demo/sample1.jpg'),
);

/** Writes `bytes` as `name` in the test's folder and returns its path. */
function file(name: string, bytes: Buffer): string {
  const path = join(files, name);
  writeFileSync(path, bytes);
  return path;
}

/** Gives the trial panel's file input (by its label) the file at `path`, as the file chooser would. */
async function choose(label: string, path: string): Promise<void> {
  const input = await findByName(driver(), '.trial-panel input[type="file"]', label);
  await input.sendKeys(path);
}

/** An image drawn in the page, as PNG bytes: `script` returns it base64-encoded. */
async function drawn(script: string, ...args: unknown[]): Promise<Buffer> {
  const base64 = (await driver().executeAsyncScript(script, ...args)) as string;
  if (base64.startsWith('error')) throw new Error(base64);
  return Buffer.from(base64, 'base64');
}

/** Opens /algorithm, starts the trial and waits until the shown tab's models are in. */
async function startTrial(): Promise<void> {
  await openPage(driver(), '/algorithm', 'en-US');
  await clickNamed(driver(), 'main button', words.start);
  await waitForModels();
}

async function waitForModels(): Promise<void> {
  await waitFor(
    driver(),
    () => driver().executeScript(() => document.querySelectorAll('.trial-panel progress').length),
    (count) => count === 0,
    'the models loaded',
    150_000,
  );
}

async function tab(name: string): Promise<void> {
  await clickNamed(driver(), '[role="tab"]', name);
  await waitForValue(
    driver(),
    () =>
      driver().executeScript(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim()),
    name,
    `the tab ${name}`,
  );
  await waitForModels();
}

/** The texts of the panel's status (or alert) that match `pattern`, waited for. */
function panelText(role: 'status' | 'alert', pattern: RegExp | string, timeout = 150_000): Promise<string[]> {
  return waitFor(
    driver(),
    () => textsOf(driver(), `.trial-panel [role="${role}"]`),
    (texts) => texts.some((text) => (typeof pattern === 'string' ? text === pattern : pattern.test(text))),
    `the panel's ${role}: ${String(pattern)}`,
    timeout,
  );
}

/** The trial's files this document fetched (Resource Timing; a worker's own fetches are not listed here). */
async function trialFiles(): Promise<string[]> {
  return (await driver().executeScript(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/(trial\/|trial-area)/.test(path)),
  )) as string[];
}

/** The header cells and the rows (their cells' text) of the panel's result table. */
async function resultTable(): Promise<{ columns: string[]; rows: string[][] }> {
  return (await driver().executeScript(() => {
    const table = document.querySelector('.trial-panel table');
    return {
      columns: [...(table?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent?.trim() ?? ''),
      rows: [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
        [...row.children].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    };
  })) as { columns: string[]; rows: string[][] };
}

test(
  'nothing of the trial loads before the visitor starts it; started, it shows the detection tab and the sample thumbnails',
  proves('TRIAL-ON-DEMAND').on(page('/algorithm', 'en-US')),
  async () => {
    await openPage(driver(), '/algorithm', 'en-US');
    expect(await trialFiles(), 'before the start').toEqual([]);
    await clickNamed(driver(), 'main button', words.start);
    await waitForValue(
      driver(),
      () =>
        driver().executeScript(
          () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ?? '',
        ),
      words.tabs.detection,
      'the detection tab selected',
    );
    const [privacy] = await textsOf(driver(), '.trial-privacy');
    expect(privacy).toMatch(words.privacy);
    // The picker shows the six sample photos as thumbnails at twice its 64 × 48 box (decision 028).
    await driver().executeScript(() => document.querySelector('.samples')?.scrollIntoView());
    await waitForValue(
      driver(),
      () =>
        driver().executeScript(() =>
          [...document.querySelectorAll<HTMLImageElement>('.samples img')].map(
            (image) => `${image.naturalWidth}×${image.naturalHeight}`,
          ),
        ),
      ['128×96', '128×96', '128×96', '128×96', '128×96', '128×96'],
      'the six thumbnails',
    );
    const pictures = (await trialFiles()).filter((path) => /\/trial\/samples\//.test(path));
    expect(pictures).toHaveLength(6);
    expect(pictures.filter((path) => !/\/sample[1-6]-thumbnail-[0-9a-f]{10}\.jpg$/.test(path))).toEqual([]);
    expect(await pageErrors(driver())).toEqual([]);
  },
);

test(
  'face detection finds the three faces of sample photo 1, boxed with their score and key points',
  proves('TRIAL-FACE-DETECTION', 'DECISION-TRIAL-IN-BROWSER').on(page('/algorithm', 'en-US')),
  async () => {
    await openPage(driver(), '/algorithm', 'en-US');
    await clickNamed(driver(), 'main button', words.start);
    // The models load while the visitor picks a photo: the loading bar goes away when they are in.
    await waitFor(
      driver(),
      () => driver().executeScript(() => document.querySelectorAll('.trial-panel progress').length),
      (count) => count === 0,
      'the models loaded',
      150_000,
    );
    await clickNamed(driver(), '.trial-panel button, .samples button', words.sample(1));
    await waitFor(
      driver(),
      () => textsOf(driver(), '.trial-panel [role="status"]'),
      (texts) => texts.some((text) => words.facesFound(SAMPLE_1.faces).test(text)),
      `${SAMPLE_1.faces} faces found`,
      150_000,
    );
    const { columns, rows } = await resultTable();
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
    const marks = await driver().executeScript(() => ({
      boxes: document.querySelectorAll('.trial-panel svg .face-mark rect').length,
      points: document.querySelectorAll('.trial-panel svg .face-mark circle').length,
      label: document.querySelector('.trial-panel canvas[role="img"]')?.getAttribute('aria-label'),
    }));
    expect(marks).toEqual({
      boxes: SAMPLE_1.faces,
      points: SAMPLE_1.faces * 6,
      label: 'The photo, with 3 faces marked',
    });
    expect(await pageErrors(driver())).toEqual([]);
  },
);

test(
  'face structuring gives each face an age, a gender, an expression and a head pose',
  proves('TRIAL-FACE-STRUCTURING').on(page('/algorithm', 'en-US')),
  async () => {
    await startTrial();
    await tab(words.tabs.structuring);
    await clickNamed(driver(), '.trial-panel button, .samples button', words.sample(1));
    await panelText('status', words.facesFound(SAMPLE_1.faces));
    const { columns, rows } = await resultTable();
    expect(columns).toEqual(words.columns.structuring);
    expect(rows).toHaveLength(SAMPLE_1.faces);
    for (const row of rows) {
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
  proves('TRIAL-FACE-RECOGNITION').on(page('/algorithm', 'en-US')),
  async () => {
    await startTrial();
    await tab(words.tabs.recognition);
    expect(await driver().executeScript(() => document.querySelector('.trial-panel')?.textContent ?? '')).toContain(
      words.threshold,
    );
    // Sample photo 1 cropped to its left 55 % and scaled to 60 %: a different file of the same person.
    const copy = await drawn(
      `const [jpeg, done] = arguments;
       const bytes = Uint8Array.from(atob(jpeg), (c) => c.charCodeAt(0));
       createImageBitmap(new Blob([bytes], { type: 'image/jpeg' })).then(async (bitmap) => {
         const cropWidth = Math.round(bitmap.width * 0.55);
         const canvas = document.createElement('canvas');
         canvas.width = Math.round(cropWidth * 0.6);
         canvas.height = Math.round(bitmap.height * 0.6);
         canvas.getContext('2d').drawImage(bitmap, 0, 0, cropWidth, bitmap.height, 0, 0, canvas.width, canvas.height);
         done(canvas.toDataURL('image/png').split(',')[1]);
       }).catch((error) => done('error ' + error));`,
      SAMPLE_1_JPEG.toString('base64'),
    );
    const verdict = () => textsOf(driver(), '.trial-panel .verdict');
    await clickNamed(driver(), '.trial-panel button', `${words.first}: ${words.sample(1)}`);
    await choose(`${words.second}: ${words.choosePhoto}`, file('copy.png', copy));
    const same = await waitFor(
      driver(),
      verdict,
      (texts) => texts.some((text) => words.samePerson.test(text)),
      'same person',
      150_000,
    );
    expect(Number(same.join(' ').match(words.samePerson)?.[1])).toBeGreaterThanOrEqual(SAME_PERSON_AT);
    await clickNamed(driver(), '.trial-panel button', `${words.second}: ${words.sample(2)}`);
    const different = await waitFor(
      driver(),
      verdict,
      (texts) => texts.some((text) => words.differentPeople.test(text)),
      'different people',
      150_000,
    );
    expect(Number(different.join(' ').match(words.differentPeople)?.[1])).toBeLessThan(SAME_PERSON_AT);
  },
);

test(
  'liveness scores each face and says what a passive check cannot tell',
  proves('TRIAL-LIVENESS').on(page('/algorithm', 'en-US')),
  async () => {
    await startTrial();
    await tab(words.tabs.liveness);
    expect(await driver().executeScript(() => document.querySelector('.trial-panel')?.textContent ?? '')).toMatch(
      new RegExp(words.passiveNote.source.replace('^', '')),
    );
    await clickNamed(driver(), '.trial-panel button, .samples button', words.sample(1));
    await panelText('status', words.faceChecked(SAMPLE_1.faces));
    const { columns, rows } = await resultTable();
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

test(
  'a file that is not an image, a photo over the limit and a photo without a face each get their message, and the last result stays',
  proves('TRIAL-BAD-INPUT').on(page('/algorithm', 'en-US')),
  async () => {
    await startTrial();
    await clickNamed(driver(), '.trial-panel button, .samples button', words.sample(1));
    await panelText('status', words.facesFound(SAMPLE_1.faces));
    const found = () => textsOf(driver(), '.trial-panel [role="status"]');

    await choose(words.choosePhoto, file('notes.txt', Buffer.from('not a photo')));
    await panelText('alert', words.notImage('notes.txt'));
    expect((await found()).some((text) => words.facesFound(SAMPLE_1.faces).test(text))).toBe(true);

    // A JPEG's first bytes, padded past the limit: refused before it is decoded.
    const large = Buffer.alloc((PHOTO_LIMIT_MB + 1) * 1024 * 1024);
    SAMPLE_1_JPEG.subarray(0, 4096).copy(large);
    await choose(words.choosePhoto, file('large.jpg', large));
    await panelText('alert', words.tooLarge('large.jpg'));
    expect((await found()).some((text) => words.facesFound(SAMPLE_1.faces).test(text))).toBe(true);

    const sky = await drawn(
      `const done = arguments[0];
       const canvas = document.createElement('canvas');
       canvas.width = 640;
       canvas.height = 480;
       const context = canvas.getContext('2d');
       const gradient = context.createLinearGradient(0, 0, 640, 480);
       gradient.addColorStop(0, '#8fb8de');
       gradient.addColorStop(1, '#f2e6c9');
       context.fillStyle = gradient;
       context.fillRect(0, 0, 640, 480);
       done(canvas.toDataURL('image/png').split(',')[1]);`,
    );
    await choose(words.choosePhoto, file('sky.png', sky));
    await panelText('status', words.noFace);
    expect(await pageErrors(driver())).toEqual([]);
  },
);

test(
  'mask detection says plainly that no model is shipped and leads to the request form',
  proves('TRIAL-MASK-HONEST').on(page('/algorithm', 'en-US')),
  async () => {
    await openPage(driver(), '/algorithm', 'en-US');
    await clickNamed(driver(), 'main button', words.start);
    await clickNamed(driver(), '[role="tab"]', words.tabs.mask);
    await waitFor(
      driver(),
      () => driver().executeScript(() => document.querySelector('.trial-panel')?.textContent ?? '') as Promise<string>,
      (text) => new RegExp(words.maskNoModel.source.replace('^', '')).test(text),
      'the plain statement',
    );
    expect(
      await driver().executeScript(
        () =>
          document.querySelectorAll('.trial-panel input[type="file"], .trial-panel table, .trial-panel canvas').length,
      ),
    ).toBe(0);
    await clickNamed(driver(), 'main button', words.maskRequest);
    await waitForValue(
      driver(),
      () =>
        driver().executeScript(
          () => document.querySelector<HTMLSelectElement>('select[name="algorithm"]')?.selectedOptions[0]?.textContent,
        ),
      words.maskOption,
      'the request form with mask detection chosen',
    );
  },
);
