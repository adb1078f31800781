import type { Manifest } from '../manifest/schema.ts';
import { literal, stringUnion } from './literal.ts';
import { exportedConst, exportedInterface, exportedType, type Statement } from './source.ts';

/** The clause catalogue for tests and the conformance report: ids as a type, clauses as data. */
export function clausesStatements(manifest: Manifest): Statement[] {
  const { clauses } = manifest.clauses;
  const expectations = Object.fromEntries(
    manifest.expectations.expectations.map((entry) => [entry.clause, entry.reason]),
  );
  return [
    exportedInterface(
      'Clause',
      [
        { name: 'id', type: 'ClauseId' },
        { name: 'section', type: 'string' },
        { name: 'kind', type: "'behaviour' | 'constant' | 'content' | 'decision'" },
        { name: 'text', type: 'string', docs: 'The sentence of the specification.' },
        { name: 'decision', type: 'string', optional: true, docs: 'The decision record, for a decision clause.' },
      ],
      'A normative statement of the specification.',
    ),
    exportedType(
      'ClauseId',
      stringUnion(clauses.map((clause) => clause.id)),
      'A test that names an unknown clause does not type-check.',
    ),
    exportedConst(
      'clauses',
      literal(
        clauses.map((clause) => ({
          id: clause.id,
          section: clause.section,
          kind: clause.kind,
          text: clause.text,
          decision: clause.decision,
        })),
      ),
      { type: 'readonly Clause[]', docs: 'Every clause, in catalogue order.' },
    ),
    exportedConst('expectations', literal(expectations), {
      type: 'Readonly<Partial<Record<ClauseId, string>>>',
      docs: 'Clauses known not to pass yet, with the reason (spec/expectations.yaml).',
    }),
  ];
}
