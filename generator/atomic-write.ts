// The files of a command that edits the project (`make page`, `make move-route`, `make remove-page`)
// written all or none: each beside its target first, then all renamed into place, the replaced
// ones restored when a step fails.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { nodeFileSystem } from './file-system.ts';
import { formatCommandFailure } from './format.ts';

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

/** `applyPlan`, saying why when it fails (on `err`): true when every file was written. */
export function writePlan(
  root: string,
  files: readonly PlannedFile[],
  command: string,
  what: string,
  io: { err(text: string): void },
): boolean {
  try {
    applyPlan(root, files, what);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    io.err(formatCommandFailure(command, 'edit-write-failed', { detail }));
    return false;
  }
}
