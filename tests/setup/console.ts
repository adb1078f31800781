import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error or console.warn fails the test. A test that expects one says so
 * with `expectConsoleError()` and asserts on what was logged.
 */
let allowed = false;
const logged: unknown[][] = [];

export function expectConsoleError(): unknown[][] {
  allowed = true;
  return logged;
}

/**
 * jsdom does not know the HTML `<search>` element (every browser the site supports does), so
 * React warns that the tag is unrecognised. That one warning says nothing about the site.
 */
function jsdomGap(args: readonly unknown[]): boolean {
  return typeof args[0] === 'string' && args[0].startsWith('The tag <%s> is unrecognized') && args[1] === 'search';
}

beforeEach(() => {
  allowed = false;
  logged.length = 0;
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (jsdomGap(args)) return;
      logged.push(args);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (!allowed && logged.length > 0) {
    const first = logged[0]?.map(String).join(' ') ?? '';
    throw new Error(`unexpected console output (${logged.length}): ${first}`);
  }
});
