// The test set of the unit-level mutation run (`npm run mutants:unit`, docs/decisions/022): the
// in-process tests of generator/ and site/src/http, and nothing that only spawns a process (a
// child process neither reports coverage to Stryker nor sees its active mutant) or that runs for
// long (the property tests; `make fuzz` has their long run).
import { defineConfig } from 'vitest/config';
import { clauses } from './tests/generated/clauses.gen.ts';

export default defineConfig({
  test: {
    // As in vitest.config.ts: a missing snapshot is a failure, never silently written.
    update: false,
    // The tests name their clauses as tags (`proves()`); vitest refuses a tag its config lacks.
    tags: clauses.map(({ id }) => ({ name: id })),
    // Instrumented code runs several times slower than the original; a mutant that loops for
    // ever is still stopped by Stryker's own timeout (timeoutMS in stryker.config.mjs).
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tests/generator/**/*.test.ts'],
          exclude: [
            'tests/generator/property.test.ts',
            'tests/generator/readers.property.test.ts',
            'tests/generator/typed-output.test.ts',
            'tests/generator/cli-process.test.ts',
            'tests/generator/content-stats.test.ts',
            // A language added to a copy of the project: generator processes, a build, a browser.
            'tests/generator/add-language.test.ts',
            'tests/generator/add-language-build.test.ts',
          ],
          setupFiles: ['tests/setup/console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['tests/site/http/**/*.test.ts'],
          exclude: ['tests/site/**/*.node.test.ts'],
          // Not tests/setup/dom.ts: the request helper renders nothing, and loading React, the
          // testing library and every locale again for each mutant costs seconds.
          setupFiles: ['tests/setup/console.ts'],
        },
      },
      {
        // As in vitest.config.ts: what jsdom cannot stand in for (a file part's Blob) runs in Node.
        extends: true,
        test: {
          name: 'site-node',
          environment: 'node',
          include: ['tests/site/http/**/*.node.test.ts'],
          setupFiles: ['tests/setup/console.ts'],
        },
      },
    ],
  },
});
