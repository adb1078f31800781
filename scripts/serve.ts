// Serving a build and waiting until it answers: the one way the scripts start a web server for
// dist/ (`vite preview` with the site's configuration, `make start`, scripts/nginx.ts) and wait
// for it. The server starts in a process group of its own (scripts/processes.ts, decision 051),
// so that stopping it stops what it started, and a run that is stopped stops it too. When it
// ends or stays silent before it answers, the error names the command and ends with what it wrote.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { spawnGroup, stopGroup } from './processes.ts';

/** The last lines a process wrote (standard output and error), for a message when it fails. */
export function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-3_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim();
}

/** What a process said before it failed, after a colon; `, saying nothing` when it said nothing. */
export function said(output: string): string {
  return output.trim() ? `:\n${output.trimEnd()}` : ', saying nothing';
}

/**
 * Polls `ready` every 200 ms until it holds; throws when `child` could not start, exits first, or
 * `timeoutMs` passes, naming `what` and ending with what the process wrote.
 */
export async function until(
  what: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const output = tail(child);
  let failed: Error | undefined;
  child.once('error', (error) => {
    failed = error;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (failed) throw new Error(`${what} could not start: ${failed.message}`);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready${said(output())}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s${said(output())}`);
}

/** A web server started here, answering. */
export interface Server {
  /** Its origin: `http://localhost:4173`. */
  readonly url: string;
  readonly process: ChildProcess;
  /** Stops it and its process group (SIGTERM), if it still runs. */
  stop(): void;
}

export interface ServerCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** Added to this process's environment. */
  readonly env?: NodeJS.ProcessEnv;
  /** What it serves, for its errors: `vite preview of dist/`. */
  readonly what: string;
  /** The address it answers 2xx on once it is ready, also the server's `url`. */
  readonly url: string;
  readonly timeoutMs: number;
}

/** Starts a web server and resolves once `url` answers 2xx; stops it and throws when it does not. */
export async function startServer(server: ServerCommand): Promise<Server> {
  const child = spawnGroup(server.command, server.args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const named = `${server.what} (${[server.command, ...server.args].join(' ')})`;
  try {
    await until(named, child, async () => (await fetch(server.url)).ok, server.timeoutMs);
  } catch (error) {
    stopGroup(child);
    throw error;
  }
  return { url: server.url, process: child, stop: () => stopGroup(child) };
}

export interface PreviewOptions {
  /** The port it must listen on (`--strictPort`: another port is an error). */
  readonly port: number | string;
  /** The build to serve instead of the configuration's (dist/). */
  readonly outDir?: string;
  /** Listens on this address only (`127.0.0.1`), which is then the server's; else `localhost`. */
  readonly host?: string;
}

/** `vite preview`'s arguments: the site's configuration (its headers, static host and mock API). */
export function previewArgs(options: PreviewOptions): string[] {
  return [
    'preview',
    '--config',
    'site/vite.config.ts',
    ...(options.outDir ? ['--outDir', options.outDir] : []),
    '--port',
    String(options.port),
    '--strictPort',
    ...(options.host ? ['--host', options.host] : []),
  ];
}

/**
 * Serves a build with `vite preview` and the configuration of the checkout at `checkout` (this
 * one by default): its dist/, or `outDir`. Resolves once it answers (within 60 s).
 */
export function servePreview(
  options: PreviewOptions & { readonly checkout?: string; readonly env?: NodeJS.ProcessEnv },
): Promise<Server> {
  const checkout = options.checkout ?? '.';
  return startServer({
    command: join(checkout, 'node_modules/.bin/vite'),
    args: previewArgs(options),
    cwd: checkout,
    env: options.env,
    what: `vite preview of ${options.outDir ?? join(checkout, 'dist')}`,
    url: `http://${options.host ?? 'localhost'}:${options.port}`,
    timeoutMs: 60_000,
  });
}
