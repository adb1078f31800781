// What the tests of the commands that edit a scratch copy of the project share (`make page`,
// `make move-route`): what a command printed, and the files a refused command must leave as they were.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
