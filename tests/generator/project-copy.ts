// A copy of the real project's manifest, site and decision records in a temporary folder, for
// the tests that run `make page` (generator/page.ts) and the generator on it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageCommand } from '../../generator/page.ts';
import { ROOT } from './project-fs.ts';

const copies: string[] = [];

/** The project's manifest, site, generated clauses and decision records, copied to a temporary folder. */
export function copyProject(prefix = 'make-page-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copies.push(dir);
  for (const folder of ['spec', 'site', 'tests/generated', 'docs/decisions'])
    cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
  return dir;
}

/** Removes every copy made so far (a test file's afterAll). */
export function removeCopies(): void {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** `make page` with these make variables in `dir`: its exit code and what it printed. */
export function makePage(dir: string, variables: Record<string, string>) {
  let out = '';
  let err = '';
  const code = pageCommand(variables, dir, {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

/** A file of the copy, as text. */
export const read = (dir: string, path: string): string => readFileSync(join(dir, path), 'utf8');

/** `file:line:col` of the first occurrence of `text` in the file, found by reading it. */
export function position(dir: string, file: string, text: string): string {
  const lines = read(dir, file).split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  if (line < 0) throw new Error(`${text} is not in ${file}`);
  return `${file}:${line + 1}:${(lines[line] ?? '').indexOf(text) + 1}`;
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
