// Records the project's files a vitest test file opens through node:fs in its own process (and
// the folders it lists, copies or tests for), for tests/setup/reads.ts to check against what
// harness/change/vitest-reads.ts declares (decision 049). node:fs's functions are replaced once per
// process by recording ones: the CommonJS object (what the TypeScript compiler and other
// packages call) and, through syncBuiltinESMExports, every `import { readFileSync } from 'node:fs'`
// (and node:fs/promises).
//
// What it cannot see, and harness/change/vitest-reads.ts declares by reading the code instead:
// - a process the test starts (the generator, a build, vite, tsx, git, a browser): its reads are
//   its own;
// - what is read outside JavaScript's node:fs: esbuild and rolldown (Vite's config, the bundles),
//   Node's module loader (`import()` of a project file, `require`), vitest's transform of the
//   modules it runs (in vitest's main process, as `import.meta.glob` is), a worker thread's own
//   node:fs;
// - what Node reads for fs itself inside one call (cpSync's walk of a folder counts as the folder).
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root (the folder of vitest.config.ts). */
export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Project paths whose reads are not the project's: packages (and a resolver's look for them in any
 * folder), caches, the reports of a run, git's own files.
 */
const NOT_THE_PROJECT = /^(\.cache|reports|\.git)(\/|$)|(^|\/)node_modules(\/|$)/;

export interface Read {
  /** POSIX path from the project's root; `` for the root itself. */
  readonly path: string;
  /** The node:fs function: `readFileSync`, `promises.readFile`, `cpSync`. */
  readonly how: string;
  /** The first call outside node:fs and this module: `tests/generator/scratch.ts:17:42`, or `unknown`. */
  readonly where: string;
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Functions whose first argument is a path they read (the source, for a copy). */
const READERS = [
  'readFileSync',
  'readFile',
  'readdirSync',
  'readdir',
  'existsSync',
  'exists',
  'statSync',
  'stat',
  'lstatSync',
  'lstat',
  'accessSync',
  'access',
  'opendirSync',
  'opendir',
  'createReadStream',
  'readlinkSync',
  'readlink',
  'realpathSync',
  'realpath',
  'cpSync',
  'cp',
  'copyFileSync',
  'copyFile',
  'watch',
  'watchFile',
] as const;
/** The same in node:fs/promises. */
const PROMISE_READERS = [
  'readFile',
  'readdir',
  'stat',
  'lstat',
  'access',
  'opendir',
  'readlink',
  'realpath',
  'cp',
  'copyFile',
  'watch',
] as const;
/** Functions that open a file: a read unless the flags say write-only. */
const OPENERS = ['openSync', 'open'] as const;

interface State {
  /** The reads of the test file running, by path (the first of each path); undefined: not recording. */
  reads?: Map<string, Read>;
  /** Which project paths to record (the others need no look at the stack). */
  keep: (path: string) => boolean;
  /** node:fs's own statSync, for the check's own look at the disk (not a read of the test's). */
  readonly statSync: typeof import('node:fs').statSync;
}

const KEY = Symbol.for('tianmu.read-recorder');
const global = globalThis as { [KEY]?: State };

/** The string path an fs function was given, or undefined (a file descriptor, a file handle). */
function pathOf(argument: unknown): string | undefined {
  if (typeof argument === 'string') return argument;
  if (argument instanceof URL) return argument.protocol === 'file:' ? fileURLToPath(argument) : undefined;
  if (Buffer.isBuffer(argument)) return argument.toString();
  return undefined;
}

/** Whether `flags` (open's second argument) open the file for reading. */
function readsWith(flags: unknown): boolean {
  if (flags === undefined || flags === null) return true;
  if (typeof flags === 'string') return flags.startsWith('r');
  // O_WRONLY is 1 on every platform Node runs on; O_RDONLY 0, O_RDWR 2.
  if (typeof flags === 'number') return (flags & 3) !== 1;
  return true;
}

function within(folder: string, path: string): boolean {
  const inside = relative(folder, path);
  return !inside.startsWith('..') && !isAbsolute(inside);
}

/**
 * The temporary folder, where it lies inside the project (TMPDIR pointed there): what tests write
 * there is not the project. A project that itself lies in the temporary folder (a scratch copy, as
 * `make mutants` makes) is read as any other.
 */
const TMP = resolve(tmpdir());
const TMP_IN_PROJECT = TMP !== ROOT && within(ROOT, TMP);

/** The project path of `path` as a read of the project, or undefined when it is not one. */
export function projectPath(path: string): string | undefined {
  const absolute = resolve(path);
  if (!within(ROOT, absolute)) return undefined;
  if (TMP_IN_PROJECT && within(TMP, absolute)) return undefined;
  const inside = relative(ROOT, absolute);
  const posix = inside.split(sep).join('/');
  return NOT_THE_PROJECT.test(posix) ? undefined : posix;
}

const HERE = fileURLToPath(import.meta.url);

/**
 * Where the read was made, as `path:line:col` (from the root when inside the project): the first
 * frame of the project's own code (not a package's), else the first outside Node and this module.
 */
function caller(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  let first: string | undefined;
  for (const line of stack.split('\n').slice(1)) {
    // `at f (/path:1:2)`, `at /path:1:2`, `at file:///path:1:2`; not Node's own `node:internal/…`.
    const frame = /(?:\(|at )((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/.exec(line.trim());
    if (!frame?.[1]) continue;
    const file = frame[1].startsWith('file://') ? fileURLToPath(frame[1]) : frame[1];
    if (file === HERE) continue;
    const inside = relative(ROOT, file).split(sep).join('/');
    const own = !inside.startsWith('..') && !isAbsolute(inside) && !/(^|\/)node_modules\//.test(inside);
    const shown = `${inside.startsWith('..') ? file : inside}:${frame[2]}:${frame[3]}`;
    if (own) return shown;
    first ??= shown;
  }
  return first ?? 'unknown';
}

function note(how: string, argument: unknown): void {
  const state = global[KEY];
  const reads = state?.reads;
  if (!state || !reads) return;
  const raw = pathOf(argument);
  if (raw === undefined) return;
  const path = projectPath(raw);
  if (path === undefined || reads.has(path) || !state.keep(path)) return;
  reads.set(path, { path, how, where: caller() });
}

/** `original`, recording its first argument as a read named `how` (when `reads` says it reads). */
function recording(how: string, original: AnyFunction, reads: (args: unknown[]) => boolean = () => true): AnyFunction {
  const wrapper = function (this: unknown, ...args: unknown[]) {
    if (reads(args)) note(how, args[0]);
    return original.apply(this, args);
  };
  // Keep its name and what hangs on it: realpathSync.native, promisify's custom form of exists.
  for (const key of Reflect.ownKeys(original)) {
    if (key === 'prototype') continue;
    const descriptor = Object.getOwnPropertyDescriptor(original, key);
    if (descriptor) Object.defineProperty(wrapper, key, descriptor);
  }
  return wrapper;
}

function patch(target: Record<string, unknown>, name: string, how: string, reads?: (args: unknown[]) => boolean) {
  const original = target[name];
  if (typeof original !== 'function') return;
  const wrapped = recording(how, original as AnyFunction, reads);
  const native = (original as { native?: unknown }).native;
  if (typeof native === 'function') (wrapped as { native?: unknown }).native = recording(how, native as AnyFunction);
  target[name] = wrapped;
}

/** Replaces node:fs's readers by recording ones, once per process. */
function install(): State {
  const installed = global[KEY];
  if (installed) return installed;
  const require = createRequire(import.meta.url);
  const fs = require('node:fs') as Record<string, unknown>;
  const promises = require('node:fs/promises') as Record<string, unknown>;
  const statSync = fs.statSync as State['statSync'];
  for (const name of READERS) patch(fs, name, name);
  for (const name of OPENERS) patch(fs, name, name, (args) => readsWith(args[1]));
  for (const name of PROMISE_READERS) patch(promises, name, `promises.${name}`);
  patch(promises, 'open', 'promises.open', (args) => readsWith(args[1]));
  syncBuiltinESMExports();
  const state: State = { keep: () => true, statSync };
  global[KEY] = state;
  return state;
}

const state = install();

/** Starts recording afresh what the test file about to run reads: the project paths `keep` accepts. */
export function startRecording(keep: (path: string) => boolean = () => true): void {
  state.reads = new Map();
  state.keep = keep;
}

/** What was read since startRecording; recording stops. */
export function stopRecording(): Read[] {
  const reads = [...(state.reads?.values() ?? [])];
  state.reads = undefined;
  state.keep = () => true;
  return reads;
}

/**
 * Runs `action` with a record of its own and returns what it read; its reads count in the outer
 * record too (the test file that calls this is checked for them as for any other).
 */
export async function readsOf(action: () => unknown): Promise<Read[]> {
  const [outer, keep] = [state.reads, state.keep];
  const own = new Map<string, Read>();
  state.reads = own;
  state.keep = () => true;
  try {
    await action();
    return [...own.values()];
  } finally {
    state.reads = outer;
    state.keep = keep;
    for (const read of own.values()) if (outer && keep(read.path) && !outer.has(read.path)) outer.set(read.path, read);
  }
}

/** Whether the project path `path` is a folder, looked at without recording it. */
export function isFolder(path: string): boolean {
  return state.statSync(join(ROOT, path), { throwIfNoEntry: false })?.isDirectory() === true;
}

/** A project path, as an absolute one: for a test of the recorder. */
export const inProject = (path: string): string => join(ROOT, path);
