import { describe, expect, test } from 'vitest';
import { searchIndex as english } from '../../site/src/generated/search/search-en-US.gen';
import { searchIndex as chinese } from '../../site/src/generated/search/search-zh-CN.gen';
import { search } from '../../site/src/search/match';
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
