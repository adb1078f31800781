import type { FileSystem } from './file-system.ts';
import type { Issue } from './issues.ts';
import { DECISIONS_DIR, PAGES_DIR, SPEC_DIR, type VirtualFile } from './layout.ts';
import { printable } from './load/text.ts';
import { type LoadedManifest, type LoadResult, loadManifest, type ManifestSource } from './load.ts';
import { MANIFEST_FILE_NAMES, type Manifest } from './manifest/schema.ts';
import { generateSchemas } from './schemas.ts';
import { OWNED_FOLDERS, type WriteReport, writeFiles } from './write.ts';

export { OWNED_FOLDERS };

/** The pure core `generate` (a parameter, so that tests can stand in for it). */
export type Generate = (manifest: Manifest) => VirtualFile[] | Promise<VirtualFile[]>;

export interface RunResult {
  /** Errors and warnings, sorted. */
  readonly issues: readonly Issue[];
  /** Source text by file, for code frames. */
  readonly texts: ReadonlyMap<string, string>;
  /** Undefined when the manifest has errors. */
  readonly report?: WriteReport;
  readonly loaded?: LoadedManifest;
  /** Every file the run produced (the generated modules and the schemas); undefined with errors. */
  readonly files?: readonly VirtualFile[];
}

export function readSources(fs: FileSystem): ManifestSource[] {
  return MANIFEST_FILE_NAMES.flatMap((name) => {
    const file = `${SPEC_DIR}/${name}`;
    const text = fs.readFile(file);
    if (text !== undefined) return [{ file, text }];
    return fs.isDirectory(file) ? [{ file, text: '', isDirectory: true }] : [];
  });
}

/** Page ids with a module in the site: `site/src/pages/<id>.tsx`. */
export function readPageModules(fs: FileSystem): Set<string> {
  return new Set(
    fs
      .listFiles(PAGES_DIR)
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => name.slice(0, -'.tsx'.length)),
  );
}

const EXPORTS_COMPONENT =
  /\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+Component\b|\bexport\s*\{[^}]*\bComponent\b[^}]*\}/;

/** Page ids whose module does not export `Component`, the name the router loads. */
export function readPagesWithoutComponent(fs: FileSystem): Set<string> {
  return new Set(
    [...readPageModules(fs)].filter((page) => !EXPORTS_COMPONENT.test(fs.readFile(`${PAGES_DIR}/${page}.tsx`) ?? '')),
  );
}

/** Decision records: `docs/decisions/NNN-title.md`. */
export function readDecisionFiles(fs: FileSystem): Set<string> {
  return new Set(
    fs
      .listFiles(DECISIONS_DIR)
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${DECISIONS_DIR}/${name}`),
  );
}

function load(fs: FileSystem, sources: readonly ManifestSource[]): LoadResult {
  return loadManifest(sources, {
    pageModules: readPageModules(fs),
    pagesWithoutComponent: readPagesWithoutComponent(fs),
    decisionFiles: readDecisionFiles(fs),
    specDir: SPEC_DIR,
  });
}

/** The editor schemas (`spec/schema/*.schema.json`) for the manifest's languages, as `make generate` writes them. */
export function editorSchemas(fs: FileSystem): VirtualFile[] {
  return generateSchemas(SPEC_DIR, load(fs, readSources(fs)).locales);
}

/** Everything `make generate` (or, with `check`, `make check`) does, on any file system. */
export async function run(fs: FileSystem, options: { generate: Generate; check?: boolean }): Promise<RunResult> {
  const sources = readSources(fs);
  const texts = new Map(sources.map((source) => [source.file, printable(source.text)]));
  const result = load(fs, sources);
  const schemas = generateSchemas(SPEC_DIR, result.locales);
  if (!result.ok) {
    // Editors still get current schemas while the manifest is being fixed.
    if (!options.check) writeFiles(schemas, { fs, owned: [] });
    return { issues: result.issues, texts };
  }
  const files: VirtualFile[] = [...(await options.generate(result.value.manifest)), ...schemas];
  const report = writeFiles(files, { fs, owned: OWNED_FOLDERS, check: options.check });
  return { issues: result.warnings, texts, report, loaded: result.value, files };
}
