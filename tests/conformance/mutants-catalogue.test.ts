// The spec mutants of `make mutants` (docs/decisions/021) are only worth their table while each
// still applies: a change to the manifest or the site that moves a mutant's text would otherwise
// show up only in the next long `make mutants` run. This checks, in memory, that every edit of
// every mutant finds its text exactly once in today's tree, and that the catalogue keeps its
// spread over the specification (issue 13: at least 40, over §2, §4, §7, §8 and §9).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { applyEdit } from '../../scripts/mutants/apply.ts';
import { MUTANTS } from '../mutants/catalogue.ts';

describe('the spec mutants catalogue', () => {
  test('has at least 40 mutants with unique ids, over §2, §4, §7, §8 and §9', () => {
    expect(MUTANTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MUTANTS.map((mutant) => mutant.id)).size).toBe(MUTANTS.length);
    const sections = new Set(MUTANTS.map((mutant) => mutant.section));
    for (const section of ['2', '4', '7', '8', '9'] as const) expect(sections).toContain(section);
  });

  test.each(MUTANTS.map((mutant) => [mutant.id, mutant] as const))('%s applies to today’s tree', (_id, mutant) => {
    const texts = new Map<string, string>();
    for (const edit of mutant.edits) {
      const before = texts.get(edit.file) ?? readFileSync(edit.file, 'utf8');
      const after = applyEdit(before, edit);
      expect(after, `${edit.file} changes`).not.toBe(before);
      texts.set(edit.file, after);
    }
  });
});
