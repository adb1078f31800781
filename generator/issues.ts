/**
 * Every problem the generator can report, in one catalogue: a permanent code, a message
 * (what is wrong) and a hint (what to do). Positions are 1-based.
 */
export type Severity = 'error' | 'warning';

export interface Issue {
  readonly severity: Severity;
  readonly code: IssueCode;
  /** POSIX path relative to the project root, e.g. `spec/routes.yaml`. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** How many characters of the line the offending node covers (at least 1). */
  readonly length: number;
  /** Where in the file's data, e.g. `routes[3].path`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
  readonly hint: string;
}

export type IssueCode =
  | 'file-missing'
  | 'schema-modeline'
  | 'yaml-syntax'
  | 'duplicate-key'
  | 'unknown-key'
  | 'missing-field'
  | 'missing-translation'
  | 'wrong-type'
  | 'flow-comma'
  | 'invalid-value'
  | 'route-path-slash'
  | 'route-path-param'
  | 'route-path-format'
  | 'route-conflict'
  | 'route-repeated'
  | 'route-name-duplicate'
  | 'route-page-unknown'
  | 'route-page-no-component'
  | 'page-unused'
  | 'unknown-path'
  | 'dashboard-mismatch'
  | 'nav-id-duplicate'
  | 'job-id-duplicate'
  | 'content-untranslated'
  | 'locale-set'
  | 'placeholder-mismatch'
  | 'reserved-message-group'
  | 'message-group-duplicate'
  | 'clause-duplicate'
  | 'decision-not-found'
  | 'decision-missing'
  | 'unknown-clause'
  | 'expectation-duplicate';

export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly Issue[] }
  | { readonly ok: false; readonly issues: readonly Issue[] };

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** Issues in reading order: by file, then line, then column, errors before warnings on a tie. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.message.localeCompare(b.message),
  );
}

/** Levenshtein distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

/** The candidate closest to `word`, when it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const tolerance = Math.max(2, Math.floor(word.length / 4));
  return bestDistance <= tolerance ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>, otherwise: string): string {
  const match = closest(word, candidates);
  return match === undefined ? otherwise : `did you mean "${match}"?`;
}
