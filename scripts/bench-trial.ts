// The online trial's part of `make bench` (issue 15): what the in-browser trial on #/algorithm
// (docs/decisions/028-online-trial.md) costs a visitor, measured in Debian's chromium without a GPU
// (headless, so the page picks WebAssembly itself), on the production build served by nginx with
// the documented configuration (scripts/nginx.ts: /assets/ is cached for good, as in production).
//
// Each run uses fresh browser contexts: a new context has an empty HTTP cache ("cold"). "Warm" is
// a second page load in the same context after the cold one: the HTTP cache then holds the trial's
// code, runtimes and models (their names carry their content hash), so they come from the cache;
// the page, the worker and the WebAssembly start anew. Each figure is the median over the runs.
//
// - Bytes loaded per algorithm, each in a fresh context of its own: the sum of the response body
//   sizes (as sent, before any decoding) of every request the page and its workers issue, images
//   aside (the picker's thumbnails; the trial reads the photo itself with fetch). Responses served
//   from the HTTP cache count 0. Detection: from the click on "Try it in your browser" until the
//   first result (the trial's code, the face worker, the WebAssembly runtime, the detector). The
//   others: with the trial open and settled (its first tab, detection, has loaded the detector),
//   from the click on the algorithm's tab until its result: what that algorithm adds.
// - The trial's own code: the scripts and style sheets fetched from the click on "Try it in your
//   browser" until its tab list shows (the lazy chunk and what it imports beyond the page), the
//   face worker's script aside (it is under /assets/trial/, counted with the models).
// - Time to the first face result: with #/algorithm loaded and its network settled, from the
//   click on "Try it in your browser" until the status "… found in … s." shows, "Sample photo 1"
//   being clicked as soon as it shows; cold and warm.
//   The in-page repeat: then "Sample photo 2" in the same page, the models loaded, until its own
//   status shows (what a visitor waits after choosing a photo once the tab has loaded).
// - Time to the OCR text: with the trial open and settled, from the click on the OCR tab (which
//   starts its load), the file input given a test card at once (a PNG drawn on a canvas in the
//   browser: English and Simplified Chinese lines, dark on light), until the text read shows in
//   its text box; cold and warm.
//
// Timing is the page's own clock (inPageSpan): from the click event that starts the span (its
// timeStamp: when the browser received the click) until the result is in the page and the next
// frame is drawn (a MutationObserver sees it; one requestAnimationFrame later). Timing around the
// Playwright calls in Node instead added its own work to every span: each action's checks, the
// DevTools protocol's round trips and the polling of the awaited element, 0.3–0.4 s per span
// here. Playwright still clicks and gives the photos; a photo given "as soon as it shows" is
// given with Playwright's delay, which the span includes. No fixed sleep is part of any span.
import { get } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Browser, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { median } from './bench-generator.ts';
import { CHROMIUM_ARGS, chromiumPath, freePort } from './browser-env.ts';
import { type Server, startServer } from './serve.ts';

export const TRIAL_ALGORITHMS = ['detection', 'structuring', 'recognition', 'liveness', 'ocr'] as const;
export type TrialAlgorithm = (typeof TRIAL_ALGORITHMS)[number];

export interface TrialBench {
  readonly runs: number;
  /** Medians over the runs: bytes, seconds. */
  readonly medians: {
    /** The trial's scripts and style sheets, fetched by "Try it in your browser". */
    readonly codeBytes: number;
    /** Each algorithm's first result in a fresh context. */
    readonly bytes: Record<TrialAlgorithm, number>;
    /** What the warm loads fetched from the network rather than the HTTP cache. */
    readonly warmBytes: { readonly detection: number; readonly ocr: number };
    readonly firstFace: { readonly cold: number; readonly warm: number; readonly repeat: number };
    readonly ocrText: { readonly cold: number; readonly warm: number };
  };
  /** Every run's figures, in order. */
  readonly samples: {
    readonly codeBytes: number[];
    readonly bytes: Record<TrialAlgorithm, number[]>;
    readonly warmBytes: { readonly detection: number[]; readonly ocr: number[] };
    readonly firstFace: { readonly cold: number[]; readonly warm: number[]; readonly repeat: number[] };
    readonly ocrText: { readonly cold: number[]; readonly warm: number[] };
  };
  /** What the trial showed in the first run: a check that it found the faces and read the card. */
  readonly shown: Record<TrialAlgorithm, string>;
}

/** How long a result may take before the bench gives up (a cold OCR load on a slow machine is long). */
const RESULT_TIMEOUT_MS = 180_000;
/** Playwright's own "network idle": nothing in flight for this long. */
const QUIET_MS = 500;
const SETTLE_MS = 15_000;

/** The lines the OCR test card carries (English and Simplified Chinese, as the trial reads). */
export const OCR_CARD_LINES = ['Online trial receipt', 'Total: 42.50 USD', '人脸识别在线体验', '北京市海淀区中关村'];

/** Body bytes of one finished request as sent; 0 when the HTTP cache served it. */
async function bodyBytes(request: Request): Promise<number> {
  const response = await request.response();
  if (!response) return 0;
  await response.finished();
  const { responseBodySize } = await request.sizes();
  // A response from the HTTP cache has nothing on the wire: Chromium reports 0 encoded bytes and
  // Playwright subtracts the headers' size from that.
  if (responseBodySize < 0) return 0;
  if (responseBodySize > 0) return responseBodySize;
  // Exactly 0: an empty body, or a worker's own script, whose loadingFinished Playwright does not
  // see (it reports 0 for the face worker's script when the worker's load, not the page's fetch of
  // the same file, reaches the network first). The server compresses scripts (nginx's gzip_types),
  // so neither the decoded body nor a Content-Length tells what was sent: the same request is made
  // again from here with the browser's Accept-Encoding, and its bytes as sent are counted.
  return bytesAsSent(request.url(), (await request.allHeaders())['accept-encoding'] ?? '');
}

/** The body bytes the server sends for `url` to a client that accepts `acceptEncoding`, undecoded. */
function bytesAsSent(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Starts recording the requests the page and its workers issue; the result sums their body bytes. */
function recordRequests(page: Page, counts: (request: Request) => boolean): () => Promise<number> {
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (counts(request)) requests.push(request);
  };
  page.on('request', onRequest);
  return async () => {
    page.off('request', onRequest);
    const sizes = await Promise.all(requests.map(bodyBytes));
    return sizes.reduce((sum, bytes) => sum + bytes, 0);
  };
}

/** Tracks the page's requests in flight, to wait for the network to settle before a timed span. */
function inFlight(page: Page): () => Promise<void> {
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  return async () => {
    // At most SETTLE_MS: a request whose end Playwright never reports must not hang the bench.
    const deadline = performance.now() + SETTLE_MS;
    let quietSince = performance.now();
    while (performance.now() - quietSince < QUIET_MS && performance.now() < deadline) {
      await page.waitForTimeout(50);
      if (pending > 0) quietSince = performance.now();
    }
  };
}

/**
 * Starts the page's stopwatch: it starts at the next click on a control named `name`, stops once
 * `doneWhen` (evaluated in the page on every change to the document) holds, or an alert shows,
 * and one frame has been drawn since. Resolves to the seconds between, by the page's clock.
 */
function inPageSpan(page: Page, name: string, doneWhen: string): Promise<number> {
  // A string, not a function: the page's Content-Security-Policy forbids building a function from
  // `doneWhen` in the page, and an evaluated string is compiled by the DevTools protocol instead.
  return page.evaluate(`new Promise((resolve) => {
    const done = () => (${doneWhen});
    const name = ${JSON.stringify(name)};
    let started;
    const onClick = (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="tab"]') : null;
      const label = control ? (control.getAttribute('aria-label') ?? control.textContent ?? '').trim() : '';
      if (event.isTrusted && label === name) {
        started = event.timeStamp;
        removeEventListener('click', onClick, true);
      }
    };
    addEventListener('click', onClick, true);
    const observer = new MutationObserver(() => {
      if (started === undefined || !(done() || document.querySelector('[role="alert"]'))) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve((performance.now() - started) / 1000));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })`);
}

/** Waits for `done`, or throws what the trial said went wrong; resolves to what `done` shows. */
async function outcome(page: Page, done: Locator): Promise<string> {
  const alert = page.getByRole('alert');
  await done.or(alert).first().waitFor({ timeout: RESULT_TIMEOUT_MS });
  if ((await done.count()) === 0) throw new Error(`the trial reported: ${await alert.first().textContent()}`);
  const element = done.first();
  return (await element.evaluate((node) => node.tagName === 'TEXTAREA'))
    ? await element.inputValue()
    : ((await element.textContent()) ?? '');
}

const FACES_FOUND = /\bfaces? found in\b/;

/**
 * In the page: a status whose text matches `pattern`, other than `window.__benchPrevious` (the
 * status of the photo before, which stays until the next photo is decoded).
 */
const statusInPage = (pattern: RegExp) =>
  `[...document.querySelectorAll('[role="status"]')].some((element) => element !== window.__benchPrevious && new RegExp(${JSON.stringify(pattern.source)}).test(element.textContent?.trim() ?? ''))`;

/** A result that shows as a status matching `pattern`: in the page and for Playwright. */
const statusResult = (pattern: RegExp) => ({
  shownInPage: statusInPage(pattern),
  result: (page: Page) => page.getByRole('status').filter({ hasText: pattern }),
});

interface Scenario {
  /** The tab's name. */
  readonly tab: string;
  /** The result is there (an expression evaluated in the page). */
  readonly shownInPage: string;
  /** Gives the trial its photo(s). */
  give(page: Page): Promise<void>;
  /** What shows when the result is there. */
  result(page: Page): Locator;
}

function scenarios(card: Buffer): Record<TrialAlgorithm, Scenario> {
  const sample = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
  return {
    detection: { tab: 'Face detection', give: sample('Sample photo 1'), ...statusResult(FACES_FOUND) },
    structuring: { tab: 'Face structuring', give: sample('Sample photo 1'), ...statusResult(FACES_FOUND) },
    recognition: {
      tab: 'Face recognition (1:1)',
      give: async (page) => {
        await sample('First photo: Sample photo 1')(page);
        await sample('Second photo: Sample photo 2')(page);
      },
      ...statusResult(/^(Same person|Different people) \(/),
    },
    liveness: { tab: 'Liveness', give: sample('Sample photo 1'), ...statusResult(/^Faces checked: \d+\.$/) },
    ocr: {
      tab: 'OCR',
      // React sets the text box's value before it adds the box to the document.
      shownInPage: `[...document.querySelectorAll('textarea')].some((box) => box.value.trim() !== '')`,
      give: (page) =>
        page.getByLabel('Choose a photo', { exact: true }).setInputFiles({
          name: 'test-card.png',
          mimeType: 'image/png',
          buffer: card,
        }),
      result: (page) => page.getByRole('textbox', { name: 'The text read', exact: true }),
    },
  };
}

/**
 * Waits until the app runs the page: React manages its heading. `/` sends #/algorithm to its
 * static page (decision 048), whose button answers once the app has taken the page over.
 */
async function appRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
  });
}

/**
 * A new page of the context at #/algorithm with the trial area open and the network settled;
 * resolves to the bytes of the trial's code that opening it fetched.
 */
async function openTrial(page: Page, baseUrl: string): Promise<number> {
  const settled = inFlight(page);
  await page.goto(`${baseUrl}/#/algorithm`);
  const start = page.getByRole('button', { name: 'Try it in your browser', exact: true });
  await start.waitFor();
  await appRuns(page);
  // The face worker's script is under /assets/trial/ with the models: the detection tab starts it
  // as soon as the tab list shows, and the bytes per algorithm count it.
  const stop = recordRequests(
    page,
    (request) =>
      ['script', 'stylesheet'].includes(request.resourceType()) &&
      !new URL(request.url()).pathname.startsWith('/assets/trial/'),
  );
  await start.click();
  await page.getByRole('tab', { name: 'Face detection', exact: true }).waitFor();
  const bytes = await stop();
  await settled();
  return bytes;
}

/**
 * Opens the scenario's tab and gives it its photo at once: the seconds from the click on the tab
 * (which starts its models loading) until the result shows, the bytes fetched meanwhile and the
 * text shown.
 */
async function firstResult(page: Page, scenario: Scenario): Promise<{ seconds: number; bytes: number; shown: string }> {
  const stop = recordRequests(page, (request) => request.resourceType() !== 'image');
  const span = inPageSpan(page, scenario.tab, scenario.shownInPage);
  await page.getByRole('tab', { name: scenario.tab, exact: true }).click();
  await scenario.give(page);
  const shown = await outcome(page, scenario.result(page));
  return { seconds: await span, bytes: await stop(), shown };
}

/**
 * From the click on "Try it in your browser" to the first face result, the visitor choosing
 * "Sample photo 1" as soon as it shows: the trial's code, the face worker, the WebAssembly
 * runtime and the detector all load within the span (the detection tab, shown first, starts
 * loading its models when it opens).
 */
async function startToFirstFace(
  page: Page,
  baseUrl: string,
): Promise<{ seconds: number; bytes: number; shown: string }> {
  // The page loaded and its network settled first: a visitor reads before starting the trial.
  const settled = inFlight(page);
  await page.goto(`${baseUrl}/#/algorithm`);
  const button = page.getByRole('button', { name: 'Try it in your browser', exact: true });
  await button.waitFor();
  await appRuns(page);
  await settled();
  const stop = recordRequests(page, (request) => request.resourceType() !== 'image');
  const span = inPageSpan(page, 'Try it in your browser', statusInPage(FACES_FOUND));
  await button.click();
  await page.getByRole('button', { name: 'Sample photo 1', exact: true }).click();
  const shown = await outcome(page, page.getByRole('status').filter({ hasText: FACES_FOUND }));
  return { seconds: await span, bytes: await stop(), shown };
}

/** "Sample photo 2" in the detection tab after a first result: seconds until its own status shows. */
async function repeatResult(page: Page): Promise<number> {
  const done = page.getByRole('status').filter({ hasText: FACES_FOUND });
  // The first photo's status stays until the second photo is decoded: the span ends at another.
  await done.evaluate((element) => {
    (window as unknown as { __benchPrevious: Element }).__benchPrevious = element;
  });
  const span = inPageSpan(page, 'Sample photo 2', statusInPage(FACES_FOUND));
  await page.getByRole('button', { name: 'Sample photo 2', exact: true }).click();
  const seconds = await span;
  await outcome(page, done);
  return seconds;
}

/** The OCR test card, drawn on a canvas in the browser with its CJK fonts, as PNG bytes. */
async function drawCard(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate((lines) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 120 + lines.length * 80;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#f8f8f4';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#1a1a1a';
      context.font = '48px "Noto Sans CJK SC", "Noto Serif CJK SC", "WenQuanYi Zen Hei", sans-serif';
      context.textBaseline = 'top';
      lines.forEach((line, index) => {
        context.fillText(line, 60, 60 + index * 80);
      });
      return canvas.toDataURL('image/png');
    }, OCR_CARD_LINES);
    return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  } finally {
    await page.close();
  }
}

/**
 * Runs the trial `runs` times in Debian's chromium against the site at `baseUrl` (the production
 * build, served so that /assets/ is cacheable): see the comment at the top for the figures.
 */
export async function benchTrial(baseUrl: string, runs = 3): Promise<TrialBench> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
  const samples: TrialBench['samples'] = {
    codeBytes: [],
    bytes: { detection: [], structuring: [], recognition: [], liveness: [], ocr: [] },
    warmBytes: { detection: [], ocr: [] },
    firstFace: { cold: [], warm: [], repeat: [] },
    ocrText: { cold: [], warm: [] },
  };
  const shown = {} as Record<TrialAlgorithm, string>;
  try {
    const all = scenarios(await drawCard(browser));
    /** A fresh context (empty HTTP cache), closed after `use`. */
    const fresh = async <T>(use: (newPage: () => Promise<Page>) => Promise<T>): Promise<T> => {
      const context = await browser.newContext({ locale: 'en-US' });
      try {
        return await use(() => context.newPage());
      } finally {
        await context.close();
      }
    };
    for (let run = 0; run < runs; run++) {
      for (const algorithm of TRIAL_ALGORITHMS) {
        const scenario = all[algorithm];
        await fresh(async (newPage) => {
          const page = await newPage();
          let cold: { seconds: number; bytes: number; shown: string };
          if (algorithm === 'detection') {
            cold = await startToFirstFace(page, baseUrl);
          } else {
            // The trial open and settled (the detector, shown first, loaded): this tab's own cost.
            const codeBytes = await openTrial(page, baseUrl);
            if (algorithm === 'ocr') samples.codeBytes.push(codeBytes);
            cold = await firstResult(page, scenario);
          }
          samples.bytes[algorithm].push(cold.bytes);
          if (run === 0) shown[algorithm] = cold.shown;
          let line = `trial run ${run + 1} ${algorithm}: ${(cold.bytes / 1e6).toFixed(3)} MB, ${cold.seconds.toFixed(3)} s cold`;
          if (algorithm === 'detection') {
            samples.firstFace.cold.push(cold.seconds);
            const repeat = await repeatResult(page);
            samples.firstFace.repeat.push(repeat);
            line += `, ${repeat.toFixed(3)} s in-page repeat`;
          }
          if (algorithm === 'detection' || algorithm === 'ocr') {
            // The second page load of the same context: its HTTP cache holds what the first loaded.
            await page.close();
            const again = await newPage();
            let warm: { seconds: number; bytes: number };
            if (algorithm === 'detection') {
              warm = await startToFirstFace(again, baseUrl);
            } else {
              await openTrial(again, baseUrl);
              warm = await firstResult(again, scenario);
            }
            samples.warmBytes[algorithm].push(warm.bytes);
            (algorithm === 'ocr' ? samples.ocrText : samples.firstFace).warm.push(warm.seconds);
            if (algorithm === 'ocr') samples.ocrText.cold.push(cold.seconds);
            line += `, ${warm.seconds.toFixed(3)} s warm (${(warm.bytes / 1e3).toFixed(1)} kB not from the cache)`;
          }
          console.log(run === 0 ? `${line}; shown: ${cold.shown.replaceAll('\n', ' / ')}` : line);
        });
      }
    }
  } finally {
    await browser.close();
  }
  const bytes = Object.fromEntries(
    TRIAL_ALGORITHMS.map((algorithm) => [algorithm, median(samples.bytes[algorithm])]),
  ) as Record<TrialAlgorithm, number>;
  return {
    runs,
    medians: {
      codeBytes: median(samples.codeBytes),
      bytes,
      warmBytes: { detection: median(samples.warmBytes.detection), ocr: median(samples.warmBytes.ocr) },
      firstFace: {
        cold: median(samples.firstFace.cold),
        warm: median(samples.firstFace.warm),
        repeat: median(samples.firstFace.repeat),
      },
      ocrText: { cold: median(samples.ocrText.cold), warm: median(samples.ocrText.warm) },
    },
    samples,
    shown,
  };
}

/**
 * Serves the dist/ already built with nginx and the documented configuration (scripts/nginx.ts
 * --no-build), whose /assets/ answers are cacheable for good: the warm figures need that, and
 * `vite preview` answers `no-cache`.
 */
export async function serveBuiltSite(root: string): Promise<Server> {
  const port = await freePort();
  return startServer({
    command: join(root, 'node_modules/.bin/tsx'),
    args: ['scripts/nginx.ts', '--no-build'],
    cwd: root,
    env: { PORT: String(port) },
    what: 'nginx of dist/',
    url: `http://localhost:${port}`,
    timeoutMs: 30_000,
  });
}

// On its own: `tsx scripts/bench-trial.ts [URL]` measures the site at URL, or serves dist/ (built
// first with `npm run build`) itself.
if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2];
  const site = given ? { url: given.replace(/\/$/, ''), stop: () => {} } : await serveBuiltSite(process.cwd());
  try {
    const result = await benchTrial(site.url, Number(process.env.TRIAL_RUNS ?? 3));
    console.log(JSON.stringify({ medians: result.medians, shown: result.shown }, null, 2));
  } finally {
    site.stop();
  }
}
