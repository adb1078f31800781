// `make merge-reports FROM=…`: the parts of a run spread over machines (SHARD=i/n) make one report
// whose clause statuses are those of the same run on one machine. A small run is written in the
// runners' own formats (Playwright's JSON per engine, vitest's JSON, run.json), split in two as
// SHARD=1/2 and SHARD=2/2 would split it, and the report script reads it whole, as two parts
// merged, and as one part alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { RunFile } from '../../harness/report/model.ts';
import { proves } from './proves.ts';
import {
  type BrowserTest,
  playwrightJson,
  type ReportJson,
  ROOT,
  conformanceReport as report,
  vitestJson,
} from './runner-json.ts';

const scratch = mkdtempSync(join(tmpdir(), 'merge-reports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The small run: two clauses proved in the browser, in both Playwright engines (one left out of
// Firefox for a capability), one of them failing in Firefox; one clause proved by a unit test.
const CHROMIUM: readonly BrowserTest[] = [
  { title: 'redirects', clauses: ['ROUTE-SHELL-REDIRECT'], status: 'passed' },
  { title: 'tap opens a submenu', clauses: ['NAV-MENUS'], status: 'passed' },
  { title: 'keyboard opens a submenu', clauses: ['NAV-MENUS'], status: 'passed' },
];
const FIREFOX: readonly BrowserTest[] = [
  { title: 'redirects', clauses: ['ROUTE-SHELL-REDIRECT'], status: 'failed' },
  { title: 'tap opens a submenu', clauses: ['NAV-MENUS'], status: 'not-in-engine' },
  { title: 'keyboard opens a submenu', clauses: ['NAV-MENUS'], status: 'passed' },
];
const UNIT = [{ name: 'requests time out', clauses: ['HTTP-TIMEOUT'] }];

/** Writes one part's reports/ folder: the tests at `pick` of each list, as that shard would run them. */
function writePart(dir: string, shard: string | undefined, pick: (index: number) => boolean): void {
  mkdirSync(dir, { recursive: true });
  const run: RunFile = {
    root: ROOT,
    reports: dir,
    engines: ['chromium', 'firefox'],
    enginesSetting: 'ENGINES=chromium,firefox',
    ...(shard ? { shard } : {}),
    runners: ['vitest', 'browser-chromium', 'browser-firefox'],
    wallMs: { chromium: 60_000, firefox: 90_000 },
    startedAt: '2026-11-27T01:00:00.000Z',
  };
  writeFileSync(join(dir, 'run.json'), JSON.stringify(run));
  writeFileSync(
    join(dir, 'browser-chromium.json'),
    JSON.stringify(
      playwrightJson(
        'chromium',
        CHROMIUM.filter((_, i) => pick(i)),
      ),
    ),
  );
  writeFileSync(
    join(dir, 'browser-firefox.json'),
    JSON.stringify(
      playwrightJson(
        'firefox',
        FIREFOX.filter((_, i) => pick(i)),
      ),
    ),
  );
  writeFileSync(join(dir, 'vitest.json'), JSON.stringify(vitestJson(UNIT.filter((_, i) => pick(i + 1)))));
  writeFileSync(
    join(dir, 'target.json'),
    JSON.stringify({
      url: 'http://localhost:4173',
      local: true,
      build: { commit: 'abc1234', time: '2026-11-27T00:59:00Z' },
      browsers: [
        { engine: 'chromium', name: 'chromium-headless-shell', version: '156.0', executable: '' },
        { engine: 'firefox', name: 'firefox-esr', version: '153.7.0', executable: '' },
      ],
      startedAt: '2026-11-27T01:00:00.000Z',
    }),
  );
}

const statusesOf = (json: ReportJson) => json.clauses.map(({ id, status, engines }) => ({ id, status, engines }));
const clause = (json: ReportJson, id: string) => json.clauses.find((candidate) => candidate.id === id);

describe('make merge-reports', () => {
  const single = join(scratch, 'single');
  writePart(single, undefined, () => true);
  const from = join(scratch, 'from');
  // As a CI matrix lays them out: one folder per machine, each holding that machine's reports/.
  writePart(join(from, 'machine-1/reports'), '1/2', (index) => index % 2 === 0);
  writePart(join(from, 'machine-2/reports'), '2/2', (index) => index % 2 === 1);

  test('two shards merged give the clause statuses of the single run, per engine', proves('QA-MERGE-REPORTS'), () => {
    // The single run is read from its own folder as the one part of a merge of one.
    const one = report(join(scratch, 'out-one'), ['--merge', single]);
    const merged = report(join(scratch, 'out-merged'), ['--merge', from]);
    expect(statusesOf(one)).toEqual(statusesOf(merged));
    expect(merged.run.parts).toBe('2 parts merged (1/2, 2/2): the whole run');
    // Each engine's wall time is the sum of its parts'.
    expect(merged.run.engines.find((engine) => engine.engine === 'firefox')?.wallMs).toBe(180_000);
    expect(clause(merged, 'ROUTE-SHELL-REDIRECT')).toMatchObject({
      status: 'fail',
      engines: { chromium: { status: 'pass' }, firefox: { status: 'fail' } },
    });
    expect(clause(merged, 'NAV-MENUS')).toMatchObject({
      status: 'pass',
      engines: { chromium: { status: 'pass' }, firefox: { status: 'pass' }, webkit: { status: 'not-run' } },
    });
    expect(clause(merged, 'HTTP-TIMEOUT')?.status).toBe('pass');
  });

  test(
    'one shard alone shows the clauses tested in the other part as not run, not untested',
    proves('QA-MERGE-REPORTS'),
    () => {
      const part = report(join(scratch, 'out-part'), ['--merge', join(from, 'machine-2')]);
      expect(part.run.parts).toBe('1 part merged; missing 1/2: clauses with no test here show "not run"');
      // Part 2 holds the tap test (not in Firefox) and the unit test, not the redirect tests.
      expect(clause(part, 'ROUTE-SHELL-REDIRECT')?.status).toBe('not-run');
      expect(clause(part, 'NAV-MENUS')?.engines.firefox?.status).toBe('not-in-engine');
      expect(clause(part, 'NAV-MENUS')?.engines.firefox?.reason).toBe('the driver cannot emulate a touch screen');
      expect(clause(part, 'HTTP-TIMEOUT')?.status).toBe('pass');
      expect(part.clauses.some((candidate) => candidate.status === 'untested')).toBe(false);
    },
  );
});
