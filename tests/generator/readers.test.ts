// The generator reads a manifest two ways (decision 026): quickly with js-yaml when there is
// nothing to report, and as a `yaml` document, with positions, otherwise. These tests hold the
// two to the same result: the quick reader may only ever be faster, never read differently.
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nodeFileSystem } from '../../generator/file-system.ts';
import type { Issue } from '../../generator/issues.ts';
import { parseYaml } from '../../generator/load/parse.ts';
import { quickRead } from '../../generator/load/quick.ts';
import { withoutBom } from '../../generator/load/text.ts';
import { type LoadOptions, loadManifest, type ManifestSource } from '../../generator/load.ts';
import type { ManifestFileName } from '../../generator/manifest/schema.ts';
import { readDecisionFiles, readPageModules, readSources } from '../../generator/project.ts';
import { synthesize } from '../../scripts/bench-manifest.ts';
import { proves } from '../conformance/proves.ts';
import { fixtureCases, fixtureFileSystem } from './fixture-fs.ts';
import { type Mutation, structuralMutation, textMutation } from './manifest-mutations.ts';
import { projectFileSystem } from './project-fs.ts';

const ROOT = projectFileSystem();
const SOURCES = readSources(ROOT);
const PROJECT: LoadOptions = { pageModules: readPageModules(ROOT), decisionFiles: readDecisionFiles(ROOT) };

/** What a load comes to, without the parsed sources (one reader's are lazy, the other's are not). */
function outcome(sources: readonly ManifestSource[], options: LoadOptions) {
  const result = loadManifest(sources, options);
  return result.ok
    ? { ok: true, manifest: result.value.manifest, issues: result.warnings }
    : { ok: false, issues: result.issues };
}

function expectSameLoad(sources: readonly ManifestSource[], options: LoadOptions): void {
  expect(outcome(sources, options)).toEqual(outcome(sources, { ...options, reader: 'document' }));
}

/** One file read as a YAML document, as the document reader does: its data and its problems. */
function documentReading(name: ManifestFileName, text: string): { readonly value?: unknown; readonly issues: Issue[] } {
  const issues: Issue[] = [];
  const { parsed, readable } = parseYaml(name, `spec/${name}`, text, issues);
  return readable ? { value: parsed.doc.toJS({ maxAliasCount: 50 }), issues } : { issues };
}

describe('the quick reader and the document reader', () => {
  const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
  const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);

  test('read the project manifest, every fixture and the benchmark manifest alike', {
    ...proves('GEN-DETERMINISTIC', 'GEN-ERROR-POSITIONS'),
    timeout: 60_000,
  }, () => {
    expectSameLoad(SOURCES, PROJECT);
    const cases = fixtureCases();
    expect(cases.length).toBeGreaterThan(20);
    for (const name of cases) {
      const fs = fixtureFileSystem(name);
      expectSameLoad(readSources(fs), { pageModules: readPageModules(fs), decisionFiles: readDecisionFiles(fs) });
    }
    const dir = synthesize(process.cwd(), 300);
    try {
      const fs = nodeFileSystem(dir);
      const sources = readSources(fs);
      // The benchmark's timings are of the quick reader: every one of its files must be quick to read.
      for (const source of sources) expect(quickRead(source.text), source.file).toBeDefined();
      expectSameLoad(sources, { pageModules: readPageModules(fs), decisionFiles: readDecisionFiles(fs) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // YAML 1.2's core schema (yaml.org/spec/1.2.2, 10.3.2), written out by hand: what each plain
  // scalar means. Both readers must give it, in block and in flow context.
  const CORE_SCHEMA: readonly [string, unknown][] = [
    ['null', null],
    ['Null', null],
    ['~', null],
    ['true', true],
    ['FALSE', false],
    ['yes', 'yes'],
    ['on', 'on'],
    ['42', 42],
    ['017', 17],
    ['-0', -0],
    ['+12', 12],
    ['0o17', 15],
    ['0x1F', 31],
    ['0b101', '0b101'],
    ['1_000', '1_000'],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['-.Inf', Number.NEGATIVE_INFINITY],
    ['.NaN', Number.NaN],
    ['2026-11-23', '2026-11-23'],
    ['12:30', '12:30'],
    ['"\\u00e9\\x41"', 'éA'],
    ["'it''s'", "it's"],
    ['1 000', '1 000'],
    ['中文', '中文'],
  ];
  test('give every plain scalar of YAML 1.2 its core-schema meaning', proves('GEN-DETERMINISTIC'), () => {
    for (const [written, meaning] of CORE_SCHEMA) {
      for (const text of [`value: ${written}\n`, `{ value: ${written} }\n`, `- [${written}]\n`]) {
        const expected = text.startsWith('-') ? [[meaning]] : { value: meaning };
        expect(quickRead(text)?.value, `quick: ${text}`).toEqual(expected);
        expect(documentReading('app.yaml', text).value, `document: ${text}`).toEqual(expected);
      }
    }
  });

  // Scalars and the pieces of layout around them (comments, lists, block scalars, quotes, keys),
  // in each context a value can stand in. This is how the layouts that the two parsers read
  // differently were found (load/quick.ts leaves them to the document reader).
  const FRAGMENT = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'01_x.e+-:#\'", []{}?|>~@%&*abcoINFnul 中\n\\'), maxLength: 6 }),
    fc.constantFrom('\n#', '\n  ', '\n- ', ': ', ', ', '# c', '"x]"', "'y'", '|\n  ', '>-\n  ', '? ', '\n'),
  );
  const CONTEXTS = ['value: ', '{ value: ', '- [', 'value:\n  - ', 'a:\n  b: ', '- ', 'a: [', 'a: {'] as const;

  test(`${RUNS * 25} random values and layouts (seed ${SEED}): read alike or left to the document reader`, {
    ...proves('GEN-DETERMINISTIC'),
    // About 0.2 ms a case.
    timeout: 60_000,
  }, () => {
    let quick = 0;
    fc.assert(
      fc.property(fc.array(FRAGMENT, { maxLength: 8 }), fc.constantFrom(...CONTEXTS), (fragments, context) => {
        const close = context.endsWith('{') || context === '{ value: ' ? ' }' : context.endsWith('[') ? ']' : '';
        const text = `${context}${fragments.join('')}${close}\n`;
        const read = quickRead(text);
        if (!read) return;
        quick++;
        const document = documentReading('app.yaml', text);
        expect(
          document.issues.filter((issue) => issue.code !== 'schema-modeline'),
          text,
        ).toEqual([]);
        expect(read.value, text).toEqual(document.value);
      }),
      { numRuns: RUNS * 25, seed: SEED },
    );
    expect(quick).toBeGreaterThan(RUNS);
  });

  test(
    'leave to the document reader what it alone reads right: tags, reserved keys, tabs, aliases, repeats',
    proves('GEN-ERROR-POSITIONS'),
    () => {
      for (const text of [
        'value: !!str 12\n',
        'value: !page home\n',
        '__proto__: { a: 1 }\n',
        'value:\t12\n',
        'a: &x 1\nb: *x\n',
        'a: &0{}\n',
        'a: *x\n',
        'a: 1\na: 2\n',
        'a: [1, 2\n',
        'a: 1\n---\nb: 2\n',
        '{ : 1 }\n',
        'list: [{ null: 1 }]\n',
        '~: 1\n',
        'a: { b: 0\n#\n }\n',
        'a: [ "]", 0\n# note\n ]\n',
        '- \n#|\n  x\n- y\n',
        'value:\n- "x]"l-: b\n',
        '',
      ])
        expect(quickRead(text), JSON.stringify(text)).toBeUndefined();
    },
  );

  test(`${RUNS} mutations of a manifest file (seed ${SEED}): whatever the quick reader reads, the document reader reads the same, with nothing to report`, {
    ...proves('GEN-DETERMINISTIC'),
    // About 20 ms a case; the timeout leaves more than ten times that.
    timeout: Math.max(60_000, RUNS * 300),
  }, () => {
    let quick = 0;
    let declined = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.array(fc.oneof(textMutation, structuralMutation), { minLength: 1, maxLength: 3 }),
        (index, mutations: Mutation[]) => {
          const source = SOURCES[index];
          if (!source) throw new Error(`no manifest file ${index}`);
          const name = source.file.slice(source.file.lastIndexOf('/') + 1) as ManifestFileName;
          const text = mutations.reduce((mutated, mutate) => mutate(mutated), source.text);
          const read = quickRead(withoutBom(text));
          if (!read) {
            declined++;
            return;
          }
          quick++;
          const document = documentReading(name, text);
          expect(document.issues.filter((issue) => issue.code !== 'schema-modeline')).toEqual([]);
          expect(read.value).toEqual(document.value);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Both happen: the mutations reach both readers.
    expect(quick).toBeGreaterThan(RUNS / 10);
    expect(declined).toBeGreaterThan(RUNS / 10);
  });

  test(`${Math.ceil(RUNS / 8)} mutated manifests (seed ${SEED}) load to the same result either way`, {
    ...proves('GEN-DETERMINISTIC', 'GEN-ERROR-POSITIONS'),
    // About 0.2 s a case (two loads); the timeout leaves more than ten times that.
    timeout: Math.max(60_000, RUNS * 300),
  }, () => {
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.array(fc.oneof(textMutation, structuralMutation), { minLength: 1, maxLength: 2 }),
        (index, mutations: Mutation[]) => {
          const sources = SOURCES.map((source, i) =>
            i === index ? { ...source, text: mutations.reduce((text, mutate) => mutate(text), source.text) } : source,
          );
          expectSameLoad(sources, PROJECT);
        },
      ),
      { numRuns: Math.ceil(RUNS / 8), seed: SEED },
    );
  });
});
