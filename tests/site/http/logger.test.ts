import { afterEach, describe, expect, test, vi } from 'vitest';
import { httpLog, maskPersonal, setHttpLogger } from '../../../site/src/http/logger';
import { proves } from '../../conformance/proves';
import { maskedInLog, PERSONAL_KEYS } from '../../oracle/http';
import { expectConsoleError } from '../../setup/console';

afterEach(() => vi.restoreAllMocks());

describe('the request log', () => {
  test('masks phone, email and names at any depth, and keeps the rest', proves('DECISION-LOG-MASKING'), () => {
    expect(
      maskPersonal({
        type: 'partner',
        company: 'Foshan Metro',
        companyName: 'Foshan Metro',
        name: 'Li Wei',
        phone: '13812345678',
        mobile: '+44 20 7946 0958',
        email: 'li.wei@example.com',
        scopes: ['algorithm'],
        contact: { fullName: '王小明', tel: '0757-1234567' },
        people: [{ name: 'A' }],
      }),
    ).toEqual({
      type: 'partner',
      company: 'Foshan Metro',
      companyName: 'Foshan Metro',
      name: 'L****i',
      phone: '1********8',
      mobile: '+********8',
      email: 'l********m',
      scopes: ['algorithm'],
      contact: { fullName: '王*明', tel: '0********7' },
      people: [{ name: '*' }],
    });
  });

  test(
    'every personal key of decision 017, in any case, is masked by its rule; a company is kept',
    proves('DECISION-LOG-MASKING'),
    () => {
      expect(PERSONAL_KEYS.length).toBeGreaterThan(0);
      const samples = ['Li Wei', '13812345678', 'li.wei@example.com', 'AB', 'x', '王小明', 42];
      for (const key of PERSONAL_KEYS) {
        for (const spelt of [key, key.toUpperCase()]) {
          for (const sample of samples) {
            const masked = maskPersonal({ company: 'Foshan Metro', [spelt]: sample, nested: [{ [spelt]: sample }] });
            expect(masked, `${spelt}: ${sample}`).toEqual({
              company: 'Foshan Metro',
              [spelt]: maskedInLog(sample),
              nested: [{ [spelt]: maskedInLog(sample) }],
            });
            if (typeof sample === 'string' && sample.length > 2) expect(JSON.stringify(masked)).not.toContain(sample);
          }
        }
      }
    },
  );

  test('does not change what it masks', () => {
    const body = { name: 'Li Wei' };
    maskPersonal(body);
    expect(body).toEqual({ name: 'Li Wei' });
  });

  test('masks form-data fields and names files instead of reading them', proves('DECISION-LOG-MASKING'), () => {
    const form = new FormData();
    form.append('email', 'li.wei@example.com');
    form.append('cv', new Blob(['x']), 'cv.pdf');
    expect(maskPersonal(form)).toEqual({ email: 'l********m', cv: '[file cv.pdf]' });
  });

  test('writes to the console by default: requests as info, connection errors as errors', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const logged = expectConsoleError();
    httpLog.request('POST', 'http://localhost/api', { phone: '13812345678' });
    httpLog.connectionError({ status: 500, response: { msg: 'busy' } }, 'POST', 'http://localhost/api');
    expect(info).toHaveBeenCalledWith('[http] POST http://localhost/api', { phone: '1********8' });
    expect(logged).toEqual([['[http] connection error', 500, 'POST', 'http://localhost/api', { msg: 'busy' }]]);
  });

  test('a replaced sink is restored by the function it returns', () => {
    const lines: unknown[][] = [];
    const restore = setHttpLogger({ info: (...args) => lines.push(args), error: () => undefined });
    httpLog.request('GET', '/a', {});
    restore();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    httpLog.request('GET', '/b', {});
    expect(lines).toEqual([['[http] GET /a', {}]]);
    expect(info).toHaveBeenCalledTimes(1);
  });
});
