import { AsyncLocalStorage } from 'node:async_hooks';
import { constants, setPriority } from 'node:os';
import { isStopping, spawnGroup } from './processes.ts';

export interface StepResult {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  readonly note?: string;
  /** Why it did not run at all (a runner that could not start): the summary says so instead of its counts. */
  readonly notRun?: string;
}

/** How a command ended. */
export interface CommandEnd {
  /** Its exit code; 127 when it could not be started, 128 + n when a signal ended it. */
  readonly code: number;
  /** The signal that ended it. */
  readonly signal?: NodeJS.Signals;
  /** Why it could not be started (`spawn … ENOENT`). */
  readonly error?: string;
  /** The last 16 kB it wrote on standard error. */
  readonly stderr: string;
}

/** What a command wrote, kept: its whole standard output, the end of its standard error. */
export interface CapturedEnd extends CommandEnd {
  readonly stdout: string;
}

const TAIL = 16_000;

/**
 * Resolves with how the command ended, unless the script is being stopped (scripts/processes.ts):
 * then it was stopped with the rest, and what the script would do next must not happen (a runner
 * that "did not run", a report); the script exits once every process is stopped.
 */
function ended(
  command: string,
  child: ReturnType<typeof spawnGroup>,
  stderr: () => string,
  settle: (end: CommandEnd) => void,
): void {
  const resolve = (end: CommandEnd) => {
    if (!isStopping()) settle(end);
  };
  child.on('error', (error) => resolve({ code: 127, error: `${command}: ${error.message}`, stderr: stderr() }));
  child.on('close', (code, signal) =>
    resolve({
      code: code ?? (signal ? 128 + constants.signals[signal] : 1),
      ...(signal ? { signal } : {}),
      stderr: stderr(),
    }),
  );
}

/**
 * Where the output of the steps started inside `inBlock` goes: kept, to be printed as one block
 * when the task ends, so that steps run side by side do not interleave their lines.
 */
const block = new AsyncLocalStorage<string[]>();

/**
 * Runs `task` with everything its steps and `say` write kept, then prints it as one block (even
 * when the task fails) and returns what the task returned.
 */
export async function inBlock<T>(task: () => Promise<T>): Promise<T> {
  const kept: string[] = [];
  try {
    return await block.run(kept, task);
  } finally {
    if (!isStopping()) process.stdout.write(kept.join(''));
  }
}

/** Whether the steps started inside `atLowerPriority` run at a lower scheduling priority. */
const lower = new AsyncLocalStorage<boolean>();

/**
 * Runs `task` with the processes its steps start at a lower scheduling priority (nice 5, inherited
 * by the processes and threads they start): on a full machine, the steps beside it go first.
 */
export function atLowerPriority<T>(task: () => Promise<T>): Promise<T> {
  return lower.run(true, task);
}

/** Lowers the priority of a process started inside `atLowerPriority`; a system that refuses keeps it as it is. */
function prioritise(pid: number | undefined): void {
  if (!lower.getStore() || pid === undefined) return;
  try {
    setPriority(pid, 5);
  } catch {
    // Not permitted here: the step runs at the usual priority.
  }
}

/** A line of the run's output: printed now, or kept for its block (`inBlock`). */
export function say(line: string): void {
  const kept = block.getStore();
  if (kept) kept.push(`${line}\n`);
  else console.log(line);
}

/**
 * Runs a command in a process group of its own (scripts/processes.ts: a stopped run stops it):
 * its standard output inherited (or kept for its block, `inBlock`), its standard error passed on
 * as it comes and its end kept, for the cause when it fails. Resolves when it has ended.
 */
export function runStep(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CommandEnd> {
  const kept = block.getStore();
  return new Promise((resolve) => {
    const child = spawnGroup(command, args, {
      stdio: ['ignore', kept ? 'pipe' : 'inherit', 'pipe'],
      env: { ...process.env, ...env },
    });
    prioritise(child.pid);
    child.stdout?.on('data', (chunk: Buffer) => kept?.push(chunk.toString()));
    let tail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      // Once the run is being stopped, what its dying processes say is not the run's news.
      if (kept) kept.push(chunk.toString());
      else if (!isStopping()) process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-TAIL);
    });
    ended(command, child, () => tail, resolve);
  });
}

/** Runs a command quietly in a process group of its own; resolves to what it wrote and how it ended. */
export function captureStep(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CapturedEnd> {
  return new Promise((resolve) => {
    const child = spawnGroup(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    prioritise(child.pid);
    let stdout = '';
    let tail = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-TAIL);
    });
    ended(
      command,
      child,
      () => tail,
      (end) => resolve({ ...end, stdout }),
    );
  });
}

/** Run a command (see runStep); resolves to its exit code. */
export async function runCommand(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  const end = await runStep(command, args, env);
  if (end.error) console.error(end.error);
  return end.code;
}

export function banner(text: string): void {
  say(`\n── ${text} ${'─'.repeat(Math.max(0, 72 - text.length))}`);
}

/** Generates the site's code and builds dist/: the steps every build of the site runs. */
const SITE_STEPS: readonly [string, string, readonly string[]][] = [
  ['generate', 'node', ['generator/bin.mjs', 'generate']],
  // At --logLevel warn, vite writes only warnings and errors, on standard error (see `stepFailure`).
  ['build', 'node_modules/.bin/vite', ['build', '--config', 'site/vite.config.ts', '--logLevel', 'warn']],
  // Every page in every language as static HTML, the share image, the sitemap and robots.txt (decision 029),
  // 404.html and .well-known/security.txt (decision 039).
  ['prerender', 'node_modules/.bin/tsx', ['scripts/prerender.ts']],
  // A .gz beside each text file, which nginx sends as it is (gzip_static, decision 039).
  ['compress', 'node_modules/.bin/tsx', ['scripts/compress.ts']],
];

/**
 * Runs the site's build steps; resolves to the step that failed and how it ended, or undefined.
 * The build is the production build whoever starts it: a NODE_ENV of the caller's (vitest sets
 * `test`) would make React's development build, with the checkout's absolute paths in it.
 */
export async function tryBuildSite(): Promise<{ step: string; end: CommandEnd } | undefined> {
  for (const [name, command, args] of SITE_STEPS) {
    banner(name);
    const end = stepFailure(name, await runStep(command, args, { NODE_ENV: 'production' }));
    if (end.code !== 0) {
      console.error(`${name} failed (${end.error ?? `exit ${end.code}`})`);
      return { step: name, end };
    }
  }
  return undefined;
}

/**
 * How a step of the site's build ended, as a failure when it is one: the vite build fails on a
 * warning too (what it wrote on standard error), since a correct build prints none
 * (site/vite.config.ts).
 */
export function stepFailure(name: string, end: CommandEnd): CommandEnd {
  if (name !== 'build' || end.code !== 0 || end.stderr.trim() === '') return end;
  return { ...end, code: 1, error: 'vite build printed warnings (above): a correct build prints none' };
}

/** The site's build for make start, the test nginx and the WebKit runner: exits on a failed step. */
export async function buildSite(who: string): Promise<void> {
  const failed = await tryBuildSite();
  if (failed) {
    console.error(`${who}: ${failed.step} failed`);
    process.exit(1);
  }
}
