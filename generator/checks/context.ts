import type { ComponentExport } from '../code/reading.ts';
import { type Issue, type IssueArgs, type IssueCode, makeIssue } from '../issues.ts';
import type { Locale, Manifest, ManifestFileName } from '../manifest/schema.ts';
import { type Anchor, type DataPath, formatPath, locate, type ParsedSource } from '../positions.ts';

/** What the checks know besides the manifest: the site's page modules and the decision records. */
export interface CheckOptions {
  /** Page ids that have a module `site/src/pages/<id>.tsx`. */
  readonly pageModules: ReadonlySet<string>;
  /**
   * Page id → whether its module exports `Component` (generator/code/read-exports.ts); a page
   * not listed is not checked.
   */
  readonly pageExports?: ReadonlyMap<string, ComponentExport>;
  /** Paths of the decision records, e.g. `docs/decisions/001-manifest-layout.md`. */
  readonly decisionFiles: ReadonlySet<string>;
  /** The interface languages, app.yaml's list (absent when app.yaml gives none). */
  readonly locales?: readonly Locale[];
}

/** An entry a duplicate finder compares: its key and where it is. */
export interface Keyed<T> {
  readonly key: string;
  readonly path: DataPath;
  readonly item: T;
}

/** The shared context every checker reports through. */
export interface CheckContext extends CheckOptions {
  readonly issues: Issue[];
  report<C extends IssueCode>(
    code: C,
    args: IssueArgs<C>,
    file: ManifestFileName,
    path: DataPath,
    anchor?: Anchor,
  ): void;
  /** The line of the node at `path` (0 when the file did not parse). */
  lineOf(file: ManifestFileName, path: DataPath, anchor?: Anchor): number;
  /**
   * Calls `onRepeat` for each entry whose key an earlier entry already has, with the first
   * entry and its line: the one duplicate finder of every checker.
   */
  duplicates<T>(
    file: ManifestFileName,
    entries: Iterable<Keyed<T>>,
    onRepeat: (entry: Keyed<T>, first: Keyed<T> & { readonly line: number }) => void,
    anchor?: Anchor,
  ): void;
}

export function createContext(
  sources: ReadonlyMap<ManifestFileName, ParsedSource>,
  options: CheckOptions,
): CheckContext {
  const issues: Issue[] = [];
  const lineOf = (file: ManifestFileName, path: DataPath, anchor: Anchor = 'value'): number => {
    const source = sources.get(file);
    return source ? locate(source, path, anchor).line : 0;
  };
  return {
    ...options,
    issues,
    report(code, args, file, path, anchor = 'value') {
      const source = sources.get(file);
      if (!source) return;
      issues.push(
        makeIssue(code, args, { file: source.file, ...locate(source, path, anchor), path: formatPath(path) }),
      );
    },
    lineOf,
    duplicates(file, entries, onRepeat, anchor = 'value') {
      findDuplicates(entries, (entry) => lineOf(file, entry.path, anchor), onRepeat);
    },
  };
}

/** The one duplicate finder: each entry whose key an earlier entry has, with that first entry. */
export function findDuplicates<T>(
  entries: Iterable<Keyed<T>>,
  lineOf: (entry: Keyed<T>) => number,
  onRepeat: (entry: Keyed<T>, first: Keyed<T> & { readonly line: number }) => void,
): void {
  const seen = new Map<string, Keyed<T>>();
  for (const entry of entries) {
    const first = seen.get(entry.key);
    if (first === undefined) seen.set(entry.key, entry);
    // The line is looked up only when a repeat reads it: a position can cost a parse (load.ts).
    else
      onRepeat(entry, {
        ...first,
        get line() {
          return lineOf(first);
        },
      });
  }
}

/** The manifest as far as it parsed: a file with errors the checks cannot read is absent. */
export type PartialManifest = Partial<Manifest>;

/** One area's rules across fields or files; it runs when every file it needs parsed. */
export interface Checker {
  /** What it checks, as the summary names it when it could not run. */
  readonly name: string;
  readonly needs: readonly (keyof Manifest)[];
  /** Whether it needs the list of languages (app.yaml's `locales.available`) too. */
  readonly needsLocales?: boolean;
  run(context: CheckContext, manifest: PartialManifest): void;
}

/** A checker whose `run` sees the files it needs as present. */
export function checker<K extends keyof Manifest>(definition: {
  readonly name: string;
  readonly needs: readonly K[];
  readonly needsLocales?: boolean;
  run(context: CheckContext, manifest: Pick<Manifest, K> & PartialManifest): void;
}): Checker {
  return definition as unknown as Checker;
}
