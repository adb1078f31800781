import { describe, expect, test } from 'vitest';
import { buildConformance, type TestRecord, toHtml, toJunit, toMarkdown } from './report.ts';

const catalogue = [
  { id: 'A-PASS', section: '2', kind: 'behaviour', text: 'passes' },
  { id: 'A-FAIL', section: '2', kind: 'behaviour', text: 'fails <once>' },
  { id: 'A-NONE', section: '2', kind: 'behaviour', text: 'has no test' },
  { id: 'B-XFAIL', section: '7', kind: 'behaviour', text: 'not built yet' },
  { id: 'B-XPASS', section: '7', kind: 'decision', text: 'built after all', decision: 'docs/decisions/001-x.md' },
];
const record = (name: string, outcome: TestRecord['outcome'], clauses: string[]): TestRecord => ({
  suite: 'vitest',
  file: 'tests/x.test.ts',
  name,
  outcome,
  clauses,
});

describe('conformance statuses', () => {
  const report = buildConformance(catalogue, { 'B-XFAIL': 'issue 5', 'B-XPASS': 'issue 6' }, [
    record('one', 'passed', ['A-PASS', 'B-XPASS']),
    record('two', 'passed', ['A-FAIL']),
    record('three', 'failed', ['A-FAIL']),
    record('four', 'passed', ['NO-SUCH']),
  ]);

  test('pass, fail, untested, expected-fail and unexpected-pass, per clause and per section', () => {
    expect(Object.fromEntries(report.clauses.map((clause) => [clause.id, clause.status]))).toEqual({
      'A-PASS': 'pass',
      'A-FAIL': 'fail',
      'A-NONE': 'untested',
      'B-XFAIL': 'expected-fail',
      'B-XPASS': 'unexpected-pass',
    });
    expect(report.sections.map((section) => [section.section, section.counts])).toEqual([
      ['2', { pass: 1, fail: 1, untested: 1, 'expected-fail': 0, 'unexpected-pass': 0 }],
      ['7', { pass: 0, fail: 0, untested: 0, 'expected-fail': 1, 'unexpected-pass': 1 }],
    ]);
    expect(report.unknown.map((entry) => entry.id)).toEqual(['NO-SUCH']);
    expect(report.ok).toBe(false);
  });

  test('a catalogue whose clauses all pass or are expected to fail is a passing run', () => {
    const clean = buildConformance(catalogue.slice(0, 1).concat(catalogue[3] ?? []), { 'B-XFAIL': 'issue 5' }, [
      record('one', 'passed', ['A-PASS']),
    ]);
    expect(clean.ok).toBe(true);
  });

  test('markdown, HTML and JUnit carry each clause, its status and its tests, escaped', () => {
    const markdown = toMarkdown(report, '2026-11-22T00:00:00Z');
    expect(markdown).toContain('Overall: **FAIL**');
    expect(markdown).toContain(
      '| `A-FAIL` | FAIL | fails <once> | ✓ vitest › tests/x.test.ts › two<br>✗ vitest › tests/x.test.ts › three |',
    );
    const html = toHtml(report, '2026-11-22T00:00:00Z');
    expect(html).toContain('fails &lt;once&gt;');
    expect(html).toContain('<tr class="untested">');
    expect(html).not.toMatch(/<script|<link|src=/);
    const junit = toJunit(report);
    expect(junit).toContain('<testsuites name="conformance" tests="5" failures="3">');
    expect(junit).toContain('<skipped message="issue 5"/>');
    expect(junit).toContain('type="unexpected-pass"');
  });
});
