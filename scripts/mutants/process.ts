// Running one command of a mutant's run with a time limit. The command runs in its own process
// group, so that on the limit the whole group it started (a test runner, its web server, the
// browser) is stopped, by that group's id; a stopped `make mutants` stops it too
// (scripts/processes.ts).
import { isStopping, spawnGroup } from '../processes.ts';

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly ms: number;
}

export interface RunOptions {
  readonly cwd: string;
  readonly timeoutMs: number;
  readonly env?: NodeJS.ProcessEnv;
}

export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const started = Date.now();
  return new Promise((settle) => {
    // Once make mutants is stopping, nothing of the next step may start: stopOnSignals exits.
    const resolve = (result: RunResult) => {
      if (!isStopping()) settle(result);
    };
    const child = spawnGroup(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const stop = (signal: NodeJS.Signals) => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group has exited
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop('SIGTERM');
      setTimeout(() => stop('SIGKILL'), 5_000).unref();
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, stdout, stderr: `${stderr}${error.message}`, timedOut, ms: Date.now() - started });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the runner left behind in its group (a web server) goes with it.
      stop('SIGTERM');
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
}
