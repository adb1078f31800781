import { CATALOGUE, type Issue, type IssueArgs, type IssueCode, issueText, type Problem } from './issues.ts';

export interface FormatOptions {
  /** Source text by file, for code frames. */
  readonly texts: ReadonlyMap<string, string>;
  /** ANSI colours (for a terminal). */
  readonly color?: boolean;
}

const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 1;

/**
 * `spec/routes.yaml:12:11  routes[3].path  must start with "/"`, a code frame with a caret under
 * the offending node, and the hint.
 */
export function formatIssue(issue: Issue, options: FormatOptions): string {
  const paint = (code: string, text: string): string => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const where = `${issue.file}:${issue.line}:${issue.column}`;
  const message = issue.severity === 'error' ? issue.message : `${paint('33', 'warning:')} ${issue.message}`;
  const head = headLine(paint('1', where), issue.path, message);
  // An issue about the whole file (binary data where text should be) shows none of it.
  const whole = CATALOGUE[issue.code].wholeFile === true;
  const frame = whole ? [] : codeFrame(options.texts.get(issue.file), issue, paint);
  return [head, ...frame, `  ${paint('36', 'hint:')} ${issue.hint}`].join('\n');
}

/** `where  path  message`, the parts there are: the first line of an issue and of a command's refusal. */
function headLine(...parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join('  ');
}

/** More lines than a terminal shows at once: the report then ends with a summary by file. */
export const SCREENFUL = 40;

export function formatIssues(issues: readonly Issue[], options: FormatOptions): string {
  // A file that is no text (binary data) shows none of its lines, under any of its issues.
  const binary = new Set(issues.filter((issue) => CATALOGUE[issue.code].wholeFile === true).map((issue) => issue.file));
  const texts = new Map([...options.texts].filter(([file]) => !binary.has(file)));
  const body = issues.map((issue) => formatIssue(issue, { ...options, texts })).join('\n\n');
  const summary = counted(issues);
  if (body.split('\n').length <= SCREENFUL) return `${body}\n\n${summary}\n`;
  return `${body}\n\n${summary}, by file:\n${byFile(issues).join('\n')}\n`;
}

function counted(issues: readonly Issue[]): string {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/**
 * `  spec/pages.yaml  1243 errors, 0 warnings (missing-translation 1243)`: each file's count and
 * its kinds of issue, most frequent first, so that a long report can be read from its end.
 */
function byFile(issues: readonly Issue[]): string[] {
  const files = new Map<string, Issue[]>();
  for (const issue of issues) {
    const own = files.get(issue.file);
    if (own) own.push(issue);
    else files.set(issue.file, [issue]);
  }
  const width = Math.max(...[...files.keys()].map((file) => file.length));
  return [...files].map(([file, own]) => {
    const codes = new Map<string, number>();
    for (const issue of own) codes.set(issue.code, (codes.get(issue.code) ?? 0) + 1);
    const kinds = [...codes]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .map(([code, count]) => `${code} ${count}`)
      .join(', ');
    return `  ${file.padEnd(width)}  ${counted(own)} (${kinds})`;
  });
}

function codeFrame(text: string | undefined, issue: Issue, paint: (code: string, text: string) => string): string[] {
  if (text === undefined) return [];
  const lines = text.split('\n');
  const first = Math.max(1, issue.line - CONTEXT_BEFORE);
  const last = Math.min(lines.length, issue.line + CONTEXT_AFTER);
  const width = String(last).length;
  const frame: string[] = [];
  for (let number = first; number <= last; number++) {
    const gutter = String(number).padStart(width);
    // Stryker disable next-line StringLiteral: equivalent, `number` never passes the last line, so there is always a line
    const content = (lines[number - 1] ?? '').replace(/\r$/, '');
    if (number === issue.line) {
      frame.push(`${paint('31', '>')} ${gutter} | ${content}`);
      const caret = `${' '.repeat(Math.max(0, issue.column - 1))}${'^'.repeat(issue.length)}`;
      frame.push(`  ${' '.repeat(width)} | ${paint('31', caret)}`);
    } else {
      frame.push(`  ${gutter} | ${content}`);
    }
  }
  return frame;
}

// ------------------------------------------------ the commands that edit the manifest (decision 023)

/**
 * A command's refusals in the generator's format: `spec/routes.yaml:12:7  routes[0].path  …`, the
 * head line of an issue, and its hint; then the count.
 */
export function formatProblems(problems: readonly Problem[], command: string): string {
  const blocks = problems.map((entry) => {
    return `${headLine(entry.where, entry.path, entry.message)}\n  hint: ${entry.hint}`;
  });
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `${blocks.join('\n\n')}\n\n${command}: ${count}; nothing was written\n`;
}

/** A refused plan as the commands print it: the manifest's errors if any, then the refusals. */
export function formatRefusal(
  plan: { readonly problems: readonly Problem[]; readonly details?: string },
  command: string,
): string {
  return `${plan.details === undefined ? '' : `${plan.details}\n`}${formatProblems(plan.problems, command)}`;
}

/** `make page: <message>` and its hint: a command that stopped after it planned (a write, `make generate`). */
export function formatCommandFailure<C extends IssueCode>(command: string, code: C, args: IssueArgs<C>): string {
  const { message, hint } = issueText(code, args);
  return `${command}: ${message}\n  hint: ${hint}\n`;
}
