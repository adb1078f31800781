// Tesseract's language files as the OCR trial ships them (docs/decisions/028-online-trial.md).
//
// A .traineddata file is a container (Tesseract's TessdataManager): a little-endian 32-bit count
// of entries, one little-endian 64-bit offset per entry (-1 for an entry absent), then the
// entries present, in that order, each running to the next one's offset or the file's end. Entry
// 0 is the language's config: lines of "parameter value" the engine sets as it loads the language.
//
// chi_sim's config sets eight parameters of Tesseract's legacy engine. The trial runs the LSTM
// engine only, on the `-lstm` builds of tesseract.js-core, which are compiled without the legacy
// engine and so without those parameters: for each, loading chi_sim printed "Warning: Parameter
// not found: …" to the worker's stderr, which the browser shows as a console error, on every
// visit (issue 30). Setting a parameter the engine lacks does nothing, so the file the site ships
// leaves those lines out; every other byte is the package's.
import { gunzipSync, gzipSync } from 'node:zlib';

/** The entry of the language's config (TESSDATA_LANG_CONFIG). */
const CONFIG_ENTRY = 0;

/**
 * The parameters chi_sim's config sets that only Tesseract's legacy engine has (LanguageModel's
 * n-gram model, the segmentation search, the static classifier, the fixed-pitch chopper): the
 * `-lstm` cores print "Parameter not found" for each.
 */
export const LEGACY_ONLY_PARAMETERS = [
  'language_model_ngram_on',
  'segsearch_max_char_wh_ratio',
  'language_model_ngram_space_delimited_language',
  'language_model_use_sigmoidal_certainty',
  'language_model_ngram_nonmatch_score',
  'classify_integer_matcher_multiplier',
  'assume_fixed_pitch_char_segment',
  'allow_blob_division',
] as const;

/** Each entry's bytes, or undefined for an entry absent. */
function entriesOf(file: Buffer): (Buffer | undefined)[] {
  if (file.length < 4) throw new Error('not a traineddata file: too short');
  const count = file.readInt32LE(0);
  if (count < 1 || count > 1000 || 4 + 8 * count > file.length)
    throw new Error(`not a traineddata file: ${count} entries`);
  const offsets = Array.from({ length: count }, (_, index) => Number(file.readBigInt64LE(4 + 8 * index)));
  return offsets.map((offset, index) => {
    if (offset < 0) return undefined;
    const end = offsets.slice(index + 1).find((next) => next >= 0) ?? file.length;
    if (offset < 4 + 8 * count || end < offset || end > file.length) {
      throw new Error(`not a traineddata file: entry ${index} at ${offset}–${end}`);
    }
    return file.subarray(offset, end);
  });
}

/** The container holding `entries`, in order. */
function containerOf(entries: readonly (Buffer | undefined)[]): Buffer {
  const table = Buffer.alloc(4 + 8 * entries.length);
  table.writeInt32LE(entries.length, 0);
  let offset = table.length;
  entries.forEach((entry, index) => {
    table.writeBigInt64LE(entry ? BigInt(offset) : -1n, 4 + 8 * index);
    offset += entry?.length ?? 0;
  });
  return Buffer.concat([table, ...entries.filter((entry) => entry !== undefined)]);
}

/**
 * The traineddata `file` (not gzipped) with the config lines that set any of `parameters` left
 * out; the same bytes when it sets none of them. A line sets the parameter its first word names
 * (Tesseract's ParamUtils::ReadParamsFromFp); comments and other lines stay as they are.
 */
export function withoutParameters(file: Buffer, parameters: readonly string[]): Buffer {
  const entries = entriesOf(file);
  const config = entries[CONFIG_ENTRY];
  if (!config) return file;
  const lines = config.toString('utf8').split(/(?<=\n)/);
  const kept = lines.filter((line) => !parameters.includes(line.trim().split(/[ \t]+/, 1)[0] ?? ''));
  if (kept.length === lines.length) return file;
  entries[CONFIG_ENTRY] = Buffer.from(kept.join(''), 'utf8');
  return containerOf(entries);
}

/**
 * The gzipped traineddata the site ships for the package's `source` (gzipped too): without the
 * legacy engine's parameters, gzipped again at the highest level; `source` itself when it sets none.
 */
export function shippedTraineddata(source: Buffer): Buffer {
  const file = gunzipSync(source);
  const shipped = withoutParameters(file, LEGACY_ONLY_PARAMETERS);
  return shipped === file ? source : gzipSync(shipped, { level: 9 });
}
