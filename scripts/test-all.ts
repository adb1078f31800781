// `make test`: every check in one run, then one closing line `N passed, N failed` summed over
// all suites. A check that is not a test suite (generated code in sync, types, lint, the
// conformance report) counts as one. `--suites` (make conformance) runs only the test suites and
// the report.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { banner, runCommand, type StepResult } from './run-steps.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const suitesOnly = process.argv.includes('--suites');
const results: StepResult[] = [];

async function check(name: string, command: string, args: string[]): Promise<void> {
  banner(name);
  const code = await runCommand(command, args);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The vitest suites, on the project's Node or (for `name` "vitest, Node 24") on another one. */
async function vitest(name: string, node?: string): Promise<void> {
  banner(`unit and component tests (${name})`);
  const report = node ? 'reports/vitest-node24.json' : 'reports/vitest.json';
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = node
    ? await runCommand(node, ['node_modules/vitest/vitest.mjs', ...args])
    : await runCommand(bin('vitest'), args);
  const json = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(report);
  if (!json) {
    results.push({ name, passed: 0, failed: 1, note: 'no report: the run did not finish' });
    return;
  }
  // A skipped or todo test proves nothing: it counts as a failure.
  const skipped = json.numPendingTests + json.numTodoTests;
  const failed = json.numFailedTests + skipped + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  results.push({
    name,
    passed: json.numPassedTests,
    failed,
    note: skipped > 0 ? `${skipped} skipped or todo` : undefined,
  });
}

/** Node 24 (the current LTS, which our users run), installed by `make test` (scripts/ensure-node24.sh). */
function node24(): string | undefined {
  if (process.env.NODE24) return process.env.NODE24;
  const os = process.platform === 'darwin' ? 'darwin' : 'linux';
  const cpu = process.arch === 'arm64' ? 'arm64' : 'x64';
  const path = `.cache/node24/node_modules/node-${os}-${cpu}/bin/node`;
  return existsSync(path) ? path : undefined;
}

async function playwright(): Promise<void> {
  banner('browser tests (playwright, chromium)');
  const report = 'reports/playwright.json';
  const code = await runCommand(bin('playwright'), ['test', '-c', 'tests/browser/playwright.config.ts']);
  const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report);
  if (!json) {
    results.push({ name: 'browser', passed: 0, failed: 1, note: 'no report: the run did not finish' });
    return;
  }
  const { expected, unexpected, flaky, skipped } = json.stats;
  const failed = unexpected + flaky + skipped + (code !== 0 && unexpected === 0 ? 1 : 0);
  const note = [flaky > 0 && `${flaky} flaky`, skipped > 0 && `${skipped} skipped`].filter(Boolean).join(', ');
  results.push({ name: 'browser', passed: expected, failed, note: note || undefined });
}

// Results of an earlier run must never stand in for this one.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// BASE_URL names a deployed site: only the browser suite can examine it. The static checks and
// vitest need the source, not the site; reports/target.json says `local: false`, and the report
// marks their clauses "not run against this target" (docs/decisions/020).
const deployed = Boolean(process.env.BASE_URL);
if (deployed) console.log(`BASE_URL=${process.env.BASE_URL}: the browser suite only (no static checks, no vitest)`);
if (!suitesOnly && !deployed) {
  await check('generated code in sync (make check)', 'node', ['generator/bin.mjs', 'check']);
  await check('types (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
  await check('lint and format (biome)', bin('biome'), ['check', '--error-on-warnings', '.']);
}
if (!deployed) await vitest('vitest');
if (!suitesOnly && !deployed) {
  const node = node24();
  if (node) {
    await vitest('vitest, Node 24', node);
  } else {
    results.push({ name: 'vitest, Node 24', passed: 0, failed: 1, note: 'no Node 24 (make test installs it)' });
  }
}
await playwright();
await check('conformance report (reports/conformance.html)', bin('tsx'), ['scripts/conformance.ts']);

banner('summary');
for (const result of results) {
  const note = result.note ? `  (${result.note})` : '';
  console.log(
    `${result.failed === 0 ? 'ok  ' : 'FAIL'}  ${result.name}: ${result.passed} passed, ${result.failed} failed${note}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
