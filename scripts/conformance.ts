// Builds the conformance report from the suites' JSON results: reports/conformance.md,
// reports/conformance.html (readable offline, with the decision records it links copied into
// reports/decisions/) and reports/junit.xml. Exits 1 when a clause fails, has no test, or passes
// while listed in spec/expectations.yaml, or when a suite that should have run left no results.
//
// It reads, all under reports/ and written by scripts/test-all.ts or the runners:
// vitest.json, playwright.json, static.json (the static checks that name clauses),
// selection.json (a run limited by SECTION=… or CLAUSE=…), target.json (the site under test).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildConformance,
  decisionHtml,
  decisionPage,
  mayNameClauses,
  type PlaywrightJson,
  playwrightErrors,
  playwrightRecords,
  type RunError,
  type RunInfo,
  type SelectionFile,
  type StaticCheck,
  type TestRecord,
  toHtml,
  toJunit,
  toMarkdown,
  unquotedClauses,
  type VitestJson,
  vitestErrors,
  vitestRecords,
  withImports,
} from '../tests/conformance/report.ts';
import { clauses, expectations } from '../tests/generated/clauses.gen.ts';
import { testBrowserPath } from './browser-env.ts';

const REPORTS = 'reports';
const paths = { root: resolve('.'), reports: resolve(REPORTS) };

/** Written by the run against a deployed site (BASE_URL=… make conformance). */
interface TargetFile {
  readonly url: string;
  readonly local: boolean;
  readonly build: { readonly commit: string; readonly time: string } | null;
  /** tests/browser/global-setup.ts writes { name, version, executable }. */
  readonly browser: string | { readonly name: string; readonly version: string; readonly executable?: string };
  readonly startedAt: string;
}

function readJson<T>(name: string): T | undefined {
  const path = join(REPORTS, name);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function readIfPresent(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function quiet(command: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The local build: the commit checked out, and whether the work tree differs from it. */
function localBuild(): string {
  const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
  if (!commit) return 'local build (not a git checkout)';
  const when = quiet('git', ['log', '-1', '--format=%cI']);
  const dirty = quiet('git', ['status', '--porcelain']) ? ', with uncommitted changes' : '';
  return `local build of commit ${commit}${when ? ` (${when})` : ''}${dirty}`;
}

/** Clauses named in the source of the vitest suites (tells "not run against this target" from "untested"). */
function namedBelowBrowser(): Set<string> {
  const files = (directory: string): string[] =>
    existsSync(directory)
      ? readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
          const path = join(directory, entry.name);
          if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : files(path);
          return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
        })
      : [];
  const sources = ['tests/generator', 'tests/conformance', 'tests/site']
    .flatMap(files)
    .map((file) => withImports(file, readIfPresent));
  return new Set(
    clauses.map((clause) => clause.id).filter((id) => sources.some((source) => mayNameClauses(source, [id]))),
  );
}

const selection = readJson<SelectionFile>('selection.json');
const target = readJson<TargetFile>('target.json');
const remote = target?.local === false;
const vitest = readJson<VitestJson>('vitest.json');
const playwright = readJson<PlaywrightJson>('playwright.json');
const statics = readJson<StaticCheck[]>('static.json') ?? [];

const expected = selection?.runners ?? (remote ? ['browser'] : ['vitest', 'browser']);
const errors: RunError[] = [];
if (expected.includes('vitest') && !vitest)
  errors.push({ source: 'vitest', message: 'no results in reports/vitest.json: the suite did not run to the end' });
if (expected.includes('browser') && !playwright)
  errors.push({
    source: 'browser tests',
    message: 'no results in reports/playwright.json: the suite did not run to the end',
  });
if (vitest) {
  errors.push(...vitestErrors(vitest, paths));
  // A limited run finds vitest tests by the quoted ids in their files: make sure none is missed.
  errors.push(...unquotedClauses(vitestRecords(vitest, paths), (file) => withImports(file, readIfPresent)));
}
if (playwright) errors.push(...playwrightErrors(playwright));

// The decision records the report links, readable from the report folder.
mkdirSync(join(REPORTS, 'decisions'), { recursive: true });
for (const decision of new Set(clauses.flatMap((clause) => (clause.decision ? [clause.decision] : [])))) {
  if (!existsSync(decision)) {
    errors.push({ source: decision, message: 'decision record linked by spec/clauses.yaml is missing' });
    continue;
  }
  const markdown = readFileSync(decision, 'utf8');
  writeFileSync(join(REPORTS, `${decisionPage(decision)}.md`), markdown);
  writeFileSync(join(REPORTS, `${decisionPage(decision)}.html`), decisionHtml(markdown));
}

const selected = selection ? new Set(selection.clauses) : undefined;
const staticRecords = statics.map(
  (check): TestRecord => ({
    kind: 'static',
    file: check.command,
    name: check.name,
    outcome: check.passed ? 'passed' : 'failed',
    clauses: check.clauses,
    message: check.passed ? undefined : `${check.command} failed: its output is in the run's log`,
  }),
);
const records = [
  ...(vitest ? vitestRecords(vitest, paths) : []),
  ...(playwright ? playwrightRecords(playwright, paths) : []),
  ...staticRecords,
  // In a limited run the tests of other clauses were filtered out (vitest lists them as skipped).
].filter((record) => !selected || record.clauses.some((id) => selected.has(id)));

const report = buildConformance(clauses, expectations, records, {
  selected,
  remote,
  namedBelowBrowser: remote ? namedBelowBrowser() : undefined,
  errors,
});

const generatedAt = new Date().toISOString();
/** When the first suite of this run started. */
function startedAt(): string {
  const times = [
    readJson<{ startTime?: number }>('vitest.json')?.startTime,
    readJson<{ stats?: { startTime?: string } }>('playwright.json')?.stats?.startTime,
  ]
    .filter((time) => time !== undefined)
    .map((time) => new Date(time).getTime());
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : generatedAt;
}
const browserVersion = quiet(testBrowserPath(), ['--version']) ?? testBrowserPath();
const run: RunInfo = target
  ? {
      target: target.local ? `${target.url} (local build)` : target.url,
      build: target.build ? `commit ${target.build.commit}, built ${target.build.time}` : 'not found (no version.json)',
      browser: typeof target.browser === 'string' ? target.browser : `${target.browser.name} ${target.browser.version}`,
      startedAt: target.startedAt,
      generatedAt,
      selection: selection?.label,
    }
  : {
      target: 'local build',
      build: localBuild(),
      browser: playwright ? browserVersion : 'none (no browser test ran)',
      startedAt: startedAt(),
      generatedAt,
      selection: selection?.label,
    };

writeFileSync(join(REPORTS, 'conformance.md'), toMarkdown(report, run));
writeFileSync(join(REPORTS, 'conformance.html'), toHtml(report, run));
writeFileSync(join(REPORTS, 'junit.xml'), toJunit(report));

for (const clause of report.clauses) {
  if (clause.status === 'untested') console.error(`  UNTESTED         ${clause.id}: no test checks this clause`);
  if (clause.status === 'fail')
    console.error(
      `  FAIL             ${clause.id}: ${clause.tests
        .filter((test) => test.outcome !== 'passed')
        .map((test) => `${test.name} (${test.outcome})`)
        .join('; ')}`,
    );
  if (clause.status === 'unexpected-pass')
    console.error(`  UNEXPECTED PASS  ${clause.id}: passes now; remove it from spec/expectations.yaml`);
}
for (const { id, test } of report.unknown)
  console.error(`  UNKNOWN CLAUSE   ${id} named by ${test.file} › ${test.name}`);
for (const error of report.errors) console.error(`  ERROR            ${error.source}: ${error.message.split('\n')[0]}`);
const { totals } = report;
const notRun = [
  totals['not-run'] > 0 && `${totals['not-run']} not run`,
  totals['not-run-target'] > 0 && `${totals['not-run-target']} not run against this target`,
].filter(Boolean);
console.log(
  `conformance${selection ? ` (${selection.label})` : ''}: ${report.clauses.length} clauses — ${totals.pass} pass, ${totals.fail} fail, ${totals.untested} untested, ${totals['expected-fail']} expected-fail, ${totals['unexpected-pass']} unexpected-pass${notRun.length > 0 ? `, ${notRun.join(', ')}` : ''}`,
);
console.log('written: reports/conformance.md, reports/conformance.html, reports/junit.xml, reports/decisions/');
process.exitCode = report.ok ? 0 : 1;
