// Builds the conformance report from the suites' JSON results: reports/conformance.md,
// reports/conformance.html (readable offline, with the decision records it links copied into
// reports/decisions/) and reports/junit.xml. Exits 1 when a clause fails, has no test, or passes
// while listed in spec/expectations.yaml, or when a runner could not start or did not finish (its
// clauses "not run: run error", decision 051), or the run was stopped.
//
//   tsx scripts/conformance.ts                 the run in reports/ (make test, make conformance)
//   tsx scripts/conformance.ts --merge DIR     every part under DIR (a folder holding each part's
//                                              reports/, from SHARD=i/n runs on several machines):
//                                              one report in reports/, as of a single run
//
// A part's reports/ holds, written by scripts/test-all.ts or the runners: run.json (what ran: the
// engines, the shard, each engine's wall time, where the checkout was, the runners that failed and
// whether the run was stopped), vitest.json,
// browser-<engine>.json (Playwright, per engine), webkit.json and webkit-target.json (the WebKit
// suite), static.json (the static checks that name clauses), selection.json (SECTION=/CLAUSE=),
// target.json (the site under test and the browsers), and browser-artifacts/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConformance } from '../harness/report/build.ts';
import type {
  EngineRun,
  RunError,
  RunFile,
  RunInfo,
  Runner,
  RunnerFailure,
  SelectionFile,
  StaticCheck,
  TestRecord,
} from '../harness/report/model.ts';
import { type PlaywrightJson, playwrightErrors, playwrightRecords } from '../harness/report/readers/playwright.ts';
import { relativePath } from '../harness/report/readers/text.ts';
import { type VitestJson, vitestErrors, vitestRecords } from '../harness/report/readers/vitest.ts';
import { toHtml } from '../harness/report/render/html.ts';
import { toJson } from '../harness/report/render/json.ts';
import { toJunit } from '../harness/report/render/junit.ts';
import { toMarkdown } from '../harness/report/render/markdown.ts';
import { decisionHtml } from '../harness/report/render/markdown-to-html.ts';
import { decisionPage } from '../harness/report/render/shared.ts';
import { mayNameClauses, unquotedClauses, withImports } from '../harness/report/selection.ts';
import { ENGINES, type Engine, LACKS, PLAYWRIGHT_ENGINES } from '../tests/engines.ts';
import { clauses, expectations } from '../tests/generated/clauses.gen.ts';

import { NOT_RUN_IN_WEBKIT } from '../tests/webkit/not-run.ts';

/** `--out DIR` writes the report elsewhere than reports/ (the merge's own test does). */
const outIndex = process.argv.indexOf('--out');
const REPORTS = outIndex >= 0 ? resolve(process.argv[outIndex + 1] ?? 'reports') : resolve('reports');
/** The checkout: the decision records are read from it whatever the working directory. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** Written by the browser suite's global setup (tests/browser/global-setup.ts). */
interface TargetFile {
  readonly url: string;
  readonly local: boolean;
  readonly build: { readonly commit: string; readonly time: string } | null;
  readonly browsers?: readonly { readonly engine: string; readonly name: string; readonly version: string }[];
  readonly startedAt: string;
}

/** Written by the WebKit runner (scripts/webkit.ts). */
interface WebkitTargetFile {
  readonly name: string;
  readonly version: string;
}

/** One part of a run: a reports/ folder and what it holds. */
interface Part {
  readonly dir: string;
  readonly run?: RunFile;
  readonly target?: TargetFile;
  readonly selection?: SelectionFile;
  readonly vitest?: VitestJson;
  readonly browser: readonly { readonly engine: Engine; readonly json: PlaywrightJson }[];
  readonly webkit?: VitestJson;
  readonly webkitTarget?: WebkitTargetFile;
  readonly statics: readonly StaticCheck[];
}

/** Files a part holds that are not whole JSON (a runner stopped while it wrote them). */
const unreadable: RunError[] = [];

function readJsonIn<T>(dir: string, name: string): T | undefined {
  const path = join(dir, name);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    unreadable.push({ source: path, message: `not whole JSON, so not read: ${(error as Error).message}` });
    return undefined;
  }
}

function readPart(dir: string): Part {
  return {
    dir,
    run: readJsonIn<RunFile>(dir, 'run.json'),
    target: readJsonIn<TargetFile>(dir, 'target.json'),
    selection: readJsonIn<SelectionFile>(dir, 'selection.json'),
    vitest: readJsonIn<VitestJson>(dir, 'vitest.json'),
    browser: PLAYWRIGHT_ENGINES.flatMap((engine) => {
      const json = readJsonIn<PlaywrightJson>(dir, `browser-${engine}.json`);
      return json ? [{ engine, json }] : [];
    }),
    webkit: readJsonIn<VitestJson>(dir, 'webkit.json'),
    webkitTarget: readJsonIn<WebkitTargetFile>(dir, 'webkit-target.json'),
    statics: readJsonIn<StaticCheck[]>(dir, 'static.json') ?? [],
  };
}

/** The folders under `from` that hold a part's run.json (a part's reports/), to three levels. */
function findParts(from: string, depth = 0): string[] {
  if (existsSync(join(from, 'run.json'))) return [from];
  if (depth >= 3 || !existsSync(from)) return [];
  return readdirSync(from, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => findParts(join(from, entry.name), depth + 1));
}

function readIfPresent(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function quiet(command: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The local build: the commit checked out, and whether the work tree differs from it. */
function localBuild(): string {
  const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
  if (!commit) return 'local build (not a git checkout)';
  const when = quiet('git', ['log', '-1', '--format=%cI']);
  const dirty = quiet('git', ['status', '--porcelain']) ? ', with uncommitted changes' : '';
  return `local build of commit ${commit}${when ? ` (${when})` : ''}${dirty}`;
}

/** Clauses named in the source of the vitest suites (tells "not run against this target" from "untested"). */
function namedBelowBrowser(): Set<string> {
  const files = (directory: string): string[] =>
    existsSync(directory)
      ? readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
          const path = join(directory, entry.name);
          if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : files(path);
          return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
        })
      : [];
  const sources = ['tests/generator', 'tests/conformance', 'tests/site']
    .flatMap(files)
    .map((file) => withImports(file, readIfPresent));
  return new Set(
    clauses.map((clause) => clause.id).filter((id) => sources.some((source) => mayNameClauses(source, [id]))),
  );
}

const mergeIndex = process.argv.indexOf('--merge');
const mergeFrom = mergeIndex >= 0 ? process.argv[mergeIndex + 1] : undefined;
if (mergeIndex >= 0 && !mergeFrom) {
  console.error("make merge-reports: FROM=<folder holding each part's reports/> is missing");
  process.exit(2);
}
const partDirs = mergeFrom ? findParts(resolve(mergeFrom)) : [REPORTS];
if (mergeFrom && partDirs.length === 0) {
  console.error(`make merge-reports: no part under ${mergeFrom} (a part is a reports/ folder with run.json in it)`);
  process.exit(2);
}
const parts = partDirs.map(readPart);
const errors: RunError[] = [...unreadable];
const records: TestRecord[] = [];
const runFailures: RunnerFailure[] = [];
mkdirSync(REPORTS, { recursive: true });

for (const [index, part] of parts.entries()) {
  const label = mergeFrom ? `${relativePath(resolve(mergeFrom), part.dir) || '.'}: ` : '';
  // Paths in a part's JSON are those of the machine that ran it: read them against its checkout.
  const paths = { root: part.run?.root ?? root, reports: part.run?.reports ?? part.dir };
  // A merged report keeps each part's screenshots and traces under reports/parts/N/.
  const prefix = mergeFrom ? `parts/${index + 1}/` : '';
  if (mergeFrom && existsSync(join(part.dir, 'browser-artifacts')))
    cpSync(join(part.dir, 'browser-artifacts'), join(REPORTS, prefix, 'browser-artifacts'), { recursive: true });
  const ran =
    part.run?.runners ?? (part.target?.local === false ? ['browser-chromium'] : ['vitest', 'browser-chromium']);
  // The runners that could not start or did not finish, as test-all.ts found them (decision 051).
  const failed = part.run?.failures ?? [];
  const partLabel = mergeFrom && partDirs.length > 1 ? label.slice(0, -2) : undefined;
  runFailures.push(...failed.map((failure) => ({ ...failure, ...(partLabel ? { part: partLabel } : {}) })));
  if (part.run?.stopped)
    runFailures.push({
      runner: 'run',
      cause: `the run was stopped by ${part.run.stopped.by} at ${part.run.stopped.at}, before its end`,
      ...(partLabel ? { part: partLabel } : {}),
    });
  const hasFailed = (runner: string) => failed.some((failure) => failure.runner === runner);
  // A runner of the run with no results and no failure recorded (test-all.ts itself was stopped, or
  // an older run.json): its tests cannot be listed here, so every clause without a record is not run.
  const need = (runner: Runner, present: boolean, file: string) => {
    if (ran.includes(runner) && !present && !hasFailed(runner) && !part.run?.stopped)
      runFailures.push({
        runner,
        cause: `no results in ${file}: the suite did not run to the end`,
        ...(partLabel ? { part: partLabel } : {}),
      });
  };
  need('vitest', Boolean(part.vitest), 'vitest.json');
  for (const engine of PLAYWRIGHT_ENGINES)
    need(
      `browser-${engine}`,
      part.browser.some((run) => run.engine === engine),
      `browser-${engine}.json`,
    );
  need('webkit', Boolean(part.webkit), 'webkit.json');
  if (part.vitest) {
    const own = vitestRecords(part.vitest, paths);
    records.push(...own);
    errors.push(...vitestErrors(part.vitest, paths).map((error) => ({ ...error, source: label + error.source })));
    // A limited run finds vitest tests by the quoted ids in their files: make sure none is missed.
    errors.push(...unquotedClauses(own, (file) => withImports(file, readIfPresent)));
  }
  for (const { engine, json } of part.browser) {
    const rebase = (path: string | undefined) => (path ? prefix + path : undefined);
    records.push(
      ...playwrightRecords(json, paths).map((record) => ({
        ...record,
        screenshot: rebase(record.screenshot),
        trace: rebase(record.trace),
      })),
    );
    // A runner that failed has its report's errors in its failure's details.
    if (!hasFailed(`browser-${engine}`))
      errors.push(...playwrightErrors(json).map((error) => ({ ...error, source: label + error.source })));
  }
  if (part.webkit) {
    records.push(...vitestRecords(part.webkit, paths, 'webkit'));
    errors.push(
      ...vitestErrors(part.webkit, paths).map((error) => ({ ...error, source: `${label}webkit: ${error.source}` })),
    );
  }
  records.push(
    ...part.statics.map(
      (check): TestRecord => ({
        kind: 'static',
        file: check.command,
        name: check.name,
        outcome: check.passed ? 'passed' : 'failed',
        clauses: check.clauses,
        message: check.passed ? undefined : `${check.command} failed: its output is in the run's log`,
      }),
    ),
  );
}

// The decision records the report links, readable from the report folder.
mkdirSync(join(REPORTS, 'decisions'), { recursive: true });
for (const decision of new Set(clauses.flatMap((clause) => (clause.decision ? [clause.decision] : [])))) {
  if (!existsSync(join(root, decision))) {
    errors.push({ source: decision, message: 'decision record linked by spec/clauses.yaml is missing' });
    continue;
  }
  const markdown = readFileSync(join(root, decision), 'utf8');
  writeFileSync(join(REPORTS, `${decisionPage(decision)}.md`), markdown);
  writeFileSync(join(REPORTS, `${decisionPage(decision)}.html`), decisionHtml(markdown));
}

const first = parts[0];
const selection = first?.selection;
const target = parts.find((part) => part.target)?.target;
const remote = target?.local === false;
const selected = selection ? new Set(selection.clauses) : undefined;
const ranEngines = ENGINES.filter((engine) =>
  parts.some((part) => part.run?.engines.includes(engine) ?? engine === 'chromium'),
);

/** The shards the parts ran: `2/4`; all of them merged is a whole run. */
function shardOf(): { shard?: string; label?: string } {
  const shards = parts.map((part) => part.run?.shard);
  const count = `${parts.length} part${parts.length === 1 ? '' : 's'} merged`;
  if (shards.every((shard) => shard === undefined)) return mergeFrom ? { label: count } : {};
  const total = Number(shards.find(Boolean)?.split('/')[1]);
  const have = new Set(shards.filter(Boolean));
  const missing = Array.from({ length: total }, (_, i) => `${i + 1}/${total}`).filter((shard) => !have.has(shard));
  if (!mergeFrom)
    return {
      shard: shards[0],
      label: `SHARD=${shards[0]}: one part of a run; merge the parts with make merge-reports`,
    };
  if (missing.length === 0) return { label: `${count} (${[...have].sort().join(', ')}): the whole run` };
  return {
    shard: missing.join(','),
    label: `${count}; missing ${missing.join(', ')}: clauses with no test here show "not run"`,
  };
}
const shard = shardOf();

// The same test in two parts (a static check each part ran) counts once: its worst outcome.
const seen = new Map<string, TestRecord>();
for (const record of records) {
  const key = [record.kind, record.engine ?? '', record.file, record.name].join('\u0000');
  const known = seen.get(key);
  if (!known || (known.outcome === 'passed' && record.outcome !== 'passed')) seen.set(key, record);
}
const uniqueRecords = [...seen.values()]
  // In a limited run the tests of other clauses were filtered out (vitest lists them as skipped).
  .filter((record) => !selected || record.clauses.some((id) => selected.has(id)));

const engineGaps: Record<string, Record<string, string>> = {
  webkit: Object.fromEntries(
    Object.entries(NOT_RUN_IN_WEBKIT).flatMap(([id, capability]) => (capability ? [[id, LACKS[capability]]] : [])),
  ),
};
const report = buildConformance(clauses, expectations, uniqueRecords, {
  selected,
  remote,
  namedBelowBrowser: remote ? namedBelowBrowser() : undefined,
  errors,
  engines: ranEngines,
  engineGaps,
  shard: shard.shard,
  ...(selection?.byChange ? { byChange: true } : {}),
  runFailures,
});

const generatedAt = new Date().toISOString();
/** When the first suite of the run started. */
function startedAt(): string {
  const times = parts
    .flatMap((part) => [part.run?.startedAt, part.target?.startedAt])
    .filter((time): time is string => Boolean(time))
    .map((time) => new Date(time).getTime());
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : generatedAt;
}

function engineRun(engine: Engine): EngineRun {
  if (!ranEngines.includes(engine))
    return {
      engine,
      browser: `not run (${parts.find((part) => part.run)?.run?.enginesSetting ?? 'ENGINES'} left it out)`,
    };
  const wall = parts.map((part) => part.run?.wallMs[engine]).filter((ms): ms is number => ms !== undefined);
  const wallMs = wall.length > 0 ? wall.reduce((sum, ms) => sum + ms, 0) : undefined;
  if (engine === 'webkit') {
    const info = parts.find((part) => part.webkitTarget)?.webkitTarget;
    return { engine, browser: info ? `${info.name} ${info.version}` : 'WebKitGTK (no webkit-target.json)', wallMs };
  }
  const info = parts.flatMap((part) => part.target?.browsers ?? []).find((browser) => browser.engine === engine);
  return { engine, browser: info ? `${info.name} ${info.version}` : `${engine} (no target.json)`, wallMs };
}

/** `by SIGTERM (…) at …`, when a part was stopped before its end. */
function stoppedText(): string | undefined {
  const stopped = parts.flatMap((part) => (part.run?.stopped ? [part.run.stopped] : []));
  return stopped.length > 0 ? stopped.map((stop) => `by ${stop.by} at ${stop.at}`).join('; ') : undefined;
}

const run: RunInfo = {
  target: target ? (target.local ? `${target.url} (local build)` : target.url) : 'local build',
  build: target?.build
    ? `commit ${target.build.commit}, built ${target.build.time}`
    : target && !target.local
      ? 'not found (no version.json)'
      : localBuild(),
  engines: ENGINES.map(engineRun),
  startedAt: startedAt(),
  generatedAt,
  selection: selection?.label,
  parts: shard.label,
  stopped: stoppedText(),
};

writeFileSync(join(REPORTS, 'conformance.md'), toMarkdown(report, run));
writeFileSync(join(REPORTS, 'conformance.html'), toHtml(report, run));
writeFileSync(join(REPORTS, 'junit.xml'), toJunit(report));
writeFileSync(join(REPORTS, 'conformance.json'), `${JSON.stringify(toJson(report, run), null, 2)}\n`);

for (const clause of report.clauses) {
  if (clause.status === 'untested') console.error(`  UNTESTED         ${clause.id}: no test names this clause`);
  if (clause.status === 'run-error') console.error(`  NOT RUN          ${clause.id}: ${clause.note ?? ''}`);
  if (clause.status === 'fail') {
    const failing = clause.tests.filter((test) => test.outcome !== 'passed' && test.outcome !== 'not-in-engine');
    console.error(
      `  FAIL             ${clause.id}: ${
        failing.length > 0
          ? failing.map((test) => `${test.name} (${[test.engine, test.outcome].filter(Boolean).join(', ')})`).join('; ')
          : (clause.note ?? '')
      }`,
    );
  }
  if (clause.status === 'unexpected-pass')
    console.error(`  UNEXPECTED PASS  ${clause.id}: passes now; remove it from spec/expectations.yaml`);
}
for (const { id, test } of report.unknown)
  console.error(`  UNKNOWN CLAUSE   ${id} named by ${test.file} › ${test.name}`);
for (const failure of report.runErrors)
  console.error(
    `  RUN ERROR        ${failure.part ? `${failure.part}: ` : ''}${failure.runner}: ${failure.cause} (clauses not run: ${failure.notRun.length})`,
  );
for (const error of report.errors) console.error(`  ERROR            ${error.source}: ${error.message.split('\n')[0]}`);
const { totals } = report;
const notRun = [
  totals['run-error'] > 0 && `${totals['run-error']} not run (run error)`,
  totals['not-run'] > 0 && `${totals['not-run']} not run`,
  totals['not-run-target'] > 0 && `${totals['not-run-target']} not run against this target`,
].filter(Boolean);
console.log(
  `conformance${selection ? ` (${selection.label})` : ''}: ${report.clauses.length} clauses — ${totals.pass} pass, ${totals.fail} fail, ${totals.untested} untested, ${totals['expected-fail']} expected-fail, ${totals['unexpected-pass']} unexpected-pass${notRun.length > 0 ? `, ${notRun.join(', ')}` : ''}`,
);
console.log(`written: ${relativePath(resolve('.'), REPORTS) || '.'}/conformance.{html,md,json}, junit.xml, decisions/`);
process.exitCode = report.ok ? 0 : 1;
