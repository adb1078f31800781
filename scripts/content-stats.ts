// How much each page says, per language: English words and Chinese characters of every text
// of the page's generated content module (title, description and content). Reported by
// `make bench` beside each page's chunk size.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PageWords {
  readonly page: string;
  /** Words of the en-US texts (runs of Latin letters and digits). */
  readonly englishWords: number;
  /** Han characters of the zh-CN texts. */
  readonly chineseCharacters: number;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

export function countEnglishWords(text: string): number {
  return text.match(/[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g)?.length ?? 0;
}

export function countChineseCharacters(text: string): number {
  return text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
}

export async function contentStats(root: string): Promise<PageWords[]> {
  const dir = join(root, 'site/src/generated/pages');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.gen.ts'))
    .sort();
  const stats: PageWords[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { content: Record<string, unknown> };
    stats.push({
      page: file.replace(/\.gen\.ts$/, ''),
      englishWords: strings(module.content['en-US']).reduce((sum, text) => sum + countEnglishWords(text), 0),
      chineseCharacters: strings(module.content['zh-CN']).reduce((sum, text) => sum + countChineseCharacters(text), 0),
    });
  }
  return stats;
}
