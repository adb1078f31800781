// What vitest test files read of the project at run time, beyond what they import: a file they
// open, a copy of the project they make, a process they start (the generator, a build), a module
// Vite's `import.meta.glob` loads. A test file that uses the file system or starts processes
// (itself or through a helper it imports) and is not listed here is taken to read the whole
// project: any change but documentation runs it. Each entry lists the project's paths the file
// reads (a folder ends in `/`); `manifest: 'structure'` says that of spec/ it depends only on what
// is not a text (routes, pages, menus, settings): a change that only rewrites texts of the
// manifest leaves it out (decision 049). A file is 'structure' when what it asserts is what a
// command, the generator or the build does with the manifest's shape: a text reaches it only by
// whether the manifest still generates, which `make check` proves in every run, and the tests
// whose subject the texts are (determinism, mistakes, readers, the browser suites) are not. A
// 'structure' file that still reads a few texts (it finds a page by its heading, searches a word,
// edits a title) names them in `texts`: a change that rewrites one of those, or a text that holds
// one of its words before or after, runs it.
//
// tests/setup/reads.ts checks each entry while the file runs: a path it opens, lists, copies or
// tests for through node:fs that is neither imported nor covered here fails the file. What that
// check cannot see is declared from reading the code, and each entry says so: the processes a
// test starts, Vite's and esbuild's own reading (a config, a bundle), `import()` and
// `import.meta.glob` (tests/setup/read-recorder.ts lists them).
import { classify } from './sources.ts';

/** Texts of the manifest a file reads: a page's (in one language, or all), or every text holding a word. */
export type TextRead = { readonly page: string; readonly locale?: string } | { readonly word: string };

export interface RuntimeReads {
  /** Project paths read at run time: `spec/`, `site/src/pages/`, `docs/decisions/`. */
  readonly paths: readonly string[];
  /** Of spec/, only what is not a text (routes, page ids, menus, settings) matters to it, and the `texts`. */
  readonly manifest?: 'structure';
  /** With `manifest: 'structure'`: the texts it depends on all the same. */
  readonly texts?: readonly TextRead[];
}

/** Whether a changed text (its page, language and words before and after) is one `read` names. */
export function readsText(
  read: TextRead,
  text: { readonly page?: string; readonly locale?: string; readonly before?: string; readonly after?: string },
): boolean {
  if ('word' in read) {
    const word = read.word.toLowerCase();
    return [text.before, text.after].some((value) => value?.toLowerCase().includes(word));
  }
  return text.page === read.page && (read.locale === undefined || text.locale === read.locale);
}

/** What a copy of the project made by copyProject (tests/generator/scratch.ts) holds. */
export const PROJECT_COPY = ['spec/', 'site/', 'tests/generated/', 'docs/decisions/'] as const;

/**
 * The suites' modules the visual diff's shooters import (tests/webkit/driver.ts and what it
 * imports): what tests/generator/visual-diff-run.test.ts copies beside BUILDABLE_COPY.
 */
export const SHOOTERS_SUPPORT = [
  'tests/engines.ts',
  'tests/webkit/',
  'tests/oracle/',
  'tests/expect-fact.ts',
  'tests/reads.ts',
  'tests/scope.ts',
] as const;

/** What a copy of the project that builds (copyBuildable, tests/generator/scratch.ts) holds. */
export const BUILDABLE_COPY = [
  'spec/',
  'site/',
  'scripts/',
  'generator/',
  'mocks/',
  'deploy/nginx/snippets/',
  'docs/decisions/',
  'tests/generated/',
  'package.json',
  'tsconfig.json',
] as const;

/**
 * The generator's inputs and outputs: the manifest, the page modules, the decision records, every
 * folder the generator writes. What projectFileSystem() (tests/generator/project-fs.ts) reads, and
 * what a copy made for the generator alone holds.
 */
const PROJECT_FILES = ['spec/', 'site/src/pages/', 'docs/decisions/', 'site/src/generated/', 'tests/generated/'];

/** The generator's code: each run of it (generator/project.ts) hashes every file of generator/ (write.ts generatorFingerprint). */
const GENERATOR = ['generator/'];

/** `node generator/bin.mjs`, started as a process: it bundles generator/ and site/src/http/types.ts (bin.mjs). */
const GENERATOR_PROCESS = ['generator/', 'site/src/http/types.ts'];

/** A case of the generator's fixtures (tests/generator/fixture-fs.ts reads `_base` under each). */
const fixture = (name: string): string => `tests/generator/fixtures/${name}/`;
const FIXTURES = 'tests/generator/fixtures/';

/**
 * site/vite.config.ts, loaded by Vite in this process: Vite bundles it and its imports with its own
 * bundler (unseen by the recorder): site/server/, the generator's plugin, the mock API and what
 * they import of the site's code (whose folders Vite also looks in for a package.json); nginx's
 * snippet of the security headers, which site/server/security-headers.ts reads.
 */
const VITE_CONFIG = [
  'site/vite.config.ts',
  'site/server/',
  'generator/',
  'mocks/',
  'site/src/',
  'deploy/nginx/snippets/',
];

/** The search indexes site/src/search/indexes.ts loads with `import.meta.glob`, which esbuild's import graph does not follow. */
const SEARCH_INDEXES = ['site/src/generated/search/'];

const DECLARED: Readonly<Record<string, RuntimeReads>> = {
  // A copy of the manifest, page modules and generated code, and the generator as a process; structure: it adds a language and fills every text from the English one, whatever they say.
  'tests/generator/add-language.test.ts': {
    paths: [...PROJECT_FILES, ...GENERATOR_PROCESS],
    manifest: 'structure',
  },
  // A buildable copy, the generator, vite and tsx as processes in it; structure, but for the texts it reads: it finds /glory
  // (honours) by the oracle's headings in en-US (which zh-TW is filled from) and zh-CN, and searches "dispenser" for
  // /carddispenser's English heading among the results.
  'tests/generator/add-language-build.test.ts': {
    paths: [...BUILDABLE_COPY, ...GENERATOR_PROCESS],
    manifest: 'structure',
    texts: [{ page: 'honours' }, { page: 'card-dispenser', locale: 'en-US' }, { word: 'dispenser' }],
  },
  // The synthetic manifest copies app.yaml, messages.yaml, clauses.yaml, expectations.yaml and the decision records (scripts/bench-manifest.ts); structure: it only has to generate.
  'tests/generator/bench-manifest.test.ts': {
    paths: ['spec/', 'docs/decisions/', ...GENERATOR],
    manifest: 'structure',
  },
  // Calls withoutScripts on a page written in the test: nothing of the project.
  'tests/generator/bench-no-script.test.ts': { paths: [] },
  // The sources of the loader, the checkers and the manifest-editing commands, read as text.
  'tests/generator/catalogue.test.ts': {
    paths: [
      'generator/load.ts',
      'generator/load/',
      'generator/checks/',
      'generator/page.ts',
      'generator/move-route.ts',
      'generator/remove-page.ts',
      'generator/manifest-edit.ts',
      'generator/route-variable.ts',
      'generator/atomic-write.ts',
      'generator/yaml-edit.ts',
      'generator/yaml-entries.ts',
      'generator/code/page-module.ts',
    ],
  },
  // A copy of the manifest and generated code, the generator (and a copy of it) as a process; structure, but for the
  // zh-CN title 新闻详情 of news-detail, which it edits to make the copy stale.
  'tests/generator/cli-process.test.ts': {
    paths: [...PROJECT_FILES, ...GENERATOR_PROCESS],
    manifest: 'structure',
    texts: [{ page: 'news-detail', locale: 'zh-CN' }],
  },
  // The valid-minimal fixture, generated in a temporary folder (the generator's hash is stubbed).
  'tests/generator/cli.test.ts': { paths: [fixture('_base'), fixture('valid-minimal')] },
  // A small tree written in a temporary folder.
  'tests/generator/compress.test.ts': { paths: [] },
  // Every page's generated content, loaded with import() (scripts/content-stats.ts): its words, texts.
  'tests/generator/content-stats.test.ts': { paths: ['site/src/generated/pages/'] },
  // The real manifest and the committed generated files; not structure: a text edited and not generated is what it catches.
  'tests/generator/determinism.test.ts': { paths: [...PROJECT_FILES, ...GENERATOR] },
  // A copy of the project, make page and the generator in it; structure: the draft page's routes and sitemap.
  'tests/generator/draft-pages.test.ts': { paths: [...PROJECT_COPY, ...GENERATOR], manifest: 'structure' },
  // A copy of the project, make page, `generator/bin.mjs drafts`; structure: the copy's own drafts are written out first, the new page's drafts are make page's.
  'tests/generator/drafts.test.ts': { paths: [...PROJECT_COPY, ...GENERATOR_PROCESS], manifest: 'structure' },
  // The error cases of the fixtures, each generated in memory.
  'tests/generator/errors.test.ts': { paths: [FIXTURES, ...GENERATOR] },
  // Every fixture case, generated in memory.
  'tests/generator/fixtures.test.ts': { paths: [FIXTURES, ...GENERATOR] },
  // valid-minimal edited in memory and on disk, and the real manifest; not structure: "a clean checkout prints nothing" is about every text of it.
  'tests/generator/mistakes.test.ts': {
    paths: [fixture('_base'), fixture('valid-minimal'), ...PROJECT_FILES, ...GENERATOR],
  },
  // A copy of the project with tsconfig.json, make move-route and the generator as a process in it; structure: routes and links (`to:`) move, texts are left as they are.
  'tests/generator/move-route.test.ts': {
    paths: [...PROJECT_COPY, 'tsconfig.json', ...GENERATOR_PROCESS],
    manifest: 'structure',
  },
  // A copy of the project with tsconfig.json, make page then make remove-page in it, tsc as a process over the copy's site; structure: it removes a page make page added, whose texts and links are make page's.
  'tests/generator/remove-page.test.ts': { paths: [...PROJECT_COPY, 'tsconfig.json'], manifest: 'structure' },
  // Copies of the project, make remove-page refused in them, and as scripts/remove-page.ts (tsx); structure: it refuses ids,
  // routes and links (a link is a `to:`, never a text), the pages it links and removes are make page's, and each position it
  // expects is found in the copy as it is.
  'tests/generator/remove-page-refusals.test.ts': {
    paths: [...PROJECT_COPY, 'tsconfig.json', 'scripts/remove-page.ts', ...GENERATOR_PROCESS],
    manifest: 'structure',
  },
  // A temporary folder only.
  'tests/generator/node-file-system.test.ts': { paths: [] },
  // A copy of the project, make page and the generator in it; structure: the routes, menus and sitemap of a page added.
  'tests/generator/page-added.test.ts': { paths: [...PROJECT_COPY, ...GENERATOR], manifest: 'structure' },
  // A copy of the project, make page in it and as scripts/page.ts (tsx), the generator and Biome as processes; structure: make page adds a route, a link and drafts.
  'tests/generator/page.test.ts': {
    paths: [...PROJECT_COPY, ...GENERATOR_PROCESS, 'scripts/page.ts'],
    manifest: 'structure',
  },
  // The real manifest, mutated at random; structure: it is about the generator never throwing, the texts are only its seed.
  'tests/generator/property.test.ts': { paths: PROJECT_FILES, manifest: 'structure' },
  // Every fixture, a synthetic manifest (spec/ and docs/decisions/ copied), the real manifest mutated at random; structure: it is about the two readers, the texts are only the seed.
  'tests/generator/readers.property.test.ts': { paths: [FIXTURES, ...PROJECT_FILES], manifest: 'structure' },
  // The real manifest read both ways, and a synthetic one; not structure: a text written as the quick reader misreads it is what it catches.
  'tests/generator/readers.test.ts': { paths: PROJECT_FILES },
  // The real manifest's first lines (the schema modelines); structure.
  'tests/generator/schema.test.ts': { paths: PROJECT_FILES, manifest: 'structure' },
  // valid-minimal on disk, the generator as a process; the project itself with ts-morph (the site's code, its types in site/server/); structure: page modules against content fields.
  'tests/generator/site-code.test.ts': {
    paths: [
      fixture('_base'),
      fixture('valid-minimal'),
      ...PROJECT_FILES,
      'site/src/',
      'site/server/',
      ...GENERATOR_PROCESS,
    ],
    manifest: 'structure',
  },
  // The logo and the home page's drawing the share image is made of.
  'tests/generator/structured-data.test.ts': {
    paths: ['site/public/favicon.svg', 'site/public/illustrations/home-hero.svg'],
  },
  // tsc as a process over the site's shared modules, generated messages and ambient types (and what they import);
  // structure: a text is a string in the generated code, and no type can change with it (as make test's tsc step).
  'tests/generator/typed-output.test.ts': { paths: ['site/src/'], manifest: 'structure' },
  // A buildable copy with what the shooters import of the suites (the WebKit driver and its imports) and the change analysis; tsx scripts/visual-diff.ts in it; structure: CHANGED=HEAD edits /city's first challenge title, whatever it says.
  'tests/generator/visual-diff-run.test.ts': {
    manifest: 'structure',
    paths: [...BUILDABLE_COPY, ...SHOOTERS_SUPPORT, 'harness/', '.gitignore'],
  },
  // The visual diff's functions on values written in the test.
  'tests/generator/visual-diff.test.ts': { paths: [] },
  // valid-minimal on disk, regenerated by the plugin.
  'tests/generator/vite-plugin.test.ts': { paths: [fixture('_base'), fixture('valid-minimal'), ...GENERATOR] },
  // The generator's own files, hashed.
  'tests/generator/write.test.ts': { paths: GENERATOR },
  // tsx scripts/conformance.ts as a process: its imports, the vitest files it reads for their clauses (and the tests/ files they import), the decision records it links.
  'tests/conformance/merge-reports.test.ts': { paths: ['scripts/conformance.ts', 'tests/', 'docs/decisions/'] },
  // As merge-reports.test.ts: tsx scripts/conformance.ts as a process on runs it writes.
  'tests/conformance/run-errors.test.ts': { paths: ['scripts/conformance.ts', 'tests/', 'docs/decisions/'] },
  // A buildable copy with tests/, deploy/ and harness/ (scripts/test-all.ts imports harness/change/); scripts/test-all.ts run in it; structure: one clause's run whose browser does not launch.
  'tests/conformance/runner-failure.test.ts': {
    paths: [...BUILDABLE_COPY, 'tests/', 'deploy/', 'harness/'],
    manifest: 'structure',
  },
  // Its fixture run as a process (fixtures/run-tree.ts), with what it imports: scripts/processes.ts, scripts/run-steps.ts.
  'tests/conformance/stopping.test.ts': {
    paths: ['tests/conformance/fixtures/run-tree.ts', 'scripts/processes.ts', 'scripts/run-steps.ts'],
  },
  // The files make bench's typical changes edit (scripts/bench-change.ts); not structure: each edit must find its text.
  'tests/conformance/bench-changes.test.ts': { paths: ['spec/', 'site/src/'] },
  // The files the mutants edit (tests/mutants/catalogue.ts), by folder; not structure: each edit must find its text, texts of the manifest among them.
  'tests/conformance/mutants-catalogue.test.ts': { paths: ['spec/', 'site/src/', 'site/server/'] },
  // The oracle's, the browser suites' and the site tests' sources, read for their imports; decision 013, whose
  // hotline the oracle reads from spec/app.yaml where the decision keeps it (tests/oracle/decided.ts).
  'tests/conformance/oracle-independence.test.ts': {
    paths: [
      'tests/oracle/',
      'tests/browser/',
      'tests/site/',
      'docs/decisions/013-contact-phone-number.md',
      'spec/app.yaml',
    ],
  },
  // The hotline decision 013 keeps in spec/app.yaml, read by tests/oracle/decided.ts.
  'tests/conformance/expect-fact.test.ts': { paths: ['spec/app.yaml'] },
  // A buildable copy under git, a sentence and a token edited in it, both builds made as processes (vite, tsx); structure: it edits /city's first challenge title, whatever it says.
  'tests/conformance/change-run.test.ts': { paths: [...BUILDABLE_COPY, '.gitignore'], manifest: 'structure' },
  // Lists of inputs written in the test.
  'tests/conformance/changed-pages.test.ts': { paths: [] },
  // Pages it serves itself.
  'tests/conformance/static-scenes.test.ts': { paths: [] },
  // The diff, the impact and the selection on values written in the test (a root that does not exist).
  'tests/conformance/change-impact.test.ts': { paths: [] },
  // The manifest's diff on documents written in the test.
  'tests/conformance/change-manifest.test.ts': { paths: [] },
  // Its fixtures: a vitest and a Playwright report.
  'tests/conformance/report.test.ts': { paths: ['tests/conformance/fixtures/'] },
  // A temporary folder only.
  'tests/conformance/static-site.test.ts': { paths: [] },
  // The site's HTTP tests, listed.
  'tests/conformance/stryker-config.test.ts': { paths: ['tests/site/http/'] },
  // The browser and WebKit suites' sources, read for their clauses.
  'tests/conformance/webkit-coverage.test.ts': { paths: ['tests/browser/', 'tests/webkit/'] },
  // The search indexes (import.meta.glob).
  'tests/site/app.test.tsx': { paths: SEARCH_INDEXES },
  // nginx's snippet of the security headers; site/src/boot.ts built by Vite (its bundler reads boot.ts and its imports, unseen: shared/, which may import generated/).
  'tests/site/boot-script.node.test.ts': {
    paths: ['deploy/nginx/snippets/', 'site/src/boot.ts', 'site/src/shared/', 'site/src/generated/'],
  },
  // The site's style sheet, whose faces the typeface is cut for.
  'tests/site/font-subset.node.test.ts': { paths: ['site/src/app/site.css'] },
  // Every module of the site, read for its imports; structure: a text changes no import.
  'tests/site/layers.test.ts': { paths: ['site/src/'], manifest: 'structure' },
  // Every style sheet of the site; structure: the manifest's texts are in no style sheet.
  'tests/site/layout-scaling.test.ts': { paths: ['site/src/'], manifest: 'structure' },
  // react-router's production build, in node_modules: nothing of the project.
  'tests/site/react-router-shaking.node.test.ts': { paths: [] },
  // The search indexes (import.meta.glob).
  'tests/site/routes.test.ts': { paths: SEARCH_INDEXES },
  // The search indexes (import.meta.glob).
  'tests/site/search-box.test.tsx': { paths: SEARCH_INDEXES },
  // Every module of the site, read for markup written from strings (Biome's settings run everything); the
  // preview's headers, which site/server/security-headers.ts takes from nginx's snippet.
  'tests/site/security.test.ts': { paths: ['site/src/', 'deploy/nginx/snippets/'] },
  // Vite's preview server in this process, with the site's configuration, on a build written in a temporary folder.
  'tests/site/serving-parity.node.test.ts': { paths: VITE_CONFIG },
  // The search indexes (import.meta.glob); tsx as a process runs site/src/shared/text.ts, which it imports.
  'tests/site/shared.test.ts': { paths: SEARCH_INDEXES },
  // A temporary folder only.
  'tests/site/static-host.node.test.ts': { paths: [] },
  // tesseract's files, in node_modules: nothing of the project.
  'tests/site/traineddata.node.test.ts': { paths: [] },
};

export const RUNTIME_READS: Readonly<Record<string, RuntimeReads>> = {
  ...DECLARED,
  // The test of these declarations lists the suites' test files and finds each path declared above;
  // structure: of spec/, only that its files are there.
  'tests/conformance/runtime-reads.test.ts': {
    paths: [
      'tests/generator/',
      'tests/conformance/',
      'tests/site/',
      ...new Set(Object.values(DECLARED).flatMap((entry) => entry.paths)),
    ],
    manifest: 'structure',
  },
};

/** Whether `declared` (a path, or a folder ending in `/`) covers the project path `path`, a file or a folder. */
export function covers(declared: string, path: string): boolean {
  return declared.endsWith('/') ? `${path}/`.startsWith(declared) : path === declared;
}

/**
 * The paths among `paths` that `file`'s entry does not cover. The test file itself, and a path
 * whose change runs every test (sources.ts: the toolchain's settings, the harness, a file no rule
 * knows, such as a `.env` Vite looks for) need no entry.
 */
export function uncovered(file: string, paths: readonly string[]): string[] {
  const declared = RUNTIME_READS[file]?.paths ?? [];
  return paths.filter(
    (path) => path !== file && classify(path).kind !== 'everything' && !declared.some((entry) => covers(entry, path)),
  );
}
