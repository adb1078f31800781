// The build of the ref a change is compared with: made once per tree in a temporary worktree of
// that commit, by that commit's own build steps (as make visual-diff builds AGAINST, decision 041),
// and kept in .cache/change/builds/<tree>/ with the two manifest files that say its routes and
// languages. A second run against the same ref reads it from there.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { addWorktree, buildIn } from '../../scripts/visual-diff/builds.ts';
import { type BuildOutputs, readBuild } from './build-outputs.ts';
import type { Change } from './git.ts';

/** Where builds are kept: CHANGE_CACHE (make mutants shares one across its scratch copies), else .cache/change. */
export function cacheDir(root: string): string {
  return process.env.CHANGE_CACHE ?? join(root, '.cache/change');
}

/** The outputs of the build of `change`'s ref, built first if no build of its tree is kept. */
export async function baseBuild(root: string, change: Change): Promise<{ outputs: BuildOutputs; dir: string }> {
  const dir = join(cacheDir(root), 'builds', change.tree);
  if (!existsSync(join(dir, 'dist/.vite/manifest.json'))) {
    const worktree = addWorktree(root, change.commit);
    try {
      await buildIn(worktree.dir, `${change.ref} (${change.commit.slice(0, 7)}), to compare with`);
      const made = `${dir}.partial`;
      rmSync(made, { recursive: true, force: true });
      mkdirSync(join(made, 'spec'), { recursive: true });
      cpSync(join(worktree.dir, 'dist'), join(made, 'dist'), {
        recursive: true,
        filter: (source) => !source.endsWith('.gz'),
      });
      for (const name of ['routes.yaml', 'app.yaml'])
        cpSync(join(worktree.dir, 'spec', name), join(made, 'spec', name));
      rmSync(dir, { recursive: true, force: true });
      renameSync(made, dir);
    } finally {
      worktree.remove();
    }
  }
  return { outputs: readBuild(dir, join(dir, 'dist')), dir };
}
