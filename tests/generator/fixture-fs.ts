import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryFileSystem } from '../../generator/file-system.ts';
import { DECISIONS_DIR, PAGES_DIR, SPEC_DIR } from '../../generator/layout.ts';

export const FIXTURES = join(import.meta.dirname, 'fixtures');

function readList(path: string): string[] | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : undefined;
}

/**
 * A fixture case as an in-memory project: the `_base` manifest, overridden file by file by the
 * case's `spec/`, minus the files in its `remove.txt`; the page modules named in `pages.txt`;
 * the decision records of `_base/docs/decisions`.
 */
export function fixtureFileSystem(name: string) {
  const base = join(FIXTURES, '_base');
  const dir = join(FIXTURES, name);
  const files: Record<string, string> = {};
  for (const folder of [join(base, 'spec'), join(dir, 'spec')]) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) files[`${SPEC_DIR}/${file}`] = readFileSync(join(folder, file), 'utf8');
  }
  for (const file of readList(join(dir, 'remove.txt')) ?? []) delete files[`${SPEC_DIR}/${file}`];
  const pages = readList(join(dir, 'pages.txt')) ?? readList(join(base, 'pages.txt')) ?? [];
  for (const page of pages) files[`${PAGES_DIR}/${page}.tsx`] = 'export function Component() { return null; }\n';
  const decisions = join(base, DECISIONS_DIR);
  for (const file of readdirSync(decisions))
    files[`${DECISIONS_DIR}/${file}`] = readFileSync(join(decisions, file), 'utf8');
  return memoryFileSystem(files);
}

export function fixtureCases(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => !name.startsWith('_'))
    .sort();
}
