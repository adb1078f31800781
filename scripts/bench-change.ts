// `make bench`'s typical changes (decision 049): five edits a developer makes (a text, a §9
// figure, a menu label, a page module, a design token), each made as an uncommitted change in a
// scratch worktree of HEAD and proved by `make test CHANGED=HEAD`, and the full `make test` of
// the same tree, timed in the same session: the selection's size and time beside the full run's.
// Every selected test runs (no stop at the first failure: a changed §9 figure fails its tests, as
// it should, and the time is that of the whole selection).
//
//   tsx scripts/bench-change.ts      this part of make bench alone; BENCH_FULL=0 leaves out the full run
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseBuild } from '../harness/change/base-build.ts';
import { changeSince } from '../harness/change/git.ts';
import { run } from './mutants/process.ts';
import { stopOnSignals } from './processes.ts';

export interface TypicalChange {
  readonly name: string;
  readonly file: string;
  readonly search: string;
  readonly replace: string;
}

/** Five changes of the kinds the site lives by; each text must occur once in its file. */
export const TYPICAL_CHANGES: readonly TypicalChange[] = [
  {
    name: 'a text: one English paragraph of /city',
    file: 'spec/pages.yaml',
    search: 'cameras, gates and service-hall terminals. What it lacks',
    replace: 'cameras, gates and terminals in its service halls. What it lacks',
  },
  {
    name: 'a §9 figure: the card dispenser’s input slot',
    file: 'spec/pages.yaml',
    search: 'value: { en-US: 100 cards, zh-CN: 100 张 },',
    replace: 'value: { en-US: 120 cards, zh-CN: 120 张 },',
  },
  {
    name: 'a menu label: Smart Campus in English',
    file: 'spec/navigation.yaml',
    search: '{ id: smart-campus, to: /smartcampus, label: { en-US: Smart Campus,',
    replace: '{ id: smart-campus, to: /smartcampus, label: { en-US: Campus,',
  },
  {
    name: 'a page module: /city shows another scene',
    file: 'site/src/pages/smart-city.tsx',
    search: 'scene="city"',
    replace: 'scene="security"',
  },
  {
    name: 'a design token: the brand colour',
    file: 'site/src/app/tokens.css',
    search: '--brand: #0b4f8a;',
    replace: '--brand: #0a4b84;',
  },
];

export interface ChangeTiming {
  readonly name: string;
  /** Browser tests selected per engine, and vitest files. */
  readonly browser: Readonly<Record<string, number>>;
  readonly vitest: number;
  readonly everything?: string;
  /** The run's closing line counts. */
  readonly passed: number;
  readonly failed: number;
  readonly seconds: number;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function closing(stdout: string): { passed: number; failed: number } {
  const match = [...stdout.matchAll(/^(\d+) passed, (\d+) failed$/gm)].at(-1);
  return { passed: Number(match?.[1] ?? 0), failed: Number(match?.[2] ?? 0) };
}

/**
 * Times each typical change's CHANGED=HEAD run, then (unless `full` is false) the full make test,
 * in a scratch worktree of the checkout at `root`.
 */
export async function benchChanges(
  root: string,
  { full = true, log = console.log }: { full?: boolean; log?: (line: string) => void } = {},
): Promise<{ changes: ChangeTiming[]; full?: ChangeTiming }> {
  const parent = mkdtempSync(join(tmpdir(), 'bench-change-'));
  const scratch = join(parent, 'repo');
  git(root, 'worktree', 'add', '--detach', '--quiet', scratch, 'HEAD');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    git(root, 'worktree', 'remove', '--force', scratch);
    rmSync(parent, { recursive: true, force: true });
  };
  // A stopped bench (Ctrl-C, a timeout's SIGTERM) stops its runs and leaves no worktree behind.
  stopOnSignals('make bench', remove);
  symlinkSync(realpathSync(join(root, 'node_modules')), join(scratch, 'node_modules'));
  const cache = join(root, '.cache/change');
  const changes: ChangeTiming[] = [];
  // Each run's output and its reports/run.json (what failed, in which runner), kept in
  // .cache/bench-change/ of the checkout: `make test` empties reports/, and a failure the bench
  // found must stay readable after it.
  const logs = join(root, '.cache/bench-change');
  rmSync(logs, { recursive: true, force: true });
  mkdirSync(logs, { recursive: true });
  const time = async (name: string, env: NodeJS.ProcessEnv): Promise<ChangeTiming> => {
    const result = await run('node_modules/.bin/tsx', ['scripts/test-all.ts'], {
      cwd: scratch,
      timeoutMs: 3 * 60 * 60 * 1000,
      env: { CHANGE_CACHE: cache, ...env },
    });
    const output = join(logs, `${changes.length + 1}-${name.split(':')[0]?.replaceAll(/[^a-z0-9]+/gi, '-')}.log`);
    writeFileSync(output, `${result.stdout}\n${result.stderr}`);
    const runFile = join(scratch, 'reports/run.json');
    if (existsSync(runFile)) copyFileSync(runFile, output.replace(/\.log$/, '.run.json'));
    const plan = (() => {
      try {
        return JSON.parse(readFileSync(join(scratch, 'reports/change-plan.json'), 'utf8')) as {
          selection: { everything?: string; vitest: unknown[]; browser: { engine: string }[] };
        };
      } catch {
        return undefined;
      }
    })();
    const browser: Record<string, number> = {};
    for (const test of plan?.selection.browser ?? []) browser[test.engine] = (browser[test.engine] ?? 0) + 1;
    const counts = closing(result.stdout);
    const timing: ChangeTiming = {
      name,
      browser,
      vitest: plan?.selection.vitest.length ?? 0,
      ...(plan?.selection.everything ? { everything: plan.selection.everything } : {}),
      ...counts,
      seconds: result.ms / 1000,
    };
    log(
      `  ${name}: ${
        Object.entries(browser)
          .map(([engine, count]) => `${engine} ${count}`)
          .join(', ') || 'no browser test'
      }, ${timing.vitest} vitest files; ${counts.passed} passed, ${counts.failed} failed in ${timing.seconds.toFixed(0)} s (${output})`,
    );
    return timing;
  };
  try {
    // The build CHANGED=HEAD compares with, made before the first timing: a developer has it after their first run.
    log('typical changes, each `make test CHANGED=HEAD` in a scratch worktree of HEAD:');
    const previous = process.env.CHANGE_CACHE;
    process.env.CHANGE_CACHE = cache;
    try {
      await baseBuild(scratch, changeSince(scratch, 'HEAD'));
    } finally {
      if (previous === undefined) delete process.env.CHANGE_CACHE;
      else process.env.CHANGE_CACHE = previous;
    }
    for (const change of TYPICAL_CHANGES) {
      git(scratch, 'checkout', '--', '.');
      git(scratch, 'clean', '-fdq', '-e', 'node_modules');
      const path = join(scratch, change.file);
      const text = readFileSync(path, 'utf8');
      if (text.split(change.search).length !== 2)
        throw new Error(`${change.file} must hold "${change.search}" exactly once (scripts/bench-change.ts)`);
      writeFileSync(path, text.replace(change.search, change.replace));
      changes.push(await time(change.name, { CHANGED: 'HEAD' }));
    }
    git(scratch, 'checkout', '--', '.');
    git(scratch, 'clean', '-fdq', '-e', 'node_modules');
    const whole = full ? await time('the full make test', {}) : undefined;
    return { changes, ...(whole ? { full: whole } : {}) };
  } finally {
    remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchChanges(process.cwd(), { full: process.env.BENCH_FULL !== '0' });
  console.log(JSON.stringify(result, null, 2));
}
