// What a changed file of the project can affect, by what the file is (decision 049). The manifest
// is followed by its meaning (manifest-diff.ts) and what the two builds produce (build-diff.ts);
// a test by the test itself; the site's code by the builds and by the tests that import it;
// what the analysis cannot place runs everything, and says which file made it so.

export type Kind =
  /** spec/*.yaml the site is generated from: followed by meaning and by the builds. */
  | 'manifest'
  /** spec/clauses.yaml: the clauses a change touches run their tests; the report changes. */
  | 'clauses'
  /** spec/expectations.yaml: the clauses it lists run their tests. */
  | 'expectations'
  /** What the generator writes: it follows from the manifest (make check proves it is current). */
  | 'generated'
  /** The site's code and its public files: followed by the builds and the tests that import it. */
  | 'site'
  /** Code that builds or serves the site, for every page: every browser test. */
  | 'serving'
  /** The mock API every browser test answers the site's requests with: every browser test. */
  | 'mock-api'
  /** The generator: the tests that import it or run it. */
  | 'generator'
  /** A browser test (Playwright or WebKit) or a vitest test: the test file runs. */
  | 'test'
  /** What tests import (the oracle, helpers): the tests that import it run. */
  | 'test-support'
  /** A script of the project that is not the harness: the tests that import or run it. */
  | 'script'
  /** Documentation: nothing runs but the report (and the tests that read it). */
  | 'docs'
  /** The harness, the toolchain and the project's settings: everything runs. */
  | 'everything';

interface Rule {
  readonly test: RegExp;
  readonly kind: Kind;
  readonly why: string;
}

/** First match wins. */
const RULES: readonly Rule[] = [
  { test: /^spec\/clauses\.yaml$/, kind: 'clauses', why: 'the clause catalogue' },
  { test: /^spec\/expectations\.yaml$/, kind: 'expectations', why: 'the expected failures' },
  { test: /^spec\/schema\//, kind: 'generated', why: 'the editor schemas (generated)' },
  { test: /^spec\/[^/]+\.yaml$/, kind: 'manifest', why: 'the manifest' },
  { test: /^(site\/src\/generated|tests\/generated)\//, kind: 'generated', why: 'generated from the manifest' },
  {
    test: /^(site\/vite\.config\.ts|site\/server\/|deploy\/)/,
    kind: 'serving',
    why: 'how the site is built and served, for every page',
  },
  { test: /^(site\/src\/|site\/public\/|site\/index\.html$)/, kind: 'site', why: "the site's code" },
  { test: /^mocks\//, kind: 'mock-api', why: 'the mock API every browser test answers requests with' },
  { test: /^generator\//, kind: 'generator', why: 'the generator' },
  {
    test: /^(harness\/|scripts\/(test-all|run-steps|webkit|nginx|browser-env|conformance|install|ensure-[\w-]+)\.(ts|sh)$|tests\/browser\/(playwright\.config|global-setup|reads)\.ts$|tests\/webkit\/vitest\.config\.ts$|tests\/(scope|engines)\.ts$|tests\/setup\/)/,
    kind: 'everything',
    why: 'the harness that selects and runs the tests',
  },
  {
    test: /^(Makefile|package\.json|package-lock\.json|tsconfig\.json|biome\.json|vitest\.config\.ts|vitest\.stryker\.config\.ts|stryker\.config\.mjs|\.gitignore|\.gitattributes|\.npmrc|\.ci\/)/,
    kind: 'everything',
    why: "the project's toolchain and settings",
  },
  {
    test: /^tests\/(browser\/[^/]+\.(spec|e2e)\.ts|webkit\/[^/]+\.test\.ts|.+\.test\.tsx?)$/,
    kind: 'test',
    why: 'a test',
  },
  { test: /^tests\/generator\/fixtures\//, kind: 'test-support', why: "the generator tests' fixtures" },
  { test: /^tests\//, kind: 'test-support', why: 'what tests import' },
  { test: /^scripts\//, kind: 'script', why: 'a script' },
  { test: /^(docs\/.*|[^/]+\.md)$/, kind: 'docs', why: 'documentation' },
];

export interface SourceVerdict {
  readonly path: string;
  readonly kind: Kind;
  readonly why: string;
}

/** What the changed file at `path` is; a file no rule knows runs everything. */
export function classify(path: string): SourceVerdict {
  const rule = RULES.find((candidate) => candidate.test.test(path));
  return rule
    ? { path, kind: rule.kind, why: rule.why }
    : { path, kind: 'everything', why: 'a file the analysis cannot place' };
}
