// Selecting a run: SECTION=… and CLAUSE=… to the clauses of the catalogue, then to the tests
// that name them (vitest's tag filter, Playwright's --grep, the vitest files that quote an id).
import type { ClauseInput, RunError, TestRecord } from './model.ts';

export interface Selection {
  /** As the reader asked for it: `SECTION=2`, `CLAUSE=NAV-PROGRESS-BAR,HTTP-TIMEOUT`. */
  readonly label: string;
  readonly clauses: readonly string[];
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The clauses a run is limited to, or undefined for a full run. Throws, saying what exists, when a
 * section or a clause id is not in the catalogue.
 */
export function selectClauses(
  catalogue: readonly ClauseInput[],
  request: { readonly section?: string; readonly clause?: string },
): Selection | undefined {
  const sections = list(request.section).map((section) => section.replace(/^§/, '').toUpperCase());
  const ids = list(request.clause).map((id) => id.toUpperCase());
  if (sections.length === 0 && ids.length === 0) return undefined;
  const known = [...new Set(catalogue.map((clause) => clause.section))];
  const badSections = sections.filter((section) => !known.includes(section));
  if (badSections.length > 0)
    throw new Error(`SECTION=${badSections.join(',')}: no such section. Sections: ${known.join(', ')}.`);
  const badIds = ids.filter((id) => !catalogue.some((clause) => clause.id === id));
  if (badIds.length > 0) {
    const hints = badIds.map((id) => {
      const stem = id.split('-')[0] ?? id;
      const near = catalogue.filter((clause) => clause.id.startsWith(`${stem}-`)).map((clause) => clause.id);
      return near.length > 0 ? `${id} (ids starting ${stem}-: ${near.slice(0, 8).join(', ')})` : id;
    });
    throw new Error(`CLAUSE=${hints.join('; ')}: not in spec/clauses.yaml.`);
  }
  const clauses = catalogue
    .filter((clause) => sections.includes(clause.section) || ids.includes(clause.id))
    .map((clause) => clause.id);
  const label = [sections.length > 0 && `SECTION=${sections.join(',')}`, ids.length > 0 && `CLAUSE=${ids.join(',')}`]
    .filter(Boolean)
    .join(' ');
  return { label, clauses };
}

/** vitest's `--tags-filter` expression for these clauses (proves() tags each test with its ids). */
export function vitestTagsFilter(ids: readonly string[]): string {
  return ids.join(' || ');
}

/** Playwright's `--grep` for these clauses: a tag `@ID`, not `@ID-MORE`. */
export function playwrightGrep(ids: readonly string[]): string {
  return `@(?:${ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`;
}

/**
 * Whether a vitest file may hold a test of these clauses, read from its source: it quotes one of
 * the ids ('ID', "ID" or `ID`), in a proves() call or in a table its tests loop over. vitest's
 * tag filter then picks the tests; `unquotedClauses` keeps this from missing one.
 */
export function mayNameClauses(source: string, ids: readonly string[]): boolean {
  return ids.some((id) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((quoted) => source.includes(quoted)));
}

/**
 * A test file's source followed by the sources of the test modules it imports (one level deep,
 * under tests/): a table of clause ids in tests/oracle/ counts as quoted by the tests that import it.
 */
export function withImports(file: string, read: (path: string) => string | undefined): string {
  const source = read(file) ?? '';
  const directory = file.split('/').slice(0, -1);
  const imported = [...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((match) => {
    const parts = [...directory];
    for (const part of (match[1] ?? '').split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const base = parts.join('/');
    if (!base.startsWith('tests/')) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
      .filter((candidate) => /\.tsx?$/.test(candidate))
      .map(read)
      .find((text) => text !== undefined);
    return found === undefined ? [] : [found];
  });
  return [source, ...imported].join('\n');
}

/**
 * vitest tests whose file does not quote a clause they name (an id built at run time): a run
 * limited to that clause would not find them, so a full run reports them as errors.
 */
export function unquotedClauses(records: readonly TestRecord[], sourceOf: (file: string) => string): RunError[] {
  return records.flatMap((record) =>
    record.kind === 'browser' || record.kind === 'static'
      ? []
      : record.clauses
          .filter((id) => !mayNameClauses(sourceOf(record.file), [id]))
          .map((id) => ({
            source: record.file,
            message: `"${record.name}" names ${id}, which its file never quotes: write the id as a quoted literal so CLAUSE=${id} finds it`,
          })),
  );
}
