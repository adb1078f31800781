// The OCR trial's language files (site/server/traineddata.ts, decision 028, issue 30 finding 7):
// chi_sim's config set eight parameters of Tesseract's legacy engine, which the LSTM-only core
// the trial runs does not have; loading it printed "Warning: Parameter not found: …" eight times
// to stderr, a console error in the browser on every OCR run. The containers here are written by
// hand from Tesseract's layout (tessdatamanager.cpp): an int32 count, int64 offsets (-1 for an
// entry absent), then the entries. The last tests load the real files into the real core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { shippedTraineddata, withoutParameters } from '../../site/server/traineddata';
import { OCR_LANGUAGES, TRAINEDDATA } from '../../site/server/trial-assets';
import { proves } from '../conformance/proves';

/** A container of 24 entries (Tesseract 4 and 5's count) holding `entries` by index. */
function container(entries: Record<number, string | Buffer>): Buffer {
  const count = 24;
  const table = Buffer.alloc(4 + 8 * count);
  table.writeInt32LE(count, 0);
  const parts: Buffer[] = [];
  let offset = table.length;
  for (let index = 0; index < count; index++) {
    const entry = entries[index];
    if (entry === undefined) {
      table.writeBigInt64LE(-1n, 4 + 8 * index);
      continue;
    }
    const bytes = typeof entry === 'string' ? Buffer.from(entry, 'utf8') : entry;
    table.writeBigInt64LE(BigInt(offset), 4 + 8 * index);
    parts.push(bytes);
    offset += bytes.length;
  }
  return Buffer.concat([table, ...parts]);
}

const UNICHARSET = Buffer.from('3\nNULL 0 Common 0\na 3 Latin 1\n天 1 Han 2\n');
const LSTM = Buffer.from([0, 1, 2, 3, 250, 251, 252, 253, 254, 255]);
const VERSION = '4.00.00alpha:chi_sim:synth20170629';

describe('a config without the parameters the engine lacks', () => {
  test('the lines setting them go; comments, other parameters and every other entry stay', proves('TRIAL-OCR'), () => {
    const config = [
      'tessedit_load_sublangs chi_sim_vert\n',
      '# language_model_ngram_on is named in this comment\n',
      'language_model_ngram_on             1\n',
      'allow_blob_division\tF\n',
      'allow_blob_division_extra 1\n',
      'textord_use_cjk_fp_model T\n',
      '  segsearch_max_char_wh_ratio 1.3\n',
      'tessedit_char_blacklist 氵宀灬\n',
    ].join('');
    const expected = [
      'tessedit_load_sublangs chi_sim_vert\n',
      '# language_model_ngram_on is named in this comment\n',
      'allow_blob_division_extra 1\n',
      'textord_use_cjk_fp_model T\n',
      'tessedit_char_blacklist 氵宀灬\n',
    ].join('');
    const file = container({ 0: config, 1: UNICHARSET, 17: LSTM, 23: VERSION });
    const names = ['language_model_ngram_on', 'allow_blob_division', 'segsearch_max_char_wh_ratio'];
    expect(withoutParameters(file, names)).toEqual(container({ 0: expected, 1: UNICHARSET, 17: LSTM, 23: VERSION }));
  });

  test('a last line without its newline', proves('TRIAL-OCR'), () => {
    const file = container({ 0: 'textord_use_cjk_fp_model T\nallow_blob_division F', 17: LSTM });
    expect(withoutParameters(file, ['allow_blob_division'])).toEqual(
      container({ 0: 'textord_use_cjk_fp_model T\n', 17: LSTM }),
    );
  });

  test('a file that sets none of them, or has no config (eng), is left as it is', proves('TRIAL-OCR'), () => {
    const withConfig = container({ 0: 'textord_use_cjk_fp_model T\n', 17: LSTM });
    expect(withoutParameters(withConfig, ['allow_blob_division'])).toBe(withConfig);
    const withoutConfig = container({ 17: LSTM, 18: UNICHARSET, 23: VERSION });
    expect(withoutParameters(withoutConfig, ['allow_blob_division'])).toBe(withoutConfig);
    // Gzipped as the packages ship them: the same bytes, not gzipped again.
    const gzipped = gzipSync(withoutConfig);
    expect(shippedTraineddata(gzipped)).toBe(gzipped);
  });

  test('a file that is no traineddata is refused, not shipped broken', proves('TRIAL-OCR'), () => {
    expect(() => withoutParameters(Buffer.from('not a traineddata'), ['x'])).toThrow(/traineddata/);
    const cut = container({ 0: 'a 1\n', 17: LSTM }).subarray(0, 100);
    expect(() => withoutParameters(cut, ['a'])).toThrow(/traineddata/);
  });
});

// --- The real files, in the core the browser runs --------------------------------------------------

const root = join(import.meta.dirname, '..', '..');
const packageFile = (language: string) =>
  readFileSync(join(root, 'node_modules', '@tesseract.js-data', language, TRAINEDDATA, `${language}.traineddata.gz`));
/** The files as the site ships them, made once (chi_sim's is gzipped again: about a second). */
const shipped = new Map<string, Buffer>();
const shippedFile = (language: string) => {
  let file = shipped.get(language);
  if (!file) {
    file = shippedTraineddata(packageFile(language));
    shipped.set(language, file);
  }
  return file;
};

interface TesseractModule {
  FS: { writeFile(path: string, data: Uint8Array): void };
  TessBaseAPI: new () => { Init(dataPath: null, languages: string, oem: number): number; End(): void };
}
type CoreFactory = (options: {
  print: (text: string) => void;
  printErr: (text: string) => void;
}) => Promise<TesseractModule>;

/**
 * What the LSTM-only core writes to stderr while it loads `files` (language → gzipped traineddata)
 * with the engine the trial asks for (OEM 1, LSTM only), and Init's status. The SIMD build: the
 * browser's relaxed-SIMD one is the same Tesseract, compiled for instructions Node lacks.
 */
async function loadInCore(files: Record<string, Buffer>): Promise<{ status: number; stderr: string[] }> {
  const require = createRequire(import.meta.url);
  const Core = require(join(root, 'node_modules', 'tesseract.js-core', 'tesseract-core-simd-lstm.js')) as CoreFactory;
  const stderr: string[] = [];
  const core = await Core({ print: () => undefined, printErr: (text) => stderr.push(text) });
  for (const [language, gzipped] of Object.entries(files)) {
    core.FS.writeFile(`./${language}.traineddata`, gunzipSync(gzipped));
  }
  const api = new core.TessBaseAPI();
  const status = api.Init(null, Object.keys(files).join('+'), 1);
  api.End();
  return { status, stderr };
}

describe('the files the site ships, loaded by the LSTM-only core', () => {
  // Two cores compiled, two languages (7.7 MB) loaded into each: a few seconds on a busy machine.
  test('the packages’ chi_sim prints the finding’s eight "Parameter not found"; the shipped eng and chi_sim print nothing', {
    ...proves('TRIAL-OCR'),
    timeout: 60_000,
  }, async () => {
    const packaged = await loadInCore(
      Object.fromEntries(OCR_LANGUAGES.map((language) => [language, packageFile(language)])),
    );
    expect(packaged.status).toBe(0);
    expect(packaged.stderr).toHaveLength(8);
    for (const line of packaged.stderr) expect(line).toMatch(/^Warning: Parameter not found: \w+$/);

    const fixed = await loadInCore(
      Object.fromEntries(OCR_LANGUAGES.map((language) => [language, shippedFile(language)])),
    );
    expect(fixed.status).toBe(0);
    expect(fixed.stderr).toEqual([]);
  });

  test('the shipped chi_sim is the package’s but for those eight lines of its config; eng is the package’s file', {
    ...proves('TRIAL-OCR'),
    timeout: 30_000,
  }, () => {
    // Compared with Buffer.equals: toEqual walks megabytes byte by byte.
    expect(shippedFile('eng').equals(packageFile('eng'))).toBe(true);
    const packaged = gunzipSync(packageFile('chi_sim'));
    const shippedChinese = gunzipSync(shippedFile('chi_sim'));
    // The config is entry 0; in chi_sim the next entry present is 17 (the LSTM model), where it ends.
    const configOf = (file: Buffer) => {
      const start = Number(file.readBigInt64LE(4));
      const end = Number(file.readBigInt64LE(4 + 8 * 17));
      return { lines: file.subarray(start, end).toString('utf8').split('\n'), rest: file.subarray(end) };
    };
    const before = configOf(packaged);
    const after = configOf(shippedChinese);
    expect(after.rest.equals(before.rest)).toBe(true);
    const removed = before.lines.filter((line) => !after.lines.includes(line));
    expect(removed).toHaveLength(8);
    expect(after.lines).toEqual(before.lines.filter((line) => !removed.includes(line)));
    expect(after.lines).toContain('textord_use_cjk_fp_model T');
  });
});
