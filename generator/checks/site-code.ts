// The manifest's page content against what the site's code reads of it (generator/code/): a
// field a page reads that the manifest lacks (an error, at the read, naming where the field
// belongs), content no page reads (a warning, at the field, naming where the page imports its
// content). Each message gives the other position, so both are in one line.
import type { ContentReading, Spot, UnreadableCode } from '../code/reading.ts';
import { type Issue, makeIssue } from '../issues.ts';
import { PAGES_DIR } from '../layout.ts';
import type { PagesFile } from '../manifest/schema.ts';
import { type DataPath, formatPath, locate, type ParsedSource } from '../positions.ts';

/** The fields every page has, outside its `content`, read by the generator itself too. */
const OWN_FIELDS = ['title', 'description'];

const where = (spot: { file: string; line: number; column: number }): string =>
  `${spot.file}:${spot.line}:${spot.column}`;

export function checkContentUse(
  reading: ContentReading | UnreadableCode,
  pages: PagesFile,
  source: ParsedSource,
): Issue[] {
  if ('unreadable' in reading) {
    const { message, at } = reading.unreadable;
    return [makeIssue('compiler-options-unreadable', { detail: message }, { ...at, path: '' })];
  }
  const issues: Issue[] = [];
  const inManifest = (path: DataPath, anchor: 'value' | 'key' = 'value') => ({
    file: source.file,
    ...locate(source, path, anchor),
    path: formatPath(path),
  });
  const inCode = (spot: Spot, path: DataPath) => ({ ...spot, path: formatPath(path) });

  for (const [page, declared] of Object.entries(pages.pages)) {
    const content = Object.keys(declared.content ?? {});
    const use = reading.pages[page];
    if (!use) {
      if (content.length > 0)
        issues.push(
          makeIssue(
            'content-not-imported',
            { page, count: content.length, module: `${PAGES_DIR}/${page}.tsx` },
            inManifest(['pages', page, 'content'], 'key'),
          ),
        );
      continue;
    }
    const fields = [...OWN_FIELDS, ...content];
    const holder: DataPath = declared.content ? ['pages', page, 'content'] : ['pages', page];
    for (const [field, spot] of Object.entries(use.reads)) {
      if (fields.includes(field)) continue;
      const { line, column } = locate(source, holder, 'key');
      issues.push(
        makeIssue(
          'content-field-missing',
          { page, field, holder: `${source.file}:${line}:${column}`, fields },
          inCode(spot, ['pages', page, 'content', field]),
        ),
      );
    }
    if (use.readsAll) continue;
    for (const field of content) {
      if (field in use.reads) continue;
      issues.push(
        makeIssue(
          'content-field-unread',
          { page, field, taken: where(use.taken) },
          inManifest(['pages', page, 'content', field], 'key'),
        ),
      );
    }
  }
  return issues;
}
