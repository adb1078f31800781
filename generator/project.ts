import { checkContentUse } from './checks/site-code.ts';
import type { ComponentExport } from './code/reading.ts';
import { readContent, readPageExports } from './code/site-code.ts';
import type { FileSystem } from './file-system.ts';
import { hasErrors, type Issue, sortIssues } from './issues.ts';
import { DECISIONS_DIR, PAGES_DIR, SPEC_DIR, type VirtualFile } from './layout.ts';
import { printable } from './load/text.ts';
import { type LoadedManifest, type LoadResult, loadManifest, type ManifestSource } from './load.ts';
import { MANIFEST_FILE_NAMES, type Manifest } from './manifest/schema.ts';
import { generateSchemas } from './schemas.ts';
import { generatorFingerprint, OWNED_FOLDERS, type WriteReport, writeFiles } from './write.ts';

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

/** Decision records: `docs/decisions/NNN-title.md`. */
export function readDecisionFiles(fs: FileSystem): Set<string> {
  return new Set(
    fs
      .listFiles(DECISIONS_DIR)
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${DECISIONS_DIR}/${name}`),
  );
}

export interface RunOptions {
  readonly generate: Generate;
  /** `make check`: write nothing, read the site's code afresh (no record of earlier readings). */
  readonly check?: boolean;
  /**
   * Also read which content fields each page reads (the type checker over site/src, a few
   * seconds when the site's code changed): `make generate` and `make check`, not `make dev`.
   */
  readonly readContent?: boolean;
  /** A hash of the generator's own code (`generatorFingerprint`), when the caller has it already. */
  readonly generator?: string;
}

/** The manifest loaded and checked; with `pageExports`, each page module's `Component` export checked too. */
function load(
  fs: FileSystem,
  sources: readonly ManifestSource[],
  pageExports?: ReadonlyMap<string, ComponentExport>,
): LoadResult {
  return loadManifest(sources, {
    pageModules: readPageModules(fs),
    pageExports,
    decisionFiles: readDecisionFiles(fs),
    specDir: SPEC_DIR,
  });
}

/** The editor schemas (`spec/schema/*.schema.json`) for the manifest's languages, as `make generate` writes them. */
export function editorSchemas(fs: FileSystem): VirtualFile[] {
  return generateSchemas(SPEC_DIR, load(fs, readSources(fs)).locales);
}

/** Everything `make generate` (or, with `check`, `make check`) does, on any file system. */
export async function run(fs: FileSystem, options: RunOptions): Promise<RunResult> {
  const sources = readSources(fs);
  const texts = new Map(sources.map((source) => [source.file, printable(source.text)]));
  const reading = { check: options.check, generator: options.generator ?? generatorFingerprint() };
  const result = load(fs, sources, await readPageExports(fs, reading));
  const schemas = generateSchemas(SPEC_DIR, result.locales);
  if (!result.ok) {
    // Editors still get current schemas while the manifest is being fixed.
    if (!options.check) writeFiles(schemas, { fs, owned: [] });
    return { issues: result.issues, texts: withCode(fs, texts, result.issues) };
  }
  const generated = await options.generate(result.value.manifest);
  let warnings = result.warnings;
  const pages = result.value.sources.get('pages.yaml');
  const content = options.readContent ? await readContent(fs, generated, reading) : undefined;
  if (content && pages) {
    const found = checkContentUse(content, result.value.manifest.pages, pages);
    const issues = sortIssues([...warnings, ...found]);
    if (hasErrors(found)) {
      if (!options.check) writeFiles(schemas, { fs, owned: [] });
      return { issues, texts: withCode(fs, texts, issues) };
    }
    warnings = issues;
  }
  const files: VirtualFile[] = [...generated, ...schemas];
  const report = writeFiles(files, { fs, owned: OWNED_FOLDERS, check: options.check });
  return { issues: warnings, texts: withCode(fs, texts, warnings), report, loaded: result.value, files };
}

/** The manifest's texts, and the text of each module of the site an issue points into, for code frames. */
function withCode(fs: FileSystem, texts: Map<string, string>, issues: readonly Issue[]): Map<string, string> {
  for (const issue of issues) {
    if (texts.has(issue.file)) continue;
    const text = fs.readFile(issue.file);
    if (text !== undefined) texts.set(issue.file, printable(text));
  }
  return texts;
}
