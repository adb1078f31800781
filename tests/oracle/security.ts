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
 * Decision 042: the one inline script a page may run, the boot script of the prerendered pages,
 * is allowed by its hash: a SHA-256 source, `'sha256-` and 44 characters of base64. Its form only:
 * which script it must be is not the oracle's to know (the hash changes with the boot script's
 * code). The served pages' inline script must hash to it (tests/browser/static-pages.spec.ts), and
 * the committed hash is the build's boot script's (tests/site/boot-script.node.test.ts).
 */
export const SCRIPT_HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * Decision 016: the policy's directives (scripts and styles only from the site's files, and since
 * decision 042 the boot script by its hash; nothing framed, connections only to the site's own
 * origin). One fixed policy, whatever the request:
 * issue 30 found the Host header copied into it, and decision 038 made connect-src `'self'`
 * instead of the three addresses on the origin the browser asked for (`<origin>/api/`,
 * `<origin>/robots.txt`, `<origin>/assets/trial/`), which only the request's Host could name.
 * Connections still reach nothing but the site's own origin.
 */
export function policyDirectives(): ReadonlyMap<string, readonly Source[]> {
  return new Map<string, readonly Source[]>([
    ['default-src', ["'none'"]],
    // Decision 028: the online trial compiles WebAssembly (not eval) and runs workers of the site's
    // own files. Decision 042: one inline script, by its hash (no 'unsafe-inline').
    ['script-src', ["'self'", "'wasm-unsafe-eval'", SCRIPT_HASH_SOURCE]],
    ['worker-src', ["'self'"]],
    ['style-src', ["'self'"]],
    // The API, robots.txt and (decision 028) the trial's models and language data, all on the site's origin.
    ['connect-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ]);
}

/** A source of a directive: as written, or (the boot script's hash) by its form. */
export type Source = string | RegExp;

/** Whether a directive's sources are the oracle's, in its order: each as written, or of its form. */
export function sourcesMatch(actual: readonly string[] | undefined, expected: readonly Source[]): boolean {
  return (
    actual !== undefined &&
    actual.length === expected.length &&
    expected.every((source, i) => {
      const value = actual[i] ?? '';
      return typeof source === 'string' ? value === source : source.test(value);
    })
  );
}

/** The oracle's sources as text, for a message. */
export const sourcesText = (expected: readonly Source[]) =>
  expected.map((source) => (typeof source === 'string' ? source : String(source))).join(' ');

/** The script hashes (`'sha256-…'` sources) of a policy's script-src. */
export function scriptHashes(policy: string): string[] {
  return (directives(policy).get('script-src') ?? []).filter((source) => SCRIPT_HASH_SOURCE.test(source));
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
