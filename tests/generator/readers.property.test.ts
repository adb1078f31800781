// The quick reader against the document reader at length (decision 026): every fixture, a
// larger benchmark manifest, and seeded random layouts and manifest mutations. `make test` runs a
// fixed seed and 200 cases; `make fuzz` thousands with a fresh seed. Not in the unit-level
// mutation run (vitest.stryker.config.ts): too long for every mutant.
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { quickRead } from '../../generator/load/quick.ts';
import { withoutBom } from '../../generator/load/text.ts';
import type { ManifestFileName } from '../../generator/manifest/schema.ts';
import { readDecisionFiles, readPageModules, readSources } from '../../generator/project.ts';
import { synthesize } from '../../scripts/bench-manifest.ts';
import { proves } from '../conformance/proves.ts';
import { fixtureCases, fixtureFileSystem } from './fixture-fs.ts';
import { type Mutation, structuralMutation, textMutation } from './manifest-mutations.ts';
import { documentReading, expectSameLoad, PROJECT, SOURCES } from './readers.ts';

describe('the quick reader and the document reader, at length', () => {
  const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
  const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);

  test('read every fixture and a 300-route benchmark manifest alike', {
    ...proves('GEN-DETERMINISTIC', 'GEN-ERROR-POSITIONS'),
    timeout: 60_000,
  }, () => {
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
