// `make visual-diff` end to end (decision 041), on a tiny scope: the script itself, in a scratch
// copy of the project, builds the copy's site as `make start` does, serves it and the build it is
// compared with by `vite preview`, shoots /home in every language of the manifest (the
// specification's two and any added since) at the desktop width in Chromium, compares and writes
// its report. The same build twice changes no pixel; the same build
// with one rule added to its style sheet changes the page, and the report shows where.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Summary } from '../../scripts/visual-diff/report.ts';
import { languagesOf } from './new-language.ts';
import { ROOT } from './project-fs.ts';
import { copyBuildable, removeCopies } from './scratch.ts';

/** What the run wrote beside its report (summary.json). */
type Written = Omit<Summary, 'sorted'> & { results: Summary['sorted'] };

describe('make visual-diff on /home, desktop, Chromium', () => {
  let dir = '';
  /** The copy's languages: a page is a route in a language, so /home is as many pages. */
  let languages: string[] = [];
  // A copy of what the build reads: seconds on a busy machine, more than vitest's 10 s for a hook.
  beforeAll(() => {
    dir = copyBuildable('visual-diff-run-', ['tests/engines.ts', 'tests/webkit', 'tests/oracle']);
    languages = languagesOf(dir);
  }, 60_000);
  afterAll(removeCopies);

  /** Runs the script in the copy with `env` on the tiny scope; its exit code, its output and what it wrote. */
  function visualDiff(env: Record<string, string>) {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/visual-diff.ts'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 480_000,
      env: {
        ...process.env,
        ROUTES: '/home',
        ENGINES: 'chromium',
        WIDTHS: 'desktop',
        LOCALES: '',
        AGAINST: '',
        VISUAL_DIFF_DIR: '',
        SITE_BUILT: '',
        ...env,
      },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const report = join(dir, 'reports/visual-diff');
    const written = existsSync(join(report, 'summary.json'))
      ? (JSON.parse(readFileSync(join(report, 'summary.json'), 'utf8')) as Written)
      : undefined;
    const page = existsSync(join(report, 'index.html')) ? readFileSync(join(report, 'index.html'), 'utf8') : '';
    return { status: run.status, output, written, page, report };
  }

  test('the same build twice: no pixel changed', { timeout: 600_000 }, () => {
    // Builds the copy (generate, vite build, prerender, compress), then compares its dist/ with itself.
    const run = visualDiff({ AGAINST_DIST: 'dist' });
    expect(run.status, run.output).toBe(0);
    const pages = languages.length;
    expect(run.output).toContain(`visual-diff: 0 of ${pages} pages changed (0 of ${pages} screenshots;`);
    expect(run.written).toMatchObject({ shots: pages, changedShots: 0, pages, changedPages: 0, problemShots: 0 });
    expect(run.written?.results).toHaveLength(pages);
    for (const result of run.written?.results ?? []) {
      expect(result).toMatchObject({ engine: 'chromium', width: 'desktop', pixels: 1280, route: '/home' });
      expect(result.changedPixels).toBe(0);
      // The page is all there: its lower sections and the footer under them, far below the first screen.
      expect(result.afterSize.height).toBeGreaterThan(1500);
      expect(existsSync(join(run.report, result.after))).toBe(true);
    }
    expect(run.page).toContain(`No page changed: ${pages} pages, ${pages} screenshots compared pair by pair`);
  });

  test('one rule added to the style sheet: every language changed, where the headings are', {
    timeout: 600_000,
  }, () => {
    const changed = join(dir, 'dist-changed');
    rmSync(changed, { recursive: true, force: true });
    cpSync(join(dir, 'dist'), changed, { recursive: true });
    const sheet = /<link rel="stylesheet"[^>]*href="\/(assets\/index-[\w-]+\.css)"/.exec(
      readFileSync(join(changed, 'index.html'), 'utf8'),
    )?.[1];
    expect(sheet).toBeDefined();
    writeFileSync(
      join(changed, `${sheet}`),
      `${readFileSync(join(changed, `${sheet}`), 'utf8')}\nh1 { color: rgb(200, 0, 0) !important; }\n`,
    );
    rmSync(join(changed, `${sheet}.gz`), { force: true });
    const run = visualDiff({ SITE_BUILT: '1', AGAINST_DIST: 'dist-changed' });
    expect(run.status, run.output).toBe(0);
    const pages = languages.length;
    expect(run.output).toContain(`visual-diff: ${pages} of ${pages} pages changed (${pages} of ${pages} screenshots;`);
    expect(run.written).toMatchObject({ shots: pages, changedShots: pages, changedPages: pages });
    expect(run.written?.results).toHaveLength(pages);
    for (const result of run.written?.results ?? []) {
      expect(result.changedPixels).toBeGreaterThan(0);
      // The main heading is in the first screen; nothing below it moved.
      expect(result.regions.length).toBeGreaterThan(0);
      for (const region of result.regions) expect(region.y + region.height).toBeLessThan(400);
      expect(result.diff && existsSync(join(run.report, result.diff))).toBe(true);
      expect(run.page).toContain(`src="${result.diff}"`);
    }
    expect(run.page).toContain(`${pages} of ${pages} pages changed (${pages} of ${pages} screenshots)`);
    expect(readdirSync(join(run.report, 'diffs/chromium/desktop')).sort()).toEqual(
      languages.map((locale) => `home.${locale}.png`).sort(),
    );
  });
});
