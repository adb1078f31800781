import type { YAMLError } from 'yaml';
import type { IssueArgs, IssueCode } from '../issues.ts';

/** A YAML parser error in the manifest's terms: the code, its arguments and where it starts. */
export interface SyntaxProblem<C extends IssueCode = IssueCode> {
  readonly code: C;
  readonly args: IssueArgs<C>;
  readonly start: number;
  readonly end: number;
}

const CLOSERS: Record<string, string> = {
  '{': '"}"',
  '[': '"]"',
  '"': 'a double quote (")',
  "'": "a single quote (')",
};
const OPENERS: Record<string, string> = {
  '{': '"{"',
  '[': '"["',
  '"': 'opening quote (")',
  "'": "opening quote (')",
};

interface Opener {
  readonly char: string;
  readonly offset: number;
}

/**
 * The brackets and quotes still open at `stop`, outermost first. A light scanner in the manifest's
 * style: comments and quoted text are skipped, a bracket or quote opens only where a value starts
 * (or anywhere inside { … } and [ … ]), so `it's` in plain text opens nothing.
 */
export function openAt(text: string, stop: number): Opener[] {
  const stack: Opener[] = [];
  let quote: Opener | undefined;
  let valueStart = true;
  for (let i = 0; i < Math.min(stop, text.length); i++) {
    const char = text[i] ?? '';
    if (quote) {
      if (quote.char === '"' && char === '\\') i++;
      else if (char === quote.char) {
        if (quote.char === "'" && text[i + 1] === "'") i++;
        else quote = undefined;
      }
      continue;
    }
    if (char === '\n') {
      valueStart = true;
      continue;
    }
    if (char === ' ') continue;
    if (char === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\n')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
      continue;
    }
    if (valueStart && (char === '"' || char === "'")) {
      quote = { char, offset: i };
      valueStart = false;
      continue;
    }
    if ((char === '{' || char === '[') && (valueStart || stack.length > 0)) {
      stack.push({ char, offset: i });
      valueStart = true;
      continue;
    }
    if ((char === '}' || char === ']') && stack.length > 0) {
      stack.pop();
      valueStart = false;
      continue;
    }
    if (char === ',' && stack.length > 0) {
      valueStart = true;
      continue;
    }
    if ((char === ':' || char === '-' || char === '?') && (text[i + 1] === ' ' || text[i + 1] === '\n')) {
      valueStart = true;
      continue;
    }
    valueStart = false;
  }
  return quote ? [...stack, quote] : stack;
}

/** The key written just before `offset` inside { … }: `en-US: ` of `{ en-US: Smart Commerce: shops }`. */
const KEY_BEFORE = /([A-Za-z0-9_-]+): $/;
/** Unquoted text holding ": " up to the next entry of { … }, or to the end of the line. */
const TEXT_WITH_COLON = {
  'yaml-colon-in-flow': /^([^,{}[\]\n]*?): ([^,{}[\]\n]*)/,
  'yaml-colon-in-text': /^([^\n]*?): ([^\n#]*)/,
} as const;

/**
 * Unquoted text holding ": " at `start`, the value of the key written just before it: the
 * problem at that ": ", with the quoted text as the fix. Undefined when the text is not so.
 */
function colonInText(
  text: string,
  start: number,
  code: 'yaml-colon-in-flow' | 'yaml-colon-in-text',
): SyntaxProblem | undefined {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const key = KEY_BEFORE.exec(text.slice(lineStart, start))?.[1];
  const match = TEXT_WITH_COLON[code].exec(text.slice(start));
  if (key === undefined || !match) return undefined;
  const [, head = '', tail = ''] = match;
  const colon = start + head.length;
  return { code, args: { key, text: `${head}: ${tail}`.trim() }, start: colon, end: colon + 1 };
}

/**
 * The first error of a file in the manifest's terms, when its kind is known: a tab, a bracket or
 * quote never closed, a closing bracket that closes nothing, an unquoted ": " inside { … } or
 * inside a text, a key out of line. The parser's later errors on the file are
 * consequences of it. Undefined for any other error: the parser's words are shown then.
 */
export function translateSyntaxError(text: string, error: YAMLError): SyntaxProblem | undefined {
  const [start] = error.pos;
  if (error.code === 'TAB_AS_INDENT') {
    return { code: 'yaml-tab', args: {}, start, end: start + 1 };
  }
  if (error.code === 'BLOCK_IN_FLOW') {
    const problem = colonInText(text, start, 'yaml-colon-in-flow');
    if (problem) return problem;
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /compact mappings/.test(error.message)) {
    const problem = colonInText(text, start, 'yaml-colon-in-text');
    if (problem) return problem;
  }
  if (error.code === 'UNEXPECTED_TOKEN' && /flow-(map|seq)-end/.test(error.message)) {
    const closer = text[start] ?? '}';
    const problem: SyntaxProblem<'yaml-unopened'> = {
      code: 'yaml-unopened',
      args: { closer, opener: closer === ']' ? '[' : '{' },
      start,
      end: start + 1,
    };
    return problem;
  }
  if (error.code === 'BAD_INDENT' && /same column/.test(error.message)) {
    // The parser points at the start of the line; the key is where the indentation ends.
    let key = start;
    while (text[key] === ' ') key++;
    return movedUp(text, key) ?? { code: 'yaml-indent', args: {}, start: key, end: key + 1 };
  }
  const unclosed =
    (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) ||
    (error.code === 'BAD_INDENT' && /end with a [}\]]/.test(error.message));
  if (unclosed) {
    const open = openAt(text, start);
    const opener = open.at(-1);
    if (opener) {
      const problem: SyntaxProblem<'yaml-unclosed'> = {
        code: 'yaml-unclosed',
        args: { opener: OPENERS[opener.char] ?? opener.char, closer: CLOSERS[opener.char] ?? opener.char },
        start: opener.offset,
        end: opener.offset + 1,
      };
      return problem;
    }
  }
  return undefined;
}

/**
 * The block a key out of line (at `key`) shows to have moved a level to the left: the lines just
 * above it, back to a key with no value on its line (`about:`), written in that key's column
 * instead of the deeper column the key out of line still has. The parser reads them as keys beside
 * that one and stumbles only at the first line left where it was; the mistake is where they start.
 */
function movedUp(text: string, key: number): SyntaxProblem<'yaml-block-moved-up'> | undefined {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const at = text.slice(0, key).split('\n').length - 1;
  const column = key - (starts[at] ?? 0);
  const indent = (line: string): number => line.length - line.trimStart().length;
  const moved: number[] = [];
  for (let index = at - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const depth = indent(line);
    if (depth >= column) return undefined;
    const opener = /^\s*(?:- )?([^\s#:][^#:]*):\s*(?:#.*)?$/.exec(line);
    if (opener && moved.length > 0 && moved.every((line) => indent(lines[line] ?? '') === depth)) {
      const first = moved.at(-1) ?? index;
      const from = (starts[first] ?? 0) + depth;
      return {
        code: 'yaml-block-moved-up',
        args: {
          key: opener[1]?.trim() ?? '',
          keyLine: index + 1,
          lines: [first + 1, (moved[0] ?? first) + 1],
          spaces: column - depth,
          lineLeft: at + 1,
        },
        start: from,
        // The first moved key, up to its colon.
        end: from + Math.max(1, (lines[first] ?? '').trim().indexOf(':')),
      };
    }
    moved.push(index);
  }
  return undefined;
}
