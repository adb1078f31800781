// What the commands that edit the manifest (`make page`, `make move-route`, `make remove-page`)
// share: the manifest as `make generate` reads it, which must be valid first, and the positions of
// its nodes for their refusals; their refusals, from the error catalogue (generator/issues.ts); the
// edited manifest validated before anything is written; the files written all or none; the
// program of the site's code; and `make generate` run afterwards.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteProject } from './code/site-project.ts';
import { type FileSystem, nodeFileSystem } from './file-system.ts';
import { formatIssues } from './format.ts';
import { type IssueArgs, type IssueCode, issueText } from './issues.ts';
import { SPEC_DIR, TSCONFIG } from './layout.ts';
import { loadManifest, type ManifestSource } from './load.ts';
import type { Manifest, ManifestFileName } from './manifest/schema.ts';
import { type DataPath, locate, type ParsedSource } from './positions.ts';
import { readDecisionFiles, readPageModules, readSources } from './project.ts';

/** A refusal: where (`file:line:col`, or the command for a variable), what, and the fix. */
export interface Problem {
  readonly where: string;
  readonly path: string;
  readonly message: string;
  readonly hint: string;
}

/** The refusal of `code` at `where` (and the data path or variable `path`), its words from the catalogue. */
export function problem<C extends IssueCode>(code: C, args: IssueArgs<C>, where: string, path = ''): Problem {
  return { where, path, ...issueText(code, args) };
}

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

export interface PlannedFile {
  /** POSIX path relative to the project root. */
  readonly path: string;
  /** The file's new content; undefined when the file is removed. */
  readonly content: string | undefined;
  /** The file's content before; undefined for a new file. */
  readonly previous: string | undefined;
}

/** A file written, new or changed (what `make page` and `make move-route` plan). */
export type WrittenFile = PlannedFile & { readonly content: string };

/** The manifest file `source` with the text `text`, its byte-order mark kept, against its content on disk. */
export function editedFile(fs: FileSystem, source: ParsedSource, text: string): WrittenFile {
  const previous = fs.readFile(source.file);
  const bom = previous?.startsWith('\uFEFF') ? '\uFEFF' : '';
  return { path: source.file, content: `${bom}${text}`, previous };
}

/** `spec/routes.yaml:12:7  routes[0].path  …` and its hint, the generator's format; then the count. */
export function formatProblems(problems: readonly Problem[], command: string): string {
  const blocks = problems.map((entry) => {
    const head = [entry.where, entry.path, entry.message].filter((part) => part !== '').join('  ');
    return `${head}\n  hint: ${entry.hint}`;
  });
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${blocks.join('\n\n')}\n\n${command}: ${count}; nothing was written\n`;
}

/** A refused plan as the commands print it: the manifest's errors if any, then the refusals. */
export function formatRefusal(
  plan: { readonly problems: readonly Problem[]; readonly details?: string },
  command: string,
): string {
  return `${plan.details === undefined ? '' : `${plan.details}\n`}${formatProblems(plan.problems, command)}`;
}

/**
 * Write every planned file or none: each is written beside its target first, then all are renamed
 * into place (or removed, for a file the plan removes); if a write, a rename or a removal fails,
 * the files already replaced or removed get their old content back.
 */
export function applyPlan(root: string, files: readonly PlannedFile[], what: string): void {
  const disk = nodeFileSystem(root);
  const staged: { temporary: string | undefined; target: string; file: PlannedFile }[] = [];
  const removeStaged = (): void => {
    for (const { temporary } of staged) if (temporary !== undefined) rmSync(temporary, { force: true });
  };
  try {
    for (const file of files) {
      const target = join(root, file.path);
      const now = disk.readFile(file.path);
      if (now !== file.previous) throw new Error(`${file.path} changed while ${what} was being planned`);
      if (file.content === undefined) {
        staged.push({ temporary: undefined, target, file });
        continue;
      }
      const temporary = `${target}.make-page-${process.pid}.tmp`;
      mkdirSync(dirname(target), { recursive: true });
      staged.push({ temporary, target, file });
      writeFileSync(temporary, file.content);
    }
  } catch (error) {
    removeStaged();
    throw error;
  }
  const done: { target: string; file: PlannedFile }[] = [];
  try {
    for (const { temporary, target, file } of staged) {
      if (temporary === undefined) rmSync(target);
      else renameSync(temporary, target);
      done.push({ target, file });
    }
  } catch (error) {
    for (const { target, file } of done.reverse()) {
      if (file.previous === undefined) rmSync(target, { force: true });
      else writeFileSync(target, file.previous);
    }
    removeStaged();
    throw error;
  }
}

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

/** `applyPlan`, saying why when it fails: true when every file was written. */
export function writePlan(root: string, files: readonly PlannedFile[], command: string, what: string, io: CommandIo) {
  try {
    applyPlan(root, files, what);
    return true;
  } catch (error) {
    io.err(`${command}: ${error instanceof Error ? error.message : String(error)}; nothing was written\n`);
    return false;
  }
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
  const { message, hint } = issueText('edit-generate-failed', { done });
  io.err(`${command}: ${message}; ${hint}\n`);
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
