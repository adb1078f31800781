// The mock API's scenarios (docs/decisions/009). `happy` answers like a working server; each
// other one exercises a branch of §8 or a state of the forms and the job list.
export const SCENARIOS = [
  'happy',
  'empty',
  'unauthorized',
  'not-found',
  'server-error',
  'network-error',
  'slow',
  'never',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_HELP: Readonly<Record<Scenario, string>> = {
  happy: 'both endpoints answer normally (job posts from spec/pages.yaml; forms validated and accepted)',
  empty: 'query answers an empty job list; add answers normally',
  unauthorized: 'both endpoints answer 401',
  'not-found': 'both endpoints answer 404',
  'server-error': 'both endpoints answer 500 with { msg: "服务器繁忙，请稍后再试" }',
  'network-error': 'the connection fails (no HTTP response)',
  slow: 'answers normally after 3 seconds',
  never: 'never answers: the request times out after 60 s',
};

export const SERVER_ERROR_MSG = '服务器繁忙，请稍后再试';
export const SLOW_MS = 3_000;

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** MOCK_SCENARIO, or `happy` when it is unset; a name that is no scenario is an error. */
export function scenarioFromEnv(): Scenario {
  const value = process.env.MOCK_SCENARIO;
  if (value === undefined || value === '') return 'happy';
  if (isScenario(value)) return value;
  throw new Error(`MOCK_SCENARIO="${value}" is not a scenario; use one of: ${SCENARIOS.join(', ')}`);
}

/** `?scenario=` in the address of a page, if it names a scenario. */
export function scenarioFromAddress(address: string | null | undefined): Scenario | undefined {
  if (!address) return undefined;
  try {
    const value = new URL(address).searchParams.get('scenario');
    return isScenario(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
