// Every clause the Playwright browser suite proves is either proved in WebKit too (tests/webkit/)
// or listed in NOT_RUN_IN_WEBKIT with the capability WebKitWebDriver lacks, never both
// (docs/decisions/030). Read from the test files' source: the ids quoted in their proves() calls.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Capability, type Engine, LACKS, lackedBy } from '../engines.ts';
import { clauses } from '../generated/clauses.gen.ts';
import { HARDWARE_FIGURES } from '../oracle/content.ts';
import { NOT_RUN_IN_WEBKIT } from '../webkit/not-run.ts';

const root = join(import.meta.dirname, '..');

/**
 * The clause ids quoted in the `proves(…)` calls of a source text, wherever they stand among the
 * arguments (after a computed id too); ids spread from a table are not read: the report judges
 * those at run time. With `engine`, the ids of a test whose details say it `needs(…)` a capability
 * that engine's driver lacks (a test of tests/browser/*.e2e.ts, decision 052) are left out.
 */
function provedIn(source: string, engine?: Engine): string[] {
  const ids: string[] = [];
  for (const call of source.matchAll(/\bproves\(/g)) {
    let depth = 1;
    let end = (call.index ?? 0) + call[0].length;
    while (end < source.length && depth > 0) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')') depth--;
      end++;
    }
    if (engine) {
      // The rest of the details: up to the body (`visit(`), or the next test.
      const rest = source.slice(end, source.slice(end).search(/\bvisit\(|\btest\(/) + end);
      const needs = [...(rest.match(/\.needs\(([^)]*)\)/)?.[1]?.matchAll(/'([a-z-]+)'/g) ?? [])].map(
        (match) => match[1] as Capability,
      );
      if (lackedBy(engine, needs) !== undefined) continue;
    }
    for (const id of source
      .slice((call.index ?? 0) + call[0].length, end)
      .matchAll(/'([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)'/g))
      if (id[1]) ids.push(id[1]);
  }
  return ids;
}

/** The clauses quoted in proves() calls of the files of `folder` ending in `suffix`, as run in `engine`. */
function provedInFolder(folder: string, suffix: string, engine?: Engine): Set<string> {
  const files = readdirSync(join(root, folder)).filter((name) => name.endsWith(suffix));
  expect(files.length, `test files in tests/${folder}`).toBeGreaterThan(0);
  return new Set(
    files.flatMap((name) => {
      const source = readFileSync(join(root, folder, name), 'utf8');
      // A file that spreads the clauses of the oracle's table of §9 hardware figures into proves()
      // (one test per terminal page, its figures' clauses) proves each of them.
      const spread = /proves\([^)]*\.\.\./.test(source) && source.includes('HARDWARE_FIGURES');
      return [...provedIn(source, engine), ...(spread ? Object.keys(HARDWARE_FIGURES) : [])];
    }),
  );
}

/** The clauses Chromium and Firefox prove: the Playwright suite's and those of the tests written once. */
function provedInPlaywright(): Set<string> {
  return new Set([...provedInFolder('browser', '.spec.ts'), ...provedInFolder('browser', '.e2e.ts', 'chromium')]);
}

/** The clauses WebKit proves: the WebKit suite's and those of the tests written once that WebDriver can run. */
function provedInWebkit(): Set<string> {
  return new Set([...provedInFolder('webkit', '.test.ts'), ...provedInFolder('browser', '.e2e.ts', 'webkit')]);
}

describe('the WebKit engine covers the browser suite', () => {
  test('the source reader finds ids in a one-line and in a multi-line proves() call', () => {
    expect(provedIn("test('x', proves('A-B', 'C-D'), () => {});\nproves(\n  'E-F',\n  'G-H',\n)")).toEqual([
      'A-B',
      'C-D',
      'E-F',
      'G-H',
    ]);
    expect(provedIn("proves('UI-TERMINAL-PAGES', ...clauses)")).toEqual(['UI-TERMINAL-PAGES']);
    expect(provedIn("proves(routeClause(path), 'ACCESS-PUBLIC', 'QA-CRAWL-LINKS')")).toEqual([
      'ACCESS-PUBLIC',
      'QA-CRAWL-LINKS',
    ]);
  });

  test('the source reader leaves out, for an engine, the tests that need what its driver lacks', () => {
    const source =
      "test('a', proves('A-B').on(page('/x', locale)).needs('narrow-window'), visit(async () => {}));\n" +
      "test('b', proves('C-D').needs('touch-emulation'), visit(async () => {}));\ntest('c', proves('E-F'), visit(x));";
    expect(provedIn(source, 'webkit')).toEqual(['E-F']);
    expect(provedIn(source, 'firefox')).toEqual(['A-B', 'E-F']);
    expect(provedIn(source, 'chromium')).toEqual(['A-B', 'C-D', 'E-F']);
  });

  test('every clause a Playwright test proves is proved by a WebKit test or not run in WebKit, never both', () => {
    const browser = provedInPlaywright();
    const webkit = provedInWebkit();
    expect(browser.size).toBeGreaterThan(0);
    expect(webkit.size).toBeGreaterThan(0);
    const notRun = new Set(Object.keys(NOT_RUN_IN_WEBKIT));
    const missing = [...browser].filter((id) => !webkit.has(id) && !notRun.has(id)).sort();
    expect.soft(missing, 'proved in Chromium and Firefox, neither proved nor listed as not run in WebKit').toEqual([]);
    const both = [...notRun].filter((id) => webkit.has(id)).sort();
    expect.soft(both, 'listed as not run in WebKit, yet proved by a WebKit test').toEqual([]);
  });

  test('each entry of NOT_RUN_IN_WEBKIT is a clause of the catalogue with a capability of LACKS', () => {
    const ids = new Set(clauses.map((clause) => clause.id as string));
    const entries = Object.entries(NOT_RUN_IN_WEBKIT);
    expect(entries.length).toBeGreaterThan(0);
    for (const [id, capability] of entries) {
      expect(ids.has(id), `${id} is in spec/clauses.yaml`).toBe(true);
      expect(Object.keys(LACKS), `${id}: ${capability}`).toContain(capability);
    }
  });

  test('a clause not run in WebKit is one the browser suite proves (no entry for a clause without a browser test)', () => {
    const browser = provedInPlaywright();
    const stray = Object.keys(NOT_RUN_IN_WEBKIT).filter((id) => !browser.has(id));
    expect(stray).toEqual([]);
  });
});
