// `make mutants`: the spec mutants of tests/mutants/catalogue.ts, one at a time in a scratch copy
// of the committed tree (a git worktree of HEAD, made once, reset between mutants), each checked
// by the tests that name the clauses it contradicts (docs/decisions/021-spec-mutants.md). Then,
// when package.json has it, the unit-level mutation run `npm run mutants:unit`.
//
//   MUTANT=id[,id…]      run only these mutants
//   MUTANT_TIMEOUT=secs  limit of each step (generate, vitest, the browser run); default 900
//   MUTANT_ALL_TESTS=1   run the browser tests even when a vitest test has caught the mutant, and
//                        every selected browser test (otherwise the run stops at the first failure)
//   MUTANT_WORKERS=n     Playwright's workers for the browser tests; default 2, as in make test
//   MUTANT_BASELINE=0    skip the first run of the selected tests on the unmutated tree (a test
//                        failing there catches nothing, so the baseline's failures are not counted)
//   MUTANT_CHANGED=0     skip `make test CHANGED=HEAD` on each mutant (its recall, decision 049)
//
// Each mutant is first left as an uncommitted change for `make test CHANGED=HEAD` (every engine,
// stopped at its first failure): it must fail wherever the full suite does. When it fails on a test
// of the mutant's clauses, the mutant is caught; otherwise the tests of its clauses run as before
// (one engine), and a mutant they catch that the CHANGED= run let through is a miss of the selection.
//   --check              make and regenerate every mutant, run no test (the catalogue applies)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MUTANTS, type Mutant, type Section } from '../tests/mutants/catalogue.ts';
import { applyMutant, MutantDoesNotApply } from './mutants/apply.ts';
import { type ChangedRun, runChanged, selects } from './mutants/changed.ts';
import { run } from './mutants/process.ts';
import {
  changedRecall,
  consoleLine,
  isCaught,
  type MutantResult,
  type MutantsReport,
  markdown,
  sectionTotals,
} from './mutants/report.ts';
import { firstLines, runBrowser, runVitest } from './mutants/runners.ts';
import { buildIndex, type TestIndex } from './mutants/select.ts';
import { stopOnSignals } from './processes.ts';
import { banner, runCommand } from './run-steps.ts';

const ROOT = process.cwd();
const STEP_MS = Number(process.env.MUTANT_TIMEOUT ?? 900) * 1000;
const ALL_TESTS = process.env.MUTANT_ALL_TESTS === '1';
const WORKERS = Number(process.env.MUTANT_WORKERS ?? 2);
const CHECK_ONLY = process.argv.includes('--check');
const CHANGED = process.env.MUTANT_CHANGED !== '0';
/** The builds CHANGED=HEAD compares with, kept across mutants: every mutant's ref is the same commit. */
const CHANGE_CACHE = join(ROOT, '.cache/change');

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** The full run interleaves the sections, so that a run stopped early has tried every section. */
function plan(): Mutant[] {
  const wanted = process.env.MUTANT?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (wanted?.length) {
    const unknown = wanted.filter((id) => !MUTANTS.some((mutant) => mutant.id === id));
    if (unknown.length) throw new Error(`no mutant named ${unknown.join(', ')} (see tests/mutants/catalogue.ts)`);
    return MUTANTS.filter((mutant) => wanted.includes(mutant.id));
  }
  const bySection = new Map<Section, Mutant[]>();
  for (const mutant of MUTANTS) bySection.set(mutant.section, [...(bySection.get(mutant.section) ?? []), mutant]);
  const queues = [...bySection.values()];
  const ordered: Mutant[] = [];
  while (queues.some((queue) => queue.length))
    for (const queue of queues) if (queue.length) ordered.push(queue.shift() as Mutant);
  return ordered;
}

function checkCatalogue(): void {
  const ids = new Set<string>();
  for (const mutant of MUTANTS) {
    if (ids.has(mutant.id)) throw new Error(`mutant ${mutant.id} is in the catalogue twice`);
    ids.add(mutant.id);
    if (mutant.generatorRejects && mutant.kind !== 'manifest')
      throw new Error(`${mutant.id}: only a manifest edit can be refused by the generator`);
  }
}

interface Selection {
  readonly index: TestIndex;
  /** Tests that fail on the unmutated tree: their failure catches nothing (made on first need). */
  readonly baseline: () => Promise<ReadonlySet<string>>;
}

/** Where the output of a mutant's CHANGED= run is kept. */
const logOf = (mutant: Mutant) => join(ROOT, 'reports/mutants', `${mutant.id}.log`);

/** Resets the scratch copy to the committed tree. */
function reset(scratch: string): void {
  git(scratch, 'checkout', '--', '.');
  git(scratch, 'clean', '-fdq', '-e', 'node_modules');
}

/**
 * Runs the tests of `clauses` on the scratch copy as it is: vitest first, then (unless vitest has
 * caught it already, or MUTANT_ALL_TESTS=1) the browser tests.
 */
async function runSelected(
  scratch: string,
  index: TestIndex,
  clauses: readonly string[],
  stopEarly: boolean,
  baseline: ReadonlySet<string> = new Set(),
) {
  const vitestFiles = index.vitestFiles(clauses);
  const browserTests = index.browserTests(clauses);
  const failing: string[] = [];
  const passed: string[] = [];
  const problems: string[] = [];
  let timedOut = false;
  let browserRan = 0;
  if (vitestFiles.length) {
    const result = await runVitest(scratch, vitestFiles, clauses, STEP_MS);
    failing.push(...result.failing);
    passed.push(...result.passed);
    timedOut ||= result.timedOut;
    if (result.problem) problems.push(result.problem);
  }
  if (browserTests.length && !(stopEarly && failing.length)) {
    const result = await runBrowser(scratch, browserTests, clauses, {
      timeoutMs: STEP_MS,
      workers: WORKERS,
      // A test failing without the mutant must not end the run before one that catches it.
      stopAtFirstFailure: stopEarly && baseline.size === 0,
    });
    failing.push(...result.failing);
    passed.push(...result.passed);
    timedOut ||= result.timedOut;
    browserRan = result.ran;
    if (result.problem) problems.push(result.problem);
  }
  return {
    failing,
    passed,
    problems,
    timedOut,
    vitestFiles: vitestFiles.length,
    browserTests: browserTests.length,
    browserRan,
  };
}

async function runMutant(scratch: string, selection: Selection | undefined, mutant: Mutant): Promise<MutantResult> {
  const started = Date.now();
  let changed: ChangedRun | undefined;
  let selected = {
    vitestFiles: selection?.index.vitestFiles(mutant.clauses).length ?? 0,
    browserTests: selection?.index.browserTests(mutant.clauses).length ?? 0,
  };
  let passed: string[] = [];
  const done = (outcome: MutantResult['outcome'], caughtBy: string[], note?: string): MutantResult => ({
    id: mutant.id,
    section: mutant.section,
    clauses: mutant.clauses,
    description: mutant.description,
    kind: mutant.kind,
    outcome,
    caughtBy,
    selected,
    ...(outcome === 'caught' || outcome === 'caught-by-generator' ? {} : { passed }),
    ...(note ? { note } : {}),
    ...(changed ? { changed } : {}),
    seconds: Math.round((Date.now() - started) / 1000),
  });

  reset(scratch);
  try {
    applyMutant(scratch, mutant);
  } catch (error) {
    if (error instanceof MutantDoesNotApply) return done('error', [], `does not apply: ${error.message}`);
    throw error;
  }
  if (mutant.kind === 'manifest') {
    const generated = await run('node', ['generator/bin.mjs', 'generate'], { cwd: scratch, timeoutMs: STEP_MS });
    if (generated.timedOut) return done('timed-out', [], 'generate ran past the limit');
    if (generated.code !== 0) {
      const reason = firstLines(`${generated.stderr}\n${generated.stdout}`);
      // What a developer would see of it: their CHANGED= run stops at the build.
      if (CHANGED && selection && mutant.generatorRejects)
        changed = await runChanged(scratch, CHANGE_CACHE, logOf(mutant), STEP_MS * 3);
      return mutant.generatorRejects
        ? done('caught-by-generator', [`generator: ${reason}`])
        : done('error', [], `the generator refused a mutant it should accept: ${reason}`);
    }
  }
  if (!selection) return done('survived', [], 'check only: made and regenerated, no test run');

  if (CHANGED) {
    changed = await runChanged(scratch, CHANGE_CACHE, logOf(mutant), STEP_MS * 3);
    const clauses: ReadonlySet<string> = new Set(mutant.clauses);
    const own = changed.failingClauses.filter((id) => clauses.has(id));
    if (changed.failed && own.length > 0 && !ALL_TESTS)
      return done('caught', [`make test CHANGED=HEAD: ${changed.failedAt ?? 'failed'}`]);
    // The generator's refusal fails the CHANGED= run at make check, as it fails the full suite.
    if (changed.failed && mutant.generatorRejects && !ALL_TESTS)
      return done('caught-by-generator', [`make test CHANGED=HEAD: ${changed.failedAt ?? 'failed'}`]);
  }
  // The baseline runs on the unmutated tree (once, on first need): the mutant is made again after it.
  const baseline = await selection.baseline();
  reset(scratch);
  applyMutant(scratch, mutant);
  if (mutant.kind === 'manifest')
    await run('node', ['generator/bin.mjs', 'generate'], { cwd: scratch, timeoutMs: STEP_MS });
  const result = await runSelected(scratch, selection.index, mutant.clauses, !ALL_TESTS, baseline);
  if (result.browserTests) selected = { ...selected, browserTests: result.browserRan };
  passed = result.passed;
  const notes = [...result.problems];
  if (mutant.generatorRejects) notes.unshift('the generator accepted it (it should refuse it)');
  const failingWithoutIt = result.failing.filter((test) => baseline.has(test));
  if (failingWithoutIt.length)
    notes.push(`${failingWithoutIt.length} test(s) fail without the mutant too: not counted`);
  const caughtBy = result.failing.filter((test) => !baseline.has(test));
  const note = notes.join('; ') || undefined;
  if (caughtBy.length && changed?.failed) {
    const selectsCatch = caughtBy.some((test) => changed !== undefined && selects(changed, test));
    return { ...done('caught', caughtBy, note), changedSelectsCatch: selectsCatch };
  }
  if (caughtBy.length) return done('caught', caughtBy, note);
  if (result.timedOut) return done('timed-out', [], note ?? `a step ran past ${STEP_MS / 1000} s`);
  if (!result.vitestFiles && !result.browserTests) return done('survived', [], 'no test names these clauses');
  if (result.problems.length) return done('error', [], note);
  return done('survived', [], note);
}

/** The selected tests of every planned mutant, on the unmutated tree. */
async function baseline(scratch: string, index: TestIndex, mutants: readonly Mutant[]): Promise<Set<string>> {
  if (process.env.MUTANT_BASELINE === '0') return new Set();
  const clauses = [...new Set(mutants.flatMap((mutant) => mutant.clauses))];
  banner(`baseline: the tests of ${clauses.length} clauses on the unmutated tree`);
  reset(scratch);
  const result = await runSelected(scratch, index, clauses, false);
  if (result.timedOut || result.problems.length) {
    throw new Error(`the baseline run failed: ${result.timedOut ? 'timed out' : result.problems.join('; ')}`);
  }
  for (const test of result.failing) console.log(`  fails without any mutant (not counted as a catch): ${test}`);
  console.log(`baseline: ${result.failing.length} failing test(s)`);
  return new Set(result.failing);
}

function writeReports(report: MutantsReport): void {
  const dir = join(ROOT, 'reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mutants.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'mutants.md'), markdown(report));
}

/** The scratch worktree, removed at the end, on failure, and when the run is stopped. */
let removeScratch = (): void => {};
stopOnSignals('make mutants', () => removeScratch());

async function main(): Promise<number> {
  checkCatalogue();
  const mutants = plan();
  const commit = git(ROOT, 'rev-parse', '--short', 'HEAD');
  const scratch = join(mkdtempSync(join(tmpdir(), 'mutants-')), 'repo');
  console.log(`spec mutants: ${mutants.length} of ${MUTANTS.length}, on commit ${commit}, in ${scratch}`);
  git(ROOT, 'worktree', 'add', '--detach', '--quiet', scratch, 'HEAD');
  removeScratch = () => {
    removeScratch = () => {};
    git(ROOT, 'worktree', 'remove', '--force', scratch);
    rmSync(dirname(scratch), { recursive: true, force: true });
  };
  const results: MutantResult[] = [];
  const report = (): MutantsReport => ({
    startedAt,
    commit,
    planned: mutants.length,
    results,
  });
  const startedAt = new Date().toISOString();
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
    let selection: Selection | undefined;
    if (!CHECK_ONLY) {
      const index = await buildIndex(scratch, STEP_MS);
      let made: Promise<Set<string>> | undefined;
      selection = {
        index,
        baseline: () => {
          made ??= baseline(scratch, index, mutants);
          return made;
        },
      };
    }
    for (const [position, mutant] of mutants.entries()) {
      console.log(`\n[${position + 1}/${mutants.length}] ${mutant.id}: ${mutant.description}`);
      const result = await runMutant(scratch, selection, mutant);
      results.push(result);
      console.log(consoleLine(result));
      if (!CHECK_ONLY) writeReports(report());
    }
  } finally {
    removeScratch();
  }
  const final = { ...report(), finishedAt: new Date().toISOString() };
  if (CHECK_ONLY) {
    const broken = results.filter((result) => result.outcome === 'error');
    for (const result of broken) console.log(`ERROR ${result.id}: ${result.note}`);
    console.log(`\ncheck: ${results.length - broken.length} of ${results.length} mutants apply and regenerate`);
    return broken.length ? 1 : 0;
  }
  writeReports(final);
  console.log(`\n${markdown(final)}`);
  for (const row of sectionTotals(results)) console.log(`§${row.section}: ${row.caught}/${row.total} caught`);
  const caught = results.filter(isCaught).length;
  console.log(`spec mutants: ${caught} of ${results.length} caught (reports/mutants.md, reports/mutants.json)`);
  const recall = changedRecall(results);
  if (recall) console.log(recall.line);
  return caught === results.length && (!recall || recall.missed === 0) ? 0 : 1;
}

let code = await main();
// Unit-level mutation testing, when the project has it (Stryker: `mutants:unit`), after the spec
// mutants and only on a full run.
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
  .scripts;
if (!process.env.MUTANT && !CHECK_ONLY && scripts?.['mutants:unit']) {
  banner('unit mutants (npm run mutants:unit)');
  const unit = await runCommand('npm', ['run', '--silent', 'mutants:unit']);
  if (unit !== 0) code ||= unit;
}
process.exitCode = code;
