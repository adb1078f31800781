// Playwright's JSON reporter (--reporter=json, and its --list), read into test records: one per
// test and project (the project is named after its engine, tests/browser/playwright.config.ts).
import { NOT_IN_ENGINE } from '../../../tests/engines.ts';
import type { RunError, TestOutcome, TestRecord } from '../model.ts';
import { type Paths, relativePath, shortMessage } from './text.ts';

/** Playwright's JSON, as far as the report reads it. */
export interface PlaywrightJson {
  readonly config: { readonly rootDir: string };
  readonly suites: readonly PlaywrightSuite[];
  readonly errors?: readonly { readonly message: string }[];
}

export interface PlaywrightSuite {
  readonly title: string;
  readonly file: string;
  readonly specs: readonly {
    readonly title: string;
    readonly file: string;
    readonly tests: readonly {
      readonly status: string;
      readonly expectedStatus: string;
      /** The project, named after its engine (playwright.config.ts). */
      readonly projectName?: string;
      readonly annotations: readonly { readonly type: string; readonly description?: string }[];
      readonly results: readonly {
        readonly status?: string;
        readonly error?: { readonly message?: string };
        readonly attachments: readonly { readonly name: string; readonly path?: string }[];
      }[];
    }[];
  }[];
  readonly suites?: readonly PlaywrightSuite[];
}

/** Playwright's JSON reporter, every test a browser test. */
export function playwrightRecords(json: PlaywrightJson, paths: Paths): TestRecord[] {
  const testDir = relativePath(paths.root, json.config.rootDir);
  const attachment = (result: PlaywrightSuite['specs'][number]['tests'][number]['results'][number], name: string) => {
    const found = result.attachments.find((candidate) => candidate.name === name && candidate.path);
    return found?.path ? relativePath(paths.reports, found.path) : undefined;
  };
  const walk = (suites: readonly PlaywrightSuite[], titles: readonly string[]): TestRecord[] =>
    suites.flatMap((suite) => {
      const path = suite.title === suite.file ? titles : [...titles, suite.title];
      const own = suite.specs.flatMap((spec) =>
        spec.tests.map((test): TestRecord => {
          const last = test.results[test.results.length - 1];
          const markedFail = test.expectedStatus === 'failed';
          const skipReason = test.annotations.find((annotation) => annotation.type === 'skip')?.description;
          const notInEngine = test.status === 'skipped' && skipReason?.startsWith(NOT_IN_ENGINE);
          const outcome: TestOutcome = notInEngine
            ? 'not-in-engine'
            : test.status === 'skipped'
              ? 'skipped'
              : test.status === 'expected'
                ? markedFail
                  ? 'marked-fail'
                  : 'passed'
                : 'failed';
          const error = last?.error?.message;
          const message =
            outcome === 'passed'
              ? undefined
              : outcome === 'not-in-engine'
                ? skipReason?.slice(NOT_IN_ENGINE.length)
                : outcome === 'skipped'
                  ? `skipped${skipReason ? `: ${skipReason}` : ''}`
                  : outcome === 'marked-fail'
                    ? `marked test.fail() and failed as marked${error ? `: ${shortMessage(error)}` : ''}`
                    : markedFail && !error
                      ? 'marked test.fail() but passed: remove the mark'
                      : test.status === 'flaky'
                        ? `flaky: failed, then passed on a retry${error ? `\n${shortMessage(error)}` : ''}`
                        : shortMessage(error ?? 'failed');
          const failedRun = outcome === 'failed' || outcome === 'marked-fail';
          return {
            kind: 'browser',
            // A report from before the projects (one unnamed project) is Chromium's.
            engine: test.projectName || 'chromium',
            file: [testDir, spec.file].filter(Boolean).join('/'),
            name: [...path, spec.title].join(' › '),
            outcome,
            clauses: test.annotations
              .filter((annotation) => annotation.type === 'clause')
              .map((annotation) => annotation.description ?? ''),
            message,
            screenshot: failedRun && last ? attachment(last, 'screenshot') : undefined,
            trace: failedRun && last ? attachment(last, 'trace') : undefined,
          };
        }),
      );
      return [...own, ...walk(suite.suites ?? [], path)];
    });
  return walk(json.suites, []);
}

/** Errors outside any test (the web server did not start, a spec file did not load). */
export function playwrightErrors(json: PlaywrightJson): RunError[] {
  return (json.errors ?? []).map((error) => ({ source: 'browser tests', message: shortMessage(error.message) }));
}
