// What the tests of the commands that edit a scratch copy of the project share (`make page`,
// `make move-route`, `make remove-page`, the draft checks): running make page and make remove-page,
// what a command printed, positions in a copy's files, and the files a refused command must leave
// as they were.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageCommand } from '../../generator/page.ts';
import { removePageCommand } from '../../generator/remove-page.ts';
import { BUILDABLE_COPY, PROJECT_COPY } from '../../harness/change/vitest-reads.ts';
import { ROOT } from './project-fs.ts';

const copies: string[] = [];

/** These files and folders of the project (`items`), copied to a temporary folder named `prefix…`; removeCopies takes them away. */
export function copyFolders(prefix: string, items: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copies.push(dir);
  for (const item of items) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  return dir;
}

/** A declared path of harness/change/vitest-reads.ts (a folder ends in `/`) as the item to copy. */
const item = (path: string): string => path.replace(/\/$/, '');

/**
 * The project's manifest, site, generated clauses and decision records (and `more` of its files),
 * copied to a temporary folder named `prefix…`; removeCopies takes them away. The list is the one
 * harness/change/vitest-reads.ts declares the tests that make such a copy to read.
 */
export function copyProject(prefix: string, more: readonly string[] = []): string {
  return copyFolders(prefix, [...PROJECT_COPY.map(item), ...more]);
}

/**
 * What building the site reads, copied to a temporary folder named `prefix…` with the project's
 * node_modules linked (and `more` of its files): the manifest, the site, the build's scripts, the
 * generator, the mock API, nginx's snippet of the security headers (the boot script's hash, which
 * the build checks and the preview sends: decision 042), the generated clauses and the decision
 * records. One list (BUILDABLE_COPY, harness/change/vitest-reads.ts), so that a new input of the
 * build is added once for every test that builds, and for what `make test CHANGED=` runs.
 */
export function copyBuildable(prefix: string, more: readonly string[] = []): string {
  const dir = copyFolders(prefix, [...BUILDABLE_COPY.map(item), ...more]);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Gives the copy `dir` these packages of the project's node_modules (linked, not copied). */
export function linkPackages(dir: string, names: readonly string[]): void {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  for (const name of names) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
}

/**
 * Gives the copy `dir` every package of the project's node_modules (each linked, not copied), for
 * `tsc` over the site; its own `.cache`, so that the generator's records of the copy stay there.
 */
export function linkEveryPackage(dir: string): void {
  linkPackages(
    dir,
    readdirSync(join(ROOT, 'node_modules')).filter((name) => name !== '.cache'),
  );
}

/** Removes every copy made so far (a test file's afterAll). */
export function removeCopies(): void {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A file of a copy, as text. */
export const read = (dir: string, path: string): string => readFileSync(join(dir, path), 'utf8');

/** An `io` for a command, and what the command wrote through it. */
export function capture() {
  const written = { out: '', err: '' };
  return {
    io: {
      out: (text: string) => {
        written.out += text;
      },
      err: (text: string) => {
        written.err += text;
      },
    },
    written,
  };
}

/** Every file under `folders` of `dir`, by path. */
export function snapshot(dir: string, folders: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders)
    for (const entry of readdirSync(join(dir, folder), { withFileTypes: true, recursive: true }))
      if (entry.isFile()) {
        const path = join(entry.parentPath, entry.name);
        files.set(path, readFileSync(path, 'utf8'));
      }
  return files;
}

/** `make page` with these make variables in `dir`: its exit code and what it printed. */
export function makePage(dir: string, variables: Record<string, string>) {
  const { io, written } = capture();
  return { code: pageCommand(variables, dir, io), ...written };
}

/** `make remove-page` with these make variables in `dir`: its exit code and what it printed. */
export async function removePage(dir: string, variables: Record<string, string>) {
  const { io, written } = capture();
  return { code: await removePageCommand(variables, dir, io), ...written };
}

/** `file:line:col` of the first occurrence of `text` in the file, found by reading it. */
export function position(dir: string, file: string, text: string): string {
  const lines = read(dir, file).split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  if (line < 0) throw new Error(`${text} is not in ${file}`);
  return `${file}:${line + 1}:${(lines[line] ?? '').indexOf(text) + 1}`;
}

/** `file:line:col` of the character `skip` characters into the first occurrence of `text` (which may span lines). */
export function positionIn(dir: string, file: string, text: string, skip = 0): string {
  const content = read(dir, file);
  const found = content.indexOf(text);
  if (found < 0) throw new Error(`${text} is not in ${file}`);
  const offset = found + skip;
  const line = content.slice(0, offset).split('\n').length;
  return `${file}:${line}:${offset - content.lastIndexOf('\n', offset - 1)}`;
}

/**
 * The copy's draft texts as written: make page's marks taken off (what a writer does when the
 * words are done), in every file of the manifest.
 */
export function writeTheDrafts(dir: string): void {
  for (const name of readdirSync(join(dir, 'spec')).filter((file) => file.endsWith('.yaml'))) {
    const file = `spec/${name}`;
    writeFileSync(join(dir, file), read(dir, file).replaceAll('DRAFT: ', '').replaceAll('草稿：', ''));
  }
}

/** An English text of a page in a copy, edited as a developer would. */
export interface EditedText {
  /** The English as the manifest says it today. */
  readonly before: string;
  readonly after: string;
}

/**
 * Edits, in the copy at `dir`, the English of the first challenge title of the page `id` in
 * spec/pages.yaml (a one-line `title: { en-US: …, zh-CN: … }`): a text of that page's route alone,
 * whatever the company's manifest says there today, so that a test of a change does not fail when
 * a developer rewrites that sentence.
 */
export function editChallengeTitle(dir: string, id: string): EditedText {
  const path = join(dir, 'spec/pages.yaml');
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(`\n  ${id}:\n`);
  const line = /^(\s+- title: \{ en-US: )([^,{}"\n]+)(, zh-CN: [^}\n]+\})$/m;
  const found = start < 0 ? null : line.exec(text.slice(start));
  if (!found || found.index === undefined)
    throw new Error(`spec/pages.yaml: no one-line challenge title of ${id} to edit; the test needs one`);
  const before = found[2] ?? '';
  const after = `${before} today`;
  const at = start + found.index;
  writeFileSync(path, `${text.slice(0, at)}${found[1]}${after}${found[3]}${text.slice(at + found[0].length)}`);
  return { before, after };
}
