// Which tests name a clause. Vitest files are found by scanning their sources for the clause's id
// as a quoted string (`proves('ID'`, or a table of ids passed to `proves`); the tests of a run are
// then told apart by the clauses their `meta` records. Playwright's tests are listed with their
// clause annotations (`playwright test --list`, no server started), so ids computed at run time
// (the 38 route clauses) are found too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run } from './process.ts';

export const VITEST_DIRS = ['tests/generator', 'tests/conformance', 'tests/site'] as const;
export const PLAYWRIGHT_CONFIG = 'tests/browser/playwright.config.ts';

export interface BrowserTest {
  /** Relative to the repository, e.g. tests/browser/routes.spec.ts. */
  readonly file: string;
  readonly title: string;
  readonly clauses: readonly string[];
}

export interface TestIndex {
  /** Vitest files whose source names the clause. */
  vitestFiles(clauses: readonly string[]): string[];
  /** Playwright tests annotated with the clause. */
  browserTests(clauses: readonly string[]): BrowserTest[];
}

function walk(root: string, dir: string, into: string[]): void {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures' && entry.name !== 'node_modules') walk(root, path, into);
    } else if (/\.test\.tsx?$/.test(entry.name)) into.push(path);
  }
}

interface ListedSuite {
  readonly file?: string;
  readonly specs?: readonly {
    readonly title: string;
    readonly file: string;
    readonly tests: readonly { readonly annotations: readonly { type: string; description?: string }[] }[];
  }[];
  readonly suites?: readonly ListedSuite[];
}

function listed(suite: ListedSuite, into: BrowserTest[], dir: string): void {
  for (const spec of suite.specs ?? []) {
    const clauses = new Set<string>();
    for (const test of spec.tests)
      for (const annotation of test.annotations)
        if (annotation.type === 'clause' && annotation.description) clauses.add(annotation.description);
    into.push({ file: join(dir, spec.file), title: spec.title, clauses: [...clauses] });
  }
  for (const child of suite.suites ?? []) listed(child, into, dir);
}

export async function buildIndex(root: string, timeoutMs: number): Promise<TestIndex> {
  const sources = new Map<string, string>();
  const files: string[] = [];
  for (const dir of VITEST_DIRS) walk(root, dir, files);
  for (const file of files) sources.set(file, readFileSync(join(root, file), 'utf8'));

  const listing = await run(
    'node_modules/.bin/playwright',
    ['test', '-c', PLAYWRIGHT_CONFIG, '--list', '--reporter=json'],
    { cwd: root, timeoutMs },
  );
  if (listing.code !== 0) throw new Error(`playwright --list failed (exit ${listing.code}):\n${listing.stderr}`);
  const report = JSON.parse(listing.stdout) as { config: { rootDir: string }; suites: ListedSuite[] };
  const browser: BrowserTest[] = [];
  const dir = relative(root, report.config.rootDir);
  for (const suite of report.suites) listed(suite, browser, dir);
  if (browser.length === 0) throw new Error('playwright --list found no browser test');

  return {
    vitestFiles: (clauses) =>
      files.filter((file) => clauses.some((id) => new RegExp(`['"\`]${id}['"\`]`).test(sources.get(file) ?? ''))),
    browserTests: (clauses) => browser.filter((test) => test.clauses.some((id) => clauses.includes(id))),
  };
}
