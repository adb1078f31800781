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
