// The message a constant's test fails with (tests/expect-constant.ts, issue 29): the clause, the
// name, the value the site was found to use and the specification's.
import { describe, expect, test } from 'vitest';
import { ConstantMismatch, expectConstant } from '../expect-constant.ts';
import { CONSTANTS } from '../oracle/constants.ts';

/** The message `expectConstant` throws, or undefined when it passes. */
function failure(...args: Parameters<typeof expectConstant>): string | undefined {
  try {
    expectConstant(...args);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConstantMismatch);
    return (error as Error).message;
  }
}

describe('a constant’s test', () => {
  test('names the clause, the value the site uses and the specification’s, with the unit', () => {
    expect(failure({ clause: '§9', name: 'request timeout', value: 60_000, unit: 'ms' }, 30_000)).toBe(
      '§9 request timeout: the site uses 30000 ms, the specification 60000 ms',
    );
    expect(failure({ clause: '§9', name: 'local storage key', value: 'locale' }, 'lang')).toBe(
      '§9 local storage key: the site uses lang, the specification locale',
    );
    expect(failure({ clause: '§9', name: 'progress bar minimum', value: 0.08 }, 0.1 + 2e-17)).toBe(
      '§9 progress bar minimum: the site uses 0.1, the specification 0.08',
    );
  });

  test('says "none" when no value was seen, and "about" for a value measured on a real clock', () => {
    expect(failure(CONSTANTS.requestTimeout, undefined)).toBe(
      `§9 request timeout: the site uses none, the specification ${CONSTANTS.requestTimeout.value} ms`,
    );
    expect(failure(CONSTANTS.recomputeDelay, 120, { approximate: true })).toBe(
      `§2 layout recompute delay: the site uses about 120 ms, the specification ${CONSTANTS.recomputeDelay.value} ms`,
    );
  });

  test('passes on the value, or within its tolerance (the same either way, or one below and one above)', () => {
    const timeout = { clause: '§9', name: 'request timeout', value: 60_000, unit: 'ms' };
    expect(failure(timeout, 60_000)).toBeUndefined();
    expect(failure(timeout, 60_000.4, { tolerance: 0.5 })).toBeUndefined();
    expect(failure(timeout, 59_999.4, { tolerance: 0.5 })).toBeDefined();
    const late = { tolerance: { below: 1_000, above: 30_000 } };
    expect(failure(timeout, 59_000, late)).toBeUndefined();
    expect(failure(timeout, 89_000, late)).toBeUndefined();
    expect(failure(timeout, 58_999, late)).toBeDefined();
    expect(failure(timeout, 90_001, late)).toBeDefined();
    expect(failure(timeout, '60000')).toBeDefined();
  });

  test('starts its stack at the test’s call, not inside the helper', () => {
    let stack = '';
    try {
      expectConstant(CONSTANTS.storageKey, 'lang');
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    expect(frames[0]).toContain('expect-constant.test.ts');
  });
});
