// The two builds `make visual-diff` compares (decision 041): this checkout's, and AGAINST's, made
// fresh in a temporary git worktree (its node_modules a link to this checkout's), each by the
// build `make start` runs (scripts/run-steps.ts buildSite: generate, vite build, prerender,
// compress, without the release build's refusal of draft texts), each served by `vite preview`
// with its own checkout's configuration on a port of its own.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../browser-env.ts';
import { isStopping, spawnGroup, stopGroup, track as trackGroup } from '../processes.ts';
import { banner } from '../run-steps.ts';
import { servePreview } from '../serve.ts';

/** Every process started here, stopped (with its process group) by `stopAll`. */
const started: ChildProcess[] = [];

/** Starts `command` in its own process group, so that stopping it stops what it started. */
export function start(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; output?: 'inherit' | 'pipe' } = {},
): ChildProcess {
  const child = spawnGroup(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return child;
}

/** Counts `child`, started detached, among the processes `stopAll` stops (and a stopped run stops: scripts/processes.ts). */
export function track<T extends ChildProcess>(child: T): T {
  started.push(child);
  return trackGroup(child);
}

/** Stops every process started here, the last first. */
export function stopAll(): void {
  for (const child of started.splice(0).reverse()) stopGroup(child);
}

/** Resolves with the exit code of `child`. */
export function exited(child: ChildProcess): Promise<number> {
  return new Promise((settle) => {
    // Once make visual-diff is stopping, what would come next must not start: stopOnSignals exits.
    const resolve = (code: number) => {
      if (!isStopping()) settle(code);
    };
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function git(dir: string, args: readonly string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** How the report names the checkout at `dir`: its commit, and whether it has changes not committed. */
export function checkoutLabel(dir: string): string {
  try {
    const commit = git(dir, ['rev-parse', '--short', 'HEAD']);
    const dirty = git(dir, ['status', '--porcelain', '--untracked-files=no']) !== '';
    return `this checkout (${commit}${dirty ? ', uncommitted changes' : ''})`;
  } catch {
    return 'this checkout';
  }
}

/** The commit `ref` names in the repository at `dir`; throws when it names none. */
export function commitOf(dir: string, ref: string): string {
  try {
    return git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`AGAINST=${ref}: no such commit, branch or tag in this repository`);
  }
}

export interface Worktree {
  readonly dir: string;
  /** Removes the worktree and its temporary folder. */
  remove(): void;
}

/**
 * A temporary worktree of the repository at `repo`, checked out at `commit` (detached), with a
 * link to the repository's node_modules (the packages it builds with are this checkout's).
 */
export function addWorktree(repo: string, commit: string): Worktree {
  const parent = mkdtempSync(join(tmpdir(), 'visual-diff-'));
  const dir = join(parent, 'against');
  git(repo, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(dir, 'node_modules'));
  const worktree: Worktree = {
    dir,
    remove() {
      worktrees.delete(worktree);
      try {
        git(repo, ['worktree', 'remove', '--force', dir]);
      } catch {
        // removed below; `git worktree prune` forgets it
      }
      rmSync(parent, { recursive: true, force: true });
      try {
        git(repo, ['worktree', 'prune']);
      } catch {
        // nothing to prune
      }
    },
  };
  worktrees.add(worktree);
  return worktree;
}

/** The worktrees made here and not removed yet. */
const worktrees = new Set<Worktree>();

/** Removes every worktree made here and not removed yet: for a run stopped in the middle of a build. */
export function removeWorktrees(): void {
  for (const worktree of [...worktrees]) worktree.remove();
}

/**
 * Builds the site of the checkout at `dir` as `make start` builds it: that checkout's own
 * scripts/run-steps.ts buildSite, in a process of its own (so AGAINST's build runs AGAINST's steps).
 */
export async function buildIn(dir: string, what: string): Promise<void> {
  if (!existsSync(join(dir, 'scripts/run-steps.ts')))
    throw new Error(`${what}: ${dir} has no scripts/run-steps.ts, the build make start runs`);
  banner(`building ${what}`);
  const child = start(
    join(dir, 'node_modules/.bin/tsx'),
    ['--eval', `import('./scripts/run-steps.ts').then((steps) => steps.buildSite(${JSON.stringify(what)}))`],
    { cwd: dir, output: 'inherit' },
  );
  const code = await exited(child);
  if (code !== 0) throw new Error(`${what}: the build failed (exit ${code})`);
}

export interface Served {
  /** Where the browser loads the build: a watch in front of the server (see `watchRequests`). */
  readonly origin: string;
  /** How many requests the browser has sent so far. */
  requests(): number;
  /**
   * Resolves once no request is in flight and none has ended for `quietMs` (or `timeoutMs` has
   * passed): what a page loads late (a chunk behind a Suspense without a placeholder) has arrived.
   */
  idle(quietMs: number, timeoutMs: number): Promise<void>;
  stop(): void;
}

/**
 * A server on a port of its own that passes every request on to `upstream` (the build's server)
 * as it is and counts those in flight. A page cannot see the requests it has started and not yet
 * finished, nor can WebDriver; the server they go through can, for every engine alike.
 */
async function watchRequests(
  upstream: number,
): Promise<{ origin: string; watch: Omit<Served, 'origin' | 'stop'>; close(): void }> {
  let inFlight = 0;
  let sent = 0;
  let lastEnded = performance.now();
  const server = createServer((incoming, outgoing) => {
    inFlight++;
    sent++;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      inFlight--;
      lastEnded = performance.now();
    };
    outgoing.on('close', end);
    const forward = request(
      { host: '127.0.0.1', port: upstream, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    watch: {
      requests: () => sent,
      async idle(quietMs, timeoutMs) {
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline && (inFlight > 0 || performance.now() - lastEnded < quietMs))
          await new Promise((resolve) => setTimeout(resolve, 25));
      },
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Serves a build with `vite preview` and the configuration of the checkout at `dir` (the site's
 * security headers and static host, and its mock API, which answers the pages' /api/ requests in
 * every engine, WebKit's too): the checkout's dist/, or `outDir`. The browser reaches it through
 * a watch of its requests.
 */
export async function serve(dir: string, outDir?: string): Promise<Served> {
  const server = await servePreview({ checkout: dir, outDir, port: await freePort(), host: '127.0.0.1' });
  started.push(server.process);
  const watched = await watchRequests(Number(new URL(server.url).port));
  return {
    origin: watched.origin,
    ...watched.watch,
    stop: () => {
      watched.close();
      server.stop();
    },
  };
}
