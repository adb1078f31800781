// The OCR trial's engine: one tesseract.js worker reading English and Simplified Chinese, its
// files all from the site itself (virtual:trial-assets), its load reported in bytes, and a load or
// a reading that stops making progress failing rather than hanging. tesseract.js does the work in
// its own Web Worker; this module only drives it and tidies what it returns.
// The default export: the site builds tesseract.js's ES module, which has only that (vite.config.ts).
import Tesseract, { type LoggerMessage, type Page, type Worker as TesseractWorker } from 'tesseract.js';

/** A load or a reading that reports nothing for this long fails (the face engine's limit too). */
export const OCR_STALL_MS = 30_000;
/** The languages read, by Tesseract's names: one worker reads both at once. */
export const OCR_LANGUAGES = ['eng', 'chi_sim'] as const;
/** Tesseract's OEM.LSTM_ONLY: tesseract.js then loads the `-lstm` cores the site ships. */
const LSTM_ONLY = 1;
/** tesseract.js picks the core by the browser's WebAssembly features; current browsers take this one. */
const LIKELY_CORE = 'tesseract-core-relaxedsimd-lstm.wasm.js';
/** Lines Tesseract is less sure of than this (0–100) are noise more often than text (photos of faces, textures). */
export const MIN_LINE_CONFIDENCE = 30;

/** What the page knows of the OCR files (the `ocr` part of virtual:trial-assets). */
export interface OcrAssets {
  worker: { url: string; bytes: number };
  core: { base: string; bytes: Record<string, number> };
  languages: { base: string; bytes: Record<string, number> };
}

export class OcrLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'slow',
    detail: string,
  ) {
    super(detail);
    this.name = 'OcrLoadError';
  }
}

/** A line of text and its box, in the pixels of the image read. */
export interface OcrLine {
  text: string;
  confidence: number;
  box: { x: number; y: number; width: number; height: number };
}

export interface OcrResult {
  lines: OcrLine[];
  /** The lines, one a line, ready to copy. */
  text: string;
  milliseconds: number;
}

// --- Pure helpers (unit-tested) ---------------------------------------------------------------

/** Han characters, CJK punctuation (、。「」…) and full-width forms (，：０-９Ａ-Ｚ). */
const CJK = '\\p{Script=Han}\\u3001-\\u303f\\uff01-\\uffef';
const SPACE_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t\\u00a0]+(?=[${CJK}])`, 'gu');

/** Tesseract's chi_sim model puts a space between Han characters: Chinese is written without them. */
export function removeCjkSpaces(text: string): string {
  return text.replace(SPACE_BETWEEN_CJK, '$1');
}

const FULL_WIDTH: Record<string, string> = { ',': '，', ':': '：', ';': '；', '!': '！', '?': '？' };
const PUNCTUATION_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t\\u00a0]*([,:;!?])[ \\t\\u00a0]*(?=[${CJK}])`, 'gu');

/**
 * Tesseract reads Chinese full-width punctuation as ASCII with spaces around it ("姓名 : 李伟");
 * between two Chinese characters it is the full-width mark, without spaces.
 */
export function chinesePunctuation(text: string): string {
  return text.replace(
    PUNCTUATION_BETWEEN_CJK,
    (_, before: string, mark: string) => before + (FULL_WIDTH[mark] ?? mark),
  );
}

/** A line as a reader expects it: no spaces between Chinese characters, single spaces, no ends. */
export function tidyLine(text: string): string {
  return removeCjkSpaces(chinesePunctuation(text.replace(/[ \t\u00a0]+/g, ' ').trim()));
}

/** The byte sizes of a load: the worker script, the core (WebAssembly inside), both languages. */
export interface OcrSizes {
  worker: number;
  core: number;
  languages: number;
}

export function ocrSizes(assets: OcrAssets): OcrSizes {
  const cores = Object.values(assets.core.bytes);
  return {
    worker: assets.worker.bytes,
    core: assets.core.bytes[LIKELY_CORE] ?? Math.max(0, ...cores),
    languages: Object.values(assets.languages.bytes).reduce((sum, bytes) => sum + bytes, 0),
  };
}

export const totalBytes = (sizes: OcrSizes) => sizes.worker + sizes.core + sizes.languages;

/** How far a load has come, by tesseract.js' logger: each part's fraction, 0–1. */
export interface LoadState {
  worker: number;
  core: number;
  languages: number;
}

export const LOAD_START: LoadState = { worker: 0, core: 0, languages: 0 };

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * The state after one logger message. Any message means the worker script runs; 'loading tesseract
 * core' is 0 then 1 around the core's download; 'loading language traineddata' rises by a quarter
 * per language as each is fetched and unpacked. A fraction never goes back.
 */
export function nextLoadState(state: LoadState, message: Pick<LoggerMessage, 'status' | 'progress'>): LoadState {
  const next = { ...state, worker: 1 };
  if (message.status === 'loading tesseract core') next.core = Math.max(state.core, clamp(message.progress));
  if (message.status === 'initializing tesseract') next.core = 1;
  if (message.status === 'loading language traineddata') {
    next.core = 1;
    next.languages = Math.max(state.languages, clamp(message.progress));
  }
  if (message.status === 'initializing api') next.core = next.languages = 1;
  return next;
}

/** The bytes a load has read, for the MB progress bar. */
export function loadedBytes(state: LoadState, sizes: OcrSizes): number {
  return Math.round(state.worker * sizes.worker + state.core * sizes.core + state.languages * sizes.languages);
}

/** The lines of Tesseract's page worth showing, in reading order, tidied. */
export function linesOf(page: Pick<Page, 'blocks'>): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = tidyLine(line.text);
        // A line of only marks and rules is a border or a texture read as "|", "—", "=".
        if (line.confidence < MIN_LINE_CONFIDENCE || !/[\p{L}\p{N}]/u.test(text)) continue;
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({ text, confidence: line.confidence, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
      }
    }
  }
  return lines;
}

// --- The engine -------------------------------------------------------------------------------

/** The picture as PNG bytes: tesseract.js reads encoded images, not bitmaps. */
async function pngOf(bitmap: ImageBitmap): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw on a canvas');
    context.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/png'),
  );
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';

/**
 * One tesseract.js worker, loaded on the first `load()`. A failed or stalled load leaves the engine
 * unusable: the caller terminates it and makes a new one for a retry.
 */
export class OcrEngine {
  readonly sizes: OcrSizes;
  private worker: TesseractWorker | undefined;
  /** The Web Worker tesseract.js starts: kept so a load that hangs can still be stopped. */
  private readonly threads: globalThis.Worker[] = [];
  private loading: Promise<void> | undefined;
  private terminated = false;
  /** Where the logger's and the error handler's reports go: the operation under way, if any. */
  private onLog: ((message: LoggerMessage) => void) | undefined;
  private onFail: ((error: Error) => void) | undefined;
  /** When the worker last reported anything (the stall watchdog's clock). */
  private lastReport = 0;

  constructor(private readonly assets: OcrAssets) {
    this.sizes = ocrSizes(assets);
  }

  get ready(): boolean {
    return this.worker !== undefined;
  }

  /** Loads the worker, the core and both languages; `onProgress` gets the bytes read so far. */
  load(onProgress: (bytes: number) => void): Promise<void> {
    this.loading ??= this.watch<TesseractWorker>((resolve, reject) => {
      let state = LOAD_START;
      this.onLog = (message) => {
        state = nextLoadState(state, message);
        onProgress(loadedBytes(state, this.sizes));
      };
      this.onFail = (error) => reject(new OcrLoadError('failed', error.message));
      this.spawn().then(resolve, (error: unknown) => reject(new OcrLoadError('failed', errorText(error))));
    }, 'slow').then((worker) => {
      this.worker = worker;
    });
    return this.loading;
  }

  /** Reads the picture; `onProgress` gets the fraction of the page read (0–1). */
  async read(bitmap: ImageBitmap, onProgress: (fraction: number) => void = () => {}): Promise<OcrResult> {
    const worker = this.worker;
    if (!worker) throw new Error('the OCR engine is not loaded');
    const started = performance.now();
    const image = await pngOf(bitmap);
    const { data } = await this.watch<Awaited<ReturnType<TesseractWorker['recognize']>>>((resolve, reject) => {
      this.onLog = (message) => {
        if (message.status === 'recognizing text') onProgress(clamp(message.progress));
      };
      this.onFail = reject;
      worker.recognize(image, {}, { text: true, blocks: true }).then(resolve, (error: unknown) => {
        reject(new Error(errorText(error)));
      });
    }, 'failed');
    const lines = linesOf(data);
    return { lines, text: lines.map((line) => line.text).join('\n'), milliseconds: performance.now() - started };
  }

  terminate(): void {
    this.terminated = true;
    this.onFail?.(new Error('stopped'));
    void this.worker?.terminate();
    for (const thread of this.threads) thread.terminate();
    this.worker = undefined;
  }

  /**
   * Runs an operation that reports through the logger, failing it when nothing is reported for
   * OCR_STALL_MS (an OcrLoadError('slow') while loading, a plain error while reading).
   */
  private watch<T>(
    start: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
    stall: 'slow' | 'failed',
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.terminated) {
        reject(new Error('stopped'));
        return;
      }
      this.lastReport = performance.now();
      const finish = () => {
        clearInterval(watchdog);
        this.onLog = undefined;
        this.onFail = undefined;
      };
      const watchdog = setInterval(() => {
        if (performance.now() - this.lastReport <= OCR_STALL_MS) return;
        finish();
        reject(stall === 'slow' ? new OcrLoadError('slow', 'no progress') : new Error('no progress'));
      }, 1_000);
      start(
        (value) => {
          finish();
          resolve(value);
        },
        (error) => {
          finish();
          reject(error);
        },
      );
    });
  }

  /**
   * createWorker with the site's own files. tesseract.js does not hand out its Web Worker until
   * the load succeeds, and when a language fails to load its promise never settles; the Web Worker
   * is caught as it is constructed (synchronously, in createWorker's first step) so it can be
   * stopped, and errors reach us through the error handler.
   */
  private spawn(): Promise<TesseractWorker> {
    const Original = globalThis.Worker;
    if (typeof Original !== 'function') return Promise.reject(new Error('this browser cannot run workers'));
    const threads = this.threads;
    const report = (error: Error) => this.onFail?.(error);
    globalThis.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        threads.push(this);
        // tesseract.js heeds the worker's error event only while loading; after that a crash
        // would leave a reading waiting for ever.
        this.addEventListener('error', (event) => report(new Error(event.message || 'the OCR worker stopped')));
      }
    };
    try {
      return Tesseract.createWorker([...OCR_LANGUAGES], LSTM_ONLY, {
        workerPath: this.assets.worker.url,
        workerBlobURL: false,
        corePath: this.assets.core.base,
        // tesseract.js asks for `${langPath}/${lang}.traineddata.gz`.
        langPath: this.assets.languages.base.replace(/\/$/, ''),
        gzip: true,
        // The HTTP cache serves a repeat visit (the files' names carry their hash); nothing in IndexedDB.
        cacheMethod: 'none',
        logger: (message) => {
          this.lastReport = performance.now();
          this.onLog?.(message);
        },
        errorHandler: (error: unknown) => this.onFail?.(new Error(errorText(error))),
      });
    } finally {
      globalThis.Worker = Original;
    }
  }
}
