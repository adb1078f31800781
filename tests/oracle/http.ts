// The tests' oracle: the calls and errors of §7 and §8, written by hand from the specification.
// Imports nothing from site/, spec/, generator/ or mocks/ (tests/conformance/oracle-independence.test.ts).

import type { SpecPath } from './routes';

/** §7 "An empty base address": requests go to the page's own origin. */
export const BASE_URL = '';

/** §7 "a request timeout of 60000 ms." */
export { REQUEST_TIMEOUT_MS } from './constants';

/**
 * §7 "Default headers: empty set; a fixed content-security-policy header and further headers are
 * added to each request (their contents: not shown)". The contents are the project's decision,
 * docs/decisions/003-request-headers-and-identity.md: these three, on every request.
 */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {};
export const FIXED_HEADERS = {
  'Content-Security-Policy': 'upgrade-insecure-requests',
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

/**
 * §7 "Named endpoints". "servce" is the specification's own spelling: a site that "corrects" it
 * to "service" calls a path the server does not have, and must fail these tests.
 */
export const ENDPOINTS = {
  /** "query | GET /api/PostInfo/query | optional query parameters" */
  query: { method: 'GET', path: '/api/PostInfo/query' },
  /** "add | POST /api/servce-city-management/CollectCar/insert | body" */
  add: { method: 'POST', path: '/api/servce-city-management/CollectCar/insert' },
} as const;

/** One of the named endpoints of §7. */
export type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

/** An endpoint as a call reads on the wire or in a log: `GET /api/PostInfo/query`. */
export function callOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** §7 "POST, PUT, PATCH and DELETE (body sent as data)"; GET sends its parameters as the query. */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * §8 "Branches exist for HTTP 404, 500 (reads a msg field from the response body) and 401".
 * `readsMsg`: the branch takes its message from the body's `msg` field. Only the 500 branch is
 * said to; what the others do with `msg` is not shown.
 */
export const ERROR_BRANCHES = {
  401: { status: 401, readsMsg: false },
  404: { status: 404, readsMsg: false },
  500: { status: 500, readsMsg: true },
} as const;

/** §8: the body field the 500 branch reads. */
export const ERROR_MESSAGE_FIELD = 'msg';

/**
 * The API calls a page makes as it loads. §7 "Whether any page calls these endpoints: not shown";
 * the project decided that the job list of /socialrecruitment reads `query`
 * (docs/decisions/009-forms-endpoints-and-errors.md) and that no other page reads the API
 * (docs/decisions/019-no-server-entities.md): every path not listed here makes no API call.
 */
export const API_ON_LOAD: Readonly<Partial<Record<SpecPath, readonly Endpoint[]>>> = {
  '/socialrecruitment': [ENDPOINTS.query],
};

/**
 * The request log masks personal data (docs/decisions/017-personal-data-in-the-request-log.md):
 * the values of these keys, in any case, at any depth.
 */
export const PERSONAL_KEYS = [
  'name',
  'fullName',
  'firstName',
  'lastName',
  'contactName',
  'phone',
  'mobile',
  'tel',
  'telephone',
  'email',
] as const;

/**
 * docs/decisions/017: a string keeps its first and last character with at most eight `*` between;
 * two characters or fewer become all `*`; any other value (not null or undefined) becomes `***`.
 */
export function maskedInLog(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length <= 2) return '*'.repeat(value.length);
    return `${value.slice(0, 1)}${'*'.repeat(Math.min(value.length - 2, 8))}${value.slice(-1)}`;
  }
  return value === null || value === undefined ? value : '***';
}
