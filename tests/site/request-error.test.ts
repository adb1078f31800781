// Which `msg` of a 500 a visitor reads (issue 30, docs/decisions/037): only text written in their
// language, at most 200 characters once cleaned. The expected values come from the decision.
import { describe, expect, test } from 'vitest';
import { serverMsgFor } from '../../site/src/shared/request-error';
import { proves } from '../conformance/proves';

const body = (msg: unknown) => ({ code: 500, msg, data: null });

describe('the msg of a 500, as a visitor may read it', () => {
  test(
    'Chinese text on Chinese pages, English text on English pages, never the other way',
    proves('SEC-500-MSG-LANGUAGE'),
    () => {
      expect(serverMsgFor(body('服务器繁忙，请稍后再试'), 'zh-CN')).toBe('服务器繁忙，请稍后再试');
      expect(serverMsgFor(body('服务器繁忙，请稍后再试'), 'en-US')).toBeUndefined();
      expect(serverMsgFor(body('Database maintenance until 3 pm.'), 'en-US')).toBe('Database maintenance until 3 pm.');
      expect(serverMsgFor(body('Database maintenance until 3 pm.'), 'zh-CN')).toBeUndefined();
      // Chinese names products and codes in Latin letters.
      expect(serverMsgFor(body('API 网关超时（code 5003）'), 'zh-CN')).toBe('API 网关超时（code 5003）');
      // Letters of another script are neither language.
      for (const other of ['Сервер недоступен', 'サーバーが混雑しています', 'Server недоступен', '服务器ビジー'])
        for (const locale of ['en-US', 'zh-CN'] as const)
          expect(serverMsgFor(body(other), locale), other).toBeUndefined();
      // No letter at all says nothing in any language.
      expect(serverMsgFor(body('500 !!!'), 'en-US')).toBeUndefined();
      expect(serverMsgFor(body('500 ！！'), 'zh-CN')).toBeUndefined();
    },
  );

  test('at most 200 characters; a longer text is not cut but left out', proves('SEC-500-MSG-LANGUAGE'), () => {
    expect(serverMsgFor(body('忙'.repeat(200)), 'zh-CN')).toBe('忙'.repeat(200));
    expect(serverMsgFor(body('忙'.repeat(201)), 'zh-CN')).toBeUndefined();
    expect(serverMsgFor(body(`${'a'.repeat(199)}.`), 'en-US')).toBe(`${'a'.repeat(199)}.`);
    expect(serverMsgFor(body('a'.repeat(201)), 'en-US')).toBeUndefined();
    // Counted in characters, not UTF-16 units: 200 characters outside the BMP are 400 units.
    expect(serverMsgFor(body('𠀀'.repeat(200)), 'zh-CN')).toBe('𠀀'.repeat(200));
    // Counted once cleaned: the white space around it does not count.
    expect(serverMsgFor(body(`   ${'忙'.repeat(200)}\n\n`), 'zh-CN')).toBe('忙'.repeat(200));
  });

  test(
    'control and format characters removed, white space as one space, the ends trimmed',
    proves('SEC-500-MSG-LANGUAGE'),
    () => {
      expect(serverMsgFor(body('  服务器\u0000繁忙\u200B，请稍后\r\n\t再试\u202E  '), 'zh-CN')).toBe(
        '服务器繁忙，请稍后 再试',
      );
      expect(serverMsgFor(body('Server\u0007 busy,\u2028try\u00A0later\uFEFF'), 'en-US')).toBe(
        'Server busy, try later',
      );
      expect(serverMsgFor(body('\u200B\u200B \n'), 'en-US')).toBeUndefined();
    },
  );

  test('no msg, or a msg that is not text, is nothing to show', proves('SEC-500-MSG-LANGUAGE'), () => {
    for (const answer of [undefined, null, 'Internal Server Error', { code: 500 }, body(42), body(null), body(['a'])])
      for (const locale of ['en-US', 'zh-CN'] as const) expect(serverMsgFor(answer, locale)).toBeUndefined();
  });
});
