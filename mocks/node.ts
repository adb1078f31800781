// The mock API for vitest: `server.listen({ onUnhandledRequest: 'error' })` in a test file (or
// tests/setup), `useScenario('server-error')` inside a test; `afterEach` resets to `happy`.
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers.ts';
import type { Scenario } from './scenarios.ts';

let current: Scenario = 'happy';

export const server = setupServer(...createHandlers(() => current));

export function useScenario(scenario: Scenario): void {
  current = scenario;
}

export function resetScenario(): void {
  current = 'happy';
}
