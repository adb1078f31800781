import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// The oracle (tests/oracle/) is the source of the tests' expectations; the manifest is the source
// of the site. A test can only catch the site drifting from the specification if the two never
// meet: the oracle imports nothing of what it checks, and the tests do not read their expectations
// from the generated configuration, route table or page content.

const ROOT = resolve(import.meta.dirname, '../..');
const posix = (path: string) => path.split(sep).join('/');

/** TypeScript files under `dir` (relative to the repository), as repository paths. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => posix(join(dir, file)))
    .sort();
}

interface ModuleReference {
  /** The text that names the module: a specifier, or the pattern of a computed import or glob. */
  readonly specifier: string;
  /** `import type …`, `import { type A }` only, or `export type … from`: gone at run time. */
  readonly typeOnly: boolean;
  /** A dynamic import or glob whose argument is not a plain string. */
  readonly computed: boolean;
}

/** Every module a file refers to: static imports and re-exports, `import()`, `require()`, `import.meta.glob()`. */
function moduleReferences(file: string, text = readFileSync(join(ROOT, file), 'utf8')): ModuleReference[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: ModuleReference[] = [];
  const argument = (node: ts.Expression): { specifier: string; computed: boolean } => {
    if (ts.isStringLiteralLike(node)) return { specifier: node.text, computed: false };
    return { specifier: node.getText(source), computed: true };
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, computed: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, computed: false });
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isGlob = ts.isPropertyAccessExpression(callee) && callee.getText(source) === 'import.meta.glob';
      const [first] = node.arguments;
      if ((isImport || isRequire || isGlob) && first) {
        if (isGlob && ts.isArrayLiteralExpression(first)) {
          for (const element of first.elements) found.push({ ...argument(element), typeOnly: false });
        } else found.push({ ...argument(first), typeOnly: false });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where a relative specifier of `file` points, as a repository path; undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return posix(relative(ROOT, resolve(ROOT, dirname(file), specifier)));
}

/** The references of an oracle file to anything but another oracle file (packages included). */
function outsideTheOracle(file: string, references: readonly ModuleReference[]): string[] {
  return references
    .filter((reference) => {
      const to = target(file, reference.specifier);
      const inside = to?.startsWith('tests/oracle/') === true && !/\.gen(\.tsx?)?$/.test(to);
      return reference.computed || !inside;
    })
    .map((reference) => `${file} → ${reference.specifier}`);
}

/**
 * The one module of the oracle that reads the manifest: the values the specification leaves to a
 * decision, read where their decision says they live (tests/oracle/decided.ts), with the modules
 * it may use for that and the one file it may read.
 */
const DECIDED_MODULE = 'tests/oracle/decided.ts';
const DECIDED_READS = { packages: ['node:fs', 'node:path', 'yaml'], files: ['spec/app.yaml'] } as const;

/** The string literals of a file that name a file or folder of site/, spec/, generator/ or mocks/. */
function namedSources(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
      /\b(site|spec|generator|mocks)\//.test(node.text)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the oracle (tests/oracle/) is independent of what it checks', () => {
  const files = sources('tests/oracle');

  test('there is an oracle to check', () => {
    expect(files).toContain('tests/oracle/constants.ts');
    expect(files).toContain('tests/oracle/http.ts');
    expect(files).toContain(DECIDED_MODULE);
  });

  test('each oracle file imports only other oracle files: nothing of site/, spec/, generator/, mocks/ or generated code', () => {
    const others = files.filter((file) => file !== DECIDED_MODULE);
    expect(others.length).toBeGreaterThan(10);
    const offending = others.flatMap((file) => outsideTheOracle(file, moduleReferences(file)));
    expect(offending).toEqual([]);
  });

  test('only tests/oracle/decided.ts reads the manifest: with node:fs, node:path and yaml, spec/app.yaml and nothing else', () => {
    const outside = moduleReferences(DECIDED_MODULE).filter(
      (reference) => outsideTheOracle(DECIDED_MODULE, [reference]).length > 0,
    );
    expect(outside.map((reference) => reference.specifier).sort()).toEqual([...DECIDED_READS.packages]);
    expect(namedSources(DECIDED_MODULE)).toEqual([...DECIDED_READS.files]);
  });

  test('it reads exactly the decided values, each where its decision record says it lives', async () => {
    const { DECIDED } = await import('../oracle/decided');
    // A value added here is a value the suite stops checking by hand: add it with its decision.
    expect(DECIDED.map(({ file, key, decision }) => ({ file, key, decision }))).toEqual([
      { file: 'spec/app.yaml', key: 'contact.hotline', decision: 'docs/decisions/013-contact-phone-number.md' },
    ]);
    for (const { file, key, decision, value, at } of DECIDED) {
      const record = readFileSync(join(ROOT, decision), 'utf8');
      expect(record, `${decision} says where ${key} lives`).toContain(`\`${file}\` (\`${key}\`)`);
      expect(at).toMatch(new RegExp(`^${file}:\\d+:\\d+$`));
      expect(value).not.toBe('');
    }
  });

  test('the scan of named files sees string and template literals, and nothing in comments', () => {
    const fixture = [
      '// spec/pages.yaml is read elsewhere',
      "const a = readFileSync(join(ROOT, 'spec/app.yaml'));",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
      'const b = `site/src/generated/${name}.gen.ts`;',
      "const c = 'tests/oracle/routes.ts';",
    ].join('\n');
    expect(namedSources('tests/oracle/fixture.ts', fixture)).toEqual(['spec/app.yaml', 'site/src/generated/']);
  });

  test('the scan sees imports of every kind, and tells type-only ones apart', () => {
    const fixture = [
      "import { appConfig } from '../../site/src/generated/config.gen';",
      "import type { RoutePath } from '../../site/src/generated/routes.gen';",
      "import { type Locale } from '../../site/src/generated/messages.gen';",
      "export { jobPosts } from '../../mocks/handlers';",
      "const page = await import('../../site/src/generated/pages/' + id + '.gen.ts');",
      "const all = import.meta.glob('../../site/src/generated/pages/*.gen.ts');",
      "const yaml = require('../../spec/app.yaml');",
    ].join('\n');
    expect(moduleReferences('tests/oracle/fixture.ts', fixture)).toEqual([
      { specifier: '../../site/src/generated/config.gen', typeOnly: false, computed: false },
      { specifier: '../../site/src/generated/routes.gen', typeOnly: true, computed: false },
      { specifier: '../../site/src/generated/messages.gen', typeOnly: true, computed: false },
      { specifier: '../../mocks/handlers', typeOnly: false, computed: false },
      { specifier: "'../../site/src/generated/pages/' + id + '.gen.ts'", typeOnly: false, computed: true },
      { specifier: '../../site/src/generated/pages/*.gen.ts', typeOnly: false, computed: false },
      { specifier: '../../spec/app.yaml', typeOnly: false, computed: false },
    ]);
    expect(target('tests/oracle/http.ts', '../../site/src/generated/config.gen')).toBe('site/src/generated/config.gen');
    expect(target('tests/oracle/http.ts', './constants')).toBe('tests/oracle/constants');
    expect(target('tests/oracle/http.ts', 'vitest')).toBeUndefined();
    // Every one of them would be refused in the oracle.
    expect(
      outsideTheOracle('tests/oracle/fixture.ts', moduleReferences('tests/oracle/fixture.ts', fixture)),
    ).toHaveLength(7);
  });
});

/**
 * Generated modules that hold the very values the specification fixes: configuration, the route
 * table and page content. A test that imports them at run time is likely reading its expectation
 * from what it checks.
 */
const EXPECTATION_SOURCES = /site\/src\/generated\/(?:config\.gen|routes\.gen|pages\/)/;

describe('tests take their expectations from the oracle, not from generated configuration', () => {
  test('no test imports the generated configuration, route table or page content at run time', () => {
    const files = [...sources('tests/browser'), ...sources('tests/site')];
    expect(files.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of files) {
      for (const reference of moduleReferences(file)) {
        if (reference.typeOnly) continue;
        const to = reference.computed ? reference.specifier : target(file, reference.specifier);
        if (to === undefined || !EXPECTATION_SOURCES.test(to)) continue;
        const module = /generated\/pages\//.test(to)
          ? 'site/src/generated/pages/*'
          : (/site\/src\/generated\/[\w./-]+/.exec(to)?.[0] ?? to);
        found.push(`${file} → ${module}`);
      }
    }
    expect([...new Set(found)], 'take these values from tests/oracle/ instead').toEqual([]);
  });

  test('the files this scan was written to keep clean import none of them', () => {
    // The config-equality tests of issue 13 §2, and the tests that read the generated route table,
    // content or configuration until they were rewritten against the oracle.
    const clean = [
      'tests/site/routes.test.ts',
      'tests/site/http/client.test.ts',
      'tests/site/layout-scaling.test.ts',
      'tests/site/mock-api.test.ts',
      'tests/site/i18n.test.ts',
      'tests/site/app.test.tsx',
      'tests/site/forms.test.tsx',
      'tests/site/job-list.test.tsx',
      'tests/site/http/jsonp.test.ts',
      'tests/browser/single-page.spec.ts',
      'tests/browser/crawl.spec.ts',
      'tests/browser/search.spec.ts',
      'tests/browser/routes.spec.ts',
      'tests/browser/site.ts',
      'tests/browser/content-pages.spec.ts',
      'tests/browser/content-news.spec.ts',
      'tests/browser/content-terminals.spec.ts',
    ];
    for (const file of clean) {
      const runtime = moduleReferences(file).filter((reference) => !reference.typeOnly);
      expect(runtime.length, file).toBeGreaterThan(0);
      for (const reference of runtime) {
        const to = target(file, reference.specifier) ?? reference.specifier;
        expect(to, file).not.toMatch(EXPECTATION_SOURCES);
        expect(to, file).not.toMatch(/^spec\//);
      }
    }
  });
});
