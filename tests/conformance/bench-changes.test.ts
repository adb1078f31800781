// `make bench`'s five typical changes (scripts/bench-change.ts, decision 049) are only measured
// while each still applies: a manifest or site edit that moves its text would otherwise show up
// only when the next `make bench` stops at it. Each search text must occur exactly once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { TYPICAL_CHANGES } from '../../scripts/bench-change.ts';
import { ROOT } from '../setup/read-recorder.ts';

describe('make bench’s typical changes', () => {
  test('are five: a text, a §9 figure, a menu label, a page module, a design token', () => {
    expect(TYPICAL_CHANGES.map((change) => change.name.split(':')[0])).toEqual([
      'a text',
      'a §9 figure',
      'a menu label',
      'a page module',
      'a design token',
    ]);
  });

  test.each(TYPICAL_CHANGES.map((change) => [change.name, change] as const))(
    '%s applies to today’s tree: its text occurs once (or its edit, made as make bench makes it), and the edit changes it',
    (_name, change) => {
      const text = readFileSync(join(ROOT, change.file), 'utf8');
      // make bench runs make test CHANGED=HEAD with the edit made: this file runs then too.
      const made = text.split(change.replace).length === 2 && !text.includes(change.search);
      if (!made)
        expect(text.split(change.search), `${change.file} holds “${change.search}” exactly once`).toHaveLength(2);
      expect(change.replace).not.toBe(change.search);
    },
  );
});
