// A run that is stopped stops everything it started within seconds (decision 051). A stand-in for
// a run (fixtures/run-tree.ts: scripts/processes.ts and run-steps.ts as scripts/test-all.ts uses
// them) starts a runner that ignores SIGTERM, with a worker and a "browser" in a group of its own
// that ignore it too, as Playwright's runner did. It is stopped as a CI's timeout, a terminal's
// Ctrl-C, `kill -9` and a make killed without its children stop a run; each time the test waits
// (polling, with a generous deadline for a busy machine) until no process of the run is left.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { proves } from './proves.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures/run-tree.ts');
const LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
const DEADLINE_MS = 60_000;

interface Tree {
  readonly mark: string;
  readonly script: number;
  readonly runner: number;
  readonly browser: number;
  readonly worker: number;
}

/** A process that is there and not a zombie (a zombie is dead: only its parent's wait removes it). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '');
  } catch {
    return false;
  }
}

/** Every live process whose environment carries the run's mark. */
function marked(mark: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const variable = readFileSync(`/proc/${pid}/environ`, 'latin1')
          .split('\0')
          .find((entry) => entry.startsWith('RUN_MARKS='));
        return (variable?.slice('RUN_MARKS='.length).split(' ') ?? []).includes(mark) && alive(pid);
      } catch {
        return false;
      }
    });
}

/** What is left of the run: its processes by pid, and any process carrying its mark. */
function left(tree: Tree): number[] {
  return [...new Set([tree.script, tree.runner, tree.browser, tree.worker, ...marked(tree.mark)])].filter(alive);
}

async function poll<T>(what: string, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the stand-in run, in a process group of its own as `timeout` and a terminal give one
 * (through `sh -c` when `viaShell`: its starter, to kill); resolves once its whole tree is up.
 */
async function startRun(viaShell = false) {
  const node = [process.execPath, '--import', LOADER, FIXTURE];
  const child: ChildProcess = viaShell
    ? spawn('sh', ['-c', `${node.map((part) => `'${part}'`).join(' ')} & wait`], {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(node[0] ?? '', node.slice(1), { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const tree = await poll('the run and its runner start', () => {
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Partial<Tree>);
    const merged = Object.assign({}, ...lines) as Partial<Tree>;
    return merged.mark && merged.runner ? (merged as Tree) : undefined;
  });
  expect(left(tree)).toEqual(expect.arrayContaining([tree.script, tree.runner, tree.browser, tree.worker]));
  return { child, tree, exited, output: () => ({ stdout, stderr }) };
}

describe('a stopped run stops every process it started', () => {
  test("SIGTERM to its group (a CI's timeout): one line says so, nothing is left, exit 143", {
    ...proves('QA-RUN-STOPPED'),
    timeout: 120_000,
  }, async () => {
    const run = await startRun();
    process.kill(-(run.child.pid ?? 0), 'SIGTERM');
    expect(await run.exited).toEqual({ code: 143, signal: null });
    await poll('no process of the run left', () => (left(run.tree).length === 0 ? true : undefined));
    const lines = run.output().stderr.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'fixture run: stopped by SIGTERM (a timeout or a cancelled job); stopping every process it started',
    ]);
  });

  test('SIGINT to its group (Ctrl-C in a terminal): nothing is left, exit 130', {
    ...proves('QA-RUN-STOPPED'),
    timeout: 120_000,
  }, async () => {
    const run = await startRun();
    process.kill(-(run.child.pid ?? 0), 'SIGINT');
    expect(await run.exited).toEqual({ code: 130, signal: null });
    await poll('no process of the run left', () => (left(run.tree).length === 0 ? true : undefined));
    expect(run.output().stderr).toContain('fixture run: stopped by SIGINT (Ctrl-C); stopping every process it started');
  });

  test('the script killed outright (SIGKILL): its guard stops what it had started', {
    ...proves('QA-RUN-STOPPED'),
    timeout: 120_000,
  }, async () => {
    const run = await startRun();
    process.kill(run.tree.script, 'SIGKILL');
    expect(await run.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await poll('no process of the run left', () => (left(run.tree).length === 0 ? true : undefined));
    expect(run.output().stderr).toMatch(/run guard: the script of run \S+ ended and left/);
  });

  test('what started it killed without its children (make killed): the run stops by itself', {
    ...proves('QA-RUN-STOPPED'),
    timeout: 120_000,
  }, async () => {
    const run = await startRun(true);
    // The shell is the script's starter here, as make (and npm) are in `make test`.
    process.kill(run.child.pid ?? 0, 'SIGKILL');
    await poll('no process of the run left', () => (left(run.tree).length === 0 ? true : undefined));
    expect(run.output().stderr).toContain(`fixture run: stopped: sh (pid ${run.child.pid}), which started it, is gone`);
  });
});
