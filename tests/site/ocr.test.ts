// The OCR trial's pure logic (site/src/trial/ocr-engine.ts): Chinese text without Tesseract's
// spaces, the load's progress in bytes, and the lines worth showing. The browser test
// (tests/browser/trial-ocr.spec.ts) reads a real card.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  chinesePunctuation,
  LOAD_START,
  linesOf,
  loadedBytes,
  nextLoadState,
  OCR_STALL_MS,
  type OcrAssets,
  OcrEngine,
  OcrLoadError,
  ocrSizes,
  removeCjkSpaces,
  tidyLine,
  totalBytes,
} from '../../site/src/trial/ocr-engine';
import { proves } from '../conformance/proves';

// The engine's load is tested against a stand-in for tesseract.js: what matters is what the
// engine does when the library reports, fails or goes quiet.
const tesseract = vi.hoisted(() => ({ createWorker: vi.fn() }));
// The site imports tesseract.js's default export (its ES module build has only that).
vi.mock('tesseract.js', () => ({ default: tesseract }));

describe('Chinese text as Chinese is written', () => {
  test('no space between two Chinese characters, however many spaces', proves('TRIAL-OCR'), () => {
    expect(removeCjkSpaces('姓 名')).toBe('姓名');
    expect(removeCjkSpaces('天 目  智\t能 科 技')).toBe('天目智能科技');
  });

  test('Chinese punctuation and full-width forms count as Chinese', proves('TRIAL-OCR'), () => {
    expect(removeCjkSpaces('姓 名 ： 张 三')).toBe('姓名：张三');
    expect(removeCjkSpaces('你 好 ， 世 界 。')).toBe('你好，世界。');
    expect(removeCjkSpaces('编 号 ： Ａ １ ２')).toBe('编号：Ａ１２');
  });

  test('spaces beside Latin letters and digits stay', proves('TRIAL-OCR'), () => {
    expect(removeCjkSpaces('Name 姓 名')).toBe('Name 姓名');
    expect(removeCjkSpaces('ID 123 号 码')).toBe('ID 123 号码');
    expect(removeCjkSpaces('Hello world 2024')).toBe('Hello world 2024');
    expect(removeCjkSpaces('')).toBe('');
  });

  test('ASCII punctuation read between Chinese characters is the full-width mark', proves('TRIAL-OCR'), () => {
    expect(chinesePunctuation('姓名 : 李伟')).toBe('姓名：李伟');
    expect(chinesePunctuation('是吗 ? 是的 , 好 ! 一 ; 二')).toBe('是吗？是的，好！一；二');
    // Beside Latin letters or digits it stays as read.
    expect(chinesePunctuation('Name: Li Wei')).toBe('Name: Li Wei');
    expect(chinesePunctuation('温度 : 36.5°C')).toBe('温度 : 36.5°C');
    expect(chinesePunctuation('Tel: 电话')).toBe('Tel: 电话');
  });

  test(
    'a line: one space between words, none at the ends, none between Chinese characters',
    proves('TRIAL-OCR'),
    () => {
      expect(tidyLine('  Name:   Li  Wei \n')).toBe('Name: Li Wei');
      expect(tidyLine(' 地 址 ：  北 京 市 海 淀 区 ')).toBe('地址：北京市海淀区');
      expect(tidyLine('签发 机 关 : 北京 市 公安 局')).toBe('签发机关：北京市公安局');
    },
  );
});

const ASSETS: OcrAssets = {
  worker: { url: '/assets/trial/tesseract-worker-0123456789.js', bytes: 100 },
  core: {
    base: '/assets/trial/tesseract-core-0123456789/',
    bytes: {
      'tesseract-core-lstm.wasm.js': 900,
      'tesseract-core-simd-lstm.wasm.js': 950,
      'tesseract-core-relaxedsimd-lstm.wasm.js': 1000,
    },
  },
  languages: {
    base: '/assets/trial/tesseract-lang-0123456789/',
    bytes: { eng: 3000, chi_sim: 2000 },
  },
};

describe('the load’s progress in bytes', () => {
  const sizes = ocrSizes(ASSETS);

  test('the total is the worker, the core browsers pick, and both languages', proves('TRIAL-OCR'), () => {
    expect(sizes).toEqual({ worker: 100, core: 1000, languages: 5000 });
    expect(totalBytes(sizes)).toBe(6100);
    // Without the relaxed-SIMD core, the largest one.
    const { 'tesseract-core-relaxedsimd-lstm.wasm.js': _, ...others } = ASSETS.core.bytes;
    expect(ocrSizes({ ...ASSETS, core: { ...ASSETS.core, bytes: others } }).core).toBe(950);
  });

  test('each report of tesseract.js moves the bytes forward, up to the total', proves('TRIAL-OCR'), () => {
    expect(loadedBytes(LOAD_START, sizes)).toBe(0);
    const reports = [
      { status: 'loading tesseract core', progress: 0 },
      { status: 'loading tesseract core', progress: 1 },
      { status: 'initializing tesseract', progress: 0 },
      { status: 'initializing tesseract', progress: 1 },
      { status: 'loading language traineddata', progress: 0 },
      { status: 'loading language traineddata', progress: 0.25 },
      { status: 'loading language traineddata', progress: 0.5 },
      { status: 'loading language traineddata', progress: 0.75 },
      { status: 'loading language traineddata', progress: 1 },
      { status: 'initializing api', progress: 0 },
      { status: 'initializing api', progress: 1 },
    ];
    let state = LOAD_START;
    const seen: number[] = [];
    for (const report of reports) {
      state = nextLoadState(state, report);
      seen.push(loadedBytes(state, sizes));
    }
    // The worker runs from the first report; the core counts once loaded; then a quarter of the languages a step.
    expect(seen).toEqual([100, 1100, 1100, 1100, 1100, 2350, 3600, 4850, 6100, 6100, 6100]);
  });

  test('a fraction never goes back, and a strange one is held to 0–1', proves('TRIAL-OCR'), () => {
    let state = nextLoadState(LOAD_START, { status: 'loading language traineddata', progress: 0.5 });
    state = nextLoadState(state, { status: 'loading language traineddata', progress: 0 });
    expect(state.languages).toBe(0.5);
    expect(nextLoadState(LOAD_START, { status: 'loading language traineddata', progress: 7 }).languages).toBe(1);
    expect(nextLoadState(LOAD_START, { status: 'loading tesseract core', progress: Number.NaN }).core).toBe(0);
    // The reading's own reports do not touch the load.
    expect(loadedBytes(nextLoadState(LOAD_START, { status: 'recognizing text', progress: 0.9 }), sizes)).toBe(100);
  });
});

type Blocks = Parameters<typeof linesOf>[0]['blocks'];
const line = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});
const page = (...lines: ReturnType<typeof line>[]) => ({
  blocks: [{ paragraphs: [{ lines }] }] as unknown as Blocks,
});

describe('the lines shown', () => {
  test('in reading order, tidied, with their boxes as x, y, width, height', proves('TRIAL-OCR'), () => {
    const lines = linesOf(
      page(line('Name: Li Wei\n', 91, 10, 20, 210, 60), line('姓 名 ： 李 伟\n', 88, 10, 80, 190, 120)),
    );
    expect(lines).toEqual([
      { text: 'Name: Li Wei', confidence: 91, box: { x: 10, y: 20, width: 200, height: 40 } },
      { text: '姓名：李伟', confidence: 88, box: { x: 10, y: 80, width: 180, height: 40 } },
    ]);
  });

  test('leaves out marks without a letter or digit and lines Tesseract barely believes', proves('TRIAL-OCR'), () => {
    const lines = linesOf(
      page(line('| — =\n', 80, 0, 0, 5, 50), line('ween tl\n', 12, 0, 60, 90, 80), line('2024\n', 85, 0, 90, 60, 120)),
    );
    expect(lines.map((found) => found.text)).toEqual(['2024']);
  });

  test('no blocks, no lines', proves('TRIAL-OCR'), () => {
    expect(linesOf({ blocks: null })).toEqual([]);
  });
});

/** A Web Worker that does nothing: jsdom has none, and tesseract.js' is only constructed. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(readonly url: string) {
    super();
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

type Options = {
  logger: (message: { status: string; progress: number }) => void;
  errorHandler: (error: unknown) => void;
};

describe('a load that fails or stalls', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    tesseract.createWorker.mockReset();
    FakeWorker.made = [];
  });

  /** createWorker as tesseract.js does it: the Web Worker first, then reports, never settling. */
  function hangingLoad(onOptions: (options: Options) => void = () => {}) {
    vi.stubGlobal('Worker', FakeWorker);
    tesseract.createWorker.mockImplementation(
      (_langs: string[], _oem: number, options: Options & { workerPath: string }) => {
        new Worker(options.workerPath);
        onOptions(options);
        return new Promise(() => {});
      },
    );
  }

  test('the site’s own files, the LSTM engine, no IndexedDB cache', proves('TRIAL-OCR', 'TRIAL-NOTHING-LEAVES'), () => {
    hangingLoad();
    const engine = new OcrEngine(ASSETS);
    void engine.load(() => {}).catch(() => {});
    const [langs, oem, options] = tesseract.createWorker.mock.calls[0] ?? [];
    expect(langs).toEqual(['eng', 'chi_sim']);
    expect(oem).toBe(1);
    expect(options).toMatchObject({
      workerPath: ASSETS.worker.url,
      workerBlobURL: false,
      corePath: ASSETS.core.base,
      langPath: '/assets/trial/tesseract-lang-0123456789',
      cacheMethod: 'none',
      gzip: true,
    });
    engine.terminate();
  });

  test(
    `nothing reported for ${OCR_STALL_MS / 1000} s: "slow", and the worker is stopped`,
    proves('TRIAL-ON-DEMAND'),
    async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
      let options: Options | undefined;
      hangingLoad((given) => {
        options = given;
      });
      const engine = new OcrEngine(ASSETS);
      const progress: number[] = [];
      const loading = engine.load((bytes) => progress.push(bytes));
      const outcome = loading.then(
        () => 'loaded',
        (error: unknown) => error,
      );
      // Reports keep it alive past the limit…
      vi.advanceTimersByTime(OCR_STALL_MS - 1_000);
      options?.logger({ status: 'loading tesseract core', progress: 1 });
      vi.advanceTimersByTime(OCR_STALL_MS - 1_000);
      expect(progress).toEqual([1100]);
      // …silence does not.
      vi.advanceTimersByTime(2_000);
      const error = await outcome;
      expect(error).toBeInstanceOf(OcrLoadError);
      expect((error as OcrLoadError).reason).toBe('slow');
      engine.terminate();
      expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([true]);
    },
  );

  test('an error tesseract.js reports (a language not found): "failed"', proves('TRIAL-ON-DEMAND'), async () => {
    let options: Options | undefined;
    hangingLoad((given) => {
      options = given;
    });
    const engine = new OcrEngine(ASSETS);
    const loading = engine.load(() => {});
    options?.errorHandler('Error: Network error while fetching /x/chi_sim.traineddata.gz. Response code: 404');
    await expect(loading).rejects.toMatchObject({ name: 'OcrLoadError', reason: 'failed' });
  });

  test('leaving the panel while it loads stops the worker', proves('TRIAL-OCR'), async () => {
    hangingLoad();
    const engine = new OcrEngine(ASSETS);
    const loading = engine.load(() => {});
    engine.terminate();
    await expect(loading).rejects.toThrow('stopped');
    expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([true]);
  });
});
