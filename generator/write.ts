import type { FileSystem } from './file-system.ts';
import type { VirtualFile } from './layout.ts';

/** Folders the generator owns, and which of their files it owns. */
export interface OwnedFolder {
  readonly dir: string;
  readonly suffix: string;
}

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
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const file of files) {
    if (fs.readFile(file.path) === file.content) {
      unchanged.push(file.path);
      continue;
    }
    changed.push(file.path);
    if (!check) fs.writeFile(file.path, file.content);
  }
  const expected = new Set(files.map((file) => file.path));
  const extra: string[] = [];
  for (const { dir, suffix } of options.owned) {
    for (const name of fs.listFiles(dir)) {
      const path = `${dir}/${name}`;
      if (!name.endsWith(suffix) || expected.has(path)) continue;
      extra.push(path);
      if (!check) fs.removeFile(path);
    }
  }
  return { changed, unchanged, extra };
}
