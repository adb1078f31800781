// The shared layer's helpers, each the one copy the site has (docs/decisions/024-site-layers.md).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { type Locale, otherMessages } from '../../site/src/generated/messages.gen';
import { indexedLocales, loadSearchIndex } from '../../site/src/search/indexes';
import { fill } from '../../site/src/shared/fill';
import { appendQuery, queryString } from '../../site/src/shared/query-string';
import { applySchema, fieldErrors, partnerSchema } from '../../site/src/shared/submissions';
import { fold, formatDate, queryWords } from '../../site/src/shared/text';
import { matchesTerminal } from '../../site/src/templates/terminal/terminal-search';
import { proves } from '../conformance/proves';
import { LOCALES } from '../oracle/routes';

describe('placeholder filling', () => {
  test('fills each {name} with its value, numbers included, and leaves unknown ones as written', () => {
    expect(fill('Page {current} of {total}', { current: 1, total: 2 })).toBe('Page 1 of 2');
    expect(fill('{a}{a} {b}', { a: 'x' })).toBe('xx {b}');
    expect(fill('no placeholders', undefined)).toBe('no placeholders');
  });
});

describe('plural choices (QA: "1 positions")', () => {
  const positions = '{count, plural, one {# position} other {# positions}} in {place}';
  test('English takes the form its plural rules give the number; # is the number', () => {
    expect(fill(positions, { count: 1, place: 'Sales' }, 'en-US')).toBe('1 position in Sales');
    expect(fill(positions, { count: 0, place: 'Sales' }, 'en-US')).toBe('0 positions in Sales');
    expect(fill(positions, { count: 2, place: 'Sales' }, 'en-US')).toBe('2 positions in Sales');
    // A count is written as the language writes quantities; a plain value as it is given.
    expect(fill(positions, { count: 1250, place: 2026 }, 'en-US')).toBe('1,250 positions in 2026');
    expect(fill(positions, { count: 1250, place: 2026 }, 'de-DE')).toBe('1.250 positions in 2026');
  });
  test('an exact =N form comes first; a language without plurals takes other', () => {
    expect(fill('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'en-US')).toBe('none');
    expect(fill('{count, plural, one {# 个} other {# 个职位}}', { count: 1 }, 'zh-CN')).toBe('1 个职位');
  });
  test('a choice without a number, or written wrong, stays as written', () => {
    expect(fill(positions, { place: 'Sales' })).toBe('{count, plural, one {# position} other {# positions}} in Sales');
    expect(fill('{count, plural, one {# x', { count: 1 })).toBe('{count, plural, one {# x');
  });
});

describe('text folding for search (one rule for the keyword search and the terminal finder)', () => {
  test('lower case, full-width forms as half-width, the ideographic space as a space', () => {
    expect(fold('ＡＢＣ　Ｄ')).toBe('abc d');
    expect(fold('OCR，Ｏｃｒ')).toBe('ocr,ocr');
    expect(fold('人脸识别')).toBe('人脸识别');
  });

  test('keeps one character for one character, so a match can be cut out of the original', () => {
    for (const text of ['ＡＢＣ　Ｄ', 'Face ＯＣＲ 人脸', 'MiXeD　Case']) expect(fold(text)).toHaveLength(text.length);
  });

  test('the words of a query: folded, split on any white space, each once', () => {
    expect(queryWords('  Face\tＯＣＲ　face  ')).toEqual(['face', 'ocr']);
    expect(queryWords(' \u3000 ')).toEqual([]);
  });

  test('the terminal finder matches with the same rule', proves('UI-TERMINAL-SEARCH'), () => {
    const entry = { drawing: 'machine', to: '/terminal' as const, name: 'Card Dispenser', feature: '发卡 OCR 识别' };
    expect(matchesTerminal(entry, 'ｃａｒｄ　ｏｃｒ')).toBe(true);
    expect(matchesTerminal(entry, 'DISPENSER 发卡')).toBe(true);
    expect(matchesTerminal(entry, 'card printer')).toBe(false);
    expect(matchesTerminal(entry, '   ')).toBe(true);
  });
});

describe('query strings (the request helper and the JSONP loader)', () => {
  test('leaves out undefined and null, repeats the key of an array, encodes values', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: ['x', 2, true], e: 'a b&c' })).toBe(
      '?a=1&d=x&d=2&d=true&e=a+b%26c',
    );
    expect(queryString({ b: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  test('appends to a URL that already has a query', () => {
    const url = new URL('https://example.com/data?x=1');
    appendQuery(url.searchParams, { page: 2, department: 'sales' });
    expect(url.href).toBe('https://example.com/data?x=1&page=2&department=sales');
  });
});

describe('the first problem of each field', () => {
  test('one message key per field, the first the schema reports', proves('FORM-PARTNER-FIELDS'), () => {
    const result = partnerSchema.safeParse({
      type: 'partner',
      company: '',
      name: 'Li',
      phone: '',
      email: 'x'.repeat(300),
      scopes: [],
      requirements: '',
      remarks: '',
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors<typeof partnerSchema._zod.output>(result.error?.issues ?? []);
    expect(errors).toEqual({
      company: 'validation.required',
      phone: 'validation.required',
      email: 'validation.tooLong',
      scopes: 'validation.scope',
    });
  });
});

// Issue 30: what the schemas take (the form checks with them and the mock API too) and send.
describe('text as a visitor types it', () => {
  const apply = (fullName: string) => applySchema.safeParse({ type: 'apply', fullName, message: 'Hello' });
  const partner = (fields: Record<string, string>) =>
    partnerSchema.safeParse({
      type: 'partner',
      company: 'Foshan Metro Group',
      name: 'Li Wei',
      phone: '13800138000',
      email: 'li.wei@example.com',
      scopes: ['algorithm'],
      requirements: '',
      remarks: '',
      ...fields,
    });
  const errorOf = (result: {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues[0]?.message;

  test('a required text needs a character that shows something', proves('SEC-FORM-INPUT'), () => {
    // Zero-width space, word joiner, byte order mark, Hangul filler, a variation selector alone,
    // left-to-right mark, ideographic space.
    for (const invisible of ['\u200B\u200B', ' \u2060\uFEFF ', '\u3164', '\uFE0F', '\u200E\u3000', ''])
      expect(errorOf(apply(invisible)), JSON.stringify(invisible)).toBe('validation.required');
    expect(apply(' \u200B李伟\u200B\n').data?.fullName, 'sent without the invisible ends').toBe('李伟');
    // Inside a text, joiners stay: an emoji sequence needs them.
    expect(apply('Li 👨‍👩‍👧').data?.fullName).toBe('Li 👨‍👩‍👧');
  });

  test('internationalised email addresses, still one @ and a dotted domain', proves('SEC-FORM-INPUT'), () => {
    for (const email of [
      '用户@例子.中国',
      'user@bücher.de',
      'user@xn--bcher-kva.de',
      'user@xn--fsqu00a.xn--fiqs8s',
      'josé.garcía@correo.es',
      'li.wei+jobs@example.com',
    ])
      expect(partner({ email }).data?.email, email).toBe(email);
    // Full-width forms and the ideographic full stop, as a Chinese input method types them.
    expect(partner({ email: ' 用户＠例子。中国 ' }).data?.email).toBe('用户@例子.中国');
    expect(partner({ email: 'ｌｉ．ｗｅｉ＠ｅｘａｍｐｌｅ．ｃｏｍ' }).data?.email).toBe('li.wei@example.com');
    for (const email of [
      '用户@例子',
      '用户@@例子.中国',
      '用户@例子.中国@例子.中国',
      'li.wei@',
      '@example.com',
      'li..wei@example.com',
      '.li@example.com',
      'li wei@example.com',
      'li\u200Bwei@example.com',
      'li@例子.1',
      'li@-例子.中国',
    ])
      expect(errorOf(partner({ email })), email).toBe('validation.email');
  });

  test('full-width digits, plus and dashes of a phone number are read as such', proves('SEC-FORM-INPUT'), () => {
    expect(partner({ phone: '１３８００１３８０００' }).data?.phone).toBe('13800138000');
    expect(partner({ phone: '＋８６　１３８－００１３－８０００' }).data?.phone).toBe('+8613800138000');
    expect(partner({ phone: '\u202A138 0013 8000\u202C' }).data?.phone).toBe('13800138000');
    for (const phone of ['１２３４５', '１２８００１３８０００', '١٣٨٠٠١٣٨٠٠٠'])
      expect(errorOf(partner({ phone })), phone).toBe('validation.phone');
  });
});

describe('calendar dates', () => {
  test('a YYYY-MM-DD date in each language', proves('JOBS-FIELDS'), () => {
    expect(formatDate('2022-11-15', 'en-US')).toBe('November 15, 2022');
    expect(formatDate('2022-11-15', 'zh-CN')).toBe('2022年11月15日');
    expect(formatDate('2022-01-01', 'en-US')).toBe('January 1, 2022');
  });

  test(
    'what is not a calendar date is formatted as nothing, never an exception (issue 30)',
    proves('SEC-MALFORMED-JOB-POSTS'),
    () => {
      for (const bad of ['garbage', '', '2022-02-30', '2022-13-01', '2022-1-5', '2022-11-15T00:00:00Z', ' 2022-11-15'])
        for (const locale of ['en-US', 'zh-CN'] as const)
          expect(formatDate(bad, locale), `${bad} in ${locale}`).toBe('');
      expect(formatDate(null as unknown as string, 'en-US')).toBe('');
      expect(formatDate('2024-02-29', 'en-US')).toBe('February 29, 2024');
    },
  );

  // The site's own module runs in a process of its own, which switches its time zone (Node applies
  // a change of TZ at once) before each round. Pacific/Apia skipped 30 December 2011 altogether: a
  // date built in local time there shows the 31st (the control below proves the switch took hold).
  // Kiritimati is UTC+14, Pago Pago UTC−11.
  test('the same day in every time zone', async () => {
    const zones = [
      'UTC',
      'Asia/Shanghai',
      'America/Los_Angeles',
      'Pacific/Apia',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    const module = resolve(import.meta.dirname, '../../site/src/shared/text.ts');
    const tsx = resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const script = `import { formatDate } from ${JSON.stringify(module)};
const dates = ['2011-12-30', '2022-03-13', '2022-11-06', '2022-12-31'];
const rounds = ${JSON.stringify(zones)}.map((zone) => {
  process.env.TZ = zone;
  return {
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    localDay: new Date(2011, 11, 30).getDate(),
    english: dates.map((d) => formatDate(d, 'en-US')),
    chinese: dates.map((d) => formatDate(d, 'zh-CN')),
  };
});
console.log(JSON.stringify(rounds));`;
    const { stdout } = await promisify(execFile)(tsx, ['-e', script]);
    const rounds: { zone: string; localDay: number; english: string[]; chinese: string[] }[] = JSON.parse(stdout);
    expect(rounds.map((round) => round.zone)).toEqual(zones);
    expect(rounds.find((round) => round.zone === 'Pacific/Apia')?.localDay).toBe(31);
    for (const round of rounds) {
      expect(round.english).toEqual(['December 30, 2011', 'March 13, 2022', 'November 6, 2022', 'December 31, 2022']);
      expect(round.chinese).toEqual(['2011年12月30日', '2022年3月13日', '2022年11月6日', '2022年12月31日']);
    }
  });
});

describe('the search indexes', () => {
  test('one per language of the site, found without a hand-written list', proves('UI-KEYWORD-SEARCH'), async () => {
    // The specification's languages are among the site's (a language the manifest adds beside them
    // is the site's too), and each language the site has a catalogue for has its index, none other.
    const languages: Locale[] = ['en-US', ...(Object.keys(otherMessages) as Locale[])];
    expect(languages).toEqual(expect.arrayContaining([...LOCALES]));
    expect([...indexedLocales()].sort()).toEqual([...languages].sort());
    const pathsOf = async (locale: Locale) => (await loadSearchIndex(locale)).map((entry) => entry.path);
    const english = await pathsOf('en-US');
    expect(english.length).toBeGreaterThan(10);
    expect(english).toContain('/home');
    // Every language's index is whole: the same pages as the English one.
    for (const locale of languages) expect(await pathsOf(locale), locale).toEqual(english);
  });
});
