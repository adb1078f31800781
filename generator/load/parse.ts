import {
  type Document,
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  visit,
} from 'yaml';
import { type Issue, type IssueArgs, type IssueCode, makeIssue } from '../issues.ts';
import { type ManifestFileName, schemaFileFor } from '../manifest/schema.ts';
import { type ParsedSource, type Position, positionAtOffset } from '../positions.ts';
import { translateSyntaxError } from './syntax.ts';
import { textProblem, withoutBom } from './text.ts';

const MODELINE = /^# yaml-language-server: \$schema=(\S+)\s*$/;
/** Keys that JavaScript objects treat specially; data may not be named so. */
const RESERVED_KEYS = new Set(['__proto__']);

function at<C extends IssueCode>(
  source: Pick<ParsedSource, 'file' | 'lines' | 'text'>,
  code: C,
  args: IssueArgs<C>,
  start: number,
  end?: number,
): Issue {
  return makeIssue(code, args, { file: source.file, ...positionAtOffset(source, start, end), path: '' });
}

/**
 * Read one manifest file as YAML: its text, its syntax, its keys and tags. Returns the parsed
 * source (for positions) and whether its data may be read; every problem goes to `issues`.
 */
export function parseYaml(
  name: ManifestFileName,
  file: string,
  raw: string,
  issues: Issue[],
): { readonly parsed: ParsedSource; readonly readable: boolean } {
  const text = withoutBom(raw);
  const lines = new LineCounter();
  const problem = textProblem(text);
  if (problem) {
    // The YAML of a file that is not text says nothing useful: stop at the first bad character.
    for (let i = 0; i <= text.length; i++) if (i === 0 || text[i - 1] === '\n') lines.addNewLine(i);
    const parsed: ParsedSource = { file, text, doc: parseDocument(''), lines };
    issues.push(
      problem.code === 'file-not-text'
        ? at(parsed, 'file-not-text', { file, ...problem.evidence }, 0)
        : problem.code === 'file-not-utf8'
          ? at(parsed, 'file-not-utf8', {}, problem.offset)
          : at(parsed, 'control-character', { codePoint: problem.codePoint }, problem.offset),
    );
    return { parsed, readable: false };
  }
  const doc = documentOf(text, lines);
  const parsed: ParsedSource = { file, text, doc, lines };
  checkModeline(name, parsed, issues);
  const [first] = doc.errors;
  const root = first && translateSyntaxError(text, first);
  if (root) {
    // A known first error (a tab, an unclosed bracket or quote, a ": " in { … }): the parser's
    // later errors on this file follow from it.
    issues.push(
      makeIssue(root.code, root.args as never, {
        file,
        ...positionAtOffset(parsed, root.start, root.end),
        path: '',
      }),
    );
  } else {
    const linesWithSyntaxErrors = new Set<number>();
    for (const error of doc.errors) {
      const position = positionAtOffset(parsed, error.pos[0], error.pos[1]);
      // One broken line often yields several parser errors; the first says the most.
      if (linesWithSyntaxErrors.has(position.line)) continue;
      linesWithSyntaxErrors.add(position.line);
      issues.push(at(parsed, 'yaml-syntax', { detail: firstLine(error.message) }, error.pos[0], error.pos[1]));
    }
  }
  if (doc.errors.length > 0) return { parsed, readable: false };
  const nodes = issues.length;
  checkNodes(parsed, issues);
  // A wrong editor schema line leaves the data readable: its fields are still validated and checked.
  return { parsed, readable: issues.length === nodes };
}

function documentOf(text: string, lines: LineCounter): Document.Parsed {
  // Duplicate keys are found by checkNodes in one pass: the parser's own check is quadratic in the
  // keys of a mapping, which costs ~100 ms on a manifest of 1,000 pages.
  // logLevel 'error': the parser's own warnings (printed by Node on stderr) never reach the
  // developer; what they warn of is reported as an issue with its position.
  return parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, logLevel: 'error' });
}

/**
 * The source of a file whose data was read without a YAML document (the quick reader of
 * load/quick.ts): the document is parsed the first time a position is asked for, if ever.
 */
export function lazySource(file: string, text: string): ParsedSource {
  let parsed: { readonly doc: Document.Parsed; readonly lines: LineCounter } | undefined;
  const parse = () => {
    if (parsed === undefined) {
      const lines = new LineCounter();
      parsed = { doc: documentOf(text, lines), lines };
    }
    return parsed;
  };
  return {
    file,
    text,
    get doc() {
      return parse().doc;
    },
    get lines() {
      return parse().lines;
    },
  };
}

/**
 * Repeated keys, keys JavaScript reserves, lists or mappings as keys, tags, and aliases to no
 * anchor set above them: each at its own position.
 */
function checkNodes(source: ParsedSource, issues: Issue[]): void {
  // The anchored nodes and the aliases, in reading order.
  const marks: Node[] = [];
  const mark = (node: Node) => {
    if (isAlias(node) || node.anchor !== undefined) marks.push(node);
  };
  visit(source.doc, {
    Alias(_, alias) {
      mark(alias);
    },
    Node(_, node) {
      mark(node as Node);
      const tag = (node as Node).tag;
      const range = (node as Node).range;
      if (tag !== undefined && range) {
        const start = tagStart(source.text, range[0]);
        const written = source.text.slice(start, range[0]).trim() || tag;
        issues.push(at(source, 'yaml-tag', { tag: written }, start, start + written.length));
      }
    },
    Map(_, map, path) {
      mark(map);
      if (!isMap(map)) return;
      const lost = lostFirstLine(map, path.at(-1));
      if (lost) {
        // Two entries of a list run together: one error where the second one's first line went.
        const { key, repeated, start, end } = lost;
        issues.push(at(source, 'entry-first-line-lost', { key, repeated }, start, end));
        return;
      }
      const seen = new Map<string, number>();
      for (const pair of map.items) {
        if (isCollection(pair.key) && pair.key.range) {
          const [start, end] = pair.key.range;
          const written = source.text.slice(start, end).trim().split('\n')[0] ?? '';
          issues.push(at(source, 'yaml-complex-key', { written }, start, start + written.length));
          continue;
        }
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const key = String(pair.key.value);
        const [start, end] = pair.key.range;
        if (RESERVED_KEYS.has(key)) issues.push(at(source, 'yaml-reserved-key', { key }, start, end));
        const firstAt = seen.get(key);
        if (firstAt === undefined) {
          seen.set(key, start);
          continue;
        }
        issues.push(at(source, 'duplicate-key', { key, firstLine: source.lines.linePos(firstAt).line }, start, end));
      }
    },
  });
  unknownAliases(source, marks, issues);
}

/** The key of a mapping's pair, when it is a scalar: its text and where it is written. */
function scalarKey(pair: unknown): { readonly key: string; readonly start: number; readonly end: number } | undefined {
  // An empty mapping has no first pair.
  const key = isPair(pair) ? pair.key : undefined;
  return isScalar(key) && key.range ? { key: String(key.value), start: key.range[0], end: key.range[1] } : undefined;
}

/**
 * Two entries of a list read as one because the second lost its first line (`- id: about`): the
 * mapping, an entry of a list whose other entries (if any) start with the key it starts with,
 * has that key once, and from one of its keys on repeats two or more keys it has already, none
 * of them twice. Then the line is missing just above the first repeated key, and the repetitions
 * that follow are its consequences.
 */
function lostFirstLine(
  map: { readonly items: readonly unknown[] },
  parent: unknown,
): { key: string; repeated: string[]; start: number; end: number } | undefined {
  if (!isSeq(parent)) return undefined;
  const keys = map.items.map(scalarKey);
  const first = keys[0]?.key;
  const siblings = parent.items.filter((item) => item !== map && isMap(item));
  const others = siblings.map((item) => (isMap(item) ? scalarKey(item.items[0])?.key : undefined));
  if (first === undefined || others.some((key) => key !== first) || keys.some((entry) => entry === undefined))
    return undefined;
  const named = keys as { key: string; start: number; end: number }[];
  const split = named.findIndex((entry, index) => named.slice(0, index).some((before) => before.key === entry.key));
  if (split < 0) return undefined;
  const second = named.slice(split);
  // The second entry has no key twice, nor the key that starts every entry.
  if (second.some((entry) => entry.key === first) || new Set(second.map((entry) => entry.key)).size !== second.length)
    return undefined;
  const own = new Set(named.slice(0, split).map((entry) => entry.key));
  const at = named[split];
  if (at === undefined) return undefined;
  const repeated = second.filter((entry) => own.has(entry.key)).map((entry) => entry.key);
  // One key written twice is a repeated key; two or more, in a run, are an entry's.
  if (repeated.length < 2) return undefined;
  return { key: first, repeated, start: at.start, end: at.end };
}

/**
 * The aliases whose anchor is not set above them (a typo, an anchor set below, or text that
 * starts with "*"), each at the alias. `marks` are the anchored nodes and the aliases in reading
 * order: an alias repeats the last value of its name set before it.
 */
function unknownAliases(source: ParsedSource, marks: readonly Node[], issues: Issue[]): void {
  marks.forEach((mark, index) => {
    if (!isAlias(mark) || !mark.range) return;
    const name = mark.source;
    const above = marks
      .slice(0, index)
      .flatMap((node) => (isAlias(node) || node.anchor === undefined ? [] : [node.anchor]));
    if (above.includes(name)) return;
    const below = marks.slice(index + 1).find((node) => !isAlias(node) && node.anchor === name)?.range;
    const [start] = mark.range;
    const args = {
      alias: name,
      anchors: [...new Set(above)],
      ...(below ? { setBelow: source.lines.linePos(below[0]).line } : {}),
    };
    issues.push(at(source, 'yaml-alias-unknown', args, start, start + 1 + name.length));
  });
}

/**
 * Where the first alias of the file is, for an error of expanding aliases (too many of them):
 * the aliases to no anchor are reported at their own position by checkNodes.
 */
export function firstAlias(source: ParsedSource): Position {
  let offset = 0;
  visit(source.doc, {
    Alias(_, alias) {
      offset = alias.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return positionAtOffset(source, offset);
}

/** Where the tag written before the node at `offset` starts (`!page smart-city`). */
function tagStart(text: string, offset: number): number {
  let end = offset;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  let start = end;
  while (start > 0 && !/[\s{[,]/.test(text[start - 1] ?? ' ')) start--;
  return text[start] === '!' ? start : offset;
}

/** The first line must point the editor at the file's schema (`# yaml-language-server: $schema=…`). */
export function checkModeline(
  name: ManifestFileName,
  source: Pick<ParsedSource, 'file' | 'text'>,
  issues: Issue[],
): void {
  const expected = `./${schemaFileFor(name)}`;
  const firstLineText = source.text.split('\n', 1)[0] ?? '';
  const match = MODELINE.exec(firstLineText);
  if (match?.[1] === expected) return;
  issues.push(
    makeIssue(
      'schema-modeline',
      { ...(match?.[1] === undefined ? {} : { found: match[1] }), expected },
      { file: source.file, line: 1, column: 1, length: Math.max(1, firstLineText.length), path: '' },
    ),
  );
}

export function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).trim();
}
