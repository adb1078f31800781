// What the commands that edit the manifest (`make page`, `make move-route`) share before they
// plan: the manifest as `make generate` reads it, which must be valid first, and the positions of
// its nodes for their refusals.
import type { FileSystem } from './file-system.ts';
import { formatIssues } from './format.ts';
import { SPEC_DIR } from './layout.ts';
import { loadManifest, type ManifestSource } from './load.ts';
import type { Manifest, ManifestFileName } from './manifest/schema.ts';
import { type DataPath, locate, type ParsedSource } from './positions.ts';
import { readDecisionFiles, readPageModules, readSources } from './project.ts';

/** A refusal: where (`file:line:col`, or the command for a variable), what, and the fix. */
export interface Problem {
  readonly where: string;
  readonly path: string;
  readonly message: string;
  readonly hint: string;
}

export type ManifestForEdit =
  | {
      readonly ok: true;
      readonly manifest: Manifest;
      readonly sources: readonly ManifestSource[];
      readonly pageModules: ReadonlySet<string>;
      readonly decisionFiles: ReadonlySet<string>;
      /** A manifest file as parsed, for its text and the positions of its nodes. */
      source(name: ManifestFileName): ParsedSource;
      /** `spec/routes.yaml:12:7`: where the node at `path` is. */
      at(source: ParsedSource, path: DataPath, anchor?: 'value' | 'key'): string;
    }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly details: string };

/**
 * The manifest of `fs`, or, when it has errors, a refusal: `problems` found so far, then one
 * saying `command` cannot `action` before they are fixed, and the errors themselves (`details`).
 */
export function manifestForEdit(
  fs: FileSystem,
  command: string,
  action: string,
  problems: readonly Problem[],
): ManifestForEdit {
  const sources = readSources(fs);
  const pageModules = readPageModules(fs);
  const decisionFiles = readDecisionFiles(fs);
  const loaded = loadManifest(sources, { pageModules, decisionFiles, specDir: SPEC_DIR });
  if (!loaded.ok)
    return {
      ok: false,
      problems: [
        ...problems,
        {
          where: command,
          path: `${SPEC_DIR}/`,
          message: 'the manifest has errors, shown above',
          hint: `fix them first (\`make generate\` shows them too), then ${action}`,
        },
      ],
      details: formatIssues(loaded.issues, { texts: new Map(sources.map((source) => [source.file, source.text])) }),
    };
  return {
    ok: true,
    manifest: loaded.value.manifest,
    sources,
    pageModules,
    decisionFiles,
    source(name) {
      const source = loaded.value.sources.get(name);
      if (!source) throw new Error(`${name} was loaded but not kept`);
      return source;
    },
    at(source, path, anchor = 'value') {
      const { line, column } = locate(source, path, anchor);
      return `${source.file}:${line}:${column}`;
    },
  };
}
