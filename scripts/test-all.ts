// `make test`: every check in one run, then one closing line `N passed, N failed` summed over all
// suites. A check that is not a test suite (generated code in sync, types, lint) counts as one.
import { mkdirSync, readFileSync } from 'node:fs';
import { banner, runCommand, type StepResult } from './run-steps.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const results: StepResult[] = [];

async function check(name: string, command: string, args: string[]): Promise<void> {
  banner(name);
  const code = await runCommand(command, args);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
}

async function vitest(): Promise<void> {
  banner('unit and component tests (vitest)');
  mkdirSync('reports', { recursive: true });
  const report = 'reports/vitest.json';
  const code = await runCommand(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  let json: VitestJson;
  try {
    json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  } catch {
    results.push({ name: 'vitest', passed: 0, failed: 1, note: 'no report: the run did not finish' });
    return;
  }
  // A skipped or todo test proves nothing: it counts as a failure.
  const skipped = json.numPendingTests + json.numTodoTests;
  const failed = json.numFailedTests + skipped + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  results.push({
    name: 'vitest',
    passed: json.numPassedTests,
    failed,
    note: skipped > 0 ? `${skipped} skipped or todo` : undefined,
  });
}

await check('generated code in sync (make check)', 'node', ['generator/bin.mjs', 'check']);
await check('types (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
await check('lint and format (biome)', bin('biome'), ['check', '.']);
await vitest();

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
