// The tests' oracle for the headers the site is served with: §7 "a fixed content-security-policy
// header" and decision 016 (the policy's directives and the other headers), written by hand.
// Imports nothing from site/, spec/, generator/ or mocks/ (tests/conformance/oracle-independence.test.ts).

/** Decision 016: the headers besides the policy, by lower-case name. */
export const SECURITY_HEADERS = {
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // Decision 028: the online trial's tracking and liveness use the camera, on the site's own pages only.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/**
 * Decision 016: the policy's directives (scripts and styles only from the site's files, nothing
 * framed, connections only to the site's own origin). One fixed policy, whatever the request:
 * issue 30 found the Host header copied into it, and decision 038 made connect-src `'self'`
 * instead of the three addresses on the origin the browser asked for (`<origin>/api/`,
 * `<origin>/robots.txt`, `<origin>/assets/trial/`), which only the request's Host could name.
 * Connections still reach nothing but the site's own origin.
 */
export function policyDirectives(): ReadonlyMap<string, readonly string[]> {
  return new Map([
    ['default-src', ["'none'"]],
    // Decision 028: the online trial compiles WebAssembly (not eval) and runs workers of the site's own files.
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['worker-src', ["'self'"]],
    ['style-src', ["'self'"]],
    // The API, robots.txt and (decision 028) the trial's models and language data, all on the site's origin.
    ['connect-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ]);
}

/** The directives of a Content-Security-Policy value, by name. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}
