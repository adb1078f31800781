// The recorder of what a vitest test file reads at run time (tests/setup/read-recorder.ts) and the
// check every test file gets from it (tests/setup/reads.ts) against what
// harness/change/vitest-reads.ts declares (decision 049): the reads it sees and those it leaves
// out, what counts as declared, and the failure's words.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { vitestFiles } from '../../harness/change/inventory.ts';
import { covers, RUNTIME_READS, uncovered } from '../../harness/change/vitest-reads.ts';
import { inProject, projectPath, type Read, ROOT, readsOf } from '../setup/read-recorder.ts';
import { entriesFor, snapshotOf, undeclaredMessage, undeclaredReads } from '../setup/reads.ts';

const scratch = mkdtempSync(join(tmpdir(), 'runtime-reads-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the recorder', () => {
  test('sees node:fs in this process: named imports, node:fs/promises, the CommonJS object, a copy’s source, a folder listed, a path tested', async () => {
    // harness/ runs every test when it changes: this file may read it without an entry.
    const reads = await readsOf(async () => {
      readFileSync(inProject('harness/change/vitest-reads.ts'), 'utf8');
      await readFile(inProject('harness/change/sources.ts'), 'utf8');
      const commonJs = createRequire(import.meta.url)('node:fs') as { readFileSync: typeof readFileSync };
      commonJs.readFileSync(inProject('harness/change/imports.ts'), 'utf8');
      cpSync(inProject('harness/change/git.ts'), join(scratch, 'git.ts'));
      readdirSync(inProject('harness/change'));
      existsSync(inProject('harness/change/no-such-file.ts'));
    });
    expect(reads.map(({ path, how }) => [path, how])).toEqual([
      ['harness/change/vitest-reads.ts', 'readFileSync'],
      ['harness/change/sources.ts', 'promises.readFile'],
      ['harness/change/imports.ts', 'readFileSync'],
      ['harness/change/git.ts', 'cpSync'],
      ['harness/change', 'readdirSync'],
      ['harness/change/no-such-file.ts', 'existsSync'],
    ]);
    // Each at the call in this file, line and column.
    expect(reads[0]?.where).toMatch(/^tests\/conformance\/runtime-reads\.test\.ts:\d+:\d+$/);
  });

  test('leaves out what is not the project: the temporary folder, node_modules, a file written', async () => {
    const reads = await readsOf(() => {
      writeFileSync(join(scratch, 'note.txt'), 'x');
      readFileSync(join(scratch, 'note.txt'), 'utf8');
      readFileSync(inProject('node_modules/vitest/package.json'), 'utf8');
      readFileSync(inProject('harness/change/git.ts'), 'utf8');
    });
    expect(reads.map((read) => read.path)).toEqual(['harness/change/git.ts']);
    expect(projectPath(join(scratch, 'note.txt'))).toBeUndefined();
    expect(projectPath('/etc/hostname')).toBeUndefined();
    expect(projectPath(inProject('.cache/change/x.json'))).toBeUndefined();
    expect(projectPath(inProject('reports/vitest.json'))).toBeUndefined();
    expect(projectPath(inProject('spec/pages.yaml'))).toBe('spec/pages.yaml');
    expect(projectPath(ROOT)).toBe('');
  });
});

describe('what counts as declared', () => {
  test('a folder covers itself and what is under it; a file only itself', () => {
    expect(covers('spec/', 'spec/pages.yaml')).toBe(true);
    expect(covers('spec/', 'spec')).toBe(true);
    expect(covers('spec/', 'spec/schema/pages.schema.json')).toBe(true);
    expect(covers('spec/', 'specs/pages.yaml')).toBe(false);
    expect(covers('spec/pages.yaml', 'spec/pages.yaml')).toBe(true);
    expect(covers('spec/pages.yaml', 'spec/app.yaml')).toBe(false);
    expect(covers('site/src/', 'site')).toBe(false);
  });

  test("a file's entry, the file itself, and a path whose change runs everything", () => {
    const file = 'tests/generator/catalogue.test.ts';
    expect(RUNTIME_READS[file]?.paths).toContain('generator/checks/');
    expect(
      uncovered(file, [
        'generator/checks/links.ts',
        file,
        'package.json',
        '.env',
        'harness/change/plan.ts',
        'spec/pages.yaml',
        'generator/emit/routes.ts',
      ]),
    ).toEqual(['spec/pages.yaml', 'generator/emit/routes.ts']);
    // A file with no entry: only what runs everything.
    expect(uncovered('tests/site/no-such.test.ts', ['spec/pages.yaml', 'tsconfig.json'])).toEqual(['spec/pages.yaml']);
    expect(snapshotOf('tests/site/http/client.test.ts')).toBe('tests/site/http/__snapshots__/client.test.ts.snap');
  });

  test('an undeclared read that the file imports passes; one it does not import fails, with the call and the entry to write', {
    timeout: 60_000,
  }, () => {
    // tests/site/layers.test.ts declares site/src/ and imports tests/conformance/proves.ts.
    const file = 'tests/site/layers.test.ts';
    expect(RUNTIME_READS[file]?.paths).toEqual(['site/src/']);
    const at = `${file}:14:10`;
    const reads: Read[] = [
      { path: 'site/src/app/shell.tsx', how: 'readFileSync', where: at },
      { path: 'tests/conformance/proves.ts', how: 'readFileSync', where: at },
      { path: 'deploy/nginx', how: 'readdirSync', where: at },
      { path: 'deploy/nginx/site.conf', how: 'readFileSync', where: at },
      { path: 'docs/qa.md', how: 'promises.readFile', where: at },
    ];
    const undeclared = undeclaredReads(file, reads);
    expect(undeclared.map((read) => read.path)).toEqual(['deploy/nginx', 'deploy/nginx/site.conf', 'docs/qa.md']);
    expect(entriesFor(undeclared.map((read) => read.path))).toEqual(['deploy/nginx/', 'docs/qa.md']);
    expect(undeclaredMessage(file, undeclared)).toBe(
      `${file} read 3 paths of the project that it does not import and harness/change/vitest-reads.ts does not declare ` +
        'for it, so `make test CHANGED=<ref>` would not run it when they change:\n' +
        `  deploy/nginx            readdirSync at ${at}\n` +
        `  deploy/nginx/site.conf  readFileSync at ${at}\n` +
        `  docs/qa.md              promises.readFile at ${at}\n` +
        `  fix: add 'deploy/nginx/', 'docs/qa.md' to RUNTIME_READS['${file}'].paths in ` +
        'harness/change/vitest-reads.ts (a folder ends in "/"), saying why in its comment; or stop reading them',
    );
  });
});

describe('the declarations', () => {
  test('each names a vitest file of the suites, and each path it declares is in the project', () => {
    const files = new Set(vitestFiles(ROOT));
    const entries = Object.entries(RUNTIME_READS);
    expect(entries.length).toBeGreaterThan(40);
    for (const [file, reads] of entries) {
      expect(files.has(file), `${file} is no vitest file of tests/generator, tests/conformance, tests/site`).toBe(true);
      for (const path of reads.paths) expect(existsSync(inProject(path)), `${file}: ${path}`).toBe(true);
    }
  });
});
