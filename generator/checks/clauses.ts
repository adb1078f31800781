import { checker } from './context.ts';

/** Unique clause ids; a decision clause links an existing record, or waits in expectations. */
export const clausesChecker = checker({
  name: 'clauses',
  needs: ['clauses', 'expectations'],
  run(context, manifest) {
    const { clauses } = manifest.clauses;
    const { expectations } = manifest.expectations;
    context.duplicates(
      'clauses.yaml',
      clauses.map((clause, index) => ({ key: clause.id, path: ['clauses', index, 'id'], item: clause })),
      (entry, first) =>
        context.report('clause-duplicate', { id: entry.key, firstLine: first.line }, 'clauses.yaml', entry.path),
    );
    const expected = new Set(expectations.map((entry) => entry.clause));
    const records = [...context.decisionFiles];
    clauses.forEach((clause, index) => {
      if (clause.decision !== undefined && !context.decisionFiles.has(clause.decision))
        context.report('decision-not-found', { record: clause.decision, records }, 'clauses.yaml', [
          'clauses',
          index,
          'decision',
        ]);
      if (clause.kind === 'decision' && clause.decision === undefined && !expected.has(clause.id))
        context.report('decision-missing', { id: clause.id }, 'clauses.yaml', ['clauses', index]);
    });

    const ids = new Set(clauses.map((clause) => clause.id));
    expectations.forEach((entry, index) => {
      if (!ids.has(entry.clause))
        context.report('unknown-clause', { id: entry.clause, ids: [...ids] }, 'expectations.yaml', [
          'expectations',
          index,
          'clause',
        ]);
    });
    context.duplicates(
      'expectations.yaml',
      expectations.map((entry, index) => ({ key: entry.clause, path: ['expectations', index, 'clause'], item: entry })),
      (entry, first) =>
        context.report(
          'expectation-duplicate',
          { id: entry.key, firstLine: first.line },
          'expectations.yaml',
          entry.path,
        ),
    );
  },
});
