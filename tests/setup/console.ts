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

beforeEach(() => {
  allowed = false;
  logged.length = 0;
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
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
