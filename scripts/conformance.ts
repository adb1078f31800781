// Builds the conformance report from the suites' JSON results: reports/conformance.md,
// reports/conformance.html (one file, readable offline) and reports/junit.xml. Exits 1 when a
// clause fails, has no test, or passes while listed in spec/expectations.yaml.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  buildConformance,
  type TestOutcome,
  type TestRecord,
  toHtml,
  toJunit,
  toMarkdown,
} from '../tests/conformance/report.ts';
import { clauses, expectations } from '../tests/generated/clauses.gen.ts';

const VITEST = 'reports/vitest.json';
const PLAYWRIGHT = 'reports/playwright.json';

interface VitestJson {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; meta?: { clauses?: string[] } }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    file: string;
    tests: { status: string; annotations: { type: string; description?: string }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function vitestRecords(json: VitestJson): TestRecord[] {
  return json.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      suite: 'vitest' as const,
      file: relative(process.cwd(), file.name),
      name: test.fullName,
      outcome: (test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped') as TestOutcome,
      clauses: test.meta?.clauses ?? [],
    })),
  );
}

function playwrightRecords(suites: readonly PlaywrightSuite[], path: readonly string[] = []): TestRecord[] {
  return suites.flatMap((suite) => {
    const titles = suite.title === suite.file ? path : [...path, suite.title];
    const own = suite.specs.flatMap((spec) =>
      spec.tests.map((test) => ({
        suite: 'browser' as const,
        file: `tests/browser/${spec.file}`,
        name: [...titles, spec.title].join(' › '),
        outcome: (test.status === 'expected'
          ? 'passed'
          : test.status === 'skipped'
            ? 'skipped'
            : 'failed') as TestOutcome,
        clauses: test.annotations
          .filter((annotation) => annotation.type === 'clause')
          .map((annotation) => annotation.description ?? ''),
      })),
    );
    return [...own, ...playwrightRecords(suite.suites ?? [], titles)];
  });
}

const vitest = readJson<VitestJson>(VITEST);
const playwright = readJson<{ suites: PlaywrightSuite[] }>(PLAYWRIGHT);
const missing = [!vitest && VITEST, !playwright && PLAYWRIGHT].filter(Boolean);
if (missing.length > 0)
  console.error(`conformance: no results in ${missing.join(' and ')}: those suites did not run to the end`);

const records = [...(vitest ? vitestRecords(vitest) : []), ...(playwright ? playwrightRecords(playwright.suites) : [])];
const report = buildConformance(clauses, expectations, records);
const generatedAt = new Date().toISOString();
mkdirSync('reports', { recursive: true });
writeFileSync('reports/conformance.md', toMarkdown(report, generatedAt));
writeFileSync('reports/conformance.html', toHtml(report, generatedAt));
writeFileSync('reports/junit.xml', toJunit(report));

for (const clause of report.clauses) {
  if (clause.status === 'untested') console.error(`  UNTESTED         ${clause.id}: no test names this clause`);
  if (clause.status === 'fail')
    console.error(
      `  FAIL             ${clause.id}: ${clause.tests
        .filter((t) => t.outcome !== 'passed')
        .map((t) => t.name)
        .join('; ')}`,
    );
  if (clause.status === 'unexpected-pass')
    console.error(`  UNEXPECTED PASS  ${clause.id}: passes now; remove it from spec/expectations.yaml`);
}
for (const { id, test } of report.unknown)
  console.error(`  UNKNOWN CLAUSE   ${id} named by ${test.file} › ${test.name}`);
const { totals } = report;
console.log(
  `conformance: ${report.clauses.length} clauses — ${totals.pass} pass, ${totals.fail} fail, ${totals.untested} untested, ${totals['expected-fail']} expected-fail, ${totals['unexpected-pass']} unexpected-pass`,
);
console.log('written: reports/conformance.md, reports/conformance.html, reports/junit.xml');
process.exitCode = report.ok && missing.length === 0 ? 0 : 1;
