// The unit-level mutation run (`npm run mutants:unit`, decision 022) has its own vitest config.
// Its tests name their clauses as tags, and vitest refuses a tag its config does not declare: the
// run then stops in its first (unmutated) pass, hours of work never started. Found when the clause
// tags were added to vitest.config.ts alone.
import { describe, expect, it } from 'vitest';
import mainConfig from '../../vitest.config.ts';
import strykerConfig from '../../vitest.stryker.config.ts';

const tagNames = (config: { test?: { tags?: readonly { name: string }[] } }) =>
  (config.test?.tags ?? []).map(({ name }) => name).sort();

describe('the mutation run’s vitest config', () => {
  it('declares every clause tag the main config declares', () => {
    const main = tagNames(mainConfig);
    expect(main.length).toBeGreaterThan(100);
    expect(tagNames(strykerConfig)).toEqual(main);
  });
});
