import { describe, expect, test } from 'vitest';
import { contentStats, countChineseCharacters, countEnglishWords } from '../../scripts/content-stats.ts';
import { ROOT } from './project-fs.ts';

describe('content statistics for make bench', () => {
  test('counts English words and Chinese characters', () => {
    expect(countEnglishWords("Tianmu's cameras work in 10.1-inch kiosks.")).toBe(6);
    expect(countChineseCharacters('支持 4G 与 OCR，人脸识别。')).toBe(7);
  });

  test('reports every page of the site with words in both languages', async () => {
    const stats = await contentStats(ROOT);
    expect(stats.map((stat) => stat.page)).toContain('home');
    for (const stat of stats) {
      expect(stat.englishWords, stat.page).toBeGreaterThan(0);
      expect(stat.chineseCharacters, stat.page).toBeGreaterThan(0);
    }
  });
});
