import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clauses } from './tests/generated/clauses.gen.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    // In CI a missing snapshot is a failure, never silently written.
    update: false,
    // One tag per clause of the catalogue: `proves()` tags each test with its clauses, and
    // `make conformance CLAUSE=… | SECTION=…` runs `vitest --tags-filter` on them.
    tags: clauses.map(({ id }) => ({ name: id })),
    projects: [
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tests/generator/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
          setupFiles: ['tests/setup/console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['tests/site/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/dom.ts'],
        },
      },
    ],
  },
});
