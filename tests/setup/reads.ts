// Every vitest test file is checked for what it reads of the project at run time (decision 049):
// each file or folder it opens, lists, copies or tests for through node:fs in this process
// (tests/setup/read-recorder.ts records them) must be one it imports (esbuild's graph, as
// harness/change/imports.ts makes it) or one that harness/change/vitest-reads.ts declares for it.
// Otherwise `make test CHANGED=<ref>` could leave the file out when that path changes, and the
// file fails here, naming the path, the call that read it and the entry to write.
// What the recorder cannot see (the processes a test starts, esbuild, Vite's config, `import()`)
// is declared by reading the code: see read-recorder.ts.
import { spawnSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect } from 'vitest';
import { covers, uncovered } from '../../harness/change/vitest-reads.ts';
import { isFolder, type Read, ROOT, startRecording, stopRecording } from './read-recorder.ts';

/** vitest looks for each test file's snapshots beside it: a part of the test file, not a read of its own. */
export function snapshotOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return `${file.slice(0, slash)}/__snapshots__/${file.slice(slash + 1)}.snap`;
}

/** The paths `file` reads that its entry does not cover, and so must be among its imports. */
export function needsImport(file: string, path: string): boolean {
  return path !== snapshotOf(file) && uncovered(file, [path]).length > 0;
}

/**
 * The project's files `file` imports (esbuild's graph, harness/change/imports.ts, as the selection
 * reads it), made in a process of its own: esbuild refuses to load under jsdom.
 */
function importsOf(file: string): Set<string> {
  const imports = pathToFileURL(join(ROOT, 'harness/change/imports.ts')).href;
  const script = [
    `const { importGraph } = await import(${JSON.stringify(imports)});`,
    `const graph = await importGraph(${JSON.stringify(ROOT)}, [${JSON.stringify(file)}]);`,
    `process.stdout.write(JSON.stringify([...(graph.imports.get(${JSON.stringify(file)}) ?? [])]));`,
  ].join('\n');
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(
      `tests/setup/reads.ts: esbuild could not list what ${file} imports (exit ${run.status}):\n${run.stderr.trim()}\n` +
        `  fix: make ${file} and its imports bundle with esbuild (node_modules/.bin/tsx harness/change/imports.ts's importGraph)`,
    );
  return new Set(JSON.parse(run.stdout) as string[]);
}

/** The reads of `file` that neither its imports nor its entry in RUNTIME_READS cover. */
export function undeclaredReads(file: string, reads: readonly Read[]): Read[] {
  const left = reads.filter((read) => needsImport(file, read.path));
  if (left.length === 0) return [];
  const imported = importsOf(file);
  return left.filter((read) => !imported.has(read.path));
}

/** What a read of `path` should be declared as: a folder with its `/`. */
const entryFor = (path: string): string => (isFolder(path) ? `${path}/` : path);

/** The entries that would declare `paths`: each, less those a folder among them covers. */
export function entriesFor(paths: readonly string[]): string[] {
  const entries = [...new Set(paths.map(entryFor))].sort();
  return entries.filter(
    (entry) => !entries.some((other) => other !== entry && covers(other, entry.replace(/\/$/, ''))),
  );
}

/** The failure's text: what was read, where, and the entry that would declare it. */
export function undeclaredMessage(file: string, reads: readonly Read[]): string {
  const SHOWN = 12;
  const width = Math.max(...reads.slice(0, SHOWN).map((read) => read.path.length));
  const lines = reads.slice(0, SHOWN).map((read) => `  ${read.path.padEnd(width)}  ${read.how} at ${read.where}`);
  if (reads.length > SHOWN) lines.push(`  … and ${reads.length - SHOWN} more`);
  const entries = entriesFor(reads.map((read) => read.path))
    .map((entry) => `'${entry}'`)
    .join(', ');
  const one = reads.length === 1;
  return (
    `${file} read ${one ? 'a path' : `${reads.length} paths`} of the project that it does not import and ` +
    'harness/change/vitest-reads.ts does not declare for it, so `make test CHANGED=<ref>` would not run it when ' +
    `${one ? 'that path changes' : 'they change'}:\n${lines.join('\n')}\n` +
    `  fix: add ${entries} to RUNTIME_READS['${file}'].paths in harness/change/vitest-reads.ts (a folder ends in "/"), ` +
    `saying why in its comment; or stop reading ${one ? 'it' : 'them'}`
  );
}

const testPath = expect.getState().testPath;
if (!testPath) throw new Error('tests/setup/reads.ts: vitest names no test file while the setup files run');
const FILE = relative(ROOT, testPath).split(sep).join('/');

// Only what the entry does not cover is recorded (and only that needs a look at the stack).
startRecording((path) => needsImport(FILE, path));

// Registered before the test file's hooks, so it runs after them (vitest runs after-hooks in stack order).
afterAll(() => {
  const undeclared = undeclaredReads(FILE, stopRecording());
  if (undeclared.length > 0) throw new Error(undeclaredMessage(FILE, undeclared));
});
