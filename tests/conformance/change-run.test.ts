// `make test CHANGED=` on a real project: a scratch copy of this one under git, a change made in
// it, both builds made and compared (harness/change/plan.ts). One English sentence of /city
// touches /city in English and the English search index, nothing else; a design token touches
// every page; the change report says what changed in words.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { firstDifference } from '../../harness/change/build-outputs.ts';
import { planChange } from '../../harness/change/plan.ts';
import { writeChangeReport } from '../../harness/change/report.ts';
import { copyBuildable, editChallengeTitle, removeCopies } from '../generator/scratch.ts';
import { proves } from './proves';

let dir = '';
let cache = '';
const previousCache = process.env.CHANGE_CACHE;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Builds the copy as make test does; resolves to whether it built. */
function buildCopy(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(
      join(dir, 'node_modules/.bin/tsx'),
      ['--eval', "import('./scripts/run-steps.ts').then((steps) => steps.buildSite('change-run test'))"],
      { cwd: dir, stdio: 'ignore' },
    );
    child.on('exit', (code) => resolve(code === 0));
  });
}

const edit = (path: string, from: string, to: string) => {
  const text = readFileSync(join(dir, path), 'utf8');
  if (!text.includes(from)) throw new Error(`${path} no longer holds ${from}: the test needs another text to edit`);
  writeFileSync(join(dir, path), text.replace(from, to));
};

beforeAll(() => {
  dir = copyBuildable('change-run-', ['.gitignore']);
  cache = mkdtempSync(join(tmpdir(), 'change-cache-'));
  process.env.CHANGE_CACHE = cache;
  git('init', '--quiet');
  // The copy's node_modules is a link to the project's, which .gitignore's `node_modules/` (a folder) does not match.
  writeFileSync(join(dir, '.git/info/exclude'), 'node_modules\n');
  git('add', '-A');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'base');
});

afterAll(() => {
  if (previousCache === undefined) delete process.env.CHANGE_CACHE;
  else process.env.CHANGE_CACHE = previousCache;
  if (dir) {
    try {
      git('worktree', 'prune');
    } catch {
      // the copy goes below
    }
  }
  removeCopies();
  rmSync(cache, { recursive: true, force: true });
});

describe('make test CHANGED=HEAD on a scratch copy', () => {
  // Each test's change undone, whether it passed or not: the next one starts from the commit.
  afterEach(() => {
    git('checkout', '--', '.');
  });

  test('one English sentence of /city: /city in English and the English search index, no other page; the report says it in words', {
    ...proves('QA-CHANGE-MEANING', 'QA-CHANGE-SELECTION', 'QA-CHANGE-REPORT'),
    timeout: 600_000,
  }, async () => {
    // A challenge title of /city's page (smart-city), whatever it says today.
    const { before, after } = editChallengeTitle(dir, 'smart-city');
    const plan = await planChange(dir, 'HEAD', { engines: [] }, buildCopy);
    expect(plan.built).toBe(true);
    // When more than the one page changed, where the builds' code first differs says why.
    const differences = plan.baseDist
      ? ['index.js', 'search-combobox.js', 'smart-city.js'].flatMap(
          (name) => firstDifference(plan.baseDist ?? '', join(dir, 'dist'), name) ?? [],
        )
      : [];
    const why = `${JSON.stringify(Object.fromEntries(plan.impact.inputs), null, 1)}\n${differences.join('\n')}`;
    expect([...plan.impact.inputs.keys()].sort(), `what the change touches, and why:\n${why}`).toEqual([
      'page:/city@en-US',
      'search@en-US',
    ]);
    expect(plan.impact.everything).toBeUndefined();
    expect(plan.impact.types).toBeUndefined();
    expect(plan.lines.join('\n')).toContain(
      `page smart-city content.challenges[0].title, en-US: “${before}” → “${after}”`,
    );
    expect(plan.lines.join('\n')).toContain('→ /city in en-US; the en-US search index');
    writeChangeReport(dir, plan);
    const report = readFileSync(join(dir, 'reports/change.md'), 'utf8');
    expect(report).toContain(`| ${before} | ${after} |`);
    expect(report).toContain('changed in en-US only: zh-CN still says what it said');
    const html = readFileSync(join(dir, 'reports/change.html'), 'utf8');
    expect(html).toContain(`<td class="after">${after}</td>`);
    expect(html).not.toMatch(/<script/i);
  });

  test('a design token: every page, in every language', {
    ...proves('QA-CHANGE-MEANING'),
    timeout: 600_000,
  }, async () => {
    // A token every page draws with (a property no rule uses is no change: the build drops it),
    // whatever colour it is today.
    const tokens = readFileSync(join(dir, 'site/src/app/tokens.css'), 'utf8');
    const brand = /--brand: #([0-9a-f]{6});/i.exec(tokens)?.[1];
    if (!brand)
      throw new Error('site/src/app/tokens.css no longer sets --brand as #rrggbb: the test needs a token to edit');
    const other = (Number.parseInt(brand, 16) ^ 0x000101).toString(16).padStart(6, '0');
    edit('site/src/app/tokens.css', `--brand: #${brand};`, `--brand: #${other};`);
    const plan = await planChange(dir, 'HEAD', { engines: [] }, buildCopy);
    expect([...plan.impact.inputs.keys()]).toContain('page:*@*');
    expect(plan.impact.types).toBeUndefined();
  });
});
