// `make visual-diff CHANGED=<ref>` (decisions 041 and 049): the pages to shoot are exactly those
// the change since the ref touches, found by the change analysis of `make test CHANGED=`
// (harness/change/plan.ts, listing no test: `engines: []`), which builds this checkout's dist/ and
// keeps the ref's build in .cache/change/builds/<tree>/: the run shoots those two, building
// nothing more. The plan is made afresh rather than read from reports/change-plan.json: that file
// names the changed files, not what they held, so it cannot tell whether the working tree is still
// the one it was made for; the analysis costs a few seconds once the two builds exist.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { planChange } from '../../harness/change/plan.ts';
import { buildIn } from './builds.ts';
import { changeId } from './change-part.ts';
import type { ChangeRun } from './run.ts';

/**
 * The change since `ref` in the checkout at `repo`, planned: dist/ built (or, with `siteBuilt`, taken
 * as it is), the ref's build made or found, the pages it touches and those it meant to. Prints what
 * changed, as make test CHANGED= does. Throws when this checkout does not build.
 */
export async function planPages(repo: string, ref: string, siteBuilt: boolean): Promise<ChangeRun> {
  const plan = await planChange(repo, ref, { engines: [] }, async () => {
    if (siteBuilt) {
      if (!existsSync(join(repo, 'dist/index.html')))
        throw new Error(
          `SITE_BUILT=1 but ${repo}/dist/index.html is missing: build the site first, or leave SITE_BUILT out`,
        );
      return true;
    }
    try {
      await buildIn(repo, 'this checkout');
      return true;
    } catch (error) {
      console.error((error as Error).message);
      return false;
    }
  });
  if (plan.impact.everything?.path === 'dist/')
    throw new Error(`CHANGED=${ref}: this checkout's build failed (above): there is nothing to shoot`);
  // What changed and what it touches; the selection lines are make test's.
  for (const line of plan.lines.filter((line) => !line.startsWith('selected:') && !line.startsWith('  tsc')))
    console.log(line);
  const pages = [...plan.impact.inputs.keys()].filter((input) => input.startsWith('page:'));
  if (pages.length > 0 && !plan.baseDist)
    throw new Error(
      `CHANGED=${ref}: the change touches pages, but the analysis kept no build of ${ref} to compare with`,
    );
  return {
    stamp: { ref, commit: plan.impact.change.commit, id: changeId(repo, plan.impact.change) },
    pages,
    expected: [...plan.impact.expected],
    ...(plan.baseDist ? { baseDir: dirname(plan.baseDist) } : {}),
  };
}
