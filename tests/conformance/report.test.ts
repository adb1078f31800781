import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildConformance } from '../../harness/report/build.ts';
import type { RunInfo, TestRecord } from '../../harness/report/model.ts';
import { type PlaywrightJson, playwrightErrors, playwrightRecords } from '../../harness/report/readers/playwright.ts';
import { relativePath } from '../../harness/report/readers/text.ts';
import { type VitestJson, vitestErrors, vitestRecords } from '../../harness/report/readers/vitest.ts';
import { toHtml } from '../../harness/report/render/html.ts';
import { toJunit } from '../../harness/report/render/junit.ts';
import { toMarkdown } from '../../harness/report/render/markdown.ts';
import { decisionHtml } from '../../harness/report/render/markdown-to-html.ts';
import {
  mayNameClauses,
  playwrightGrep,
  selectClauses,
  unquotedClauses,
  vitestTagsFilter,
  withImports,
} from '../../harness/report/selection.ts';
import { proves } from './proves.ts';

const catalogue = [
  { id: 'A-PASS', section: '2', kind: 'behaviour', text: 'passes' },
  { id: 'A-FAIL', section: '2', kind: 'behaviour', text: 'fails <once>' },
  { id: 'A-NONE', section: '2', kind: 'behaviour', text: 'has no test' },
  { id: 'B-XFAIL', section: '7', kind: 'behaviour', text: 'not built yet' },
  { id: 'B-XPASS', section: '7', kind: 'decision', text: 'built after all', decision: 'docs/decisions/001-x.md' },
];
const record = (
  name: string,
  outcome: TestRecord['outcome'],
  clauses: string[],
  kind: TestRecord['kind'] = 'unit',
): TestRecord => ({
  kind,
  file: 'tests/x.test.ts',
  name,
  outcome,
  clauses,
  ...(kind === 'browser' ? { engine: 'chromium' } : {}),
});
const statuses = (report: ReturnType<typeof buildConformance>) =>
  Object.fromEntries(report.clauses.map((clause) => [clause.id, clause.status]));
const run: RunInfo = {
  target: 'https://staging.example.com',
  build: 'commit abc1234, built 2026-11-22T10:00:00Z',
  engines: [
    { engine: 'chromium', browser: 'chromium-headless-shell 142.0.7444.59', wallMs: 372_000 },
    { engine: 'firefox', browser: 'firefox-esr 153.7.0', wallMs: 61_000 },
    { engine: 'webkit', browser: 'not run (ENGINES=chromium,firefox left it out)' },
  ],
  startedAt: '2026-11-22T11:00:00Z',
  generatedAt: '2026-11-22T11:05:00Z',
};

describe('conformance statuses', () => {
  const report = buildConformance(catalogue, { 'B-XFAIL': 'issue 5', 'B-XPASS': 'issue 6' }, [
    record('one', 'passed', ['A-PASS', 'B-XPASS']),
    record('two', 'passed', ['A-FAIL'], 'browser'),
    record('three', 'failed', ['A-FAIL']),
    record('four', 'passed', ['NO-SUCH']),
  ]);

  test('pass, fail, untested, expected-fail and unexpected-pass, per clause and per section', () => {
    expect(statuses(report)).toEqual({
      'A-PASS': 'pass',
      'A-FAIL': 'fail',
      'A-NONE': 'untested',
      'B-XFAIL': 'expected-fail',
      'B-XPASS': 'unexpected-pass',
    });
    expect(report.sections.map((section) => [section.section, section.counts, section.belowBrowser])).toEqual([
      [
        '2',
        {
          pass: 1,
          fail: 1,
          untested: 1,
          'expected-fail': 0,
          'unexpected-pass': 0,
          'run-error': 0,
          'not-run': 0,
          'not-run-target': 0,
        },
        1,
      ],
      [
        '7',
        {
          pass: 0,
          fail: 0,
          untested: 0,
          'expected-fail': 1,
          'unexpected-pass': 1,
          'run-error': 0,
          'not-run': 0,
          'not-run-target': 0,
        },
        0,
      ],
    ]);
    expect(report.clauses.find((clause) => clause.id === 'A-FAIL')?.kinds).toEqual(['browser', 'unit']);
    expect(report.unknown.map((entry) => entry.id)).toEqual(['NO-SUCH']);
    expect(report.ok).toBe(false);
  });

  test('a catalogue whose clauses all pass or are expected to fail is a passing run', () => {
    const clean = buildConformance(catalogue.slice(0, 1).concat(catalogue[3] ?? []), { 'B-XFAIL': 'issue 5' }, [
      record('one', 'passed', ['A-PASS']),
    ]);
    expect(clean.ok).toBe(true);
  });

  test('a skipped test fails its clause, and says so', () => {
    const skipped = buildConformance(catalogue.slice(0, 1), {}, [
      record('one', 'passed', ['A-PASS']),
      record('two', 'skipped', ['A-PASS']),
    ]);
    expect(skipped.clauses[0]?.status).toBe('fail');
    expect(skipped.clauses[0]?.note).toMatch(/skipped/);
    expect(skipped.ok).toBe(false);
  });

  test('a test marked to fail is an expected failure only when spec/expectations.yaml lists the clause', () => {
    const tests = [record('one', 'marked-fail', ['A-PASS'], 'browser')];
    const unlisted = buildConformance(catalogue.slice(0, 1), {}, tests);
    expect(unlisted.clauses[0]?.status).toBe('fail');
    expect(unlisted.clauses[0]?.note).toMatch(/spec\/expectations\.yaml/);
    const listed = buildConformance(catalogue.slice(0, 1), { 'A-PASS': 'issue 7' }, tests);
    expect(listed.clauses[0]?.status).toBe('expected-fail');
    expect(listed.ok).toBe(true);
  });

  test('a limited run shows the other clauses as "not run", and they do not fail it', () => {
    const limited = buildConformance(catalogue, { 'B-XPASS': 'issue 6' }, [record('one', 'passed', ['A-PASS'])], {
      selected: new Set(['A-PASS']),
    });
    expect(statuses(limited)).toEqual({
      'A-PASS': 'pass',
      'A-FAIL': 'not-run',
      'A-NONE': 'not-run',
      'B-XFAIL': 'not-run',
      'B-XPASS': 'not-run',
    });
    expect(limited.totals['not-run']).toBe(4);
    expect(limited.ok).toBe(true);
  });

  test('against a deployed site only browser tests count; clauses tested only below it are "not run against this target"', () => {
    const remote = buildConformance(
      catalogue.slice(0, 3),
      {},
      [
        record('one', 'passed', ['A-PASS']),
        record('two', 'passed', ['A-FAIL'], 'browser'),
        record('three', 'failed', ['A-FAIL']),
      ],
      { remote: true, namedBelowBrowser: new Set(['A-PASS']) },
    );
    expect(statuses(remote)).toEqual({ 'A-PASS': 'not-run-target', 'A-FAIL': 'pass', 'A-NONE': 'untested' });
    // Named only in the source of a unit test that did not run here.
    const sourceOnly = buildConformance(catalogue.slice(0, 1), {}, [], {
      remote: true,
      namedBelowBrowser: new Set(['A-PASS']),
    });
    expect(sourceOnly.clauses[0]?.status).toBe('not-run-target');
    expect(sourceOnly.ok).toBe(true);
  });

  test('an error outside the tests fails the run', () => {
    const failed = buildConformance(catalogue.slice(0, 1), {}, [record('one', 'passed', ['A-PASS'])], {
      errors: [{ source: 'vitest', message: 'did not finish' }],
    });
    expect(failed.ok).toBe(false);
  });
});

describe("reading the runners' JSON", () => {
  const fixture = <T>(name: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as T;
  const paths = { root: '/repo', reports: '/repo/reports' };
  const vitest = fixture<VitestJson>('vitest.json');
  const playwright = fixture<PlaywrightJson>('playwright.json');

  test('vitest: outcome, kind, clauses and a short failure message per test (a timeout says so); skipped and todo are skipped', () => {
    const records = vitestRecords(vitest, paths);
    expect(records.map((test) => [test.kind, test.file, test.name, test.outcome, test.clauses])).toEqual([
      ['component', 'tests/site/app.test.tsx', 'the app shows the bar', 'passed', ['A-ONE']],
      ['component', 'tests/site/app.test.tsx', 'the app hides the bar', 'failed', ['A-ONE']],
      ['component', 'tests/site/app.test.tsx', 'the app loads in time', 'failed', ['A-TWO']],
      ['component', 'tests/site/app.test.tsx', 'the app remembers the language', 'skipped', ['A-TWO']],
      ['component', 'tests/site/app.test.tsx', 'the app scrolls to the top', 'skipped', []],
      ['unit', 'tests/generator/load.test.ts', 'loads the manifest', 'passed', ['A-THREE']],
    ]);
    expect(records[1]?.message).toBe('AssertionError: expected 1 to be 2 // Object.is equality');
    expect(records[2]?.message).toMatch(/^timed out/);
    expect(records[3]?.message).toBe('skipped: never ran');
    expect(records[4]?.message).toBe('todo: never ran');
    expect(vitestErrors(vitest, paths)).toEqual([
      { source: 'tests/site/broken.test.ts', message: expect.stringContaining('Failed to load url ./missing.ts') },
    ]);
  });

  test('Playwright: passed, failed with its screenshot and trace, skipped with its reason, and test.fail() both ways', () => {
    const records = playwrightRecords(playwright, paths);
    expect(records.map((test) => [test.kind, test.file, test.name, test.outcome, test.clauses])).toEqual([
      ['browser', 'tests/browser/shell.spec.ts', 'shell › passes', 'passed', ['A-ONE']],
      ['browser', 'tests/browser/shell.spec.ts', 'shell › fails', 'failed', ['A-ONE']],
      ['browser', 'tests/browser/shell.spec.ts', 'shell › skipped', 'skipped', ['A-TWO']],
      ['browser', 'tests/browser/shell.spec.ts', 'shell › marked fail, fails', 'marked-fail', ['A-THREE']],
      ['browser', 'tests/browser/shell.spec.ts', 'shell › marked fail, passes', 'failed', ['A-FOUR']],
    ]);
    const [passed, failed, skipped, markedFails, markedPasses] = records;
    expect(passed?.message).toBeUndefined();
    expect(failed).toMatchObject({
      message: `Error: expect(locator).toHaveText(expected) failed\n\nLocator:  locator('h1')\nExpected: "Bye"\nReceived: "Hi"\nTimeout:  500ms`,
      screenshot: 'browser-artifacts/shell-fails/test-failed-1.png',
      trace: 'browser-artifacts/shell-fails/trace.zip',
    });
    expect(skipped?.message).toBe('skipped: not today');
    expect(markedFails?.message).toMatch(/^marked test\.fail\(\) and failed as marked: Error: expect/);
    expect(markedPasses).toMatchObject({
      message: 'marked test.fail() but passed: remove the mark',
      trace: 'browser-artifacts/shell-marked-fail-passes/trace.zip',
    });
    expect(playwrightErrors(playwright)).toEqual([]);
  });

  test('the records of both runners make the clause statuses', () => {
    const records = [...vitestRecords(vitest, paths), ...playwrightRecords(playwright, paths)];
    const fixtureCatalogue = ['A-ONE', 'A-TWO', 'A-THREE', 'A-FOUR'].map((id) => ({
      id,
      section: '2',
      kind: 'behaviour',
      text: id,
    }));
    const report = buildConformance(fixtureCatalogue, {}, records);
    expect(statuses(report)).toEqual({ 'A-ONE': 'fail', 'A-TWO': 'fail', 'A-THREE': 'fail', 'A-FOUR': 'fail' });
    expect(report.clauses.map((clause) => clause.kinds)).toEqual([
      ['browser', 'component'],
      ['browser', 'component'],
      ['browser', 'unit'],
      ['browser'],
    ]);
    const accepted = buildConformance(fixtureCatalogue.slice(2, 3), { 'A-THREE': 'issue 9' }, records);
    expect(accepted.clauses[0]?.status).toBe('expected-fail');
  });

  test('paths relative to the report folder', () => {
    expect(relativePath('/repo/reports', '/repo/reports/browser-artifacts/a/trace.zip')).toBe(
      'browser-artifacts/a/trace.zip',
    );
    expect(relativePath('/repo/reports', '/repo/tests/x.png')).toBe('../tests/x.png');
  });
});

describe('selecting clauses: SECTION=… and CLAUSE=…', () => {
  test('a section, a comma list of clauses, or both; none is a full run', () => {
    expect(selectClauses(catalogue, {})).toBeUndefined();
    expect(selectClauses(catalogue, { section: '', clause: ' ' })).toBeUndefined();
    expect(selectClauses(catalogue, { section: '7' })).toEqual({
      label: 'SECTION=7',
      clauses: ['B-XFAIL', 'B-XPASS'],
    });
    expect(selectClauses(catalogue, { clause: 'a-none, A-PASS' })).toEqual({
      label: 'CLAUSE=A-NONE,A-PASS',
      clauses: ['A-PASS', 'A-NONE'],
    });
    expect(selectClauses(catalogue, { section: '§7', clause: 'A-PASS' })?.clauses).toEqual([
      'A-PASS',
      'B-XFAIL',
      'B-XPASS',
    ]);
  });

  test('an unknown section or clause is an error naming what exists', () => {
    expect(() => selectClauses(catalogue, { section: '4' })).toThrow('SECTION=4: no such section. Sections: 2, 7.');
    expect(() => selectClauses(catalogue, { clause: 'A-PAS' })).toThrow(
      'CLAUSE=A-PAS (ids starting A-: A-PASS, A-FAIL, A-NONE): not in spec/clauses.yaml.',
    );
  });

  test("each runner's filter picks exactly the named clauses", () => {
    expect(vitestTagsFilter(['A-PASS', 'B-XFAIL'])).toBe('A-PASS || B-XFAIL');
    const grep = new RegExp(playwrightGrep(['X-BAR', 'X-TIMEOUT']));
    // Playwright matches the title followed by the tags.
    expect(grep.test('shell › the bar starts at 8 % @X-BAR @X-MINIMUM')).toBe(true);
    expect(grep.test('client › times out @X-APP @X-TIMEOUT')).toBe(true);
    expect(grep.test('shell › jumps @X-BAR-REDUCED')).toBe(false);
    expect(grep.test('shell › X-BAR in a title, not a tag')).toBe(false);
  });

  test('a vitest file may hold the tests of a clause when it quotes the id', () => {
    expect(mayNameClauses("test('x', proves('X-TIMEOUT'), () => {});", ['X-TIMEOUT'])).toBe(true);
    expect(mayNameClauses("test('x', proves('X-TIMEOUT-MORE'), () => {});", ['X-TIMEOUT'])).toBe(false);
    expect(mayNameClauses("test('x', proves('X-JSONP', 'X-401'), () => {});", ['X-TIMEOUT', 'X-401'])).toBe(true);
    // A table the tests loop over: `for (const [scenario, clause] of failures) test(…, proves(clause), …)`.
    expect(mayNameClauses('const failures = [["unauthorized", "X-401"]] as const;', ['X-401'])).toBe(true);
  });

  test('the ids a test file quotes include those of the test modules it imports', () => {
    const files: Record<string, string> = {
      'tests/site/forms.test.tsx':
        "import { FAILURES } from '../oracle/errors';\nimport { render } from '@testing-library/react';\nimport { x } from '../../site/src/x';",
      'tests/oracle/errors.ts': "export const FAILURES = [['unauthorized', 'X-401']] as const;",
      'site/src/x.ts': "export const x = 'X-404';",
    };
    const source = withImports('tests/site/forms.test.tsx', (path) => files[path]);
    expect(mayNameClauses(source, ['X-401'])).toBe(true);
    // Only test modules: the site's own code is not a test's table.
    expect(mayNameClauses(source, ['X-404'])).toBe(false);
  });

  test('a vitest test naming a clause its file never quotes is an error (a limited run would miss it)', () => {
    const sources: Record<string, string> = {
      'tests/a.test.ts': "for (const id of ['X-ONE']) test(id, proves(id), () => {});",
      'tests/b.test.ts': 'test(`x`, proves(("X-" + n) as ClauseId), () => {});',
    };
    const records: TestRecord[] = [
      { ...record('one', 'passed', ['X-ONE']), file: 'tests/a.test.ts' },
      { ...record('two', 'passed', ['X-TWO']), file: 'tests/b.test.ts' },
      { ...record('three', 'passed', ['X-TWO'], 'browser'), file: 'tests/browser/b.spec.ts' },
    ];
    expect(unquotedClauses(records, (file) => sources[file] ?? '')).toEqual([
      {
        source: 'tests/b.test.ts',
        message:
          '"two" names X-TWO, which its file never quotes: write the id as a quoted literal so CLAUSE=X-TWO finds it',
      },
    ]);
  });
});

describe('the report', () => {
  const report = buildConformance(catalogue, { 'B-XFAIL': 'issue 5', 'B-XPASS': 'issue 6' }, [
    record('one', 'passed', ['A-PASS', 'B-XPASS']),
    record('two', 'passed', ['A-FAIL']),
    {
      kind: 'browser',
      engine: 'chromium',
      file: 'tests/browser/shell.spec.ts',
      name: 'three',
      outcome: 'failed',
      clauses: ['A-FAIL'],
      message: 'Expected: "Bye"\nReceived: "Hi"',
      screenshot: 'browser-artifacts/three/test-failed-1.png',
      trace: 'browser-artifacts/three/trace.zip',
    },
  ]);

  test('HTML: the run at the top, the statuses explained, what failed with its message and links, escaped and offline', () => {
    const html = toHtml(report, { ...run, selection: 'SECTION=2' });
    const top = html.slice(0, html.indexOf('What the statuses mean'));
    for (const fact of [
      run.target,
      run.build,
      'chromium: chromium-headless-shell 142.0.7444.59, browser suite 6 min 12 s',
      'firefox: firefox-esr 153.7.0, browser suite 1 min 1 s',
      'webkit: not run (ENGINES=chromium,firefox left it out)',
      run.startedAt,
      'limited to SECTION=2',
    ])
      expect(top).toContain(fact);
    expect(html).toContain('<td class="s-not-run-target">not run against this target</td>');
    expect(html).toContain('was skipped (a skipped test proves nothing)');
    expect(html).toContain('fails &lt;once&gt;');
    expect(html).toContain('<div class="failure" id="fail-A-FAIL">');
    expect(html).toContain('<pre>Expected: &quot;Bye&quot;\nReceived: &quot;Hi&quot;</pre>');
    expect(html).toContain('<a href="browser-artifacts/three/test-failed-1.png">screenshot</a>');
    expect(html).toContain('<a href="browser-artifacts/three/trace.zip">trace</a>');
    expect(html).toContain('<a href="decisions/001-x.html">decision record</a>');
    expect(html).toContain('<span class="kind unit">unit</span><br><span class="below">no browser test</span>');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  test('Markdown and JUnit carry each clause, its status, its tests and why it failed', () => {
    const markdown = toMarkdown(report, run);
    expect(markdown).toContain('Overall: **FAIL**');
    expect(markdown).toContain('- **Target:** https://staging.example.com');
    expect(markdown).toContain('| not run | Not part of this run');
    expect(markdown).toContain(
      '- ✗ [browser, chromium] tests/browser/shell.spec.ts › three — [screenshot](browser-artifacts/three/test-failed-1.png) · [trace](browser-artifacts/three/trace.zip)',
    );
    expect(markdown).toContain('([decision record](decisions/001-x.md))');
    expect(markdown).toContain(
      '| `A-FAIL` | fail | fail | not run (ENGINES=chromium) | not run (ENGINES=chromium) | fails <once> | browser, unit | ✓ [unit] tests/x.test.ts › two<br>✗ [browser, chromium] tests/browser/shell.spec.ts › three |',
    );
    const junit = toJunit(report);
    expect(junit).toContain('<testsuites name="conformance" tests="5" failures="3" errors="0">');
    expect(junit).toContain('<skipped message="issue 5"/>');
    expect(junit).toContain('type="unexpected-pass"');
    expect(junit).toContain('Received: &quot;Hi&quot;');
  });

  test('a decision record becomes a readable page that links back to the report', () => {
    const page = decisionHtml(
      '# 006 — Unknown paths\n\n## Decision\n- A route `*` shows\n  not-found.\n- **No** redirect.\n\nPlain <text>.\n',
    );
    expect(page).toContain('<title>006 — Unknown paths</title>');
    expect(page).toContain('<h2>Decision</h2>');
    expect(page).toContain(
      '<ul><li>A route <code>*</code> shows\n  not-found.</li><li><strong>No</strong> redirect.</li></ul>',
    );
    expect(page).toContain('<p>Plain &lt;text&gt;.</p>');
    expect(page).toContain('<a href="../conformance.html">');
  });
});

describe('the engine matrix', () => {
  const matrix = [
    { id: 'M-EVERYWHERE', section: '2', kind: 'behaviour', text: 'passes in every engine' },
    { id: 'M-GAPS', section: '2', kind: 'behaviour', text: 'one engine lacks a capability, another has no test of it' },
    { id: 'M-MISSING', section: '2', kind: 'behaviour', text: 'no webkit test and no reason' },
    { id: 'M-FIREFOX-FAILS', section: '2', kind: 'behaviour', text: 'fails in firefox alone' },
    { id: 'M-BELOW', section: '7', kind: 'behaviour', text: 'only a unit test' },
  ];
  const browser = (name: string, engine: string, outcome: TestRecord['outcome'], clauses: string[]): TestRecord => ({
    kind: 'browser',
    engine,
    file: 'tests/browser/m.spec.ts',
    name,
    outcome,
    clauses,
    ...(outcome === 'not-in-engine' ? { message: 'the driver cannot emulate a touch screen' } : {}),
  });
  const tests = [
    ...['chromium', 'firefox', 'webkit'].map((engine) => browser('all', engine, 'passed', ['M-EVERYWHERE'])),
    browser('tap', 'chromium', 'passed', ['M-GAPS']),
    browser('tap', 'firefox', 'not-in-engine', ['M-GAPS']),
    browser('fake camera', 'chromium', 'passed', ['M-MISSING']),
    browser('fake camera', 'firefox', 'passed', ['M-MISSING']),
    browser('redirect', 'chromium', 'passed', ['M-FIREFOX-FAILS']),
    browser('redirect', 'firefox', 'failed', ['M-FIREFOX-FAILS']),
    browser('redirect', 'webkit', 'passed', ['M-FIREFOX-FAILS']),
    record('unit', 'passed', ['M-BELOW']),
  ];
  const gaps = { webkit: { 'M-GAPS': 'the driver cannot hold, fail or answer a request' } };
  const engineStatuses = (report: ReturnType<typeof buildConformance>) =>
    Object.fromEntries(
      report.clauses.map((clause) => [
        clause.id,
        [clause.status, ...['chromium', 'firefox', 'webkit'].map((engine) => clause.engines[engine]?.status)],
      ]),
    );

  test(
    'each clause per engine; a clause fails if it fails in any engine, or has browser tests but none and no reason in one',
    proves('QA-ENGINE-MATRIX'),
    () => {
      const report = buildConformance(matrix, {}, tests, {
        engines: ['chromium', 'firefox', 'webkit'],
        engineGaps: gaps,
      });
      expect(engineStatuses(report)).toEqual({
        'M-EVERYWHERE': ['pass', 'pass', 'pass', 'pass'],
        'M-GAPS': ['pass', 'pass', 'not-in-engine', 'not-in-engine'],
        'M-MISSING': ['fail', 'pass', 'pass', 'missing'],
        'M-FIREFOX-FAILS': ['fail', 'pass', 'fail', 'pass'],
        'M-BELOW': ['pass', 'none', 'none', 'none'],
      });
      // Chosen by a change, an engine left without a test of the clause did not run it: not missing.
      const byChange = buildConformance(matrix, {}, tests, {
        engines: ['chromium', 'firefox', 'webkit'],
        engineGaps: gaps,
        byChange: true,
      });
      expect(engineStatuses(byChange)['M-MISSING']).toEqual(['pass', 'pass', 'pass', 'not-run']);
      expect(byChange.clauses.find((clause) => clause.id === 'M-MISSING')?.engines.webkit?.reason).toBe(
        'the change touches none of its webkit tests',
      );
      // A clause of the selection no record proves is not run, not untested.
      const unproved = buildConformance(
        [
          ...matrix,
          { id: 'M-QUOTED', section: '2', kind: 'behaviour', text: 'quoted by a selected file, proved by none' },
        ],
        {},
        tests,
        {
          engines: ['chromium', 'firefox', 'webkit'],
          engineGaps: gaps,
          byChange: true,
        },
      );
      expect(unproved.clauses.find((clause) => clause.id === 'M-QUOTED')?.status).toBe('not-run');
      const gapsRow = report.clauses.find((clause) => clause.id === 'M-GAPS');
      expect(gapsRow?.engines.firefox?.reason).toBe('the driver cannot emulate a touch screen');
      expect(gapsRow?.engines.webkit?.reason).toBe('the driver cannot hold, fail or answer a request');
      expect(report.clauses.find((clause) => clause.id === 'M-MISSING')?.note).toContain(
        'No webkit test checks this clause',
      );
      expect(report.engineTotals.webkit).toMatchObject({ pass: 2, 'not-in-engine': 1, missing: 1, none: 1 });
      expect(report.sections[0]?.engineCounts.firefox).toMatchObject({ pass: 2, fail: 1, 'not-in-engine': 1 });
      expect(report.ok).toBe(false);
      const html = toHtml(report, run);
      expect(html).toContain('<th>chromium</th><th>firefox</th><th>webkit</th>');
      expect(html).toContain(
        '<td class="engine e-not-in-engine">not run in this engine<small>the driver cannot emulate a touch screen</small></td>',
      );
      expect(html).toContain('<h2>By engine</h2>');
      expect(toMarkdown(report, run)).toContain(
        '| §2 Screens and routes | 4 pass | 2 pass · 1 fail · 1 not run in this engine | 2 pass · 1 not run in this engine · 1 no test in this engine |',
      );
    },
  );

  test('an engine left out by ENGINES= is "not run" and fails nothing', proves('QA-ENGINE-MATRIX'), () => {
    const report = buildConformance(
      matrix.slice(0, 2),
      {},
      tests.filter(
        (test) => test.engine !== 'webkit' && test.clauses.some((id) => id.startsWith('M-EVERY') || id === 'M-GAPS'),
      ),
      { engines: ['chromium', 'firefox'] },
    );
    expect(engineStatuses(report)).toEqual({
      'M-EVERYWHERE': ['pass', 'pass', 'pass', 'not-run'],
      'M-GAPS': ['pass', 'pass', 'not-in-engine', 'not-run'],
    });
    expect(report.ok).toBe(true);
  });

  test(
    'Playwright: the project is the engine; a skip for a lacking capability is "not in engine", any other skip fails',
    proves('QA-ENGINE-MATRIX'),
    () => {
      const spec = (title: string, reason: string) => ({
        title,
        file: 'm.spec.ts',
        tests: [
          {
            projectName: 'firefox',
            status: 'skipped',
            expectedStatus: 'skipped',
            annotations: [
              { type: 'clause', description: 'M-GAPS' },
              { type: 'skip', description: reason },
            ],
            results: [],
          },
        ],
      });
      const json: PlaywrightJson = {
        config: { rootDir: '/repo/tests/browser' },
        suites: [
          {
            title: 'm.spec.ts',
            file: 'm.spec.ts',
            specs: [
              spec('tap', 'not run in this engine: the driver cannot emulate a touch screen'),
              spec('later', 'flaky'),
            ],
          },
        ],
      };
      const records = playwrightRecords(json, { root: '/repo', reports: '/repo/reports' });
      expect(records.map((test) => [test.engine, test.outcome, test.message])).toEqual([
        ['firefox', 'not-in-engine', 'the driver cannot emulate a touch screen'],
        ['firefox', 'skipped', 'skipped: flaky'],
      ]);
    },
  );
});
