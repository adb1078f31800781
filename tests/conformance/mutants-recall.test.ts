// The recall of `make test CHANGED=HEAD` over the spec mutants (decision 049): a CHANGED= run
// counts as catching a mutant only when it fails on a test or at the generator, never when merely
// a step of the run broke.
import { describe, expect, test } from 'vitest';
import { type ChangedRun, selects } from '../../scripts/mutants/changed.ts';
import { changedRecall, changedVerdict, type MutantResult } from '../../scripts/mutants/report.ts';

function changedRun(overrides: Partial<ChangedRun>): ChangedRun {
  return {
    failed: true,
    selected: { browser: { chromium: 3 }, vitest: 1 },
    seconds: 100,
    failingClauses: [],
    timedOut: false,
    ...overrides,
  };
}

function mutant(id: string, changed: ChangedRun, outcome: MutantResult['outcome'] = 'caught'): MutantResult {
  return {
    id,
    section: '9',
    clauses: ['CONTENT-ALGORITHM-MODELS'],
    description: 'a figure of §9 moved',
    kind: 'manifest',
    outcome,
    caughtBy: ['tests/browser/content-pages.spec.ts › the models'],
    selected: { vitestFiles: 1, browserTests: 3 },
    changed,
    seconds: 120,
  };
}

describe('the verdict of a mutant’s CHANGED= run', () => {
  test('a failing test of the mutant’s clauses catches it', () => {
    const result = mutant('a', changedRun({ failingClauses: ['CONTENT-ALGORITHM-MODELS'], failedTest: true }));
    expect(changedVerdict(result)).toBe('its-clauses');
  });

  test('the generator’s refusal catches a mutant the generator exists to refuse', () => {
    const result = mutant('a', changedRun({ failedAt: 'make check' }), 'caught-by-generator');
    expect(changedVerdict(result)).toBe('generator');
  });

  test('a failing test of another clause catches it when the run selected a test that catches the mutant', () => {
    const run = changedRun({ failingClauses: ['NAV-MENU'], failedTest: true });
    const selected = { ...mutant('a', run), changedSelectsCatch: true };
    expect(changedVerdict(selected)).toBe('selects-a-catch');
    expect(changedRecall([selected])?.line).toContain(
      'recall 1 of 1 caught mutants (100 %) (1 failed first on a test of another clause, having selected one that catches it)',
    );
    // Failing only on a test that fails on any edit of its text (the catalogue's own check) proves nothing.
    const elsewhere = { ...mutant('b', run), changedSelectsCatch: false };
    expect(changedVerdict(elsewhere)).toBe('elsewhere');
    expect(changedRecall([elsewhere])?.line).toContain('recall 0 of 1 caught mutants (0 %), MISSED: b (elsewhere)');
  });

  test('a test is selected by its name, a vitest test by its file', () => {
    const run = changedRun({
      selectedTests: [
        'tests/browser/content-news.spec.ts › news (en-US) › /journalism lists',
        'tests/site/forms.test.tsx',
      ],
    });
    expect(selects(run, 'tests/browser/content-news.spec.ts › news (en-US) › /journalism lists')).toBe(true);
    expect(selects(run, 'tests/browser/content-news.spec.ts › news (zh-CN) › /journalism lists')).toBe(false);
    expect(selects(run, 'tests/site/forms.test.tsx › the partner form a not-found answer')).toBe(true);
    expect(selects(run, 'tests/site/forms.test.tsx (did not load: SyntaxError)')).toBe(true);
    expect(selects(run, 'tests/site/app.test.tsx › the shell')).toBe(false);
  });

  test('a run that failed on no test, passed or could not run is a miss, named with its reason', () => {
    const results = [
      mutant('broke', changedRun({ failedAt: 'vitest' })),
      mutant('passed', changedRun({ failed: false })),
      mutant('no-plan', changedRun({ problem: 'no plan was made' })),
      mutant('caught', changedRun({ failingClauses: ['CONTENT-ALGORITHM-MODELS'], failedTest: true })),
    ];
    const recall = changedRecall(results);
    expect(recall).toMatchObject({ caught: 4, failed: 1, missed: 3 });
    expect(recall?.line).toContain('recall 1 of 4 caught mutants (25 %)');
    expect(recall?.line).toContain('MISSED: broke (no-test), passed (passed), no-plan (could-not-run)');
  });

  test('a mutant the suite does not catch is not part of the recall', () => {
    expect(changedRecall([mutant('survivor', changedRun({ failed: false }), 'survived')])).toBeUndefined();
  });
});
