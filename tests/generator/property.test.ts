import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { formatIssues } from '../../generator/format.ts';
import { generate } from '../../generator/generate.ts';
import { loadManifest, type ManifestSource } from '../../generator/load.ts';
import { readDecisionFiles, readPageModules, readSources } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { projectFileSystem } from './project-fs.ts';

const fs = projectFileSystem();
const SOURCES = readSources(fs);
const PAGES = readPageModules(fs);
const DECISIONS = readDecisionFiles(fs);

type Mutation = (text: string) => string;

const SIGNIFICANT = [
  ':',
  '- ',
  ' ',
  '  ',
  '\n',
  '"',
  "'",
  '{',
  '}',
  '[',
  ']',
  '#',
  '&a ',
  '*a',
  '!!str ',
  '|',
  '>',
  '%',
  '@',
  '`',
  '\t',
  '~',
  'null',
  '0x1F',
  '中',
  '\u2028',
];

/** Text edits: the kinds of slip a person makes while typing YAML. */
const textMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat({ max: 40 })).map(
    ([at, length]): Mutation =>
      (text) => {
        const start = at % (text.length + 1);
        return text.slice(0, start) + text.slice(start + length);
      },
  ),
  fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...SIGNIFICANT), fc.string({ maxLength: 8 }))).map(
    ([at, insert]): Mutation =>
      (text) => {
        const start = at % (text.length + 1);
        return text.slice(0, start) + insert + text.slice(start);
      },
  ),
  fc.tuple(fc.nat(), fc.nat()).map(
    ([a, b]): Mutation =>
      (text) => {
        const lines = text.split('\n');
        const i = a % lines.length;
        const j = b % lines.length;
        [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
        return lines.join('\n');
      },
  ),
  fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 })).map(
    ([a, shift]): Mutation =>
      (text) => {
        const lines = text.split('\n');
        const i = a % lines.length;
        const line = lines[i] ?? '';
        lines[i] = shift >= 0 ? ' '.repeat(shift) + line : line.replace(new RegExp(`^ {0,${-shift}}`), '');
        return lines.join('\n');
      },
  ),
  fc.nat().map(
    (a): Mutation =>
      (text) => {
        const lines = text.split('\n');
        const i = a % lines.length;
        lines.splice(i, 0, lines[i] ?? '');
        return lines.join('\n');
      },
  ),
);

/** Structural edits: a value of another type, a removed key, a renamed key, anywhere in the tree. */
const structuralMutation: fc.Arbitrary<Mutation> = fc
  .tuple(
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'rename'),
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
    ),
  )
  .map(
    ([pick, kind, value]): Mutation =>
      (text) => {
        const doc = parseDocument(text);
        if (doc.errors.length > 0) return text;
        const nodes: { parent: unknown; key: unknown }[] = [];
        const visit = (node: unknown): void => {
          if (isMap(node)) {
            for (const pair of node.items) {
              nodes.push({ parent: node, key: isScalar(pair.key) ? pair.key.value : pair.key });
              visit(pair.value);
            }
          } else if (isSeq(node)) {
            node.items.forEach((item, index) => {
              nodes.push({ parent: node, key: index });
              visit(item);
            });
          }
        };
        visit(doc.contents);
        const target = nodes[pick % Math.max(1, nodes.length)];
        if (!target) return text;
        const parent = target.parent as {
          set(k: unknown, v: unknown): void;
          delete(k: unknown): void;
          get(k: unknown, keep: true): unknown;
        };
        if (kind === 'replace') parent.set(target.key, doc.createNode(value));
        else if (kind === 'delete') parent.delete(target.key);
        else if (isMap(parent)) {
          const old = parent.get(target.key, true);
          parent.delete(target.key);
          parent.set(`${String(target.key)}x`, old);
        }
        return doc.toString();
      },
  );

// `make test` runs a fixed seed and a few hundred cases (about 25 s, a fifth of the timeout);
// `make fuzz` (scripts/fuzz.ts) runs thousands with a fresh seed and prints both to repeat a run.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
// About 0.12 s a case on these machines; the timeout leaves five times that.
const TIMEOUT_MS = Math.max(120_000, RUNS * 600);

describe('validation never throws', () => {
  test(`${RUNS} random mutations of the real manifest (seed ${SEED}): each outcome is valid or positioned errors`, {
    ...proves('GEN-NEVER-THROWS'),
    timeout: TIMEOUT_MS,
  }, () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.array(fc.oneof(textMutation, structuralMutation), { minLength: 1, maxLength: 3 }),
        (fileIndex, mutations) => {
          const sources: ManifestSource[] = SOURCES.map((source, index) =>
            index === fileIndex
              ? { ...source, text: mutations.reduce((text, mutate) => mutate(text), source.text) }
              : source,
          );
          const result = loadManifest(sources, { pageModules: PAGES, decisionFiles: DECISIONS });
          if (result.ok) {
            valid++;
            // Six site modules, the clause union, one content module per page, one per message
            // bundle, one search index per language, the strings of each non-default language.
            const { pages, messages, app } = result.value.manifest;
            const languages = app.locales.available.length;
            expect(generate(result.value.manifest).length).toBe(
              7 + Object.keys(pages.pages).length + Object.keys(messages.bundles).length + 2 * languages - 1,
            );
            return;
          }
          invalid++;
          expect(result.issues.length).toBeGreaterThan(0);
          const texts = new Map(sources.map((source) => [source.file, source.text]));
          for (const issue of result.issues) {
            const text = texts.get(issue.file);
            expect(text, `issue in a known file: ${issue.file}`).toBeDefined();
            const lineCount = (text ?? '').split('\n').length;
            expect(issue.line).toBeGreaterThanOrEqual(1);
            expect(issue.line).toBeLessThanOrEqual(lineCount);
            expect(issue.column).toBeGreaterThanOrEqual(1);
            expect(issue.message.trim()).not.toBe('');
            expect(issue.hint.trim()).not.toBe('');
          }
          expect(formatIssues(result.issues, { texts })).toMatch(/^spec\/[a-z]+\.yaml:\d+:\d+ /);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Both outcomes occur: the mutations reach past the syntax into the rules.
    expect(invalid).toBeGreaterThan(RUNS / 2);
    expect(valid).toBeGreaterThan(RUNS / 100);
  });
});
