// What the commands that edit the manifest (`make page`, `make move-route`, `make remove-page`)
// share: the manifest as `make generate` reads it, which must be valid first, and the positions of
// its nodes for their refusals, whose words are the error catalogue's (generator/issues.ts); the
// edited manifest validated before anything is written; the program of the site's code; and `make
// generate` run afterwards. The files are written all or none by generator/atomic-write.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WrittenFile } from './atomic-write.ts';
import type { SiteProject } from './code/site-project.ts';
import type { FileSystem } from './file-system.ts';
import { formatCommandFailure, formatIssues } from './format.ts';
import { type Problem, problem } from './issues.ts';
import { SPEC_DIR, TSCONFIG } from './layout.ts';
import { loadManifest, type ManifestSource } from './load.ts';
import type { Manifest, ManifestFileName } from './manifest/schema.ts';
import { type DataPath, locate, type ParsedSource } from './positions.ts';
import { readDecisionFiles, readPageModules, readSources } from './project.ts';

/** One place a command names in its report: `spec/routes.yaml:25:11  routes[10].path`. */
export interface Listed {
  readonly where: string;
  readonly what: string;
}

/** A make variable as given: unset or blank is absent. */
export const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export type ManifestForEdit =
  | {
      readonly ok: true;
      readonly manifest: Manifest;
      readonly sources: readonly ManifestSource[];
      readonly pageModules: ReadonlySet<string>;
      readonly decisionFiles: ReadonlySet<string>;
      /** A manifest file as parsed, for its text and the positions of its nodes. */
      source(name: ManifestFileName): ParsedSource;
      /** `spec/routes.yaml:12:7`: where the node at `path` is. */
      at(source: ParsedSource, path: DataPath, anchor?: 'value' | 'key'): string;
    }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly details: string };

/**
 * The manifest of `fs`, or, when it has errors, a refusal: `problems` found so far, then one
 * saying `command` cannot `action` before they are fixed, and the errors themselves (`details`).
 */
export function manifestForEdit(
  fs: FileSystem,
  command: string,
  action: string,
  problems: readonly Problem[],
): ManifestForEdit {
  const sources = readSources(fs);
  const pageModules = readPageModules(fs);
  const decisionFiles = readDecisionFiles(fs);
  const loaded = loadManifest(sources, { pageModules, decisionFiles, specDir: SPEC_DIR });
  if (!loaded.ok)
    return {
      ok: false,
      problems: [...problems, problem('edit-manifest-invalid', { action }, command, `${SPEC_DIR}/`)],
      details: formatIssues(loaded.issues, { texts: new Map(sources.map((source) => [source.file, source.text])) }),
    };
  return {
    ok: true,
    manifest: loaded.value.manifest,
    sources,
    pageModules,
    decisionFiles,
    source(name) {
      const source = loaded.value.sources.get(name);
      if (!source) throw new Error(`${name} was loaded but not kept`);
      return source;
    },
    at(source, path, anchor = 'value') {
      const { line, column } = locate(source, path, anchor);
      return `${source.file}:${line}:${column}`;
    },
  };
}

/**
 * The manifest with `edited` texts in place of its files' must load as `make generate` loads it,
 * with `pageModules` the page modules there will be; otherwise the command has a bug, and refuses
 * with the errors it would leave (`what`: "the page", "the move"; `byHand`: the way round it).
 */
export function validateEdit(
  before: Extract<ManifestForEdit, { ok: true }>,
  edited: ReadonlyMap<string, string>,
  pageModules: ReadonlySet<string>,
  refusal: { command: string; what: string; byHand: string },
): { readonly problems: readonly Problem[]; readonly details: string } | undefined {
  const after = before.sources.map((source) => ({ file: source.file, text: edited.get(source.file) ?? source.text }));
  const check = loadManifest(after, { pageModules, decisionFiles: before.decisionFiles, specDir: SPEC_DIR });
  if (check.ok) return undefined;
  return {
    problems: [problem('edit-result-invalid', refusal, refusal.command, `${SPEC_DIR}/`)],
    details: formatIssues(check.issues, { texts: new Map(after.map((source) => [source.file, source.text])) }),
  };
}

/** The manifest file `source` with the text `text`, its byte-order mark kept, against its content on disk. */
export function editedFile(fs: FileSystem, source: ParsedSource, text: string): WrittenFile {
  const previous = fs.readFile(source.file);
  const bom = previous?.startsWith('\uFEFF') ? '\uFEFF' : '';
  return { path: source.file, content: `${bom}${text}`, previous };
}

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

/**
 * `make generate` on `root`, by the generator's own process, its report passed on; when it fails,
 * says that `done` (what the command did) stands and what to do. True when it succeeded.
 */
export function regenerate(root: string, io: CommandIo, command: string, done: string): boolean {
  const bin = fileURLToPath(new URL('./bin.mjs', import.meta.url));
  const generated = spawnSync(process.execPath, [bin, 'generate', '--root', root], { encoding: 'utf8' });
  io.out(generated.stdout);
  io.err(generated.stderr);
  if (generated.status === 0) return true;
  io.err(formatCommandFailure(command, 'edit-generate-failed', { done }));
  return false;
}

/**
 * The program of the site's code (`modules`, with the generated modules of `manifest`) for the
 * type checker; undefined where there is no site on disk to read (a file system in memory, no
 * tsconfig.json); a refusal when the compiler options cannot be read (`then`: what to do after).
 */
export async function siteProgram(
  fs: FileSystem,
  manifest: Manifest,
  modules: readonly string[],
  then: string,
): Promise<SiteProject | Problem | undefined> {
  const root = fs.root;
  if (root === undefined || fs.readFile(TSCONFIG) === undefined) return undefined;
  const [{ CompilerOptionsError, siteProject }, { generate }] = await Promise.all([
    import('./code/site-project.ts'),
    import('./generate.ts'),
  ]);
  try {
    return siteProject(root, modules, generate(manifest));
  } catch (error) {
    if (!(error instanceof CompilerOptionsError)) throw error;
    const { file, line, column } = error.spot;
    return problem('compiler-options-unreadable', { detail: error.message, then }, `${file}:${line}:${column}`);
  }
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every place of `texts` (file → text) that names `path` as a whole path (not `/jobs` for `/job`),
 * with its line: what a command lists, unchanged, for a person to judge.
 */
export function mentionsOf(texts: Iterable<readonly [string, string]>, path: string): Listed[] {
  const mention = new RegExp(`(?<![A-Za-z0-9_/-])${escaped(path)}(?![A-Za-z0-9_-])`, 'g');
  const found: Listed[] = [];
  for (const [file, text] of texts)
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(mention))
        found.push({ where: `${file}:${index + 1}:${(match.index ?? 0) + 1}`, what: line.trim() });
    });
  return found;
}
