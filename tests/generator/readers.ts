// What the reader tests share (readers.test.ts, readers.property.test.ts): the project's
// manifest, a load's outcome without its parsed sources, and one file read as a YAML document.
import { expect } from 'vitest';
import type { Issue } from '../../generator/issues.ts';
import { parseYaml } from '../../generator/load/parse.ts';
import { type LoadOptions, loadManifest, type ManifestSource } from '../../generator/load.ts';
import type { ManifestFileName } from '../../generator/manifest/schema.ts';
import { readDecisionFiles, readPageModules, readSources } from '../../generator/project.ts';
import { projectFileSystem } from './project-fs.ts';

const ROOT = projectFileSystem();
export const SOURCES = readSources(ROOT);
export const PROJECT: LoadOptions = { pageModules: readPageModules(ROOT), decisionFiles: readDecisionFiles(ROOT) };

/** What a load comes to, without the parsed sources (one reader's are lazy, the other's are not). */
function outcome(sources: readonly ManifestSource[], options: LoadOptions) {
  const result = loadManifest(sources, options);
  return result.ok
    ? { ok: true, manifest: result.value.manifest, issues: result.warnings }
    : { ok: false, issues: result.issues };
}

export function expectSameLoad(sources: readonly ManifestSource[], options: LoadOptions): void {
  expect(outcome(sources, options)).toEqual(outcome(sources, { ...options, reader: 'document' }));
}

/** One file read as a YAML document, as the document reader does: its data and its problems. */
export function documentReading(
  name: ManifestFileName,
  text: string,
): { readonly value?: unknown; readonly issues: Issue[] } {
  const issues: Issue[] = [];
  const { parsed, readable } = parseYaml(name, `spec/${name}`, text, issues);
  return readable ? { value: parsed.doc.toJS({ maxAliasCount: 50 }), issues } : { issues };
}
