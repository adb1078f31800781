import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteModules } from './code/site-code.ts';
import type { FileSystem } from './file-system.ts';
import type { Issue } from './issues.ts';
import {
  DECISIONS_DIR,
  GENERATED_DIR,
  LOCALE_MESSAGES_DIR,
  MESSAGE_BUNDLE_DIR,
  PAGE_CONTENT_DIR,
  PAGES_DIR,
  SEARCH_INDEX_DIR,
  SPEC_DIR,
  TEST_GENERATED_DIR,
  TSCONFIG,
  type VirtualFile,
} from './layout.ts';

/** Folders the generator owns, and which of their files it owns. */
export interface OwnedFolder {
  readonly dir: string;
  readonly suffix: string;
}

export const OWNED_FOLDERS: readonly OwnedFolder[] = [
  { dir: GENERATED_DIR, suffix: '.gen.ts' },
  { dir: PAGE_CONTENT_DIR, suffix: '.gen.ts' },
  { dir: MESSAGE_BUNDLE_DIR, suffix: '.gen.ts' },
  { dir: SEARCH_INDEX_DIR, suffix: '.gen.ts' },
  { dir: LOCALE_MESSAGES_DIR, suffix: '.gen.ts' },
  { dir: TEST_GENERATED_DIR, suffix: '.gen.ts' },
  { dir: `${SPEC_DIR}/schema`, suffix: '.schema.json' },
];

export interface WriteReport {
  /** Files whose content changed (written, or in check mode: would be). */
  readonly changed: string[];
  readonly unchanged: string[];
  /** Owned files that no longer correspond to anything (removed, or in check mode: would be). */
  readonly extra: string[];
}

/**
 * Bring the owned folders in line with `files`. A file whose bytes are unchanged is not touched
 * (so a no-op run writes nothing and file watchers do not loop). With `check`, nothing is written.
 */
export function writeFiles(
  files: readonly VirtualFile[],
  options: { fs: FileSystem; owned: readonly OwnedFolder[]; check?: boolean },
): WriteReport {
  const { fs, check = false } = options;
  // The owned folders are listed first: a file they do not hold is written without trying to read
  // it (after a clean, at 1,000 routes, that is a thousand failed reads saved).
  const listed = options.owned.map((folder) => ({ ...folder, names: fs.listFiles(folder.dir) }));
  const present = new Set(listed.flatMap(({ dir, names }) => names.map((name) => `${dir}/${name}`)));
  const ownedDirs = new Set(listed.map(({ dir }) => dir));
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const file of files) {
    const known = ownedDirs.has(file.path.slice(0, file.path.lastIndexOf('/')));
    if ((!known || present.has(file.path)) && fs.readFile(file.path) === file.content) {
      unchanged.push(file.path);
      continue;
    }
    changed.push(file.path);
    if (!check) fs.writeFile(file.path, file.content);
  }
  const expected = new Set(files.map((file) => file.path));
  const extra: string[] = [];
  for (const { dir, suffix, names } of listed) {
    for (const name of names) {
      const path = `${dir}/${name}`;
      if (!name.endsWith(suffix) || expected.has(path)) continue;
      extra.push(path);
      if (!check) fs.removeFile(path);
    }
  }
  return { changed, unchanged, extra };
}

/*
 * The last run of `make generate`, so that a run with the same inputs and untouched outputs can
 * stop before loading the YAML parser and zod (docs/decisions/026-generator-speed.md). Output is
 * a pure function of the inputs and the generator, so the record is only ever trusted when both
 * hash the same and every owned file still has the bytes that run wrote. `make check` never
 * reads it.
 */

/** Where the record lives, relative to the project root (never committed: node_modules). */
export const LAST_RUN_FILE = 'node_modules/.cache/spec-generator/last-run.json';

export interface LastRun {
  /** The hash of the generator and its inputs (`readInputs`). */
  readonly inputs: string;
  /** The hash of each owned file that run left, by path. */
  readonly outputs: Readonly<Record<string, string>>;
  /** The warnings it reported, shown again when the run is skipped. */
  readonly warnings: readonly Issue[];
}

const RECORD_VERSION = 1;

function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The inputs of a run, hashed with `generator` (a hash of the generator's own code): the name and
 * text of every file directly inside spec/ and of tsconfig.json, and the name and stamp (size and
 * modification time) of every file directly inside site/src/pages/ and docs/decisions/ and of
 * every module of the site (1,000 page modules are cheaper to stat than to read). Also returns the manifest's texts, for code frames. Whatever
 * else `run` (project.ts) comes to read must be hashed here too, or a change to it would be missed.
 */
export function readInputs(fs: FileSystem, generator: string): { hash: string; texts: Map<string, string> } {
  const hash = createHash('sha256').update(`${RECORD_VERSION}\0${generator}\0`);
  const texts = new Map<string, string>();
  for (const name of fs.listFiles(SPEC_DIR)) {
    const path = `${SPEC_DIR}/${name}`;
    const text = fs.readFile(path) ?? '';
    hash.update(`${path}\0${text.length}\0`).update(text);
    texts.set(path, text);
  }
  for (const dir of [PAGES_DIR, DECISIONS_DIR]) {
    for (const name of fs.listFiles(dir)) hash.update(`${dir}/${name}\0${fs.stamp(`${dir}/${name}`)}\0`);
  }
  // The site's code (its `Component` exports and the content it reads, generator/code/) and its
  // compiler options.
  for (const path of siteModules(fs)) {
    // The page modules are hashed above, with every other file of their folder.
    const pageModule = path.startsWith(`${PAGES_DIR}/`) && !path.includes('/', PAGES_DIR.length + 1);
    if (!pageModule) hash.update(`${path}\0${fs.stamp(path)}\0`);
  }
  hash.update(`${TSCONFIG}\0${fs.readFile(TSCONFIG) ?? ''}\0`);
  return { hash: hash.digest('hex'), texts };
}

/**
 * A hash of the generator itself: every source (or bundle) file beside this module, and the
 * versions of the packages it runs on. A change to any of them invalidates the last run.
 */
export function generatorFingerprint(moduleUrl: string = import.meta.url): string {
  const dir = fileURLToPath(new URL('.', moduleUrl));
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|mjs|cjs)$/.test(name))
    .sort();
  for (const name of files) hash.update(`${name}\0`).update(readFileSync(join(dir, name)));
  const require = createRequire(moduleUrl);
  for (const name of ['js-yaml', 'yaml', 'zod', 'ts-morph'])
    hash.update(readFileSync(require.resolve(`${name}/package.json`)));
  return hash.digest('hex');
}

/** Remember a run that wrote `files` (all of its output) for inputs hashed `inputs`. */
export function recordRun(fs: FileSystem, inputs: string, files: readonly VirtualFile[], warnings: readonly Issue[]) {
  const outputs = Object.fromEntries(files.map((file) => [file.path, hashText(file.content)]));
  const record: LastRun & { version: number } = { version: RECORD_VERSION, inputs, outputs, warnings };
  fs.writeFile(LAST_RUN_FILE, `${JSON.stringify(record)}\n`);
}

/**
 * The last run, when it had exactly these inputs and the owned folders hold exactly what it
 * wrote (no file edited, removed or added since); otherwise undefined and the run must happen.
 */
export function repeatedRun(fs: FileSystem, inputs: string): LastRun | undefined {
  const record = readRecord(fs);
  if (record?.inputs !== inputs) return undefined;
  const outputs = new Map(Object.entries(record.outputs));
  let seen = 0;
  for (const { dir, suffix } of OWNED_FOLDERS) {
    for (const name of fs.listFiles(dir)) {
      if (!name.endsWith(suffix)) continue;
      const path = `${dir}/${name}`;
      const text = fs.readFile(path);
      if (text === undefined || outputs.get(path) !== hashText(text)) return undefined;
      seen += 1;
    }
  }
  return seen === outputs.size ? record : undefined;
}

function readRecord(fs: FileSystem): LastRun | undefined {
  const text = fs.readFile(LAST_RUN_FILE);
  if (text === undefined) return undefined;
  try {
    const record = JSON.parse(text) as Partial<LastRun> & { version?: unknown };
    const valid =
      record.version === RECORD_VERSION &&
      typeof record.inputs === 'string' &&
      typeof record.outputs === 'object' &&
      record.outputs !== null &&
      Array.isArray(record.warnings);
    return valid ? (record as LastRun) : undefined;
  } catch {
    return undefined;
  }
}
