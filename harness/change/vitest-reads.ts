// What vitest test files read of the project at run time, beyond what they import: a file they
// open, a copy of the project they make, a process they start (the generator, a build). A test
// file that uses the file system or starts processes (itself or through a helper it imports) and
// is not listed here is taken to read the whole project: any change but documentation runs it.
// Each entry lists the project's paths the file reads (a folder ends in `/`); `manifest: 'structure'`
// says that of spec/ it depends only on what is not a text (routes, pages, menus, settings): a
// change that only rewrites texts of the manifest leaves it out (decision 049).

export interface RuntimeReads {
  /** Project paths read at run time: `spec/`, `site/src/pages/`, `docs/decisions/`. */
  readonly paths: readonly string[];
  /** Of spec/, only what is not a text (routes, page ids, menus, settings) matters to it. */
  readonly manifest?: 'structure';
}

export const RUNTIME_READS: Readonly<Record<string, RuntimeReads>> = {};
