import { checkManifest } from './checks/index.ts';
import type { ComponentExport } from './code/reading.ts';
import { hasErrors, type Issue, makeIssue, type Result, sortIssues } from './issues.ts';
import { languagesOf } from './load/languages.ts';
import { checkModeline, firstAlias, lazySource, parseYaml } from './load/parse.ts';
import { quickRead } from './load/quick.ts';
import { salvage } from './load/salvage.ts';
import { textProblem, withoutBom } from './load/text.ts';
import { fromZodIssues } from './load/zod-issues.ts';
import {
  type Locale,
  MANIFEST_FILE_NAMES,
  type Manifest,
  type ManifestFileName,
  type ManifestSchemas,
  manifestSchemas,
} from './manifest/schema.ts';
import type { ParsedSource } from './positions.ts';

export interface ManifestSource {
  /** POSIX path relative to the project root, e.g. `spec/routes.yaml`. */
  readonly file: string;
  readonly text: string;
  /** A folder stands where the file should be (its text is then empty). */
  readonly isDirectory?: boolean;
}

export interface LoadOptions {
  /** Page ids that have a module `site/src/pages/<id>.tsx`. */
  readonly pageModules: ReadonlySet<string>;
  /** Page id → whether its module exports `Component` (generator/code/read-exports.ts). */
  readonly pageExports?: ReadonlyMap<string, ComponentExport>;
  /** Paths of the decision records, e.g. `docs/decisions/001-manifest-layout.md`. */
  readonly decisionFiles: ReadonlySet<string>;
  /** Folder of the manifest, relative to the project root. */
  readonly specDir?: string;
  /**
   * `document` reads every file as a YAML document (what the quick reader leaves to it); the
   * default reads with the quick reader each file it can (load/quick.ts). For the tests that
   * compare the two.
   */
  readonly reader?: Reader;
}

type Reader = 'quick' | 'document';

export interface LoadedManifest {
  readonly manifest: Manifest;
  readonly sources: ReadonlyMap<ManifestFileName, ParsedSource>;
}

/** The outcome of a load, and the interface languages it found (for the editor schemas), if any. */
export type LoadResult = Result<LoadedManifest> & { readonly locales?: readonly Locale[] };

const KEY_OF: Record<ManifestFileName, keyof Manifest> = {
  'app.yaml': 'app',
  'routes.yaml': 'routes',
  'navigation.yaml': 'navigation',
  'messages.yaml': 'messages',
  'pages.yaml': 'pages',
  'clauses.yaml': 'clauses',
  'expectations.yaml': 'expectations',
};

/** One file's outcome: its parsed source (for positions) and its data, when the checks may read it. */
interface FileOutcome {
  readonly parsed?: ParsedSource;
  readonly data?: unknown;
}

type Read = { readonly parsed: ParsedSource; readonly value: unknown } | { readonly parsed: ParsedSource };

/** The data of a file the quick reader can read (its YAML document made only if asked for). */
function readQuickly(name: ManifestFileName, file: string, raw: string, issues: Issue[]): Read | undefined {
  const text = withoutBom(raw);
  const quick = textProblem(text) ? undefined : quickRead(text);
  if (!quick) return undefined;
  const parsed = lazySource(file, text);
  checkModeline(name, parsed, issues);
  return { parsed, value: quick.value };
}

/** The data of a file read as a YAML document, with every problem of its text, syntax and keys. */
function readDocument(name: ManifestFileName, file: string, raw: string, issues: Issue[]): Read {
  const { parsed, readable } = parseYaml(name, file, raw, issues);
  if (!readable) return { parsed };
  try {
    return { parsed, value: parsed.doc.toJS({ maxAliasCount: 50 }) };
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? '';
    issues.push(makeIssue('yaml-alias', { detail }, { file, ...firstAlias(parsed), path: '' }));
    return { parsed };
  }
}

/** Find and parse (YAML) one manifest file; every problem goes to `issues`. */
function readFile(
  name: ManifestFileName,
  source: ManifestSource | undefined,
  file: string,
  issues: Issue[],
  reader: Reader,
): Read | undefined {
  const place = { file, line: 1, column: 1, length: 1, path: '' };
  if (!source) {
    const holds = manifestSchemas(undefined)[name].description ?? 'part of the manifest';
    issues.push(makeIssue('file-missing', { file, holds }, place));
    return undefined;
  }
  if (source.isDirectory) {
    issues.push(makeIssue('file-is-directory', { file }, place));
    return undefined;
  }
  return (
    (reader === 'quick' && readQuickly(name, file, source.text, issues)) ||
    readDocument(name, file, source.text, issues)
  );
}

/** Validate (zod) one file's data against its schema for the manifest's languages. */
function validate(
  name: ManifestFileName,
  read: Read,
  schemas: ManifestSchemas,
  locales: readonly Locale[],
  issues: Issue[],
): FileOutcome {
  if (!('value' in read)) return read;
  const { parsed, value } = read;
  const schema = schemas[name];
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { parsed, data: result.data };
  // One place can fail several ways (a stray key and its missing value): report it once.
  const reported = new Set<string>();
  for (const issue of fromZodIssues(result.error.issues, parsed, schema, locales)) {
    const key = `${issue.code} ${issue.line}:${issue.column} ${issue.path}`;
    if (reported.has(key)) continue;
    reported.add(key);
    issues.push(issue);
  }
  // A file whose only faults are unknown keys and missing translations still feeds the checks
  // across files while those are reported: a new language's missing strings come in one run.
  const salvaged = salvage(value, result.error.issues, locales);
  const retry = salvaged === undefined ? undefined : schema.safeParse(salvaged);
  return retry?.success ? { parsed, data: retry.data } : { parsed };
}

/**
 * Parse and validate the manifest files, then run the checks across files on whatever parsed.
 * Never throws: every problem in every file comes back as a positioned issue, warnings included.
 */
export function loadManifest(sources: readonly ManifestSource[], options: LoadOptions): LoadResult {
  // Each file the quick reader can read is read so (load/quick.ts); its YAML document is parsed
  // only when a report needs a position in it.
  const reader = options.reader ?? 'quick';
  const specDir = options.specDir ?? 'spec';
  const issues: Issue[] = [];
  const parsed = new Map<ManifestFileName, ParsedSource>();
  const data: Partial<Record<keyof Manifest, unknown>> = {};

  const reads = MANIFEST_FILE_NAMES.map((name) => {
    const file = `${specDir}/${name}`;
    return {
      name,
      read: readFile(
        name,
        sources.find((candidate) => candidate.file === file),
        file,
        issues,
        reader,
      ),
    };
  });
  // The languages first (app.yaml's list): every visible string of every file is checked against them.
  const appRead = reads[0]?.read;
  const locales = appRead && 'value' in appRead ? languagesOf(appRead.value) : undefined;
  const schemas = manifestSchemas(locales);
  for (const { name, read } of reads) {
    if (!read) continue;
    const outcome = validate(name, read, schemas, locales ?? [], issues);
    if (outcome.parsed) parsed.set(name, outcome.parsed);
    if (outcome.data !== undefined) data[KEY_OF[name]] = outcome.data;
  }

  const checked = checkManifest(data as Partial<Manifest>, parsed, {
    ...options,
    specDir,
    errors: sortIssues(issues),
    ...(locales ? { locales } : {}),
  });
  issues.push(...checked.issues);
  // The root causes first, in reading order; the note on the checks that could not run last.
  const sorted = [...sortIssues(issues), ...(checked.skipped ? [checked.skipped] : [])];
  const complete = MANIFEST_FILE_NAMES.every((name) => data[KEY_OF[name]] !== undefined);
  const found = locales ? { locales } : {};
  if (hasErrors(sorted) || !complete) return { ok: false, issues: sorted, ...found };
  return { ok: true, value: { manifest: data as unknown as Manifest, sources: parsed }, warnings: sorted, ...found };
}
