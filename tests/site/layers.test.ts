// The site's layers (docs/decisions/024-site-layers.md): read from the source itself, so a new
// import that breaks them fails here as well as in `biome check`. Biome's noImportCycles ignores
// type-only imports; this test counts them, and every static and dynamic import, except the lazy
// loaders the generator writes (the route table's pages, the message catalogue's other language):
// those chunks import the generated types back, a cycle only the generator can break (decision 024).
// The stylesheets follow the same line: app/'s are the shell's, loaded at start-up; a feature's
// sit beside it and load with it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';

const ROOT = resolve(import.meta.dirname, '../../site/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && files.includes(candidate)) return candidate;
  }
  return undefined; // a stylesheet, or a package
}

const files = sourceFiles(ROOT);
const name = (file: string) => relative(ROOT, file).replaceAll('\\', '/');

/** Each module's imports (static, type-only and dynamic), as paths under site/src. */
const graph = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const isDynamic = match[3] !== undefined;
      if (isDynamic && name(file).startsWith('generated/')) continue;
      const target = resolveModule(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (target) targets.push(name(target));
    }
    return [name(file), targets];
  }),
);

/** Strongly connected components with more than one module, or a module importing itself. */
function cycles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Each stylesheet a module imports (`import './x.css'`): [importer, stylesheet], as paths under site/src. */
const stylesheetImports = files.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*import\s*'([^']+\.css)'/g)].map(
    (match) => [name(file), name(resolve(dirname(file), match[1] ?? ''))] as const,
  ),
);

const importsOf = (prefix: string) =>
  [...graph].filter(([file]) => file.startsWith(prefix)).flatMap(([file, targets]) => targets.map((to) => [file, to]));

describe('the site’s layers', () => {
  test('the import graph was read', () => {
    expect(graph.size).toBeGreaterThan(80);
    expect([...graph.values()].flat().length).toBeGreaterThan(200);
    expect(graph.get('search/load.ts')).toContain('search/search-combobox.tsx');
  });

  test('no import cycle, type-only and dynamic imports included', proves('SITE-LAYERS'), () => {
    expect(cycles()).toEqual([]);
  });

  test('http/ imports only shared/ and generated/ modules (never forms/)', proves('SITE-LAYERS'), () => {
    const edges = importsOf('http/');
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.filter(([, to]) => !/^(http|shared|generated)\//.test(to ?? ''))).toEqual([]);
  });

  test(
    'shared/ imports only shared/ and generated/, and the type of a failed request from http/',
    proves('SITE-LAYERS'),
    () => {
      const edges = importsOf('shared/');
      expect(edges.length).toBeGreaterThan(0);
      expect(edges.filter(([, to]) => !/^(shared|generated)\//.test(to ?? '') && to !== 'http/errors.ts')).toEqual([]);
    },
  );

  test(
    'the feature folders (templates/, forms/, jobs/, search/) use only http/, shared/ and generated/',
    proves('SITE-LAYERS'),
    () => {
      const features = /^(templates|forms|jobs|search)\//;
      const edges = [...graph]
        .filter(([file]) => features.test(file))
        .flatMap(([file, targets]) => targets.map((to) => [file, to] as const));
      expect(edges.length).toBeGreaterThan(20);
      const folder = (file: string) => file.split('/')[0];
      expect(
        edges.filter(([file, to]) => folder(file) !== folder(to) && !/^(http|shared|generated)\//.test(to)),
      ).toEqual([]);
    },
  );

  test('pages/ is loaded only by the generated route table, lazily', () => {
    const importers = [...graph]
      .filter(([file, targets]) => !file.startsWith('pages/') && targets.some((to) => to.startsWith('pages/')))
      .map(([file]) => file);
    expect(importers).toEqual([]);
    expect(readFileSync(join(ROOT, 'generated/routes.gen.ts'), 'utf8')).toMatch(
      /lazy: \(\) => import\('\.\.\/pages\/home'\)/,
    );
  });

  test(
    'app/ is the router and the shell: only the entries import it, and each of its modules serves the router',
    proves('SITE-LAYERS'),
    () => {
      const outside = [...graph]
        .filter(([file]) => !file.startsWith('app/') && file !== 'main.tsx' && file !== 'entry-server.tsx')
        .flatMap(([file, targets]) => targets.filter((to) => to.startsWith('app/')).map((to) => [file, to]));
      expect(outside).toEqual([]);
      const reached = new Set<string>();
      const walk = (file: string): void => {
        if (reached.has(file) || !file.startsWith('app/')) return;
        reached.add(file);
        for (const next of graph.get(file) ?? []) walk(next);
      };
      walk('app/router.tsx');
      walk('app/layout-scaling.ts'); // the shell's §2 scaling, installed by the entry before the router
      walk('app/static-page.tsx'); // the entry taking a prerendered page over (decision 029)
      walk('app/app-tree.tsx'); // the app's tree, for both entries
      const appModules = [...graph.keys()].filter((file) => file.startsWith('app/'));
      expect(appModules.length).toBeGreaterThan(3);
      expect(appModules.filter((file) => !reached.has(file))).toEqual([]);
    },
  );

  test(
    'app/ styles the shell only: its stylesheets are loaded by the entry and app/, which load no feature’s',
    proves('SITE-LAYERS'),
    () => {
      expect(stylesheetImports.length).toBeGreaterThan(10);
      expect(stylesheetImports).toContainEqual(['main.tsx', 'app/site.css']);
      const atStartUp = (file: string) => file === 'main.tsx' || file.startsWith('app/');
      expect(stylesheetImports.filter(([from, to]) => atStartUp(from) !== to.startsWith('app/'))).toEqual([]);
    },
  );
});
