// Draft texts (docs/decisions/035-draft-pages.md): `make page` writes every text of a new page as
// a draft, marked "DRAFT: " / "草稿：" (page-templates.ts). A text of the manifest that starts with
// a mark is a draft; a page with one is a draft page. The generator tells the site which pages
// are drafts (drafts.gen.ts: the build gives their static pages `noindex` and leaves them out of
// the sitemap) and leaves them out of the search index; `node generator/bin.mjs drafts` lists
// every draft text at its position and fails while there is one, so a release build refuses them.
import { isMap, isScalar, isSeq } from 'yaml';
import { readPageExports } from './code/site-code.ts';
import type { FileSystem } from './file-system.ts';
import { formatIssues } from './format.ts';
import { SPEC_DIR } from './layout.ts';
import { loadManifest } from './load.ts';
import type { ContentValue, Manifest, Page } from './manifest/schema.ts';
import { DRAFT_MARK } from './page-templates.ts';
import { type DataPath, formatPath, type ParsedSource, positionAtOffset } from './positions.ts';
import { readDecisionFiles, readPageModules, readSources } from './project.ts';
import { generatorFingerprint } from './write.ts';

/** The marks a draft text starts with, in any language ("DRAFT:", "草稿："). */
export const DRAFT_MARKS: readonly string[] = [...new Set(Object.values(DRAFT_MARK).map((mark) => mark.trim()))];

/** Whether a text of the manifest is a draft: it starts with a mark (white space before it ignored). */
export function isDraftText(text: string): boolean {
  const start = text.trimStart();
  return DRAFT_MARKS.some((mark) => start.startsWith(mark));
}

function holdsDraft(value: ContentValue | undefined): boolean {
  if (typeof value === 'string') return isDraftText(value);
  if (Array.isArray(value)) return value.some(holdsDraft);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsDraft);
  return false;
}

/** Whether a page's title, description or content holds a draft text. */
export function isDraftPage(page: Page): boolean {
  return (
    [...Object.values(page.title), ...Object.values(page.description)].some(isDraftText) || holdsDraft(page.content)
  );
}

/** The ids of the draft pages, in the order of pages.yaml. */
export function draftPageIds(manifest: Manifest): string[] {
  return Object.entries(manifest.pages.pages)
    .filter(([, page]) => isDraftPage(page))
    .map(([id]) => id);
}

/** A draft text where it is written. */
export interface DraftText {
  /** POSIX path relative to the project root, e.g. `spec/pages.yaml`. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Where in the file's data, e.g. `pages.smart-port.title.en-US`. */
  readonly path: string;
  readonly text: string;
}

/** Every draft text of the manifest files, in file order and then reading order. */
export function findDraftTexts(sources: Iterable<ParsedSource>): DraftText[] {
  const found: DraftText[] = [];
  for (const source of sources) {
    // Only a file that holds a mark is parsed into a document (the quick reader read the rest).
    if (!DRAFT_MARKS.some((mark) => source.text.includes(mark))) continue;
    const walk = (node: unknown, path: DataPath): void => {
      if (isMap(node)) {
        for (const pair of node.items) walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '?']);
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => {
          walk(item, [...path, index]);
        });
      } else if (isScalar(node) && typeof node.value === 'string' && isDraftText(node.value)) {
        const [start = 0, end = start + 1] = node.range ?? [];
        const { line, column } = positionAtOffset(source, start, end);
        found.push({ file: source.file, line, column, path: formatPath(path), text: node.value });
      }
    };
    walk(source.doc.contents, []);
  }
  return found;
}

/** `spec/pages.yaml:2441:14  pages.smart-port.title.en-US  DRAFT: Smart Port`, one a line, then what to do. */
export function formatDraftTexts(drafts: readonly DraftText[], draftPages: readonly string[]): string {
  if (drafts.length === 0) return 'drafts: no draft text in spec/\n';
  const lines = drafts.map((draft) => `${draft.file}:${draft.line}:${draft.column}  ${draft.path}  ${draft.text}`);
  const byFile = new Map<string, number>();
  for (const draft of drafts) byFile.set(draft.file, (byFile.get(draft.file) ?? 0) + 1);
  const files = [...byFile].map(([file, count]) => `${file} ${count}`).join(', ');
  const pages = draftPages.length > 0 ? `; draft pages: ${draftPages.join(', ')}` : '';
  return [
    ...lines,
    '',
    `drafts: ${drafts.length} draft text${drafts.length === 1 ? '' : 's'} (${files})${pages}`,
    `  hint: write each in its language without its mark (${DRAFT_MARKS.map((mark) => `"${mark}"`).join(', ')}), then \`make generate\`; a release build (npm run build, make release) refuses them (decision 035)`,
    '',
  ].join('\n');
}

/**
 * `node generator/bin.mjs drafts`: the manifest's draft texts at their positions. Exit 0 when there
 * is none, 1 when there is one (or the manifest has errors): the release build runs it first.
 */
export async function draftsCommand(
  fs: FileSystem,
  io: { out(text: string): void; err(text: string): void },
): Promise<number> {
  const sources = readSources(fs);
  const loaded = loadManifest(sources, {
    pageModules: readPageModules(fs),
    pageExports: await readPageExports(fs, { generator: generatorFingerprint() }),
    decisionFiles: readDecisionFiles(fs),
    specDir: SPEC_DIR,
  });
  if (!loaded.ok) {
    io.err(formatIssues(loaded.issues, { texts: new Map(sources.map((source) => [source.file, source.text])) }));
    io.err('drafts: the manifest has errors; fix them first (`make generate` shows them too)\n');
    return 1;
  }
  const drafts = findDraftTexts(loaded.value.sources.values());
  const text = formatDraftTexts(drafts, draftPageIds(loaded.value.manifest));
  if (drafts.length === 0) {
    io.out(text);
    return 0;
  }
  io.err(text);
  return 1;
}
