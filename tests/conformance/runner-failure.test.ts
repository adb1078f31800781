// `make conformance` end to end when a runner cannot start (decision 051): scripts/test-all.ts, in a
// scratch copy of the project, limited to one clause and to Firefox, with FIREFOX_PATH naming an
// executable that is no browser. Against a deployed address (BASE_URL: nothing is built or served)
// Playwright's global setup, which launches the browser, fails. The closing summary names the
// runner and the cause and counts its test as failed; the report shows the run error and the
// clause "not run: browser-firefox failed (cause)", never untested.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyBuildable, removeCopies } from '../generator/scratch.ts';
import { proves } from './proves.ts';
import type { ReportJson } from './runner-json.ts';

describe('a run whose browser does not launch', () => {
  afterAll(removeCopies);

  test('the summary says the runner did not run and why; the report shows the run error and the clause not run', {
    ...proves('QA-RUN-ERRORS'),
    timeout: 300_000,
  }, () => {
    // scripts/test-all.ts imports harness/change/ (CHANGED=); the browser suite and nginx's configuration.
    const dir = copyBuildable('runner-failure-', ['tests', 'deploy', 'harness']);
    const loader = join(dir, 'node_modules/tsx/dist/esm/index.mjs');
    const run = spawnSync(process.execPath, ['--import', `file://${loader}`, 'scripts/test-all.ts', '--suites'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 280_000,
      env: {
        ...process.env,
        ENGINES: 'firefox',
        FIREFOX_PATH: '/bin/false',
        // Port 9 (discard): nothing answers, and nothing is reached before the browser launches.
        BASE_URL: 'http://127.0.0.1:9',
        CLAUSE: 'ROUTE-SHELL-REDIRECT',
        SECTION: '',
        SHARD: '',
        // Not the selection of a CHANGED= run this test runs in.
        CHANGED: '',
        WEBKIT_TESTS: '',
      },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(1);
    const cause = 'Error: browserType.launch: Failed to launch the browser process.';
    expect(run.stdout).toMatch(
      new RegExp(
        `^FAIL {2}browser, firefox: did not run: ${cause.replace(/[.()]/g, '\\$&')} {2}\\(\\d+ tests? counted as failed\\)$`,
        'm',
      ),
    );
    expect(run.stdout).toMatch(/^0 passed, \d+ failed$/m);
    const report = JSON.parse(readFileSync(join(dir, 'reports/conformance.json'), 'utf8')) as ReportJson;
    expect(report.ok).toBe(false);
    expect(report.runErrors).toEqual([
      expect.objectContaining({ runner: 'browser-firefox', cause, notRun: ['ROUTE-SHELL-REDIRECT'] }),
    ]);
    const clause = report.clauses.find((candidate) => candidate.id === 'ROUTE-SHELL-REDIRECT');
    expect(clause).toMatchObject({
      status: 'run-error',
      note: `not run: browser-firefox failed (${cause})`,
      engines: { firefox: { status: 'run-error' } },
    });
    expect(report.clauses.filter((candidate) => candidate.status === 'untested')).toEqual([]);
    expect(readFileSync(join(dir, 'reports/conformance.md'), 'utf8')).toContain(
      `- **browser-firefox could not start or did not finish: ${cause}**`,
    );
  });
});
