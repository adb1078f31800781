import { describe, expect, test } from 'vitest';
import { searchIndex as english } from '../../site/src/generated/search/search-en-US.gen';
import { searchIndex as chinese } from '../../site/src/generated/search/search-zh-CN.gen';
import { search, snippetAt } from '../../site/src/search/match';
import type { SearchEntry } from '../../site/src/search/types';
import { fold } from '../../site/src/shared/text';
import { proves } from '../conformance/proves';

const index: SearchEntry[] = [
  { path: '/home', title: 'Home', text: 'Biometrics, AI and IoT.\nTrusted by 50+ banks.' },
  {
    path: '/algorithm',
    title: 'Algorithm Capability',
    text: 'Face detection and OCR.\nLiveness detection on a 2 GB board.',
  },
  { path: '/terminal', title: '智能终端', text: '发卡机、自助填单机与文件收发柜。\n支持人脸、指纹开门。' },
];

describe('keyword matching', () => {
  test(
    'every word must occur; title matches rank first; case and width do not matter',
    proves('UI-KEYWORD-SEARCH'),
    () => {
      expect(search(index, 'detection').map((hit) => hit.entry.path)).toEqual(['/algorithm']);
      expect(search(index, 'ＯＣＲ').map((hit) => hit.entry.path)).toEqual(['/algorithm']);
      expect(search(index, 'face banks')).toEqual([]);
      expect(search(index, 'algorithm face').map((hit) => hit.entry.path)).toEqual(['/algorithm']);
      expect(
        search([...index, { path: '/city', title: 'City', text: 'home of the algorithm' }], 'algorithm')[0]?.entry.path,
      ).toBe('/algorithm');
      expect(search(index, '   ')).toEqual([]);
    },
  );

  test('Chinese is matched as written, without word breaks', proves('UI-KEYWORD-SEARCH'), () => {
    const [hit] = search(index, '指纹');
    expect(hit?.entry.path).toBe('/terminal');
    expect(hit?.snippet).toEqual({ before: '支持人脸、', match: '指纹', after: '开门。' });
  });

  test('the snippet is the line around the first match, cut with an ellipsis', () => {
    const long = { path: '/home' as const, title: 'Home', text: `${'a'.repeat(50)} needle ${'b'.repeat(100)}` };
    const [hit] = search([long], 'needle');
    expect(hit?.snippet.match).toBe('needle');
    expect(hit?.snippet.before.startsWith('…')).toBe(true);
    expect(hit?.snippet.after.endsWith('…')).toBe(true);
    expect(fold('ＡＢＣ　Ｄ')).toBe('abc d');
  });

  test('the generated index holds every searchable page in both languages, with the same paths', () => {
    expect(english.map((entry) => entry.path)).toEqual(chinese.map((entry) => entry.path));
    expect(english.map((entry) => entry.path)).toContain('/home');
    expect(english.map((entry) => entry.path)).not.toContain('/newsdetail');
    expect(new Set(english.map((entry) => entry.path)).size).toBe(english.length);
  });
});

// Snippets (issue 31): up to 30 characters before the match and 70 after, cut between words, in
// Chinese after a punctuation mark when one is near (else between characters), with an ellipsis
// where the line goes on; the match is always shown whole. The expected cuts are worked out by hand.
describe('snippets', () => {
  const at = (line: string, term: string) => snippetAt(line, line.indexOf(term), term.length);

  test('English is cut between words, never inside one', proves('UI-KEYWORD-SEARCH'), () => {
    const line =
      'Our terminals recognise faces in under a second and open the doors for visitors, staff and contractors across large campuses every single day of the year, in summer heat and in winter cold.';
    expect(at(line, 'contractors')).toEqual({
      before: '…doors for visitors, staff and ',
      match: 'contractors',
      after: ' across large campuses every single day of the year, in summer heat…',
    });
    // Through the search, in any case: the same cut around the text as written.
    const [hit] = search([{ path: '/home', title: 'Home', text: `Intro.\n${line}` }], 'CONTRACTORS');
    expect(hit?.snippet.before).toBe('…doors for visitors, staff and ');
    expect(hit?.snippet.match).toBe('contractors');
  });

  test(
    'Chinese is cut after a punctuation mark when one is near, else between characters',
    proves('UI-KEYWORD-SEARCH'),
    () => {
      const line =
        '天目智能成立于二零一五年，专注于生物识别与人工智能，产品包括人脸识别终端、发卡机、自助填单机和文件收发柜，服务于银行、医院、学校与政府的办事大厅，每天为成千上万的访客提供快速而安全的身份核验服务，也为开发者提供算法开放平台和完整的开发工具包。';
      expect(at(line, '自助填单机')).toEqual({
        // 30 characters back is "年"; the comma after it, two characters on, is where it starts.
        before: '…专注于生物识别与人工智能，产品包括人脸识别终端、发卡机、',
        match: '自助填单机',
        // No punctuation within reach of the 70th character: cut there, between two characters.
        after:
          '和文件收发柜，服务于银行、医院、学校与政府的办事大厅，每天为成千上万的访客提供快速而安全的身份核验服务，也为开发者提供算法开放平台和完整的开…',
      });
      const unpunctuated =
        '我们的算法在二吉字节内存和八吉字节存储的开发板上完成测试其中人脸检测速度达到每秒三十帧而活体检测准确率保持在百分之九十九以上并且可以在离线环境下稳定运行无需联网即可完成全部识别流程适用于各类场景';
      expect(at(unpunctuated, '活体')).toEqual({
        before: '…吉字节存储的开发板上完成测试其中人脸检测速度达到每秒三十帧而',
        match: '活体',
        after: '检测准确率保持在百分之九十九以上并且可以在离线环境下稳定运行无需联网即可完成全部识别流程适用于各类场景',
      });
    },
  );

  test('a match inside a long word stays visible; a short line is shown whole', proves('UI-KEYWORD-SEARCH'), () => {
    expect(at(`${'x'.repeat(50)}needle and more`, 'needle')).toEqual({
      before: '…',
      match: 'needle',
      after: ' and more',
    });
    expect(at('支持人脸、指纹开门。', '指纹')).toEqual({ before: '支持人脸、', match: '指纹', after: '开门。' });
    // A title match shows the summary's start, cut between words.
    const summary = `${'word '.repeat(30)}end`;
    const [hit] = search([{ path: '/home', title: 'Needle', text: summary }], 'needle');
    expect(hit?.snippet).toEqual({ before: `${'word '.repeat(19)}word…`, match: '', after: '' });
  });
});
