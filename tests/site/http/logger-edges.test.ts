// The masking's edges that logger.test.ts does not reach (found by the unit mutation run,
// docs/decisions/022): short values, long values, values that are not text.
import { describe, expect, test } from 'vitest';
import { maskPersonal } from '../../../site/src/http/logger';

describe('masking personal fields, edges', () => {
  test('keeps first and last character, masks at most 8 between, hides short values whole', () => {
    expect(
      maskPersonal({ name: '', tel: 'A', phone: 'AB', email: 'ABC', fullName: 'abcdefghij', lastName: 'abcdefghijk' }),
    ).toEqual({ name: '', tel: '*', phone: '**', email: 'A*C', fullName: 'a********j', lastName: 'a********k' });
  });

  test('a personal value that is not text is hidden whole, except null and undefined', () => {
    expect(maskPersonal({ phone: 13812345678, email: null, name: undefined, tel: { a: 1 }, mobile: ['1'] })).toEqual({
      phone: '***',
      email: null,
      name: undefined,
      tel: '***',
      mobile: '***',
    });
  });

  test('values that are not objects pass as they are; lists are masked item by item', () => {
    expect(maskPersonal('13812345678')).toBe('13812345678');
    expect(maskPersonal(null)).toBeNull();
    expect(maskPersonal(undefined)).toBeUndefined();
    expect(maskPersonal(7)).toBe(7);
    expect(maskPersonal([{ phone: '123' }, 'x', [{ email: 'ab' }]])).toEqual([
      { phone: '1*3' },
      'x',
      [{ email: '**' }],
    ]);
  });

  test('a personal form-data field that is a file is named, masked', () => {
    const form = new FormData();
    form.append('name', new Blob(['x']), 'passport.pdf');
    form.append('company', 'Foshan Metro');
    expect(maskPersonal(form)).toEqual({ name: '[********]', company: 'Foshan Metro' });
  });
});
