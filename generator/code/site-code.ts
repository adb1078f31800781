// Reading the site's code, loading ts-morph (and the TypeScript compiler in it, ~0.5 s before it
// reads a line) only in a run that needs it (docs/decisions/033-reading-the-site-code.md):
// - the `Component` export of each page module, in every run that validates (syntax only); the
//   record of earlier readings keeps each module's answer under the stamps of the files it read,
//   so a run whose page modules did not change loads nothing;
// - which content fields each page reads (the type checker over site/src), in `make generate`
//   and `make check`, not in `make dev`; the record keeps the last reading under the stamps of
//   every module of the site, the compiler options and the generated `Content` types.
// `make check` reads afresh and writes no record.
import { createHash } from 'node:crypto';
import type { FileSystem } from '../file-system.ts';
import { GENERATED_DIR, PAGE_CONTENT_DIR, PAGES_DIR, SITE_SOURCE_DIR, TSCONFIG, type VirtualFile } from '../layout.ts';
import type { ComponentExport, ContentReading, UnreadableCode } from './reading.ts';

/** The record of earlier readings, beside the last run's (never committed: node_modules). */
export const CODE_RECORD_FILE = 'node_modules/.cache/spec-generator/site-code.json';
const RECORD_VERSION = 1;

/** Every `.ts`/`.tsx` module of the site, generated modules aside: paths from the project root, sorted. */
export function siteModules(fs: FileSystem): string[] {
  return fs
    .listTree(SITE_SOURCE_DIR)
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !path.startsWith(`${GENERATED_DIR}/`));
}

interface ExportEntry {
  /** The stamp of each file the answer was read from (null: it did not exist). */
  readonly inputs: Readonly<Record<string, string | null>>;
  readonly result: ComponentExport;
}

interface CodeRecord {
  readonly version: number;
  /** The generator that read: another one's answers are not trusted. */
  readonly generator: string;
  /** By page module path. */
  readonly exports: Record<string, ExportEntry>;
  readonly content?: { readonly key: string; readonly reading: ContentReading };
}

function readRecord(fs: FileSystem, generator: string): CodeRecord {
  const empty: CodeRecord = { version: RECORD_VERSION, generator, exports: {} };
  const text = fs.readFile(CODE_RECORD_FILE);
  if (text === undefined) return empty;
  try {
    const record = JSON.parse(text) as Partial<CodeRecord>;
    const valid =
      record.version === RECORD_VERSION &&
      record.generator === generator &&
      typeof record.exports === 'object' &&
      record.exports !== null;
    return valid ? (record as CodeRecord) : empty;
  } catch {
    return empty;
  }
}

const stampOf = (fs: FileSystem, path: string): string | null => fs.stamp(path) ?? null;

export interface ReadOptions {
  /** `make check`: read afresh, trust and write no record. */
  readonly check?: boolean;
  /** A hash of the generator's own code: a new generator never trusts an older one's record. */
  readonly generator: string;
}

/** Page id → whether its module `site/src/pages/<id>.tsx` exports `Component`. */
export async function readPageExports(fs: FileSystem, options: ReadOptions): Promise<Map<string, ComponentExport>> {
  const record = options.check ? undefined : readRecord(fs, options.generator);
  const modules = fs
    .listFiles(PAGES_DIR)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => `${PAGES_DIR}/${name}`);
  const results = new Map<string, ComponentExport>();
  const unread = new Map<string, string>();
  // Each file's stamp as it was when it was read: a file saved meanwhile is read again next time.
  const stamps = new Map<string, string | null>();
  const readFile = (path: string): string | undefined => {
    stamps.set(path, stampOf(fs, path));
    return fs.readFile(path);
  };
  for (const path of modules) {
    const entry = record?.exports[path];
    const current = entry && Object.entries(entry.inputs).every(([input, stamp]) => stampOf(fs, input) === stamp);
    if (entry && current) results.set(path, entry.result);
    else unread.set(path, readFile(path) ?? '');
  }
  if (unread.size > 0) {
    const { readComponentExports } = await import('./read-exports.ts');
    const read = readComponentExports(unread, readFile);
    for (const [path, { result }] of read) results.set(path, result);
    if (record) {
      // The answers of modules that are gone are dropped.
      const present = new Set(modules);
      const kept = Object.fromEntries(Object.entries(record.exports).filter(([path]) => present.has(path)));
      for (const [path, { result, files }] of read) {
        const inputs = Object.fromEntries(files.map((input) => [input, stamps.get(input) ?? null]));
        kept[path] = { inputs, result };
      }
      fs.writeFile(CODE_RECORD_FILE, `${JSON.stringify({ ...record, exports: kept })}\n`);
    }
  }
  return new Map(
    [...results].map(([path, result]) => [path.slice(PAGES_DIR.length + 1, -'.tsx'.length), result] as const),
  );
}

/**
 * The key of a content reading: what it depends on. The stamp of each module of the site, the
 * compiler options, and of the generated modules only the `Content` types (a text edited in the
 * manifest changes none of them, so it does not read the site again).
 */
function contentKey(fs: FileSystem, generated: readonly VirtualFile[], generator: string): string {
  const hash = createHash('sha256').update(`${RECORD_VERSION}\0${generator}\0`);
  hash.update(`${TSCONFIG}\0${fs.readFile(TSCONFIG) ?? ''}\0`);
  for (const path of siteModules(fs)) hash.update(`${path}\0${fs.stamp(path)}\0`);
  for (const file of generated) {
    if (!file.path.startsWith(`${PAGE_CONTENT_DIR}/`)) continue;
    const types = file.content.indexOf('export const content');
    hash.update(`${file.path}\0${types === -1 ? file.content : file.content.slice(0, types)}\0`);
  }
  return hash.digest('hex');
}

/**
 * Which content fields each page reads, or undefined where the site's code cannot be type-checked
 * as the project does: a file system in memory, or no tsconfig.json at the root (a synthetic
 * project of `make bench`, a fixture). A tsconfig.json that is not readable says so, and where.
 */
export async function readContent(
  fs: FileSystem,
  generated: readonly VirtualFile[],
  options: ReadOptions,
): Promise<ContentReading | UnreadableCode | undefined> {
  const root = fs.root;
  if (root === undefined || fs.readFile(TSCONFIG) === undefined) return undefined;
  const record = options.check ? undefined : readRecord(fs, options.generator);
  const key = record ? contentKey(fs, generated, options.generator) : undefined;
  if (record?.content && record.content.key === key) return record.content.reading;
  const [{ CompilerOptionsError, siteProject }, { readContentUse }] = await Promise.all([
    import('./site-project.ts'),
    import('./read-content.ts'),
  ]);
  let reading: ContentReading;
  try {
    reading = readContentUse(siteProject(root, siteModules(fs), generated));
  } catch (error) {
    if (error instanceof CompilerOptionsError) return { unreadable: { message: error.message, at: error.spot } };
    throw error;
  }
  // Keyed by the stamps as they were before the reading: a module saved meanwhile reads again next time.
  if (record && key !== undefined)
    fs.writeFile(
      CODE_RECORD_FILE,
      `${JSON.stringify({ ...readRecord(fs, options.generator), content: { key, reading } })}\n`,
    );
  return reading;
}
