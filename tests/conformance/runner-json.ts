// A run in the runners' own formats (Playwright's JSON per engine, vitest's JSON), and the report
// script (scripts/conformance.ts) run on a folder of them: what the tests of the report's reading
// of a run share (merge-reports.test.ts, run-errors.test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PlaywrightJson } from '../../harness/report/readers/playwright.ts';
import type { VitestJson } from '../../harness/report/readers/vitest.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BrowserTest {
  readonly title: string;
  readonly clauses: readonly string[];
  readonly status: 'passed' | 'failed' | 'not-in-engine';
}

/** Playwright's JSON for one engine's project, its tests in one spec file. */
export function playwrightJson(engine: string, tests: readonly BrowserTest[]): PlaywrightJson {
  return {
    config: { rootDir: join(ROOT, 'tests/browser') },
    suites: [
      {
        title: 'small.spec.ts',
        file: 'small.spec.ts',
        specs: tests.map((test) => ({
          title: test.title,
          file: 'small.spec.ts',
          tests: [
            {
              projectName: engine,
              expectedStatus: test.status === 'not-in-engine' ? 'skipped' : 'passed',
              status: test.status === 'passed' ? 'expected' : test.status === 'failed' ? 'unexpected' : 'skipped',
              annotations: [
                ...test.clauses.map((id) => ({ type: 'clause', description: id })),
                ...(test.status === 'not-in-engine'
                  ? [{ type: 'skip', description: 'not run in this engine: the driver cannot emulate a touch screen' }]
                  : []),
              ],
              results:
                test.status === 'not-in-engine'
                  ? []
                  : [
                      {
                        status: test.status,
                        ...(test.status === 'failed' ? { error: { message: 'Error: expected "Hi"' } } : {}),
                        attachments: [],
                      },
                    ],
            },
          ],
        })),
      },
    ],
  };
}

export function vitestJson(tests: readonly { name: string; clauses: readonly string[] }[]): VitestJson {
  return {
    testResults: [
      {
        name: join(ROOT, 'tests/site/small.test.ts'),
        assertionResults: tests.map((test) => ({
          fullName: test.name,
          status: 'passed',
          meta: { clauses: test.clauses },
        })),
      },
    ],
  };
}

/** reports/conformance.json, as far as these tests read it. */
export interface ReportJson {
  readonly ok: boolean;
  readonly run: {
    readonly parts?: string;
    readonly stopped?: string;
    readonly engines: readonly { engine: string; wallMs?: number }[];
  };
  readonly clauses: readonly {
    readonly id: string;
    readonly status: string;
    readonly note?: string;
    readonly engines: Readonly<Record<string, { status: string; reason?: string }>>;
  }[];
  readonly runErrors: readonly {
    readonly runner: string;
    readonly cause: string;
    readonly notRun: readonly string[];
  }[];
  readonly errors: readonly { readonly source: string; readonly message: string }[];
}

/** Runs the report script on `args`, writing to `out`; returns its JSON report. */
export function conformanceReport(out: string, args: readonly string[]): ReportJson {
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/conformance.ts', ...args, '--out', out], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  } catch {
    // A failing run exits 1 (a small run leaves most clauses untested): the JSON still says why.
  }
  return JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ReportJson;
}
