import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { clauses } from '../generated/clauses.gen.ts';

// The WebKit engine of the conformance suite (docs/decisions/030): the tests of tests/webkit/
// drive WebKitGTK's MiniBrowser over W3C WebDriver. Run by scripts/webkit.ts, which serves the
// site, starts Xvfb and WebKitWebDriver and passes their addresses in WEBKIT_SITE_URL and
// WEBKIT_WEBDRIVER_URL.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'webkit',
    environment: 'node',
    // Its own tests, and the browser tests written once for the three engines (decision 052),
    // which drive WebKit over WebDriver (tests/browser/drive/scenario.ts).
    include: ['tests/webkit/**/*.test.ts', 'tests/browser/**/*.e2e.ts'],
    env: { E2E_DRIVER: 'webdriver' },
    // WebKitWebDriver drives one session at a time: the files run one after the other, each in
    // one session of its own.
    fileParallelism: false,
    maxWorkers: 1,
    // A step waits up to 30 s for the page (tests/webkit/driver.ts); a test walks several pages.
    // On a busy two-core machine with two browsers beside it a test takes several times what it
    // takes on a quiet one.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    retry: 0,
    update: false,
    // Each test's file:line:col, for the message of a test that reads what it does not declare (driver.ts).
    includeTaskLocation: true,
    // One tag per clause of the catalogue, as in the root vitest.config.ts: `proves()` tags each
    // test with its clauses, and SECTION=/CLAUSE= run `vitest --tags-filter` on them.
    tags: clauses.map(({ id }) => ({ name: id })),
  },
});
