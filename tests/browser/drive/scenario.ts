// What a test of tests/browser/*.e2e.ts imports (decision 052): `test`, `visit` and `expect` of
// the runner that loads the file, and `proves`. Playwright's config loads these files for
// Chromium and Firefox; tests/webkit/vitest.config.ts loads them for WebKit and sets
// E2E_DRIVER=webdriver.
import type { Body, Expect, Register, Visit, VisitOptions } from './site';

const driver: { test: Register; visit: (body: Body, options?: VisitOptions) => Visit; expect: Expect } =
  process.env.E2E_DRIVER === 'webdriver' ? await import('./webdriver.ts') : await import('./playwright.ts');

export const { test, visit, expect } = driver;
export { proves, reads } from '../proves';
export type { Found, Site } from './site';
