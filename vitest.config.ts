import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clauses } from './tests/generated/clauses.gen.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The trial's list of files is a module the site's build writes (site/server/trial-assets.ts);
    // the trial's components rendered in jsdom get a stand-in of the same shape.
    alias: { 'virtual:trial-assets': fileURLToPath(new URL('./tests/setup/trial-assets.ts', import.meta.url)) },
  },
  test: {
    // In CI a missing snapshot is a failure, never silently written.
    update: false,
    // vitest's default is one worker fewer than the cores: one on a two-core machine, which then
    // sits idle while a test waits on a generator process. Two workers run the suites in about
    // 70 s instead of 115 s here (decision 027); the slowest test stays under a third of its timeout.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One tag per clause of the catalogue: `proves()` tags each test with its clauses, and
    // `make conformance CLAUSE=… | SECTION=…` runs `vitest --tags-filter` on them.
    tags: clauses.map(({ id }) => ({ name: id })),
    projects: [
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          // Several tests start the generator as a process (0.5–1.5 s each on a quiet machine);
          // on a busy two-core machine that passed vitest's default 5 s.
          testTimeout: 30_000,
          // Their hooks copy the project, run make page or remove the copies: vitest's default 10 s
          // passed on a busy machine too.
          hookTimeout: 60_000,
          include: ['tests/generator/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/reads.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          // Component tests type into forms and render pages in jsdom: about 0.3–2 s each on a
          // quiet machine, several times that on a busy one.
          testTimeout: 15_000,
          include: ['tests/site/**/*.test.{ts,tsx}'],
          exclude: ['tests/site/**/*.node.test.ts'],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/dom.ts', 'tests/setup/reads.ts'],
        },
      },
      {
        // Site code whose browser behaviour jsdom cannot stand in for (its Blob is unreadable by
        // Node's fetch): here fetch, FormData and Blob are one implementation, as in a browser.
        extends: true,
        test: {
          name: 'site-node',
          environment: 'node',
          // Images encoded and decoded in JavaScript, a preview server started, OCR's core loaded:
          // 0.1–2 s each on a quiet machine; a busy one took a thumbnail past vitest's default 5 s.
          testTimeout: 30_000,
          include: ['tests/site/**/*.node.test.ts'],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/reads.ts'],
        },
      },
    ],
  },
});
