import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, freePort } from '../../scripts/browser-env.ts';

// Playwright loads this file in the runner and in each worker: the first picks the port, the
// workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../reports/browser-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium; nothing here downloads a browser.
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    },
  },
  // The production build, served exactly as `make start` serves it.
  webServer: {
    command: 'node_modules/.bin/tsx scripts/start.ts',
    cwd: '../..',
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
