import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatIssues } from '../../generator/format.ts';
import { generate } from '../../generator/generate.ts';
import { loadManifest, type ManifestSource } from '../../generator/load.ts';
import { readDecisionFiles, readPageModules, readSources } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { structuralMutation, textMutation } from './manifest-mutations.ts';
import { projectFileSystem } from './project-fs.ts';

const fs = projectFileSystem();
const SOURCES = readSources(fs);
const PAGES = readPageModules(fs);
const DECISIONS = readDecisionFiles(fs);

// `make test` runs a fixed seed and a few hundred cases (18–30 s); `make fuzz` (scripts/fuzz.ts)
// runs thousands with a fresh seed and prints both to repeat a run.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
// About 0.1–0.15 s a case on a quiet two-core machine. The run is deterministic, so the timeout
// only stops a hang: 3 s a case, twenty times a quiet case, because a make test beside other
// work once took 133 s for the 200 (load average 14 on 2 cores) and missed a 120 s timeout.
const TIMEOUT_MS = Math.max(600_000, RUNS * 3_000);

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
            // Seven site modules, the clause union, one content module per page, one per message
            // bundle, one search index per language, the strings of each non-default language.
            const { pages, messages, app } = result.value.manifest;
            const languages = app.locales.available.length;
            expect(generate(result.value.manifest).length).toBe(
              8 + Object.keys(pages.pages).length + Object.keys(messages.bundles).length + 2 * languages - 1,
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
