// From what a change can affect (impact.ts) to the checks that run: each browser test whose file
// changed, that imports a changed file, that reads an input the change touches, or that names a
// clause the change touches; each vitest file that changed, imports a changed file or reads one at
// run time; the static checks the change needs. Everything, when the change has a file the
// analysis cannot place. Each choice keeps its first reason, for the lines printed before the run
// and the change report (decision 049).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onSite, readsAny } from '../../tests/scope.ts';
import { mayNameClauses, withImports } from '../report/selection.ts';
import type { Impact } from './impact.ts';
import type { ImportGraph } from './imports.ts';
import type { BrowserEngine, BrowserTest, Inventory } from './inventory.ts';
import { rewritesTextsOnly } from './manifest-diff.ts';
import { classify } from './sources.ts';
import { RUNTIME_READS, readsText } from './vitest-reads.ts';

export interface Chosen<T> {
  readonly item: T;
  readonly why: string;
}

export interface Selection {
  /** Why everything runs, when it does. */
  readonly everything?: string;
  readonly browser: readonly Chosen<BrowserTest>[];
  readonly vitest: readonly Chosen<string>[];
  /** Why tsc runs, or undefined. */
  readonly tsc?: string;
  /** The files biome checks (`.` for all). */
  readonly biome: readonly string[];
  /** Whether the page budgets are checked (the build's scripts may have changed). */
  readonly budgets: boolean;
  /**
   * Whether no test, oracle or clause changed and every browser test was chosen for what it reads:
   * a test may then check only the pages of its list the change touches (tests/changed-pages.ts).
   */
  readonly narrowable: boolean;
}

export interface Filters {
  readonly engines: readonly BrowserEngine[];
  /** SECTION= / CLAUSE=: only tests naming one of these clauses. */
  readonly clauses?: ReadonlySet<string>;
}

const BIOME = /\.(ts|tsx|js|mjs|cjs|json|jsonc|css)$/;

function changedPaths(impact: Impact): Set<string> {
  return new Set(impact.change.files.flatMap((file) => (file.from ? [file.path, file.from] : [file.path])));
}

/** Why a test file runs because of what it imports or is, or undefined. */
function byFile(file: string, graph: ImportGraph, changed: ReadonlySet<string>): string | undefined {
  if (changed.has(file)) return `${file} changed`;
  const imported = [...(graph.imports.get(file) ?? [])].find((path) => path !== file && changed.has(path));
  return imported ? `it imports ${imported}, which changed` : undefined;
}

/** Why a vitest file runs because of what it reads at run time, or undefined. */
function byRuntimeReads(file: string, graph: ImportGraph, impact: Impact, changed: ReadonlySet<string>) {
  const declared = RUNTIME_READS[file];
  const onDisk = [...(graph.imports.get(file) ?? [])].find((path) => graph.touchDisk.has(path));
  if (!declared) {
    if (!onDisk) return undefined;
    const notDocs = impact.sources.find((source) => source.kind !== 'docs');
    return notDocs
      ? `it reads the project at run time (${onDisk} opens files or starts processes; harness/change/vitest-reads.ts does not list it), and ${notDocs.path} changed`
      : undefined;
  }
  // Here the clause catalogue's facts count too: a file that reads spec/ may read it.
  const textsOnly = rewritesTextsOnly(impact.facts);
  for (const path of changed) {
    const read = declared.paths.find((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
    if (!read) continue;
    // A change that rewrites texts only reaches a 'structure' file through the manifest and what
    // is generated from it (the pages' content, the catalogues, the search indexes), and only
    // through the texts it names.
    if (
      declared.manifest === 'structure' &&
      textsOnly &&
      (path.startsWith('spec/') || classify(path).kind === 'generated')
    ) {
      const text = impact.facts.find((fact) =>
        (declared.texts ?? []).some((wanted) =>
          readsText(wanted, { ...fact, ...(fact.subject.kind === 'page' ? { page: fact.subject.page } : {}) }),
        ),
      );
      if (!text) continue;
      return `it reads the text at ${text.file}:${text.line}:${text.column} (${text.locale}), which changed`;
    }
    return `it reads ${read} at run time, and ${path} changed`;
  }
  return undefined;
}

/** Whether the test file at `file` quotes the clause id (as `proves('ID')` or a table of ids does). */
function quotes(root: string, file: string, id: string): boolean {
  try {
    return new RegExp(`['"\`]${id}['"\`]`).test(readFileSync(join(root, file), 'utf8'));
  } catch {
    return false;
  }
}

export function select(
  root: string,
  impact: Impact,
  tests: Inventory,
  graph: ImportGraph,
  filters: Filters,
): Selection {
  const changed = changedPaths(impact);
  const routes = new Set(impact.routes);
  const inputs = [...impact.inputs.keys()].map((input) => onSite(input, routes));
  const named = (clauses: readonly string[]) => !filters.clauses || clauses.some((id) => filters.clauses?.has(id));
  const everything = impact.everything
    ? `${impact.everything.path}: ${impact.everything.why}, so every test runs`
    : undefined;

  const browser: Chosen<BrowserTest>[] = [];
  // No test, oracle or helper of the suites changed (what the generator writes for them follows the manifest).
  let narrowable =
    !everything && ![...changed].some((path) => path.startsWith('tests/') && !path.startsWith('tests/generated/'));
  for (const test of tests.browser) {
    if (!filters.engines.includes(test.engine) || !named(test.clauses)) continue;
    const file = byFile(test.file, graph, changed);
    // A test whose code or clause changed checks its whole list.
    if (file || test.clauses.some((id) => impact.clauses.includes(id))) narrowable = false;
    const why =
      everything ??
      file ??
      (() => {
        const reads = test.reads.length > 0 ? test.reads.map((input) => onSite(input, routes)) : undefined;
        if (!reads) {
          const first = inputs[0];
          return first ? `it declares nothing it reads (so everything), and the change touches ${first}` : undefined;
        }
        const hit = inputs.find((input) => readsAny(reads, [input]));
        return hit ? `it reads ${hit}: ${impact.inputs.get(hit)?.[0] ?? 'changed'}` : undefined;
      })() ??
      (() => {
        const clause = test.clauses.find((id) => impact.clauses.includes(id));
        return clause ? `it proves ${clause}, whose catalogue entry changed` : undefined;
      })();
    if (why) browser.push({ item: test, why });
  }

  const vitest: Chosen<string>[] = [];
  const read = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined);
  for (const file of tests.vitest) {
    // SECTION= / CLAUSE=: only the files that quote one of those clauses (their tag filter picks the tests).
    if (filters.clauses && !mayNameClauses(withImports(file, read), [...filters.clauses])) continue;
    const why =
      everything ??
      byFile(file, graph, changed) ??
      byRuntimeReads(file, graph, impact, changed) ??
      (() => {
        const clause = impact.clauses.find((id) => quotes(root, file, id));
        return clause ? `it names ${clause}, whose catalogue entry changed` : undefined;
      })();
    if (why) vitest.push({ item: file, why });
  }

  const biome = everything
    ? ['.']
    : [...changed].filter((path) => BIOME.test(path) && !path.endsWith('.gen.ts') && existsSync(join(root, path)));
  return {
    ...(everything ? { everything } : {}),
    browser,
    vitest,
    ...(everything || impact.types ? { tsc: everything ? 'everything runs' : impact.types } : {}),
    biome,
    budgets: Boolean(everything) || impact.builtOutputs,
    narrowable,
  };
}
