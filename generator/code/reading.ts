// What the generator learns by reading the site's TypeScript (generator/code/read-*.ts, with
// ts-morph): plain data, so that it can be cached as JSON and compared with the manifest by a
// module that never loads the compiler (checks/site-code.ts); and how a relative import names a module.

/** A place in a TypeScript file: a POSIX path relative to the project root, 1-based. */
export interface Spot {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Characters of the line the node covers (at least 1). */
  readonly length: number;
}

/**
 * Whether a page module exports `Component`, the name the router loads, and if not, why: it
 * exports nothing of that name (`missing`), exports its component as the default export
 * (`default`), exports `Component` as a type only (`type`), or re-exports it from a module that
 * does not have it (`re-export`, with that module).
 */
export type ComponentExport =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'missing' | 'default' | 'type' | 're-export';
      /** Where: the default export, the type, the re-export; the module's start when missing. */
      readonly at: Spot;
      /** For `re-export`: the module it names, as written. */
      readonly from?: string;
    };

/** How the site's code reads one page's content (its generated module `site/src/generated/pages/<id>.gen.ts`). */
export interface PageContentUse {
  /** The first place the site's code imports the page's content module (the page's own module first). */
  readonly taken: Spot;
  /**
   * Each field of the page's `Content` read anywhere in the site's code, with the first place it
   * is read: `text.intro`, `const { intro } = text`, or handing `text` to a component or a
   * function whose parameter type names the field (`<SolutionPage text={text} />`).
   */
  readonly reads: Readonly<Record<string, Spot>>;
  /**
   * Where the content is handed over whole to something that may read any field (a spread, an
   * `any`, a dynamic key): every field then counts as read.
   */
  readonly readsAll?: Spot;
}

/** What the site's code does with the page content modules, by page id. */
export interface ContentReading {
  readonly pages: Readonly<Record<string, PageContentUse>>;
}

/** The site's code could not be read as a program: its tsconfig.json is not readable. */
export interface UnreadableCode {
  readonly unreadable: { readonly message: string; readonly at: Spot };
}

/** `./x` from `site/src/pages/a.tsx` → `site/src/pages/x`, POSIX, without a trailing slash. */
export function joinPath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
