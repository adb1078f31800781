// What the tests of the commands that edit a scratch copy of the project share (`make page`,
// `make move-route`): what a command printed, and the files a refused command must leave as they were.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './project-fs.ts';

const copies: string[] = [];

/**
 * The project's manifest, site, generated clauses and decision records (and `more` of its files),
 * copied to a temporary folder named `prefix…`; removeCopies takes them away.
 */
export function copyProject(prefix: string, more: readonly string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copies.push(dir);
  for (const item of ['spec', 'site', 'tests/generated', 'docs/decisions', ...more])
    cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  return dir;
}

/** Gives the copy `dir` these packages of the project's node_modules (linked, not copied). */
export function linkPackages(dir: string, names: readonly string[]): void {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  for (const name of names) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
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
