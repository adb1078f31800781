// The online trial's face detection (decision 028) in WebKit, with sample photo 1: started on
// demand, run in the browser (WebGL where WebKitGTK has it, else WebAssembly, as the trial falls
// back), three faces boxed over the faces a person sees. Expectations: tests/oracle/trial.ts.
import { expect, test } from 'vitest';
import { proves } from '../conformance/proves';
import { SAMPLE_1, TRIAL } from '../oracle/trial';
import { clickNamed, openPage, pageErrors, sessionPerFile, textsOf, waitFor, waitForValue } from './driver';

const driver = sessionPerFile();
const words = TRIAL['en-US'];

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
  proves('TRIAL-ON-DEMAND'),
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
  proves('TRIAL-FACE-DETECTION', 'DECISION-TRIAL-IN-BROWSER'),
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
