// `make audit`: the production dependencies against the npm registry's advisories. Fails on a
// high or critical advisory, and says so plainly when the registry's audit service cannot be
// reached (some mirrors and proxies refuse it), rather than passing silently.
import { spawnSync } from 'node:child_process';

interface AuditReport {
  readonly metadata?: { readonly vulnerabilities?: Record<string, number>; readonly dependencies?: { prod?: number } };
  readonly vulnerabilities?: Record<string, { readonly severity: string; readonly via: readonly unknown[] }>;
  readonly error?: { readonly code?: string; readonly summary?: string };
  /** What npm prints instead of a report when the audit service answers with an HTTP error. */
  readonly message?: string;
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  report = { error: { summary: run.stderr.trim() || 'npm audit printed no report' } };
}

if (report.error || !report.metadata?.vulnerabilities) {
  const reason = report.message || report.error?.summary || run.stderr.trim();
  console.error(`make audit: the registry's audit service could not be asked: ${reason}`);
  console.error(
    'It needs POST access to <registry>/-/npm/v1/security/advisories/bulk; run it where that is reachable.',
  );
  process.exit(2);
}

const counts = report.metadata.vulnerabilities;
const table = ['info', 'low', 'moderate', 'high', 'critical'].map((level) => `${level} ${counts[level] ?? 0}`);
console.log(`production dependencies: ${table.join(', ')}`);
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`  ${vulnerability.severity.padEnd(8)} ${name}`);
}
const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(blocking === 0 ? 'audit: no high or critical advisory' : `audit: ${blocking} high or critical advisories`);
process.exit(blocking === 0 ? 0 : 1);
