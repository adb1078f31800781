import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
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

  test('TypeScript is written one way, and the compiler is loaded only to read the site: ts-morph only in generator/code/, which the run imports dynamically', () => {
    // docs/decisions/026-generator-speed.md: every statement is text from generator/emit/source.ts.
    // docs/decisions/033-reading-the-site-code.md: ts-morph reads the site's code, in a run that needs it.
    const dir = join(ROOT, 'generator');
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(ts|mjs)$/.test(name));
    expect(sources.length).toBeGreaterThan(20);
    const text = (name: string): string => readFileSync(join(dir, name), 'utf8');
    const compilerImports = sources.filter((name) =>
      /from ['"](ts-morph|typescript)['"]|import\(['"](ts-morph|typescript)['"]\)|require\(['"](ts-morph|typescript)['"]\)/.test(
        text(name),
      ),
    );
    expect(compilerImports.sort()).toEqual([
      'code/module-imports.ts',
      'code/page-module.ts',
      'code/read-content.ts',
      'code/read-exports.ts',
      'code/route-literals.ts',
      'code/site-project.ts',
    ]);
    // Nothing the generator's commands load statically imports those modules (a type is not an
    // import at run time): from its entry (cli.ts), every module reached through static imports,
    // and from each of its commands' modules (drafts.ts and the rest, imported dynamically), none
    // holds the compiler. make page's module writer is loaded by page.ts, which make page and
    // make move-route run (scripts/), and make remove-page reads the site's imports
    // (code/module-imports.ts) when it runs; never the generator's run.
    const staticImports = (name: string): string[] =>
      [...text(name).matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+\.ts)'/gm)].map((match) =>
        join(dirname(name), match[1] ?? '').replaceAll('\\', '/'),
      );
    const dynamicImports = (name: string): string[] =>
      [...text(name).matchAll(/import\('(\.{1,2}\/[^']+\.ts)'\)/g)].map((match) =>
        join(dirname(name), match[1] ?? '').replaceAll('\\', '/'),
      );
    const loadedWith = (entry: string): Set<string> => {
      const reached = new Set<string>();
      const pending = [entry];
      while (pending.length > 0) {
        const name = pending.pop() ?? '';
        if (reached.has(name)) continue;
        reached.add(name);
        pending.push(...staticImports(name));
      }
      return reached;
    };
    // The compiler's own modules are what the run imports dynamically, when it needs them.
    const commands = new Set(
      ['cli.ts', ...[...loadedWith('cli.ts')].flatMap(dynamicImports)].filter(
        (name) => !compilerImports.includes(name),
      ),
    );
    expect(commands.has('drafts.ts'), 'the walk finds the commands cli.ts imports dynamically').toBe(true);
    for (const command of commands)
      expect(
        [...loadedWith(command)].filter((name) => compilerImports.includes(name)),
        command,
      ).toEqual([]);
    // make page's module writer is reached only through page.ts.
    const writers = /^import (?!type )[^;]*from '[./]*(?:code\/)?page-module\.ts'/m;
    expect(sources.filter((name) => writers.test(text(name)))).toEqual(['page.ts']);
  });
});
