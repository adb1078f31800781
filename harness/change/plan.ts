// `make test CHANGED=<ref>`: what changed since the ref (working tree included), what it can
// affect, which checks that selects, and the few lines that say so before they run (decision 049).
import { baseBuild } from './base-build.ts';
import { readBuild } from './build-outputs.ts';
import { changeSince } from './git.ts';
import { type Builds, computeImpact, type Impact } from './impact.ts';
import { importGraph } from './imports.ts';
import { inventory } from './inventory.ts';
import type { Fact } from './manifest-diff.ts';
import { type Filters, type Selection, select } from './selection.ts';
import { classify } from './sources.ts';

export interface Plan {
  readonly impact: Impact;
  readonly selection: Selection;
  /** Where the build of the ref is kept, when the builds were compared. */
  readonly baseDist?: string;
  /** What is printed before the run. */
  readonly lines: readonly string[];
}

/** Kinds of changed file whose effect shows in what the build produces. */
const BUILT = new Set(['manifest', 'generated', 'site', 'script', 'generator', 'serving', 'everything']);

/** The place of a fact, as a reader names it: `smart-city content.challenges[0].title`. */
export function factPlace(fact: Fact): string {
  const rest = fact.path
    .slice(fact.subject.kind === 'page' || fact.subject.kind === 'message' ? 2 : 0)
    .filter((part) => part !== fact.locale);
  const dotted = rest
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index ? `.${part}` : part))
    .join('');
  switch (fact.subject.kind) {
    case 'page':
      return `page ${fact.subject.page}${dotted ? ` ${dotted}` : ''}`;
    case 'message':
      return `message ${fact.subject.key}`;
    case 'menu':
      return `menu entry ${fact.subject.entry} (${dotted})`;
    case 'route':
      return `route ${fact.subject.route} (${dotted})`;
    case 'clause':
      return `clause ${fact.subject.id}`;
    case 'expectation':
      return `expected failure of ${fact.subject.id}`;
    default:
      return dotted || fact.file;
  }
}

const quote = (text: string | undefined) =>
  text === undefined ? '(none)' : `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

/** One line per fact: `spec/pages.yaml:76:27 page smart-city content.challenges[0].title, en-US: “…” → “…”`. */
export function factLine(fact: Fact): string {
  const language = fact.locale ? `, ${fact.locale}` : '';
  const what =
    fact.change === 'added'
      ? `added ${quote(fact.after)}`
      : fact.change === 'removed'
        ? `removed ${quote(fact.before)}`
        : `${quote(fact.before)} → ${quote(fact.after)}`;
  return `${fact.file}:${fact.line}:${fact.column} ${factPlace(fact)}${language}: ${what}`;
}

/** `/city, /home in en-US; /city in zh-CN; search index en-US` from the inputs of an impact. */
export function inputsLine(inputs: Iterable<string>): string {
  const byLocale = new Map<string, string[]>();
  const other: string[] = [];
  for (const input of inputs) {
    const page = /^page:(.*)@(.*)$/.exec(input);
    if (page) {
      const locale = page[2] === '*' ? 'every language' : (page[2] ?? '');
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), page[1] === '*' ? 'every page' : (page[1] ?? '')]);
      continue;
    }
    // Added beside its index's own input (`search@…`), which the line names.
    if (input.startsWith('search-loads@') || input.startsWith('search-for:*@')) continue;
    const query = /^search-for:(.*)@(.*)$/.exec(input);
    if (query) {
      other.push(`what “${query[1]}” finds in ${query[2]}`);
      continue;
    }
    const search = /^search@(.*)$/.exec(input);
    other.push(search ? `the ${search[1] === '*' ? '' : `${search[1]} `}search index` : input.replace(/^file:/, ''));
  }
  const pages = [...byLocale].map(([locale, routes]) => {
    const shown = routes.includes('every page') ? ['every page'] : [...new Set(routes)].sort();
    const list = shown.length > 6 ? `${shown.slice(0, 6).join(', ')} and ${shown.length - 6} more` : shown.join(', ');
    return `${list} in ${locale}`;
  });
  return [...pages, ...other].join('; ') || 'nothing the site shows';
}

function count(items: number, one: string, many = `${one}s`): string {
  return `${items.toLocaleString('en-US')} ${items === 1 ? one : many}`;
}

/** What the plan selected, in a few lines. */
function planLines(impact: Impact, selection: Selection): string[] {
  const lines: string[] = [];
  const files = impact.change.files;
  lines.push(
    `CHANGED=${impact.change.ref} (${impact.change.commit.slice(0, 7)} and the working tree): ${count(files.length, 'file')} changed`,
  );
  const facts = impact.facts;
  for (const fact of facts.slice(0, 6)) lines.push(`  ${factLine(fact)}`);
  if (facts.length > 6) lines.push(`  … and ${facts.length - 6} more changes of the manifest (reports/change.md)`);
  const others = impact.sources.filter((source) => !['manifest', 'generated'].includes(source.kind));
  for (const source of others.slice(0, 6)) lines.push(`  ${source.path} (${source.why})`);
  if (others.length > 6) lines.push(`  … and ${others.length - 6} more files`);
  if (selection.everything) {
    lines.push(`→ everything: ${selection.everything}`);
  } else {
    lines.push(`→ ${inputsLine(impact.inputs.keys())}`);
  }
  const byEngine = new Map<string, number>();
  for (const { item } of selection.browser) byEngine.set(item.engine, (byEngine.get(item.engine) ?? 0) + 1);
  const engines = [...byEngine].map(([engine, n]) => `${engine} ${n}`).join(', ');
  const distinct = new Set(selection.browser.map(({ item }) => `${item.file} ${item.title}`)).size;
  lines.push(
    `selected: ${count(distinct, 'browser test')}${engines ? ` (${engines})` : ''}, ${count(selection.vitest.length, 'vitest file')}, make check` +
      `${selection.biome.length ? `, biome (${selection.biome[0] === '.' ? 'everything' : count(selection.biome.length, 'file')})` : ''}` +
      `${selection.tsc ? ', tsc' : ''}${selection.budgets ? ', the page budgets' : ''}`,
  );
  if (!selection.tsc) lines.push('  tsc: not needed (the change rewrites texts only: no type can change)');
  return lines;
}

/**
 * Plans a run against `ref`. `buildHead` builds dist/ of the working tree (false when the build
 * failed): the two builds are compared only when the change can touch what they produce.
 */
export async function planChange(
  root: string,
  ref: string,
  filters: Filters,
  buildHead: () => Promise<boolean>,
): Promise<Plan & { readonly built: boolean }> {
  let change = changeSince(root, ref);
  const needsBuilds = change.files.some((file) => BUILT.has(classify(file.path).kind));
  let builds: Builds | undefined;
  let baseDist: string | undefined;
  let built = false;
  let unbuilt: string | undefined;
  if (needsBuilds) {
    built = await buildHead();
    // The build regenerates what the manifest feeds: those files are part of the change (tests import them).
    change = changeSince(root, ref);
    if (!built) unbuilt = 'the build of the change failed';
    else {
      try {
        const base = await baseBuild(root, change);
        baseDist = `${base.dir}/dist`;
        builds = { base: base.outputs, head: readBuild(root) };
      } catch (error) {
        unbuilt = `the build of ${ref} to compare with failed (${(error as Error).message.split('\n')[0]})`;
      }
    }
  }
  const tests = await inventory(root, filters.engines);
  // The words the browser tests search for, by language: their results are compared.
  const queries = new Map<string, string[]>();
  for (const test of tests.browser)
    for (const read of test.reads) {
      const searched = /^search-for:(.*)@([^@]*)$/.exec(read);
      if (searched?.[1] !== undefined && searched[2] !== undefined)
        queries.set(searched[2], [...(queries.get(searched[2]) ?? []), searched[1]]);
    }
  const computed = computeImpact(root, change, builds, undefined, queries);
  // Without both builds, what the change does to the pages cannot be known: everything runs (and a
  // failed build of the change fails the run).
  const impact: Impact = unbuilt
    ? { ...computed, everything: { path: 'dist/', kind: 'everything', why: unbuilt } }
    : computed;
  const graph = await importGraph(root, [...tests.vitest, ...new Set(tests.browser.map((test) => test.file))]);
  const selection = select(root, impact, tests, graph, filters);
  return { impact, selection, ...(baseDist ? { baseDist } : {}), lines: planLines(impact, selection), built };
}
