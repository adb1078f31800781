// Every test of the project, as a selection needs it: each browser test with its engine, its
// clauses and what it declares it reads (Playwright's own list; WebKit's vitest collected without
// running a test), and every vitest test file. Listing starts the runners and loads every test
// file (10–30 s on a busy machine): the list is kept in .cache/change/, under a hash of what it
// depends on (the tests, the packages), and made again when any of that changes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type BrowserEngine = 'chromium' | 'firefox' | 'webkit';

export interface BrowserTest {
  readonly engine: BrowserEngine;
  /** Project-relative: `tests/browser/crawl.spec.ts`, `tests/webkit/shell.test.ts`. */
  readonly file: string;
  /** How the runner is told to run this one test: Playwright's test-list line, or WebKit's full name. */
  readonly id: string;
  /** The titles from the file down: `crawl in en-US › /city: …`. */
  readonly title: string;
  readonly clauses: readonly string[];
  /** What it declares it reads (tests/scope.ts); empty: everything. */
  readonly reads: readonly string[];
}

export interface Inventory {
  readonly browser: readonly BrowserTest[];
  /** Every vitest test file of the unit, component and tooling suites. */
  readonly vitest: readonly string[];
}

const PLAYWRIGHT_CONFIG = 'tests/browser/playwright.config.ts';
const WEBKIT_CONFIG = 'tests/webkit/vitest.config.ts';

function files(root: string, dir: string, pattern: RegExp): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !path.includes('/fixtures/'))
    .sort();
}

/** The vitest files of the unit, component and tooling suites (vitest.config.ts's projects). */
export function vitestFiles(root: string): string[] {
  return ['tests/generator', 'tests/conformance', 'tests/site'].flatMap((dir) => files(root, dir, /\.test\.tsx?$/));
}

function capture(
  root: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: `${stderr}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

interface PlaywrightListSuite {
  readonly title: string;
  readonly specs?: readonly {
    readonly title: string;
    readonly file: string;
    readonly tests: readonly {
      readonly projectName: string;
      readonly annotations: readonly { type: string; description?: string }[];
    }[];
  }[];
  readonly suites?: readonly PlaywrightListSuite[];
}

async function playwrightTests(root: string, engines: readonly BrowserEngine[]): Promise<BrowserTest[]> {
  const projects = engines.filter((engine) => engine !== 'webkit');
  if (projects.length === 0) return [];
  const { code, stdout, stderr } = await capture(
    root,
    join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', PLAYWRIGHT_CONFIG, '--list', '--reporter=json', ...projects.map((engine) => `--project=${engine}`)],
    // Listing starts no server: the config only needs a port to name.
    { E2E_PORT: process.env.E2E_PORT ?? '1' },
  );
  if (code !== 0) throw new Error(`playwright could not list the browser tests:\n${stderr.trim().slice(-2000)}`);
  const json = JSON.parse(stdout) as { suites: PlaywrightListSuite[] };
  const found: BrowserTest[] = [];
  const walk = (suite: PlaywrightListSuite, titles: readonly string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const path = [...titles, spec.title];
        const of = (type: string) =>
          test.annotations.filter((item) => item.type === type).map((item) => item.description ?? '');
        found.push({
          engine: test.projectName as BrowserEngine,
          file: `tests/browser/${spec.file}`,
          id: `[${test.projectName}] › ${spec.file} › ${path.join(' › ')}`,
          title: path.join(' › '),
          clauses: of('clause'),
          reads: of('reads'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files; below them, describe blocks and tests.
  for (const fileSuite of json.suites) walk(fileSuite, []);
  return found;
}

interface VitestJson {
  readonly testResults: readonly {
    readonly name: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly meta?: { clauses?: string[]; reads?: string[] };
    }[];
  }[];
}

async function webkitTests(root: string): Promise<BrowserTest[]> {
  const output = join(root, '.cache/change/webkit-list.json');
  rmSync(output, { force: true });
  // Collected, none run: a name no test has leaves every test (and every session hook) out.
  const { stderr } = await capture(root, join(root, 'node_modules/.bin/vitest'), [
    'run',
    '-c',
    WEBKIT_CONFIG,
    '--reporter=json',
    `--outputFile=${output}`,
    '--testNamePattern',
    '^no test is named so$',
  ]);
  if (!existsSync(output)) throw new Error(`vitest could not list the WebKit tests:\n${stderr.trim().slice(-2000)}`);
  const json = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  rmSync(output, { force: true });
  return json.testResults.flatMap((module) =>
    module.assertionResults.map((test) => ({
      engine: 'webkit' as const,
      file: relative(root, module.name).split('\\').join('/'),
      id: test.fullName,
      title: test.fullName,
      clauses: test.meta?.clauses ?? [],
      reads: test.meta?.reads ?? [],
    })),
  );
}

/** A hash of what the lists depend on: every file under tests/, the packages' versions, this module. */
function inventoryKey(root: string, engines: readonly BrowserEngine[]): string {
  const hash = createHash('sha256');
  hash.update(engines.join());
  for (const path of [
    ...files(root, 'tests', /./),
    ...files(root, 'tests/generator/fixtures', /./),
    'package-lock.json',
    'harness/change/inventory.ts',
  ]) {
    hash.update(path);
    if (existsSync(join(root, path))) hash.update(readFileSync(join(root, path)));
  }
  return hash.digest('hex').slice(0, 20);
}

/** Every test of the project, from the cache when nothing it depends on changed. */
export async function inventory(root: string, engines: readonly BrowserEngine[]): Promise<Inventory> {
  const dir = join(root, '.cache/change');
  mkdirSync(dir, { recursive: true });
  const cached = join(dir, `inventory-${inventoryKey(root, engines)}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as Inventory;
  const [playwright, webkit] = await Promise.all([
    playwrightTests(root, engines),
    engines.includes('webkit') ? webkitTests(root) : Promise.resolve([]),
  ]);
  const made: Inventory = { browser: [...playwright, ...webkit], vitest: vitestFiles(root) };
  for (const old of readdirSync(dir).filter((name) => name.startsWith('inventory-'))) rmSync(join(dir, old));
  writeFileSync(cached, JSON.stringify(made));
  return made;
}
