// The processes a script starts, and how they are stopped (decision 051).
//
// - Each command starts in a process group (a session) of its own: a terminal's Ctrl-C, which goes
//   to the foreground group, reaches the script, not the test runners, so that the script decides
//   how they stop and says so.
// - Everything started carries the script's mark in its environment (RUN_MARKS): a browser or a
//   web server that a test runner starts in a group of its own carries it too, and is found by it.
// - `stopOnSignals` makes SIGINT, SIGTERM and SIGHUP, and the end of the process that started the
//   script (make killed without its children), stop every group started and every marked process:
//   SIGTERM, then SIGKILL to what is left after a grace of a few seconds. The script then exits
//   with 128 + the signal's number.
// - A guard process, started with the first command, does the same if the script itself is killed
//   outright (SIGKILL, the out-of-memory killer): it waits for its end of a pipe to close.
//
// Linux reads who carries a mark in /proc; elsewhere only the groups started are stopped.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The environment variable holding the marks of the scripts a process descends from, innermost last. */
export const RUN_MARKS = 'RUN_MARKS';
/** This script's mark: every process it starts from now on inherits it. */
export const MARK = `${process.pid}-${Date.now().toString(36)}`;
process.env[RUN_MARKS] = [process.env[RUN_MARKS], MARK].filter(Boolean).join(' ');

/** After SIGTERM, how long the processes of a run have before SIGKILL. */
export const GRACE_MS = 3_000;
const PROC = '/proc';

/** Every group started here (its leader: the child, detached), stopped by `stopAll`. */
const groups = new Set<ChildProcess>();
let guard: ChildProcess | undefined;

/** `spawn`, in a process group of its own, counted among the processes `stopAll` stops. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  startGuard();
  const child = spawn(command, args, { ...options, detached: true });
  return track(child);
}

/** Counts `child`, started detached (a group of its own), among the processes `stopAll` stops. */
export function track<T extends ChildProcess>(child: T): T {
  startGuard();
  groups.add(child);
  child.once('exit', () => {
    // Its group may outlive it (a web server it started): the leader's pid stays its id.
    if (!hasMembers(child.pid)) groups.delete(child);
  });
  return child;
}

/** SIGTERM to `child`'s process group (started by `spawnGroup`), if it still runs. */
export function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly pgid: number;
  readonly state: string;
  readonly comm: string;
  readonly start: string;
}

/** A process as /proc/PID/stat gives it, or undefined when it is gone. */
export function readProc(pid: number): Proc | undefined {
  let text: string;
  try {
    text = readFileSync(`${PROC}/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command's name is in parentheses and may hold spaces and parentheses itself.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return {
    pid,
    comm: text.slice(text.indexOf('(') + 1, close),
    state: fields[0] ?? '',
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    start: fields[19] ?? '',
  };
}

function marksOf(pid: number): string[] {
  try {
    const variable = readFileSync(`${PROC}/${pid}/environ`, 'latin1')
      .split('\0')
      .find((entry) => entry.startsWith(`${RUN_MARKS}=`));
    return variable ? variable.slice(RUN_MARKS.length + 1).split(' ') : [];
  } catch {
    return [];
  }
}

/** Every live process (zombies are dead: only their parent's wait removes them). */
function processes(): Proc[] {
  return readdirSync(PROC)
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readProc(Number(name)) ?? [])
    .filter((proc) => proc.state !== 'Z' && proc.state !== 'X');
}

function hasMembers(pgid: number | undefined): boolean {
  if (pgid === undefined) return false;
  try {
    process.kill(-pgid, 0);
    return existsSync(PROC) ? processes().some((proc) => proc.pgid === pgid) : true;
  } catch {
    return false;
  }
}

/**
 * What stopping `mark`'s run must end: the groups started here, and every process carrying the mark
 * with the group it leads or was left in. Never this process, its own group (make's, the
 * terminal's) or the guard; never a group whose leader lives without the mark (someone else's).
 */
export function targets(mark: string, exclude: readonly number[] = []): { groups: number[]; pids: number[] } {
  const self = readProc(process.pid);
  const spared = new Set([process.pid, ...exclude]);
  const started = [...groups].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  if (!existsSync(PROC) || !self) return { groups: started.filter((pgid) => hasMembers(pgid)), pids: [] };
  const all = processes().filter((proc) => !spared.has(proc.pid));
  const marked = all.filter((proc) => marksOf(proc.pid).includes(mark));
  const byPid = new Map(all.map((proc) => [proc.pid, proc]));
  const markedPids = new Set(marked.map((proc) => proc.pid));
  const ownGroups = new Set([self.pgid, ...exclude.map((pid) => readProc(pid)?.pgid ?? -1)]);
  const chosen = new Set(
    [...started, ...marked.map((proc) => proc.pgid)].filter((pgid) => {
      if (ownGroups.has(pgid)) return false;
      const leader = byPid.get(pgid);
      return !leader || markedPids.has(pgid) || started.includes(pgid);
    }),
  );
  return {
    groups: [...chosen].filter((pgid) => all.some((proc) => proc.pgid === pgid)),
    pids: marked.filter((proc) => !chosen.has(proc.pgid)).map((proc) => proc.pid),
  };
}

function send(found: { groups: readonly number[]; pids: readonly number[] }, signal: NodeJS.Signals): void {
  for (const id of [...found.groups.map((pgid) => -pgid), ...found.pids]) {
    try {
      process.kill(id, signal);
    } catch {
      // gone already
    }
  }
}

/**
 * SIGTERM (or `signal`) once to every process of this script's run, without waiting: for a script's
 * own way out (an error, its end). The guard stops whatever is still there once the script has ended.
 */
export function signalAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  send(targets(MARK, guard?.pid === undefined ? [] : [guard.pid]), signal);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const none = (found: { groups: readonly number[]; pids: readonly number[] }) =>
  found.groups.length === 0 && found.pids.length === 0;

/**
 * Stops every process of `mark`'s run (this script's by default): SIGTERM, then, for what is left
 * after `graceMs`, SIGKILL. Resolves when none is left, or 2 s after the SIGKILL.
 */
export async function stopAll(graceMs = GRACE_MS, mark = MARK): Promise<void> {
  const exclude = guard?.pid === undefined ? [] : [guard.pid];
  const termDeadline = Date.now() + graceMs;
  let found = targets(mark, exclude);
  while (!none(found) && Date.now() < termDeadline) {
    // Sent again each round: a runner may have started a browser since the last one.
    send(found, 'SIGTERM');
    await sleep(150);
    found = targets(mark, exclude);
  }
  const killDeadline = Date.now() + 2_000;
  while (!none(found) && Date.now() < killDeadline) {
    send(found, 'SIGKILL');
    await sleep(100);
    found = targets(mark, exclude);
  }
  for (const child of groups) if (!hasMembers(child.pid)) groups.delete(child);
}

/**
 * The guard: a process of its own group that, once the pipe from this script closes (the script
 * ended, however), stops whatever of the run is left. Started with the first command.
 */
function startGuard(): void {
  if (guard || !existsSync(PROC)) return;
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  guard = spawn(process.execPath, ['--import', loader, fileURLToPath(import.meta.url), '--guard', MARK], {
    detached: true,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  guard.unref();
  (guard.stdin as Socket | null)?.unref();
}

/** Why this script is stopping before its end, once it is. */
let stopping: Stop | undefined;

/** Whether this script is stopping its processes: what they say then is not news. */
export function isStopping(): boolean {
  return stopping !== undefined;
}

/**
 * For a script's way out on an error that stopping itself caused (a server it started ended): when
 * stopping, exits at once with the stop's code, quietly; what is left, the guard stops.
 */
export function exitIfStopping(): void {
  if (stopping) process.exit(stopping.code);
}

/** Why a script stops before its end. */
export interface Stop {
  /** `stopped by SIGINT (Ctrl-C)`. */
  readonly text: string;
  /** The signal, or what ended (`make (pid 12) is gone`). */
  readonly by: string;
  /** 128 + the signal's number. */
  readonly code: number;
}

const SIGNALS: Readonly<Record<'SIGINT' | 'SIGTERM' | 'SIGHUP', { code: number; what: string }>> = {
  SIGINT: { code: 130, what: 'SIGINT (Ctrl-C)' },
  SIGTERM: { code: 143, what: 'SIGTERM (a timeout or a cancelled job)' },
  SIGHUP: { code: 129, what: 'SIGHUP (its terminal closed)' },
};

/**
 * The processes that started this script up to `make`, when make started it (npm, the shell
 * between), else its parent: when one of them ends while the script runs, the run is abandoned.
 */
function starters(): Proc[] {
  const chain: Proc[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 8; ) {
    const proc = readProc(pid);
    if (!proc) break;
    chain.push(proc);
    if (proc.comm === 'make') return chain;
    pid = proc.ppid;
  }
  return chain.slice(0, 1);
}

/**
 * On SIGINT, SIGTERM or SIGHUP, or when a process that started this script (up to make) ends:
 * prints one line (`who: stopped by SIGTERM (…); stopping every process it started`), stops every
 * process started (`stopAll`), runs `cleanUp` (synchronous: what must be written or removed) and
 * exits with 128 + the signal's number (129 when its starter is gone). Another signal a second or
 * more later sends SIGKILL to what is left at once.
 */
export function stopOnSignals(who: string, cleanUp: (stop: Stop) => void = () => {}): void {
  let since = 0;
  const stop = (reason: Stop) => {
    if (stopping) {
      const code = stopping.code;
      if (Date.now() - since >= 1_000) void stopAll(0).then(() => process.exit(code));
      return;
    }
    stopping = reason;
    since = Date.now();
    // Whoever read this script's output may be gone (make killed): writing must not end it early.
    process.stderr.on('error', () => {});
    process.stdout.on('error', () => {});
    console.error(`\n${who}: ${reason.text}; stopping every process it started`);
    void stopAll().then(() => {
      try {
        cleanUp(reason);
      } finally {
        process.exit(reason.code);
      }
    });
  };
  for (const [signal, { code, what }] of Object.entries(SIGNALS))
    process.on(signal, () => stop({ text: `stopped by ${what}`, by: what, code }));
  if (!existsSync(PROC)) return;
  const watched = starters();
  const timer = setInterval(() => {
    const gone = watched.find((proc) => readProc(proc.pid)?.start !== proc.start);
    if (gone)
      stop({
        text: `stopped: ${gone.comm} (pid ${gone.pid}), which started it, is gone`,
        by: `the end of ${gone.comm} (pid ${gone.pid}), which started it`,
        code: 129,
      });
  }, 1_000);
  timer.unref();
}

// The guard's own run: `node --import tsx/esm scripts/processes.ts --guard MARK`.
if (process.argv[2] === '--guard' && process.argv[3]) {
  const mark = process.argv[3];
  let done = false;
  const sweep = async () => {
    if (done) return;
    done = true;
    // What the script signalled on its way out is given a moment to end by itself.
    let left = targets(mark);
    for (const deadline = Date.now() + 2_000; !none(left) && Date.now() < deadline; left = targets(mark))
      await sleep(200);
    if (!none(left)) {
      process.stderr.on('error', () => {});
      console.error(
        `run guard: the script of run ${mark} ended and left ${left.groups.length} process groups and ${left.pids.length} processes running; stopping them`,
      );
      await stopAll(GRACE_MS, mark);
    }
    process.exit(0);
  };
  process.stdin.on('data', () => {});
  process.stdin.on('end', sweep);
  process.stdin.on('error', sweep);
  for (const signal of Object.keys(SIGNALS)) process.on(signal, sweep);
}
