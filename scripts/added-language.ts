// `make added-language`: the suite on the project with a third language (decision 036). A scratch copy
// of this checkout (its files as they are, committed in a repository of its own: the spec mutants and
// the visual diff read the committed tree) gets en-GB as a developer adds a language: its tag in
// app.yaml's `locales.available`, every text the generator names written (copied from the English),
// its name and switch label in its own words, the generated files written again and committed. Then,
// in the copy:
//
//   test      `make test`'s every check (scripts/test-all.ts); ENGINES=, SECTION=, CLAUSE= limit it as
//             they limit `make test`
//   mutants   `tsx scripts/mutants.ts --check`: every spec mutant still applies, each edit once
//
// Both by default; name one to run it alone (`make added-language STEPS=mutants`). The copy's
// reports/ are kept in reports/added-language/. KEEP=1 leaves the copy and prints where it is (to run
// one spec file in it again); STEPS=copy only makes it (and keeps it).
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { addFilledLanguage } from '../tests/generator/new-language.ts';
import { banner } from './run-steps.ts';

/** The added language: not a language of the specification, its texts copied from the English. */
const TAG = 'en-GB';
const WORDS = { name: 'English (UK)', switchTo: 'Switch to English (UK)' };

const ROOT = process.cwd();
const STEPS = {
  test: { name: 'make test', command: 'node_modules/.bin/tsx', args: ['scripts/test-all.ts'] },
  mutants: { name: 'spec mutants apply', command: 'node_modules/.bin/tsx', args: ['scripts/mutants.ts', '--check'] },
} as const;
type Step = keyof typeof STEPS;

function stepsFrom(value: string | undefined): { steps: Step[]; keep: boolean } {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return { steps: ['test', 'mutants'], keep: process.env.KEEP === '1' };
  if (names.length === 1 && names[0] === 'copy') return { steps: [], keep: true };
  const unknown = names.filter((name) => !(name in STEPS));
  if (unknown.length > 0)
    throw new Error(`STEPS=${value}: no step ${unknown.join(', ')}; write test, mutants (a comma list) or copy`);
  return { steps: names as Step[], keep: process.env.KEEP === '1' };
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' });
}

function commit(dir: string, message: string): void {
  git(dir, 'add', '--all');
  git(
    dir,
    ...['-c', 'user.name=make added-language', '-c', 'user.email=added-language@localhost'],
    ...['commit', '--quiet', '--no-verify', '--no-gpg-sign', '--message', message],
  );
}

/** This checkout's files as they are (tracked and new, not ignored), in a repository of their own. */
function copyCheckout(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'added-language-')), 'repo');
  const files = git(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0');
  for (const file of files.filter((name) => name !== '' && existsSync(join(ROOT, name)))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  git(dir, 'init', '--quiet', '--initial-branch=main');
  // The installed packages and Node 24 (make test's second vitest pass), linked, not copied, and
  // not committed (.gitignore's `node_modules/` names a folder, not a link).
  const linked = ['node_modules', '.cache'].filter((name) => existsSync(join(ROOT, name)));
  for (const name of linked) symlinkSync(join(ROOT, name), join(dir, name));
  appendFileSync(join(dir, '.git/info/exclude'), linked.map((name) => `/${name}\n`).join(''));
  commit(dir, 'The checkout as it is');
  return dir;
}

/** A command in the copy, its output shown; resolves to its exit code. */
function runIn(dir: string, command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function main(): Promise<number> {
  const { steps, keep } = stepsFrom(process.env.STEPS);
  banner(`a copy of the project with ${TAG} added`);
  const dir = copyCheckout();
  const removeCopy = () => rmSync(dirname(dir), { recursive: true, force: true });
  // Stopped with Ctrl-C, the steps stop too (they get the signal), and the copy goes with them.
  if (!keep)
    process.once('SIGINT', () => {
      removeCopy();
      process.exit(130);
    });
  try {
    const written = addFilledLanguage(dir, TAG, WORDS);
    commit(dir, `${TAG} added: its tag listed and its ${written} texts written`);
    console.log(`${dir}: ${TAG} added, ${written} texts written (copied from en-US), generated and committed`);
    const results: [string, number][] = [];
    for (const step of steps) {
      banner(`${STEPS[step].name}, with ${TAG} added`);
      results.push([STEPS[step].name, await runIn(dir, STEPS[step].command, STEPS[step].args)]);
    }
    if (existsSync(join(dir, 'reports'))) {
      rmSync(join(ROOT, 'reports/added-language'), { recursive: true, force: true });
      cpSync(join(dir, 'reports'), join(ROOT, 'reports/added-language'), { recursive: true });
    }
    banner(`with ${TAG} added`);
    for (const [name, code] of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name} (exit ${code})`);
    if (results.length > 0) console.log('the copy’s reports: reports/added-language/');
    if (keep) console.log(`the copy is kept: ${dir} (remove ${dirname(dir)} when done)`);
    return results.every(([, code]) => code === 0) ? 0 : 1;
  } finally {
    if (!keep) removeCopy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`make added-language: ${(error as Error).message}`);
  process.exitCode = 2;
}
