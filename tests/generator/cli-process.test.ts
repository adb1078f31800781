// The generator's command line as a process: `node generator/bin.mjs` (the bundle it builds, the
// worker thread, the exit codes). Apart from determinism.test.ts so that the mutation run
// (vitest.stryker.config.ts) can leave it out: a child process reports no coverage to Stryker.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';

// Each test runs the generator as a process two or three times, synchronously: seconds each on a
// quiet machine, several times that on a busy two-core one (a CHANGED= run runs vitest beside
// three browsers), past vitest's 30 s for a test.
describe('the command line', { timeout: 120_000 }, () => {
  const copy = mkdtempSync(join(tmpdir(), 'spec-cli-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  for (const dir of ['spec', 'site/src/pages', 'site/src/generated', 'tests/generated', 'docs/decisions']) {
    cpSync(join(ROOT, dir), join(copy, dir), { recursive: true });
  }
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'generator/bin.mjs'), ...args, '--root', copy], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });

  test(
    'check exits 0 when in sync, and 1 naming the stale file once the manifest changes',
    proves('GEN-CHECK-STALE'),
    async () => {
      expect(cli('check').status).toBe(0);
      const pages = join(copy, 'spec/pages.yaml');
      const original = readFileSync(pages, 'utf8');
      writeFileSync(pages, original.replace('zh-CN: 新闻详情', 'zh-CN: 新闻正文'));
      const stale = cli('check');
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('site/src/generated/pages/news-detail.gen.ts');
      expect(stale.stderr).toContain('run `make generate`');
      writeFileSync(pages, original);
    },
  );

  test(
    'an invalid manifest exits 1 with file:line:col, the path, a code frame and a hint on stderr',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const routes = join(copy, 'spec/routes.yaml');
      const original = readFileSync(routes, 'utf8');
      writeFileSync(routes, original.replace('{ path: /city,', '{ path: city,'));
      const result = cli('generate');
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^spec\/routes\.yaml:\d+:\d+ {2}routes\[1\]\.path {2}must start with "\/"$/m);
      expect(result.stderr).toMatch(/^> +\d+ \| .*path: city,/m);
      expect(result.stderr).toContain('hint: write "/city"');
      expect(result.stderr).toContain('nothing was generated');
      writeFileSync(routes, original);
    },
  );

  test('a second generate with the same inputs skips the run; an edited output is repaired; check never skips', async () => {
    const first = cli('generate');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^generate: \d+ written, [1-9]\d* unchanged\n$/);
    const again = cli('generate');
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/^generate: 0 written, [1-9]\d* unchanged \(inputs as at the last run\)\n$/);
    const routes = join(copy, 'site/src/generated/routes.gen.ts');
    const bytes = readFileSync(routes, 'utf8');
    writeFileSync(routes, `${bytes}// edited\n`);
    const stale = cli('check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('  site/src/generated/routes.gen.ts\n');
    const repaired = cli('generate');
    expect(repaired.stdout).toMatch(/^generate: 1 written, [1-9]\d* unchanged\n$/);
    expect(readFileSync(routes, 'utf8')).toBe(bytes);
  });

  test('a crash in the generator shows the TypeScript source file, line and column, not the bundle', {
    ...proves('GEN-CRASH-SOURCE'),
  }, () => {
    // A copy of the generator with a bug: it throws as it loads the manifest. Its own
    // node_modules folder (links to this project's packages) keeps its bundle out of the cache
    // the other checkouts share.
    // (Its real path: Node names a module by it, and tmpdir() may be a link, as on macOS.)
    const checkout = realpathSync(mkdtempSync(join(tmpdir(), 'spec-crash-')));
    try {
      cpSync(join(ROOT, 'generator'), join(checkout, 'generator'), { recursive: true });
      cpSync(join(ROOT, 'site/src/http/types.ts'), join(checkout, 'site/src/http/types.ts'));
      mkdirSync(join(checkout, 'node_modules'));
      for (const name of readdirSync(join(ROOT, 'node_modules')).filter((entry) => entry !== '.cache'))
        symlinkSync(join(ROOT, 'node_modules', name), join(checkout, 'node_modules', name));
      const load = join(checkout, 'generator/load.ts');
      const lines = readFileSync(load, 'utf8').split('\n');
      const at = lines.indexOf("  const reader = options.reader ?? 'quick';");
      expect(at).toBeGreaterThan(0);
      lines.splice(at, 0, "  if (sources.length > 0) throw new Error('a bug in the generator');");
      writeFileSync(load, lines.join('\n'));
      const line = at + 1;
      const column = '  if (sources.length > 0) throw '.length + 1;

      const result = spawnSync(process.execPath, [join(checkout, 'generator/bin.mjs'), 'check', '--root', copy], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Error: a bug in the generator');
      // Node's own header names the line and shows it; the stack names each function's source.
      expect(result.stderr).toContain(`${load}:${line}\n  if (sources.length > 0) throw`);
      const frames = result.stderr.split('\n').filter((text) => text.trimStart().startsWith('at '));
      expect(frames[0]).toBe(`    at loadManifest (${load}:${line}:${column})`);
      expect(frames.join('\n')).toContain(`(${join(checkout, 'generator/cli.ts')}:`);
      expect(result.stderr).not.toMatch(/\.mjs:\d+/);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
