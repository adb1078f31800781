// Unit-level mutation testing (issue 13 §3, docs/decisions/022): StrykerJS mutates generator/ and
// site/src/http and runs the vitest tests that cover each mutant. `npm run mutants:unit`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'generator/**/*.ts',
    'site/src/http/**/*.ts',
    // The request helper's query strings (moved to the shared layer, decision 024).
    'site/src/shared/query-string.ts',
    // Types only: nothing to mutate.
    '!site/src/http/types.ts',
  ],
  // Each mutant runs only the tests that reached it during the first run.
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants such as the zod schemas of generator/manifest) need a
  // fresh module graph and the whole suite for each; on a shared two-core machine that costs
  // hours. They are left out and reported as ignored.
  ignoreStatic: true,
  // Two cores, shared: one vitest worker per core.
  concurrency: 2,
  timeoutMS: 10_000,
  timeoutFactor: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/stryker/index.html' },
  jsonReporter: { fileName: 'reports/stryker/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // Stryker's default adds `// @ts-nocheck` to every file under a src/ folder, the committed
  // generated files included, which then differ from what the generator writes. No type
  // checking runs in the mutation run, so nothing needs it.
  disableTypeChecks: false,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
