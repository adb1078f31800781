// writeFiles on its own (found by the unit mutation run, docs/decisions/022): the report lists
// exactly what changed, what did not and what is left over, and check mode touches nothing.
// Then the record of the last run, which must never let `make generate` skip a run that would
// change a file (docs/decisions/026-generator-speed.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import { type FileSystem, memoryFileSystem } from '../../generator/file-system.ts';
import {
  generatorFingerprint,
  LAST_RUN_FILE,
  readInputs,
  recordRun,
  repeatedRun,
  writeFiles,
} from '../../generator/write.ts';
import { ROOT } from './project-fs.ts';

const owned = [{ dir: 'out', suffix: '.gen.ts' }];

describe('writing the generated files', () => {
  test('reports each file as changed or unchanged, and owned files nothing produced as extra', () => {
    const fs = memoryFileSystem({ 'out/same.gen.ts': 'same\n', 'out/old.gen.ts': 'old\n', 'out/notes.md': 'mine\n' });
    const report = writeFiles(
      [
        { path: 'out/same.gen.ts', content: 'same\n' },
        { path: 'out/new.gen.ts', content: 'new\n' },
      ],
      { fs, owned },
    );
    expect(report).toEqual({ changed: ['out/new.gen.ts'], unchanged: ['out/same.gen.ts'], extra: ['out/old.gen.ts'] });
    expect([...fs.files.keys()].sort()).toEqual(['out/new.gen.ts', 'out/notes.md', 'out/same.gen.ts']);
  });

  test('a file an owned folder does not hold is written without being read; any other is compared', () => {
    const fs = memoryFileSystem({ 'out/same.gen.ts': 'same\n', 'elsewhere/same.json': '{}\n' });
    const readFile = vi.spyOn(fs, 'readFile');
    const report = writeFiles(
      [
        { path: 'out/same.gen.ts', content: 'same\n' },
        { path: 'out/new.gen.ts', content: 'new\n' },
        { path: 'elsewhere/same.json', content: '{}\n' },
      ],
      { fs, owned },
    );
    expect(report).toEqual({
      changed: ['out/new.gen.ts'],
      unchanged: ['out/same.gen.ts', 'elsewhere/same.json'],
      extra: [],
    });
    expect(readFile.mock.calls.map(([path]) => path)).toEqual(['out/same.gen.ts', 'elsewhere/same.json']);
  });

  test('check mode reports the same and neither writes nor removes anything', () => {
    const fs = memoryFileSystem({ 'out/old.gen.ts': 'old\n' });
    const writeFile = vi.spyOn(fs, 'writeFile');
    const removeFile = vi.spyOn(fs, 'removeFile');
    const report = writeFiles([{ path: 'out/new.gen.ts', content: 'new\n' }], { fs, owned, check: true });
    expect(report).toEqual({ changed: ['out/new.gen.ts'], unchanged: [], extra: ['out/old.gen.ts'] });
    expect(writeFile).not.toHaveBeenCalled();
    expect(removeFile).not.toHaveBeenCalled();
    expect(fs.readFile('out/old.gen.ts')).toBe('old\n');
  });
});

describe('the record of the last run (what lets `make generate` skip a run that would change nothing)', () => {
  const project = () =>
    memoryFileSystem({
      'spec/routes.yaml': 'routes: []\n',
      'site/src/pages/home.tsx': 'export function Component() {}\n',
      'docs/decisions/001-a.md': '# 001\n',
      'site/src/generated/routes.gen.ts': 'export {};\n',
      'spec/schema/routes.schema.json': '{}\n',
      'spec/schema/notes.md': 'not owned\n',
    });
  const outputs = [
    { path: 'site/src/generated/routes.gen.ts', content: 'export {};\n' },
    { path: 'spec/schema/routes.schema.json', content: '{}\n' },
  ];
  const warning = {
    severity: 'warning',
    code: 'route-repeated',
    file: 'spec/routes.yaml',
    line: 1,
    column: 1,
    length: 1,
    path: 'routes',
    message: 'repeats',
    hint: 'keep one',
  } as const;

  test('matches the same inputs and untouched outputs, and gives back the warnings of that run', () => {
    const fs = project();
    const inputs = readInputs(fs, 'generator-1');
    expect(repeatedRun(fs, inputs.hash)).toBeUndefined();
    recordRun(fs, inputs.hash, outputs, [warning]);
    expect(fs.readFile(LAST_RUN_FILE)).toMatch(/^\{.*\}\n$/);
    expect(readInputs(fs, 'generator-1')).toEqual(inputs);
    expect(repeatedRun(fs, inputs.hash)).toEqual({
      version: 1,
      inputs: inputs.hash,
      outputs: {
        'site/src/generated/routes.gen.ts': expect.stringMatching(/^[0-9a-f]{64}$/),
        'spec/schema/routes.schema.json': expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      warnings: [warning],
    });
    expect(inputs.texts.get('spec/routes.yaml')).toBe('routes: []\n');
  });

  test.each([
    ['a manifest file', (fs: FileSystem) => fs.writeFile('spec/routes.yaml', 'routes: [] \n')],
    ['a new manifest file', (fs: FileSystem) => fs.writeFile('spec/pages.yaml', 'pages: {}\n')],
    ['a page module added', (fs: FileSystem) => fs.writeFile('site/src/pages/about.tsx', '')],
    ['a page module removed', (fs: FileSystem) => fs.removeFile('site/src/pages/home.tsx')],
    ['a page module edited', (fs: FileSystem) => fs.writeFile('site/src/pages/home.tsx', 'export {};\n')],
    ['a decision record added', (fs: FileSystem) => fs.writeFile('docs/decisions/002-b.md', '# 002\n')],
    // The site's code is read too (its Component exports, the content its pages read).
    ['a module of the site edited', (fs: FileSystem) => fs.writeFile('site/src/templates/hero.tsx', 'export {};\n')],
    ['the compiler options edited', (fs: FileSystem) => fs.writeFile('tsconfig.json', '{}\n')],
    [
      'a decision record renamed',
      (fs: FileSystem) => {
        fs.removeFile('docs/decisions/001-a.md');
        fs.writeFile('docs/decisions/001-b.md', '# 001\n');
      },
    ],
  ])('%s changes the inputs’ hash', (_, change) => {
    const fs = project();
    const before = readInputs(fs, 'generator-1').hash;
    change(fs);
    expect(readInputs(fs, 'generator-1').hash).not.toBe(before);
  });

  test('another generator changes the inputs’ hash', () => {
    const fs = project();
    expect(readInputs(fs, 'generator-2').hash).not.toBe(readInputs(fs, 'generator-1').hash);
  });

  test.each([
    ['an output edited', (fs: FileSystem) => fs.writeFile('site/src/generated/routes.gen.ts', 'export {}; \n')],
    ['an output removed', (fs: FileSystem) => fs.removeFile('spec/schema/routes.schema.json')],
    ['an owned file added', (fs: FileSystem) => fs.writeFile('site/src/generated/pages/old.gen.ts', 'export {};\n')],
    ['the record unreadable', (fs: FileSystem) => fs.writeFile(LAST_RUN_FILE, '{"inputs":')],
    [
      'the record of another version',
      (fs: FileSystem) => {
        const record = JSON.parse(fs.readFile(LAST_RUN_FILE) ?? '{}') as Record<string, unknown>;
        fs.writeFile(LAST_RUN_FILE, JSON.stringify({ ...record, version: 0 }));
      },
    ],
    [
      'the record without outputs',
      (fs: FileSystem) => {
        const record = JSON.parse(fs.readFile(LAST_RUN_FILE) ?? '{}') as Record<string, unknown>;
        fs.writeFile(LAST_RUN_FILE, JSON.stringify({ ...record, outputs: null }));
      },
    ],
    ['the record gone', (fs: FileSystem) => fs.removeFile(LAST_RUN_FILE)],
  ])('%s: the run is not skipped', (_, change) => {
    const fs = project();
    const inputs = readInputs(fs, 'generator-1');
    recordRun(fs, inputs.hash, outputs, []);
    expect(repeatedRun(fs, inputs.hash)).toBeDefined();
    change(fs);
    expect(repeatedRun(fs, inputs.hash)).toBeUndefined();
  });

  test('files the generator does not own may change', () => {
    const fs = project();
    const inputs = readInputs(fs, 'generator-1');
    recordRun(fs, inputs.hash, outputs, []);
    fs.writeFile('spec/schema/notes.md', 'edited\n');
    fs.writeFile('site/src/app/shell.tsx', 'export {};\n');
    expect(repeatedRun(fs, inputs.hash)).toBeDefined();
  });
});

describe('the generator’s fingerprint', () => {
  test('hashes every source file beside the module and changes when one does', () => {
    // Inside the project, so that the packages the generator runs on resolve from it.
    const cache = join(ROOT, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'fingerprint-'));
    try {
      mkdirSync(join(dir, 'emit'));
      writeFileSync(join(dir, 'cli.mjs'), 'export {};\n');
      writeFileSync(join(dir, 'emit/source.ts'), 'export const a = 1;\n');
      writeFileSync(join(dir, 'notes.json'), '{}\n');
      const url = pathToFileURL(join(dir, 'cli.mjs')).href;
      const first = generatorFingerprint(url);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(join(dir, 'notes.json'), '{ "other": true }\n');
      expect(generatorFingerprint(url)).toBe(first);
      writeFileSync(join(dir, 'emit/source.ts'), 'export const a = 2;\n');
      const second = generatorFingerprint(url);
      expect(second).not.toBe(first);
      writeFileSync(join(dir, 'chunk.mjs'), '');
      expect(generatorFingerprint(url)).not.toBe(second);
      expect(generatorFingerprint()).not.toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
