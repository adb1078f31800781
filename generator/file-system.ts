import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/** The file operations the generator needs, on POSIX paths relative to the project root. */
export interface FileSystem {
  readFile(path: string): string | undefined;
  writeFile(path: string, content: string): void;
  /** File names (not paths) directly inside `dir`; empty when it does not exist. */
  listFiles(dir: string): string[];
  /** Paths (from the project root) of every file under `dir`, at any depth, sorted; empty when it does not exist. */
  listTree(dir: string): string[];
  removeFile(path: string): void;
  /**
   * A value that changes whenever the file's content does, cheaper than reading it (on disk its
   * size and modification time); undefined when there is no such file.
   */
  stamp(path: string): string | undefined;
  /** Whether a folder (empty or not) stands at `path`. */
  isDirectory(path: string): boolean;
  /**
   * The project's folder on disk, for what must read the disk itself (the type checker reading
   * the site's code, with its packages' types); undefined for a file system in memory.
   */
  readonly root?: string;
}

export function nodeFileSystem(root: string): FileSystem {
  return {
    root,
    readFile(path) {
      try {
        return readFileSync(join(root, path), 'utf8');
        // Stryker disable next-line BlockStatement: equivalent, an empty catch block returns undefined too
      } catch {
        return undefined;
      }
    },
    writeFile(path, content) {
      // The folder is made only when the write finds it missing: one system call per file, not two.
      try {
        writeFileSync(join(root, path), content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), content);
      }
    },
    listFiles(dir) {
      try {
        return readdirSync(join(root, dir), { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
          .sort();
      } catch {
        return [];
      }
    },
    listTree(dir) {
      const base = join(root, dir);
      try {
        return readdirSync(base, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `${dir}${entry.parentPath.slice(base.length).split(sep).join('/')}/${entry.name}`)
          .sort();
      } catch {
        return [];
      }
    },
    removeFile(path) {
      rmSync(join(root, path), { force: true });
    },
    stamp(path) {
      const stats = statSync(join(root, path), { bigint: true, throwIfNoEntry: false });
      return stats?.isFile() ? `${stats.size}:${stats.mtimeNs}` : undefined;
    },
    isDirectory(path) {
      return statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory() === true;
    },
  };
}

/** An in-memory file system for tests: a map from path to content. */
export function memoryFileSystem(initial: Record<string, string> = {}): FileSystem & { files: Map<string, string> } {
  const files = new Map(Object.entries(initial));
  return {
    files,
    readFile: (path) => files.get(path),
    writeFile: (path, content) => {
      files.set(path, content);
    },
    listFiles: (dir) =>
      [...files.keys()]
        .filter((path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/'))
        .map((path) => path.slice(dir.length + 1))
        .sort(),
    listTree: (dir) => [...files.keys()].filter((path) => path.startsWith(`${dir}/`)).sort(),
    removeFile: (path) => {
      files.delete(path);
    },
    stamp: (path) => files.get(path),
    // A map of files holds no empty folder: a folder is there when a file is under it.
    isDirectory: (path) => [...files.keys()].some((file) => file.startsWith(`${path}/`)),
  };
}
