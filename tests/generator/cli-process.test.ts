// The generator's command line as a process: `node generator/bin.mjs` (the bundle it builds, the
// worker thread, the exit codes). Apart from determinism.test.ts so that the mutation run
// (vitest.stryker.config.ts) can leave it out: a child process reports no coverage to Stryker.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';

describe('the command line', () => {
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
});
