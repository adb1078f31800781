// What a change can affect (decision 049): the inputs of the site it touches (a page in a
// language, a language's search index, a file of the build), found by what the change does: the
// manifest's meaning, compared value by value, and what the two builds produce, compared page by
// page; plus the changed files that are tests or that tests import, and whatever makes every test
// run (a file the analysis cannot place).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { search } from '../../site/src/search/match.ts';
import { page, searchFor, searchIndex, searchLoads, file as servedFile } from '../../tests/scope.ts';
import { type BuildOutputs, NOT_FOUND } from './build-outputs.ts';
import { type Change, textAt } from './git.ts';
import { diffManifest, type Fact, rewritesTextsOnly } from './manifest-diff.ts';
import { classify, type SourceVerdict } from './sources.ts';

export interface Impact {
  readonly change: Change;
  /** Each changed file, with what it is. */
  readonly sources: readonly SourceVerdict[];
  /** What the change does to the manifest, value by value. */
  readonly facts: readonly Fact[];
  /** The first changed file that makes everything run, if any. */
  readonly everything?: SourceVerdict;
  /** Each input of the site the change touches (tests/scope.ts), with why. */
  readonly inputs: ReadonlyMap<string, readonly string[]>;
  /** The pages (`page:/city@en-US`) the change means to change: the facts' own pages, the routes whose code changed. */
  readonly expected: ReadonlySet<string>;
  /** Clauses whose text or expectation the change touches. */
  readonly clauses: readonly string[];
  /** Why the types may have changed (tsc runs), or undefined. */
  readonly types?: string;
  /** Whether the change touches what the builds produce (so the page budgets are checked). */
  readonly builtOutputs: boolean;
  readonly routes: readonly string[];
  readonly locales: readonly string[];
}

/** The two builds, when the change touches what they produce. */
export interface Builds {
  readonly base: BuildOutputs;
  readonly head: BuildOutputs;
}

/** Kinds whose change shows in what the build produces (or may: a script the build runs). */
const BUILT = new Set(['manifest', 'generated', 'site', 'script', 'generator', 'serving']);

/** The manifest's files at the ref and now, for those the change touches. */
function manifestVersions(root: string, change: Change) {
  const before = new Map<string, string>();
  const after = new Map<string, string>();
  const touched = change.files.filter((file) => /^spec\/[^/]+\.yaml$/.test(file.path));
  // app.yaml says which keys are languages: both versions are read whenever any manifest file changed.
  const paths = new Set([...touched.map((file) => file.path), ...(touched.length ? ['spec/app.yaml'] : [])]);
  for (const file of touched) if (file.from) paths.add(file.from);
  for (const path of paths) {
    const old = textAt(root, change.commit, path);
    if (old !== undefined) before.set(path, old);
    const now = join(root, path);
    if (existsSync(now)) after.set(path, readFileSync(now, 'utf8'));
  }
  return { before, after };
}

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join();

/** Why the change may alter the project's types, or undefined when it only changes what texts say. */
function typesReason(sources: readonly SourceVerdict[], facts: readonly Fact[]): string | undefined {
  const code = sources.find((source) => /\.(ts|tsx|mts|cts)$/.test(source.path) && source.kind !== 'generated');
  if (code) return `${code.path} is TypeScript`;
  const config = sources.find((source) => source.kind === 'everything');
  if (config) return `${config.path} changed`;
  const structural = facts.find(
    (fact) =>
      fact.locale === undefined ||
      fact.change !== 'changed' ||
      fact.subject.kind === 'language' ||
      placeholders(fact.before) !== placeholders(fact.after),
  );
  if (structural)
    return `${structural.file}:${structural.line}:${structural.column} changes more than a text (${structural.path.join('.')})`;
  return undefined;
}

/** The literal parts of a text long enough to mean something in its language (as the crawl's check reads them). */
function meaningfulParts(text: string): string[] {
  return text
    .split(/\{[^}]*\}/)
    .map((part) => part.trim())
    .filter((part) => (/[\u3400-\u9fff]/.test(part) ? part.length >= 2 : part.length >= 4));
}

/** What the change did to the manifest, meaning by meaning. */
function manifestFacts(root: string, change: Change): Fact[] {
  const { before, after } = manifestVersions(root, change);
  return before.size + after.size > 0 ? diffManifest({ files: before }, { files: after }) : [];
}

/**
 * What the search of `outputs` finds for `query` in `locale`, as the page shows it: each page's
 * path, title and snippet, in order; undefined when the index cannot be read.
 */
function found(outputs: BuildOutputs, locale: string, query: string): string | undefined {
  const entries = outputs.searchEntries(locale);
  if (!entries) return undefined;
  return JSON.stringify(search(entries, query).map(({ entry, snippet }) => [entry.path, entry.title, snippet]));
}

/**
 * `queries`: locale → the words tests search for in that language (tests/scope.ts `searchFor`),
 * whose results are compared when a change rewrites only texts.
 */
export function computeImpact(
  root: string,
  change: Change,
  builds: Builds | undefined,
  facts: readonly Fact[] = manifestFacts(root, change),
  queries: ReadonlyMap<string, readonly string[]> = new Map(),
): Impact {
  const sources = change.files.map((file) => classify(file.path));
  const everything = sources.find((source) => source.kind === 'everything');
  const inputs = new Map<string, string[]>();
  const expected = new Set<string>();
  const add = (input: string, why: string) => {
    const reasons = inputs.get(input) ?? [];
    if (!reasons.includes(why)) reasons.push(why);
    inputs.set(input, reasons);
  };
  const routes = builds?.head.routes ?? [];
  const locales = builds?.head.locales ?? [];

  if (builds) {
    const { base, head } = builds;
    // Which languages a change of the app's code concerns: all of them, unless only the manifest
    // changed and only in texts of some languages (the site shows a language's texts in that language).
    const onlyManifest = sources.every(
      (source) => !BUILT.has(source.kind) || ['manifest', 'generated'].includes(source.kind),
    );
    // The clause catalogue and the expected failures feed the report, not the site.
    const siteFacts = facts.filter((fact) => fact.subject.kind !== 'clause' && fact.subject.kind !== 'expectation');
    const neutral = siteFacts.some((fact) => fact.locale === undefined || fact.subject.kind === 'language');
    const codeLocales =
      onlyManifest && !neutral && siteFacts.length > 0
        ? [...new Set(siteFacts.map((fact) => fact.locale ?? ''))]
        : ['*'];
    const languages = codeLocales.includes('*') ? 'every language' : codeLocales.join(', ');
    // The change rewrites texts of the manifest, and nothing else of what the site is built from.
    const textsOnly = onlyManifest && rewritesTextsOnly(siteFacts);
    const differs = <K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>, key: K) => a.get(key) !== b.get(key);
    const changedNames = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) =>
      [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name)).sort();

    const sharedChanged = changedNames(base.shared, head.shared);
    if (sharedChanged.length > 0)
      for (const locale of codeLocales)
        add(page('*', locale), `what every page loads changed (${sharedChanged.join(', ')}), in ${languages}`);
    for (const route of new Set([...base.routes, ...head.routes])) {
      const [a, b] = [base.routeChunks.get(route), head.routeChunks.get(route)];
      if (!a || !b) {
        add(page(route, '*'), `${route} ${a ? 'is no longer a route' : 'is a new route'}`);
        expected.add(page(route, '*'));
        continue;
      }
      const names = changedNames(a, b);
      if (names.length === 0) continue;
      for (const locale of codeLocales) {
        add(page(route, locale), `its code changed (${names.join(', ')}), in ${languages}`);
        expected.add(page(route, locale));
      }
    }
    for (const locale of new Set([...base.locales, ...head.locales])) {
      if (differs(base.localeCode, head.localeCode, locale)) add(page('*', locale), `the ${locale} catalogue changed`);
      if (!differs(base.search, head.search, locale)) continue;
      add(searchIndex(locale), `the ${locale} search index changed`);
      // A test that only loads the index (tabbing past the search field) is touched by any change
      // of it but its texts: a text is data in the index, whose loading it cannot change. One that
      // searches given words, by a change of what they find, the site's search run on both builds'
      // indexes (the search's code is the same, or the change would not be texts only).
      if (!textsOnly) {
        add(searchLoads(locale), `the ${locale} search index changed beyond its texts`);
        for (const input of searchFor(locale, '*')) add(input, `the ${locale} search index changed beyond its texts`);
        continue;
      }
      for (const query of new Set([...(queries.get(locale) ?? []), ...(queries.get('*') ?? [])])) {
        const [before, after] = [found(base, locale, query), found(head, locale, query)];
        if (before === undefined || after === undefined || before !== after)
          for (const input of searchFor(locale, query))
            add(input, `what “${query}” finds in the ${locale} search index changed`);
      }
    }
    for (const key of new Set([...base.staticPages.keys(), ...head.staticPages.keys()])) {
      if (!differs(base.staticPages, head.staticPages, key)) continue;
      const [route = '', locale = '*'] = key.split('@');
      add(page(route, locale), `its static page changed`);
    }
    for (const path of new Set([...base.files.keys(), ...head.files.keys()])) {
      if (!differs(base.files, head.files, path)) continue;
      add(servedFile(path), `${path} changed`);
      // A file a page shows (a drawing, a download): the pages that name it.
      for (const [key, text] of head.staticText)
        if (text.includes(path)) add(page(key.split('@')[0] ?? '', key.split('@')[1] ?? '*'), `it shows ${path}`);
      for (const route of head.routesNaming(path)) add(page(route, '*'), `its code names ${path}`);
    }
    // A text given to one language that another language's page shows: the crawl's check for
    // text of another language reads every language's texts (tests/browser/catalogue.ts).
    for (const fact of facts) {
      if (!fact.locale || !fact.after) continue;
      const parts = meaningfulParts(fact.after);
      for (const [key, text] of head.staticText) {
        const [route = '', locale = ''] = key.split('@');
        if (locale === fact.locale) continue;
        const shown = parts.find((part) => text.includes(part));
        if (shown) add(page(route, locale), `it shows “${shown}”, now also a ${fact.locale} text`);
      }
    }
  }

  // The pages the facts themselves name, for the change report's "unexpected" marks.
  const routesOf = routesByPage(root);
  for (const fact of facts) {
    const locale = fact.locale && fact.subject.kind !== 'language' ? fact.locale : '*';
    if (fact.subject.kind === 'page') {
      for (const route of routesOf.get(fact.subject.page) ?? [fact.subject.page === 'not-found' ? NOT_FOUND : ''])
        if (route) expected.add(page(route, locale));
    } else if (['menu', 'message', 'setting', 'constant', 'language', 'route'].includes(fact.subject.kind)) {
      expected.add(page('*', locale));
    }
  }

  const clauses = [
    ...new Set(
      facts.flatMap((fact) =>
        fact.subject.kind === 'clause' || fact.subject.kind === 'expectation' ? [fact.subject.id] : [],
      ),
    ),
  ].filter(Boolean);
  return {
    change,
    sources,
    facts,
    ...(everything ? { everything } : {}),
    inputs,
    expected,
    clauses,
    ...(typesReason(sources, facts) ? { types: typesReason(sources, facts) } : {}),
    builtOutputs: sources.some((source) => BUILT.has(source.kind)),
    routes,
    locales,
  };
}

/** Page id → its routes, from spec/routes.yaml as it is now. */
function routesByPage(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const path = join(root, 'spec/routes.yaml');
  if (!existsSync(path)) return found;
  try {
    const routes =
      (parse(readFileSync(path, 'utf8')) as { routes?: { path?: unknown; page?: unknown }[] }).routes ?? [];
    for (const route of routes)
      if (typeof route.path === 'string' && typeof route.page === 'string')
        found.set(route.page, [...new Set([...(found.get(route.page) ?? []), route.path])]);
  } catch {
    // A manifest that does not parse names no page: the builds and make check say what is wrong.
  }
  return found;
}
