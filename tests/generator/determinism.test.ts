import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { GENERATED_DIR } from '../../generator/layout.ts';
import { loadManifest } from '../../generator/load.ts';
import { readDecisionFiles, readPageModules, readSources, run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { projectFileSystem, ROOT } from './project-fs.ts';

function loadReal() {
  const fs = projectFileSystem();
  const result = loadManifest(readSources(fs), {
    pageModules: readPageModules(fs),
    decisionFiles: readDecisionFiles(fs),
  });
  if (!result.ok) throw new Error(`the real manifest has errors: ${result.issues.map((i) => i.message).join('; ')}`);
  return result.value.manifest;
}

describe('generated output is deterministic and committed', () => {
  test(
    'the same manifest gives the same bytes twice, LF only, one final newline, a do-not-edit header',
    proves('GEN-DETERMINISTIC'),
    async () => {
      const first = generate(loadReal());
      const second = generate(loadReal());
      expect(second).toEqual(first);
      for (const file of first) {
        expect(file.path).toMatch(
          /^(site\/src|tests)\/generated\/((pages|messages|search|locales)\/)?[a-zA-Z-]+\.gen\.ts$/,
        );
        expect(
          file.content.startsWith('// This file is generated from spec/*.yaml by `make generate`. Do not edit it'),
        ).toBe(true);
        expect(file.content).not.toContain('\r');
        expect(file.content.endsWith('\n')).toBe(true);
        expect(file.content.endsWith('\n\n')).toBe(false);
        expect(file.content).not.toMatch(/[ \t]$/m);
      }
    },
  );

  test('the committed generated files are what the manifest produces', proves('GEN-CHECK-STALE'), async () => {
    const fs = projectFileSystem();
    const result = await run(fs, { generate, check: true });
    expect(result.report?.changed).toEqual([]);
    expect(result.report?.extra).toEqual([]);
  });

  test('a run with nothing changed writes no file', proves('GEN-DETERMINISTIC'), async () => {
    const fs = projectFileSystem();
    await run(fs, { generate });
    const writeFile = vi.spyOn(fs, 'writeFile');
    const removeFile = vi.spyOn(fs, 'removeFile');
    const result = await run(fs, { generate });
    expect(result.report?.changed).toEqual([]);
    expect(writeFile).not.toHaveBeenCalled();
    expect(removeFile).not.toHaveBeenCalled();
  });

  test('check mode names a stale file and a leftover one, and writes nothing', proves('GEN-CHECK-STALE'), async () => {
    const fs = projectFileSystem();
    const routes = `${GENERATED_DIR}/routes.gen.ts`;
    fs.writeFile(routes, `${fs.readFile(routes)}// edited by hand\n`);
    fs.writeFile(`${GENERATED_DIR}/old.gen.ts`, 'export {};\n');
    const writeFile = vi.spyOn(fs, 'writeFile');
    const result = await run(fs, { generate, check: true });
    expect(result.report?.changed).toEqual([routes]);
    expect(result.report?.extra).toEqual([`${GENERATED_DIR}/old.gen.ts`]);
    expect(writeFile).not.toHaveBeenCalled();
  });

  test('generate repairs what check reports: it rewrites the stale file and removes the leftover', async () => {
    const fs = projectFileSystem();
    const routes = `${GENERATED_DIR}/routes.gen.ts`;
    const original = fs.readFile(routes);
    fs.writeFile(routes, 'stale\n');
    fs.writeFile(`${GENERATED_DIR}/old.gen.ts`, 'export {};\n');
    await run(fs, { generate });
    expect(fs.readFile(routes)).toBe(original);
    expect(fs.readFile(`${GENERATED_DIR}/old.gen.ts`)).toBeUndefined();
  });
});

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
});
