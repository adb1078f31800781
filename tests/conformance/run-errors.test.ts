// A runner that could not start or did not finish is an error of the run (decision 051): the
// report shows it with its cause, and each clause its tests name as "not run: run error", which
// fails the run; "untested" is left for a clause that no test names. The report is fed runs whose
// runner produced nothing, as scripts/test-all.ts records them in reports/run.json, and the causes
// are read from what the runners printed when they failed here (nginx missing, a browser that
// does not launch, WebKitWebDriver that does not start, a crash).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildConformance } from '../../harness/report/build.ts';
import type { RunFile, RunInfo, RunnerFailure, TestRecord } from '../../harness/report/model.ts';
import { toHtml } from '../../harness/report/render/html.ts';
import { toJson } from '../../harness/report/render/json.ts';
import { toJunit } from '../../harness/report/render/junit.ts';
import { toMarkdown } from '../../harness/report/render/markdown.ts';
import { failureOf, meaningfulLines, type RunnerEnd } from '../../scripts/runners.ts';
import { proves } from './proves.ts';
import { conformanceReport, playwrightJson, ROOT, vitestJson } from './runner-json.ts';

const catalogue = [
  { id: 'R-BOTH', section: '2', kind: 'behaviour', text: 'proved by a unit test and in the browser' },
  { id: 'R-ENGINES', section: '2', kind: 'behaviour', text: 'proved in Chromium and Firefox' },
  { id: 'R-UNIT', section: '7', kind: 'behaviour', text: 'proved by a unit test alone' },
  { id: 'R-NONE', section: '7', kind: 'behaviour', text: 'named by no test' },
];
const passed = (kind: TestRecord['kind'], clauses: string[], engine?: string): TestRecord => ({
  kind,
  file: kind === 'browser' ? 'tests/browser/r.spec.ts' : 'tests/r.test.ts',
  name: `${kind} ${engine ?? ''} ${clauses.join(' ')}`,
  outcome: 'passed',
  clauses,
  ...(engine ? { engine } : {}),
});
// The run: every test that ran passed; Firefox's runner ran none.
const records = [passed('unit', ['R-BOTH']), passed('browser', ['R-ENGINES'], 'chromium'), passed('unit', ['R-UNIT'])];
const nginxMissing: RunnerFailure = {
  runner: 'browser-firefox',
  cause: '[WebServer] nginx: spawn /nonexistent ENOENT (apt-get install nginx, or set NGINX)',
  details: 'Error: Process from config.webServer was not able to start. Exit code: 127',
  // Its tests, as `playwright test --list` gives them: they name both browser clauses.
  clauses: ['R-BOTH', 'R-ENGINES'],
  tests: 3,
};
const statusOf = (report: ReturnType<typeof buildConformance>) =>
  Object.fromEntries(report.clauses.map((clause) => [clause.id, clause.status]));
const clauseOf = (report: ReturnType<typeof buildConformance>, id: string) =>
  report.clauses.find((clause) => clause.id === id);
const run: RunInfo = {
  target: 'http://localhost:4173 (local build)',
  build: 'commit abc1234',
  engines: [
    { engine: 'chromium', browser: 'chromium-headless-shell 156.0' },
    { engine: 'firefox', browser: 'firefox-esr 153.7.0' },
  ],
  startedAt: '2026-11-28T10:00:00Z',
  generatedAt: '2026-11-28T10:05:00Z',
};

describe('a runner that produced nothing', () => {
  const report = buildConformance(catalogue, {}, records, {
    engines: ['chromium', 'firefox'],
    runFailures: [nginxMissing],
  });

  test(
    'each clause its listed tests name is "not run: <runner> failed (cause)", even when its other tests passed; no test naming a clause is still untested',
    proves('QA-RUN-ERRORS'),
    () => {
      expect(statusOf(report)).toEqual({
        'R-BOTH': 'run-error',
        'R-ENGINES': 'run-error',
        'R-UNIT': 'pass',
        'R-NONE': 'untested',
      });
      expect(clauseOf(report, 'R-BOTH')?.note).toBe(
        'not run: browser-firefox failed ([WebServer] nginx: spawn /nonexistent ENOENT (apt-get install nginx, or set NGINX))',
      );
      expect(clauseOf(report, 'R-ENGINES')?.engines).toMatchObject({
        chromium: { status: 'pass' },
        firefox: { status: 'run-error', reason: expect.stringContaining('browser-firefox failed') },
      });
      expect(report.runErrors.map((failure) => [failure.runner, failure.notRun])).toEqual([
        ['browser-firefox', ['R-BOTH', 'R-ENGINES']],
      ]);
      expect(report.totals['run-error']).toBe(2);
      expect(report.ok).toBe(false);
    },
  );

  test(
    'HTML, Markdown, JSON and JUnit show the run errors with the cause, and the clauses not run',
    proves('QA-RUN-ERRORS'),
    () => {
      const html = toHtml(report, run);
      expect(html).toContain('<section id="run-errors"><h2>Run errors</h2>');
      expect(html).toContain(
        '<strong>browser-firefox could not start or did not finish: [WebServer] nginx: spawn /nonexistent ENOENT (apt-get install nginx, or set NGINX)</strong>',
      );
      expect(html).toContain(
        'its 3 tests, listed without running them, name 2 clauses: 2 clauses not run: R-BOTH, R-ENGINES',
      );
      expect(html).toContain('<td class="s-run-error"><a href="#fail-R-BOTH">not run: run error</a></td>');
      const markdown = toMarkdown(report, run);
      expect(markdown).toContain('## Run errors');
      expect(markdown).toContain('  Error: Process from config.webServer was not able to start. Exit code: 127');
      expect(markdown).toMatch(/\| not run: run error \| .* \| yes \|/);
      const junit = toJunit(report);
      expect(junit).toContain('<testsuites name="conformance" tests="5" failures="1" errors="3">');
      expect(junit).toContain('<testsuite name="run errors" tests="1" failures="0" skipped="0" errors="1">');
      expect(junit).toContain('<error message="not run: browser-firefox failed ([WebServer] nginx: spawn');
      const json = toJson(report, run) as {
        runErrors: { runner: string; notRun: string[] }[];
        clauses: { id: string; note?: string }[];
      };
      expect(json.runErrors[0]).toMatchObject({ runner: 'browser-firefox', notRun: ['R-BOTH', 'R-ENGINES'] });
      expect(json.clauses.find((clause) => clause.id === 'R-BOTH')?.note).toContain('browser-firefox failed');
    },
  );

  test(
    'when even its list could not be made, every clause without a record is not run (the run failed), and the others keep their results',
    proves('QA-RUN-ERRORS'),
    () => {
      const unlisted = buildConformance(catalogue, {}, records.slice(1), {
        engines: ['chromium'],
        runFailures: [
          { runner: 'vitest', cause: 'it was ended by SIGKILL', listError: 'vitest could not collect its tests' },
        ],
      });
      expect(statusOf(unlisted)).toEqual({
        'R-BOTH': 'run-error',
        'R-ENGINES': 'pass',
        'R-UNIT': 'pass',
        'R-NONE': 'run-error',
      });
      expect(clauseOf(unlisted, 'R-NONE')?.note).toBe(
        'not run: the run failed: vitest failed (it was ended by SIGKILL), and its tests could not be listed',
      );
      expect(toMarkdown(unlisted, run)).toContain(
        'its tests could not be listed (vitest could not collect its tests), so every clause without a record is not run: 2 clauses not run: R-BOTH, R-NONE',
      );
    },
  );

  test(
    'a runner that ran its tests but did not finish cleanly leaves its clauses to their results, and fails the run',
    proves('QA-RUN-ERRORS'),
    () => {
      const unfinished = buildConformance(catalogue, {}, records, {
        runFailures: [
          { runner: 'vitest', cause: 'it exited with code 1, though no test failed', clauses: [], reported: 2 },
        ],
      });
      expect(statusOf(unfinished)).toMatchObject({ 'R-BOTH': 'pass', 'R-UNIT': 'pass', 'R-NONE': 'untested' });
      expect(unfinished.runErrors[0]?.notRun).toEqual([]);
      expect(unfinished.ok).toBe(false);
    },
  );

  test(
    'a run stopped before its end: what had no record is not run, in each engine too',
    proves('QA-RUN-STOPPED'),
    () => {
      const stopped = buildConformance(catalogue, {}, records.slice(0, 2), {
        engines: ['chromium', 'firefox'],
        runFailures: [
          { runner: 'run', cause: 'the run was stopped by SIGTERM at 2026-11-28T10:03:00Z, before its end' },
        ],
      });
      expect(statusOf(stopped)).toEqual({
        'R-BOTH': 'pass',
        'R-ENGINES': 'run-error',
        'R-UNIT': 'run-error',
        'R-NONE': 'run-error',
      });
      expect(clauseOf(stopped, 'R-ENGINES')?.engines.firefox).toEqual({
        status: 'run-error',
        reason: 'not run: the run was stopped by SIGTERM at 2026-11-28T10:03:00Z, before its end',
      });
      expect(toMarkdown(stopped, { ...run, stopped: 'by SIGTERM at 2026-11-28T10:03:00Z' })).toContain(
        '- **Stopped:** by SIGTERM at 2026-11-28T10:03:00Z: a partial run',
      );
    },
  );
});

describe("a runner's cause, from what it printed", () => {
  const end = (fields: Partial<RunnerEnd<unknown>>): RunnerEnd<unknown> => ({ code: 1, stderr: '', ...fields });
  // Playwright's error when Firefox does not launch (FIREFOX_PATH=/bin/false), as its JSON report holds it.
  const launchError = [
    'Error: browserType.launch: Failed to launch the browser process.',
    'Browser logs:',
    '',
    '<launching> /bin/false --remote-debugging-port=0 --headless --profile /tmp/playwright_firefoxdev_profile-Zwf7Rr',
    '<launched> pid=749',
    '[pid=749] <process did exit: exitCode=1, signal=null>',
    'Call log:',
    '  - <launching> /bin/false --remote-debugging-port=0 --headless',
    '',
    '   at global-setup.ts:62',
    '',
    '> 62 |     const browser = await type.launch({ ...use.launchOptions, channel: use.channel, headless: true });',
    '     |                                ^',
    '    at globalSetup (/repo/tests/browser/global-setup.ts:62:32)',
  ].join('\n');

  test(
    'root cause first: the web server behind the error, the browser that did not launch, the driver that did not start',
    proves('QA-RUN-ERRORS'),
    () => {
      const nginx = failureOf(
        'browser-chromium',
        end({
          stderr: '[WebServer] nginx: spawn /nonexistent ENOENT (apt-get install nginx, or set NGINX)\n',
          json: {},
        }),
        ['Error: Process from config.webServer was not able to start. Exit code: 127'],
        0,
      );
      expect(nginx?.cause).toBe('[WebServer] nginx: spawn /nonexistent ENOENT (apt-get install nginx, or set NGINX)');
      expect(nginx?.details).toContain('Error: Process from config.webServer was not able to start. Exit code: 127');
      const browser = failureOf('browser-firefox', end({ json: {} }), [launchError], 0);
      expect(browser?.cause).toBe('Error: browserType.launch: Failed to launch the browser process.');
      expect(browser?.details).toContain('<launching> /bin/false');
      const driver = failureOf(
        'webkit',
        end({
          stderr: '\u001b[2mvitest\u001b[22m\nwebkit: WebKitWebDriver (/bin/false) exited (1) before it was ready:\n\n',
          reportProblem: 'it wrote no report (reports/webkit.json)',
        }),
        [],
        0,
      );
      expect(driver?.cause).toBe('webkit: WebKitWebDriver (/bin/false) exited (1) before it was ready:');
      expect(driver?.details).toContain('it wrote no report (reports/webkit.json)');
    },
  );

  test(
    'a runner killed, not started, or leaving a report cut short failed; one whose tests failed did not',
    proves('QA-RUN-ERRORS'),
    () => {
      const killed = failureOf(
        'vitest',
        end({
          code: 137,
          signal: 'SIGKILL',
          stderr: 'AssertionError: expected 1 to be 2\n',
          reportProblem: 'it wrote no report (reports/vitest.json)',
        }),
        [],
        0,
      );
      expect(killed?.cause).toBe('it was ended by SIGKILL');
      const missing = failureOf(
        'browser-chromium',
        end({ code: 127, error: 'node_modules/.bin/playwright: spawn node_modules/.bin/playwright ENOENT' }),
        [],
        0,
      );
      expect(missing?.cause).toBe('node_modules/.bin/playwright: spawn node_modules/.bin/playwright ENOENT');
      const cut = failureOf(
        'vitest',
        end({ reportProblem: 'its report reports/vitest.json is cut short (Unexpected end of JSON input)' }),
        [],
        0,
      );
      expect(cut?.cause).toBe('its report reports/vitest.json is cut short (Unexpected end of JSON input)');
      const quietExit = failureOf('vitest', end({ stderr: 'Error: Unhandled Rejection: boom\n', json: {} }), [], 0);
      expect(quietExit).toMatchObject({ cause: 'Error: Unhandled Rejection: boom' });
      expect(quietExit?.details).toContain('it exited with code 1, though no test failed');
      expect(failureOf('vitest', end({ json: {} }), [], 2)).toBeUndefined();
      expect(failureOf('vitest', end({ code: 0, json: {} }), [], 0)).toBeUndefined();
    },
  );

  test("the lines that say something: no colours, blank lines, a browser's launch log, call logs, stack or code frames", () => {
    expect(meaningfulLines(launchError)).toEqual(['Error: browserType.launch: Failed to launch the browser process.']);
    expect(meaningfulLines('\u001b[31mError: boom\u001b[39m\n\nNode.js v20.20.2\n')).toEqual(['Error: boom']);
  });
});

describe('the report script on a run whose runner left nothing', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'run-errors-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A run of chromium and firefox where chromium passed and firefox left no results; `run` adds to run.json. */
  function writeRun(dir: string, more: Partial<RunFile>): void {
    mkdirSync(dir, { recursive: true });
    const file: RunFile = {
      root: ROOT,
      reports: dir,
      engines: ['chromium', 'firefox'],
      enginesSetting: 'ENGINES=chromium,firefox',
      runners: ['vitest', 'browser-chromium', 'browser-firefox'],
      wallMs: { chromium: 60_000 },
      startedAt: '2026-11-28T10:00:00.000Z',
      ...more,
    };
    writeFileSync(join(dir, 'run.json'), JSON.stringify(file));
    writeFileSync(
      join(dir, 'browser-chromium.json'),
      JSON.stringify(
        playwrightJson('chromium', [{ title: 'redirects', clauses: ['ROUTE-SHELL-REDIRECT'], status: 'passed' }]),
      ),
    );
    writeFileSync(
      join(dir, 'vitest.json'),
      JSON.stringify(vitestJson([{ name: 'times out', clauses: ['HTTP-TIMEOUT'] }])),
    );
  }

  test(
    'with its failure recorded, its listed clauses are not run; without one, every clause without a record is; a report cut short is named',
    proves('QA-RUN-ERRORS'),
    () => {
      const recorded = join(scratch, 'recorded');
      writeRun(recorded, {
        failures: [{ ...nginxMissing, clauses: ['ROUTE-SHELL-REDIRECT', 'NAV-MENUS'], tests: 2 }],
      });
      const listed = conformanceReport(join(scratch, 'out-recorded'), ['--merge', recorded]);
      const byId = (id: string) => listed.clauses.find((clause) => clause.id === id);
      expect(byId('ROUTE-SHELL-REDIRECT')).toMatchObject({
        status: 'run-error',
        engines: { chromium: { status: 'pass' }, firefox: { status: 'run-error' } },
      });
      expect(byId('NAV-MENUS')?.status).toBe('run-error');
      expect(byId('HTTP-TIMEOUT')?.status).toBe('pass');
      // Clauses no test of this small run names are untested, as before: they are not Firefox's.
      expect(byId('CONST-REQUEST-TIMEOUT')?.status).toBe('untested');
      expect(listed.runErrors).toEqual([
        expect.objectContaining({ runner: 'browser-firefox', notRun: ['ROUTE-SHELL-REDIRECT', 'NAV-MENUS'] }),
      ]);

      const silent = join(scratch, 'silent');
      writeRun(silent, {});
      writeFileSync(join(silent, 'browser-firefox.json'), '{"config": {"rootDir": "/repo/tests/brow');
      const unlisted = conformanceReport(join(scratch, 'out-silent'), ['--merge', silent]);
      expect(unlisted.clauses.find((clause) => clause.id === 'CONST-REQUEST-TIMEOUT')?.status).toBe('run-error');
      expect(unlisted.clauses.some((clause) => clause.status === 'untested')).toBe(false);
      expect(unlisted.runErrors.map((failure) => failure.cause)).toEqual([
        'no results in browser-firefox.json: the suite did not run to the end',
      ]);
      expect(unlisted.errors).toContainEqual({
        source: join(silent, 'browser-firefox.json'),
        message: expect.stringMatching(/^not whole JSON, so not read/),
      });
    },
  );

  test(
    'a run stopped before its end says so at its head, and nothing of it passes for a whole run',
    proves('QA-RUN-STOPPED'),
    () => {
      const stopped = join(scratch, 'stopped');
      writeRun(stopped, { stopped: { by: 'SIGTERM (a timeout or a cancelled job)', at: '2026-11-28T10:03:00.000Z' } });
      const json = conformanceReport(join(scratch, 'out-stopped'), ['--merge', stopped]);
      expect(json.ok).toBe(false);
      expect(json.run.stopped).toBe('by SIGTERM (a timeout or a cancelled job) at 2026-11-28T10:03:00.000Z');
      expect(json.runErrors.map((failure) => failure.runner)).toEqual(['run']);
      expect(json.clauses.find((clause) => clause.id === 'NAV-MENUS')?.status).toBe('run-error');
      expect(json.clauses.find((clause) => clause.id === 'HTTP-TIMEOUT')?.status).toBe('pass');
    },
  );
});
