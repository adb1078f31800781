import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryFileSystem } from '../../generator/file-system.ts';
import { DECISIONS_DIR, PAGES_DIR, SPEC_DIR } from '../../generator/layout.ts';
import { OWNED_FOLDERS } from '../../generator/write.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The real project's manifest, page modules and committed output, copied into memory. */
export function projectFileSystem() {
  const files: Record<string, string> = {};
  // The manifest, the inputs `run` reads beside it, and every folder the generator writes.
  for (const dir of [SPEC_DIR, PAGES_DIR, DECISIONS_DIR, ...OWNED_FOLDERS.map((folder) => folder.dir)]) {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.isFile()) files[`${dir}/${entry.name}`] = readFileSync(join(ROOT, dir, entry.name), 'utf8');
    }
  }
  return memoryFileSystem(files);
}
