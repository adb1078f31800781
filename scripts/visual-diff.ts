// `make visual-diff` (decision 041): screenshots of every route of the site in every language,
// at a phone's width and a desktop's, in each engine the browser suite drives, of two builds, this
// checkout's and AGAINST's (main by default, built fresh in a temporary worktree), compared pixel
// by pixel; reports/visual-diff/index.html shows each changed pair side by side, regions marked,
// most changed first. What a run compares: scripts/visual-diff/options.ts.
//
//   make visual-diff                                   everything against main
//   make visual-diff AGAINST=v1.2 ENGINES=chromium     one engine, against a tag
//   make visual-diff ROUTES=/home,/city WIDTHS=phone   two routes at the phone's width
//   make visual-diff PAGES=/city@en-US,*@zh-CN         exactly these pages
//   make visual-diff CHANGED=main                      exactly the pages the change since main touches,
//                                                      each marked unexpected where the change did not
//                                                      mean to touch it; the visual part of reports/change.md
//
// Exits 0 once the report is written, changed or not (a change is for people to look at), 1 when
// the run could not be made, 2 on an option it cannot use. Every process it started is stopped,
// and the worktree removed, on exit, on failure, on SIGTERM, SIGINT or SIGHUP, and when what
// started it is gone (scripts/processes.ts).
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOnSignals } from './processes.ts';
import { stopAll } from './visual-diff/builds.ts';
import { type ChangeStamp, type refreshChangeReport, VISUAL_FOLDER } from './visual-diff/change-part.ts';
import { type Options, optionsFrom } from './visual-diff/options.ts';
import { formatDuration } from './visual-diff/report.ts';
import { cleanUp, run } from './visual-diff/run.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

process.on('exit', () => {
  stopAll();
  cleanUp();
});
stopOnSignals('make visual-diff', cleanUp);

/** What a CHANGED= run did to the change report, in a line. */
function changeReportLine(stamp: ChangeStamp, report: ReturnType<typeof refreshChangeReport>): string {
  const again = `make test CHANGED=${stamp.ref} writes one, then make visual-diff CHANGED=${stamp.ref} SITE_BUILT=1 adds this part`;
  if (options.out !== join(repo, 'reports', VISUAL_FOLDER))
    return `the change report reads reports/${VISUAL_FOLDER}/: this run (VISUAL_DIFF_DIR) is not added to it`;
  if (!report) return `no change report (reports/change.md) to add it to: ${again}`;
  if (report.stamp.id !== stamp.id)
    return `reports/change.md is of another state of the change (the working tree changed since make test wrote it, or another ref): this part is not added to it; ${again}`;
  return 'added to the change report: reports/change.md, reports/change.html';
}

let options: Options;
try {
  options = optionsFrom(process.env, process.cwd());
} catch (error) {
  console.error(`visual-diff: ${(error as Error).message}`);
  process.exit(2);
}

try {
  const t0 = performance.now();
  // The change analysis is loaded only for a CHANGED= run.
  const change = options.changed
    ? await (await import('./visual-diff/changed.ts')).planPages(repo, options.changed, options.siteBuilt)
    : undefined;
  const { reportFile, summary, changeReport } = await run(options, repo, change);
  console.log(
    `\nvisual-diff: ${summary.changedPages} of ${summary.pages} pages changed (${summary.changedShots} of ${summary.shots} screenshots; ${summary.identicalShots} identical to the last bit)${summary.problemShots > 0 ? `, ${summary.problemShots} did not settle` : ''}${change ? `, ${summary.unexpectedPages} unexpected` : ''}, in ${formatDuration((performance.now() - t0) / 1000)}`,
  );
  console.log(`report: ${relative(process.cwd(), reportFile) || reportFile}`);
  if (change) console.log(changeReportLine(change.stamp, changeReport));
} catch (error) {
  console.error(`visual-diff: ${(error as Error).message}`);
  process.exitCode = 1;
}
