// The WebKit engine of the conformance suite (docs/decisions/030): WebKitGTK's MiniBrowser,
// driven over W3C WebDriver by selenium-webdriver (tests/webkit/).
//
//   node_modules/.bin/tsx scripts/webkit.ts
//
// Without BASE_URL: builds dist/ (unless SITE_BUILT=1) and serves it with the preview server,
// which answers the mock API (`?scenario=` in the page's address; mocks/vite-plugin.ts), since
// WebDriver cannot answer requests in the browser. With BASE_URL: tests that site (its API must
// answer as the mock does). Then Xvfb and WebKitWebDriver, and vitest on tests/webkit/ with
// tests/webkit/vitest.config.ts: its JSON report in reports/webkit.json, the browser and the
// site in reports/webkit-target.json. SHARD=i/n runs a shard; SECTION= and CLAUSE= only the tests
// naming those clauses. Exits non-zero when a test fails or the run cannot start, saying why in its
// last lines; every process it started (each in a group of its own: scripts/processes.ts) is
// stopped on exit, on failure, on SIGTERM, SIGINT or SIGHUP, and when what started it is gone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { mayNameClauses, selectClauses, vitestTagsFilter, withImports } from '../harness/report/selection.ts';
import { clauses } from '../tests/generated/clauses.gen.ts';
import { newSession } from '../tests/webkit/driver.ts';
import { freePort, webkitBrowserPath, webkitDriverPath } from './browser-env.ts';
import { exitIfStopping, isStopping, signalAll, spawnGroup, stopOnSignals } from './processes.ts';
import { buildSite } from './run-steps.ts';
import { webkitTestFiles } from './runners.ts';
import { said, servePreview, tail, until } from './serve.ts';

const CONFIG = 'tests/webkit/vitest.config.ts';
const REPORT = 'reports/webkit.json';
const TARGET = 'reports/webkit-target.json';

function fail(message: string, code = 1): never {
  // A server that ended because the run is being stopped is no failure to report.
  exitIfStopping();
  console.error(`webkit: ${message}`);
  process.exit(code);
}

// On the way out, SIGTERM to what it started (the guard of scripts/processes.ts ends what stays).
process.on('exit', () => signalAll('SIGTERM'));
stopOnSignals('webkit');

/** BASE_URL as an origin, or undefined; the same rule as the Playwright suite's. */
function targetUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search)
    fail(`BASE_URL="${value}" is not the http(s) address of a site's root (https://host[:port])`, 2);
  return url.origin;
}

/** One test `make test CHANGED=…` selected (harness/change/): its file and vitest's full name. */
interface ListedTest {
  readonly file: string;
  readonly name: string;
}

/** WEBKIT_TESTS=<file>: the tests a CHANGED= run selected, as a JSON list; undefined without it. */
function listed(): ListedTest[] | undefined {
  const path = process.env.WEBKIT_TESTS;
  if (!path) return undefined;
  let tests: unknown;
  try {
    tests = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return fail(`WEBKIT_TESTS=${path}: ${(error as Error).message}`, 2);
  }
  const isTest = (item: unknown): item is ListedTest =>
    typeof (item as ListedTest | null)?.file === 'string' && typeof (item as ListedTest | null)?.name === 'string';
  if (!Array.isArray(tests) || tests.length === 0)
    return fail(
      `WEBKIT_TESTS=${path}: not a list of tests; write [{ "file": "tests/webkit/….test.ts", "name": "…" }]`,
      2,
    );
  const wrong = tests.findIndex((item) => !isTest(item));
  if (wrong >= 0)
    return fail(
      `WEBKIT_TESTS=${path}: entry ${wrong} is ${JSON.stringify(tests[wrong])}, not { "file": …, "name": vitest's full name }`,
      2,
    );
  return tests as ListedTest[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** vitest's arguments that run exactly the listed tests: their files, and a pattern of their full names. */
function listedArgs(tests: readonly ListedTest[]): string[] {
  const files = [...new Set(tests.map((test) => test.file))];
  return ['--testNamePattern', `^(?:${tests.map((test) => escapeRegExp(test.name)).join('|')})$`, ...files];
}

/** SECTION= / CLAUSE=: the test files quoting one of the clauses and vitest's tag filter, or undefined. */
function selection(): { files: string[]; filter: string; label: string } | undefined {
  let selected: ReturnType<typeof selectClauses>;
  try {
    selected = selectClauses(clauses, { section: process.env.SECTION, clause: process.env.CLAUSE });
  } catch (error) {
    return fail((error as Error).message, 2);
  }
  if (!selected) return undefined;
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  };
  const files = webkitTestFiles().filter((file) => mayNameClauses(withImports(file, read), selected.clauses));
  return { files, filter: vitestTagsFilter(selected.clauses), label: selected.label };
}

/** `SHARD=i/n` as vitest's `--shard=i/n`. */
function shardArgs(): string[] {
  const shard = process.env.SHARD;
  if (!shard) return [];
  if (!/^\d+\/\d+$/.test(shard)) fail(`SHARD="${shard}" is not i/n (1/2, 2/2)`, 2);
  return [`--shard=${shard}`];
}

/** Xvfb on the first free display (it writes the display's number on the descriptor -displayfd names). */
async function startXvfb(): Promise<string> {
  const child = spawnGroup('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const output = tail(child);
  const display = await new Promise<string>((resolve) => {
    let text = '';
    const timer = setTimeout(() => fail(`Xvfb did not start within 30 s:\n${output()}`), 30_000);
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.on('error', (error) => fail(`Xvfb: ${error.message} (Debian's package xvfb)`));
    child.on('exit', (code) => fail(`Xvfb exited (${code})${said(output())}`));
  });
  child.removeAllListeners('exit');
  return display;
}

const chosen = listed();
const selected = chosen ? undefined : selection();
if (selected && selected.files.length === 0) {
  // Like the main runner: a runner with no test of the selection is not started.
  console.log(`webkit: no WebKit test names a clause of ${selected.label}: not started`);
  process.exit(0);
}
const shard = shardArgs();
const target = targetUrl(process.env.BASE_URL);
mkdirSync('reports', { recursive: true });

let site = target;
if (!site) {
  if (process.env.SITE_BUILT !== '1') await buildSite('webkit');
  const preview = await servePreview({ port: await freePort(), host: '127.0.0.1' }).catch((error: Error) =>
    fail(error.message),
  );
  site = preview.url;
}

const display = await startXvfb();
const driverPort = await freePort();
const webDriverUrl = `http://127.0.0.1:${driverPort}`;
// Its own process group, so that stopping it stops what it started (MiniBrowser, its web processes).
const driver = spawnGroup(webkitDriverPath(), [`--port=${driverPort}`], {
  env: { ...process.env, DISPLAY: display },
  stdio: ['ignore', 'pipe', 'pipe'],
});
driver.on('error', (error) => fail(`${webkitDriverPath()}: ${error.message} (Debian's package webkit2gtk-driver)`));
await until(
  `WebKitWebDriver (${webkitDriverPath()})`,
  driver,
  async () =>
    ((await (await fetch(`${webDriverUrl}/status`)).json()) as { value?: { ready?: boolean } }).value?.ready === true,
  30_000,
).catch((error: Error) => fail(error.message));

// The browser's version, from a first session's capabilities (which also shows the driver works).
const probe = await newSession(webDriverUrl, webkitBrowserPath()).catch((error: Error) =>
  fail(`WebKitWebDriver could not start MiniBrowser: ${error.message}`),
);
const version = String((await probe.getCapabilities()).get('browserVersion') ?? 'unknown');
await probe.quit();
writeFileSync(
  TARGET,
  `${JSON.stringify(
    {
      engine: 'webkit',
      name: 'MiniBrowser (WebKitGTK)',
      version,
      executable: webkitBrowserPath(),
      url: site,
      local: !target,
    },
    null,
    2,
  )}\n`,
);
console.log(`webkit: MiniBrowser (WebKitGTK) ${version} on ${display}, the site at ${site}`);

const args = [
  'run',
  '--config',
  CONFIG,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT}`,
  ...shard,
  // A CHANGED= run's own list already holds only the tests of SECTION= and CLAUSE=.
  ...(chosen ? listedArgs(chosen) : selected ? ['--tags-filter', selected.filter, ...selected.files] : []),
  ...(chosen && process.env.CHANGED_STOP_AT_FIRST_FAILURE === '1' ? ['--bail=1'] : []),
];
const vitest = spawnGroup('node_modules/.bin/vitest', args, {
  env: { ...process.env, WEBKIT_SITE_URL: site, WEBKIT_WEBDRIVER_URL: webDriverUrl },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const code = await new Promise<number>((resolve) => {
  vitest.on('error', (error) => {
    console.error(`vitest: ${error.message}`);
    resolve(127);
  });
  vitest.on('exit', (exit, signal) => resolve(exit ?? (signal ? 128 : 1)));
});
// Stopping, stopOnSignals exits once everything is stopped: the report is left as it is.
if (!isStopping()) {
  const unseen = chosen ? keepOnlyListed(chosen) : [];
  if (unseen.length > 0) {
    // A test the list names that vitest did not find (renamed or moved since the list was made) did not run.
    console.error(
      `webkit: WEBKIT_TESTS names ${unseen.length} test(s) that vitest did not find, so they did not run:\n` +
        `${unseen.map((test) => `  ${test.file}: ${test.name}`).join('\n')}\n` +
        "List each by its file and vitest's full name (the describe blocks and the test, joined by spaces).",
    );
  }
  process.exit(code === 0 && unseen.length > 0 ? 1 : code);
}

/**
 * vitest's report lists the tests the name pattern left out as skipped: a CHANGED= run did not
 * select them, so they are taken out of reports/webkit.json (the conformance report would count
 * a skipped test as a failure). Returns the listed tests the report does not hold.
 */
function keepOnlyListed(tests: readonly ListedTest[]): ListedTest[] {
  interface Json {
    numPendingTests: number;
    numTotalTests: number;
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  }
  let json: Json;
  try {
    json = JSON.parse(readFileSync(REPORT, 'utf8')) as Json;
  } catch {
    // No report: vitest failed to run, and says why (its exit code fails the run).
    return [];
  }
  const wanted = new Set(tests.map((test) => test.name));
  let dropped = 0;
  for (const module of json.testResults) {
    const kept = module.assertionResults.filter((test) => wanted.has(test.fullName) || test.status !== 'skipped');
    dropped += module.assertionResults.length - kept.length;
    module.assertionResults = kept;
  }
  json.numPendingTests -= dropped;
  json.numTotalTests -= dropped;
  writeFileSync(REPORT, `${JSON.stringify(json)}\n`);
  const found = new Set(
    json.testResults.flatMap((module) =>
      module.assertionResults.map((test) => `${relative('.', module.name)}\n${test.fullName}`),
    ),
  );
  return tests.filter((test) => !found.has(`${relative('.', test.file)}\n${test.name}`));
}
