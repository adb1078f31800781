// What a change is, as git sees it: the files that differ between a ref and the working tree
// (committed, staged, unstaged and untracked alike), and any file's text at the ref.
import { execFileSync } from 'node:child_process';

function git(root: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface ChangedFile {
  /** POSIX path relative to the repository's root; for a rename, the new path. */
  readonly path: string;
  readonly status: 'added' | 'modified' | 'deleted' | 'renamed';
  /** For a rename, the path at the ref. */
  readonly from?: string;
}

export interface Change {
  /** The ref as given (`main`, `HEAD`, a commit). */
  readonly ref: string;
  /** The commit it names. */
  readonly commit: string;
  /** Its tree: two refs with one tree are one base (the build kept for it serves both). */
  readonly tree: string;
  readonly files: readonly ChangedFile[];
}

/** The commit `ref` names; throws a sentence a person can act on when it names none. */
export function commitOf(root: string, ref: string): string {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(
      `CHANGED=${ref}: no such commit, branch or tag in this repository (CHANGED=HEAD is the uncommitted change, CHANGED=main everything since main)`,
    );
  }
}

/**
 * The files that differ between `ref` and the working tree: `git diff` against the ref (what is
 * committed since, staged or not) with renames found, and every untracked file git does not ignore.
 */
export function changeSince(root: string, ref: string): Change {
  const commit = commitOf(root, ref);
  const tree = git(root, ['rev-parse', `${commit}^{tree}`]).trim();
  const files: ChangedFile[] = [];
  const fields = git(root, ['diff', '--name-status', '-z', '--find-renames', commit, '--']).split('\0');
  for (let index = 0; index < fields.length - 1; ) {
    const status = fields[index++] ?? '';
    if (status.startsWith('R')) {
      const from = fields[index++] ?? '';
      const path = fields[index++] ?? '';
      files.push({ path, status: 'renamed', from });
    } else {
      const path = fields[index++] ?? '';
      files.push({ path, status: status === 'A' ? 'added' : status === 'D' ? 'deleted' : 'modified' });
    }
  }
  for (const path of git(root, ['ls-files', '--others', '--exclude-standard', '-z']).split('\0'))
    if (path) files.push({ path, status: 'added' });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ref, commit, tree, files };
}

/** The text of `path` at `commit`, or undefined where the commit has no such file. */
export function textAt(root: string, commit: string, path: string): string | undefined {
  try {
    return git(root, ['show', `${commit}:${path}`]);
  } catch {
    return undefined;
  }
}
