// What counts as an illustration for the page budget (decision 047): the modules whose file name
// says they hold drawings, each in a chunk `art-<folder>-<file>` that the budget counts apart.
// Nothing else: a page, a template, its texts or data are never illustrations.
import { describe, expect, test } from 'vitest';
import { illustrationChunk } from '../../site/server/illustration-chunks';

describe('illustration chunks', () => {
  test('drawings and illustrations modules, each in its own chunk', () => {
    expect(illustrationChunk('/work/site/src/templates/join/drawings.tsx')).toBe('art-join-drawings');
    expect(illustrationChunk('/work/site/src/templates/news/illustrations.tsx')).toBe('art-news-illustrations');
    expect(illustrationChunk('/work/site/src/templates/solution/sector-illustrations.tsx')).toBe(
      'art-solution-sector-illustrations',
    );
    expect(illustrationChunk('C:\\work\\site\\src\\templates\\terminal\\drawings.tsx?v=1')).toBe(
      'art-terminal-drawings',
    );
  });

  test('no other module: pages, templates, generated texts, packages', () => {
    for (const id of [
      '/work/site/src/pages/news-centre.tsx',
      '/work/site/src/templates/news/news-list.tsx',
      '/work/site/src/generated/pages/news-detail.gen.ts',
      '/work/site/src/trial/ocr-samples.tsx',
      '/work/node_modules/some-package/illustrations.js',
      '/work/site/src/templates/news/illustrations.css',
    ])
      expect(illustrationChunk(id), id).toBeUndefined();
  });
});
