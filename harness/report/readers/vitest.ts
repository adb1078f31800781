// vitest's JSON reporter (--reporter=json), read into test records: the vitest suites, and the
// WebKit suite (tests/webkit/, which scripts/webkit.ts runs with vitest over WebDriver: the same
// format, its tests browser tests).
import type { RunError, TestKind, TestOutcome, TestRecord } from '../model.ts';
import { type Paths, relativePath, shortMessage } from './text.ts';

/** vitest's JSON, as far as the report reads it. */
export interface VitestJson {
  readonly testResults: readonly {
    readonly name: string;
    readonly status?: string;
    readonly message?: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly status: string;
      readonly failureMessages?: readonly string[] | null;
      readonly meta?: { readonly clauses?: readonly string[] };
    }[];
  }[];
}

/** The totals vitest's JSON reporter writes beside its results (make test's closing line counts them). */
export interface VitestTotals {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numPendingTests: number;
  readonly numTodoTests: number;
  /** Test files that did not load. */
  readonly numFailedTestSuites: number;
}

/**
 * vitest's JSON reporter: project `site` runs components (.tsx) in jsdom; the rest are units. The
 * WebKit suite (tests/webkit/, run by vitest over WebDriver) gives `engine`: its tests are browser tests.
 */
export function vitestRecords(json: VitestJson, paths: Paths, engine?: string): TestRecord[] {
  return json.testResults.flatMap((file) => {
    const path = relativePath(paths.root, file.name);
    const kind: TestKind = engine
      ? 'browser'
      : path.startsWith('tests/site/') && path.endsWith('.tsx')
        ? 'component'
        : 'unit';
    return file.assertionResults.map((test): TestRecord => {
      const outcome: TestOutcome =
        test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
      const failure = test.failureMessages?.[0];
      // vitest's JSON keeps an error's stack, not its message: for a timeout that stack is a
      // placeholder, and the reason is only in vitest's own output.
      const message =
        outcome === 'failed'
          ? failure?.startsWith('Error: STACK_TRACE_ERROR')
            ? "timed out (vitest's JSON gives no more: its output in the run's log says why)"
            : shortMessage(failure ?? 'failed')
          : outcome === 'skipped'
            ? `${test.status === 'todo' ? 'todo' : 'skipped'}: never ran`
            : undefined;
      return {
        kind,
        file: path,
        name: test.fullName,
        outcome,
        clauses: test.meta?.clauses ?? [],
        message,
        ...(engine ? { engine } : {}),
      };
    });
  });
}

/** Test files vitest could not load: their tests are missing from the results. */
export function vitestErrors(json: VitestJson, paths: Paths): RunError[] {
  return json.testResults
    .filter((file) => file.status === 'failed' && file.message)
    .map((file) => ({ source: relativePath(paths.root, file.name), message: shortMessage(file.message ?? '') }));
}
