// The manifest's YAML edited as text, for the commands that add to it, change it and remove from
// it (`make page`, decision 025; `make move-route`, decision 034; `make remove-page`, decision 050):
// each edit is made at the positions the yaml package's Document API gives, so every comment and
// every line around it stays as it was, and the result is read back and must be the old data with
// exactly that change.
import { isDeepStrictEqual } from 'node:util';
import { isMap, isPair, isScalar, isSeq, type Node, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import type { CodedIssue } from './issues.ts';
import { type DataPath, formatPath, type ParsedSource } from './positions.ts';

/** The text's shape does not allow the edit: where (a data path) and the catalogue's code for what. */
export class EditRefused extends Error {
  constructor(
    readonly path: DataPath,
    readonly issue: CodedIssue,
  ) {
    super(issue.code);
  }
}

/** What a command does to a collection, as its refusals say it. */
export type EditVerb = 'adds only to' | 'removes only from';

/** The collection at `path`, written one entry a line; refused when it is written inline or is none. */
export function blockCollectionAt(
  source: ParsedSource,
  path: DataPath,
  command: string,
  verb: EditVerb,
): YAMLMap | YAMLSeq {
  const node = source.doc.getIn(path, true);
  if (!isMap(node) && !isSeq(node))
    throw new EditRefused(path, { code: 'edit-not-collection', args: { expected: 'a list or a mapping' } });
  if (node.flow || node.items.length === 0)
    throw new EditRefused(path, { code: 'edit-inline', args: { command, verb } });
  return node;
}

const lineStart = (text: string, offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;

/** Just after the line that holds `offset` (its "\n" included). */
function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

/** Just after the line that ends the node, white space after it aside. */
function afterNode(text: string, node: Node | null | undefined): number {
  let end = node?.range?.[1] ?? text.length;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end--;
  return lineEnd(text, end);
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** Just after the line that ends the collection's last entry. */
function endOfLastEntry(text: string, collection: YAMLMap | YAMLSeq): number {
  const last = collection.items.at(-1);
  return afterNode(text, (isPair(last) ? (last.value ?? last.key) : last) as Node | undefined);
}

function insertLines(text: string, offset: number, indent: number, lines: readonly string[]): string {
  const block = lines.map((line) => `${' '.repeat(indent)}${line}\n`).join('');
  const before = text.slice(0, offset);
  return `${before}${before.endsWith('\n') || before === '' ? '' : '\n'}${block}${text.slice(offset)}`;
}

/** The offset of the "-" that starts a list entry whose node starts at `start`, or undefined. */
function dashBefore(text: string, start: number): number | undefined {
  let dash = start - 1;
  while (dash > 0 && text.charAt(dash) === ' ') dash--;
  return text.charAt(dash) === '-' ? dash : undefined;
}

/** A block list with `lines` (given their indentation) added as its last entry, at the indentation of its entries' "-". */
export function appendToList(
  source: ParsedSource,
  path: DataPath,
  command: string,
  lines: (indent: number) => readonly string[],
): string {
  const list = blockCollectionAt(source, path, command, 'adds only to');
  if (!isSeq(list)) throw new EditRefused(path, { code: 'edit-not-collection', args: { expected: 'a list' } });
  const dash = dashBefore(source.text, (list.items.at(-1) as Node).range?.[0] ?? 0);
  if (dash === undefined)
    throw new EditRefused(path, { code: 'edit-entry-unreadable', args: { command, what: 'an entry' } });
  const indent = columnOf(source.text, dash);
  return insertLines(source.text, endOfLastEntry(source.text, list), indent, lines(indent));
}

/** A block mapping with `lines` added after its last entry, at the indentation of its keys. */
export function appendToMap(
  source: ParsedSource,
  path: DataPath,
  command: string,
  lines: (indent: number) => readonly string[],
): string {
  const map = blockCollectionAt(source, path, command, 'adds only to');
  if (!isMap(map)) throw new EditRefused(path, { code: 'edit-not-collection', args: { expected: 'a mapping' } });
  const key = map.items.at(-1)?.key;
  const start = isScalar(key) ? key.range?.[0] : undefined;
  if (start === undefined)
    throw new EditRefused(path, { code: 'edit-entry-unreadable', args: { command, what: 'a key' } });
  const indent = columnOf(source.text, start);
  return insertLines(source.text, endOfLastEntry(source.text, map), indent, lines(indent));
}

const isComment = (line: string): boolean => line.trimStart().startsWith('#');
const isBlank = (line: string): boolean => line.trim() === '';
const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * The lines an entry of a block collection takes: from the line it starts on (its "-" or its key,
 * nothing else before it on that line) to the end of its last line, with the comment lines
 * directly above it at its indentation (they speak of it) and those directly below it indented
 * further (they are inside it). When it stands between two blank lines, one of them goes too.
 */
function entryLines(
  text: string,
  start: number,
  node: Node | null | undefined,
  path: DataPath,
  command: string,
): { from: number; to: number } {
  const first = lineStart(text, start);
  if (text.slice(first, start).trim() !== '')
    throw new EditRefused(path, { code: 'edit-entry-unreadable', args: { command, what: 'an entry' } });
  const column = start - first;
  let from = first;
  let to = afterNode(text, node);
  // The node's range may take in comment lines after it, at its indentation or less: the next entry's.
  for (;;) {
    const last = lineStart(text, to - 1);
    const line = text.slice(last, to).replace(/\n$/, '');
    if (last <= first || !(isBlank(line) || (isComment(line) && indentOf(line) <= column))) break;
    to = last;
  }
  for (;;) {
    if (from === 0) break;
    const above = lineStart(text, from - 1);
    const line = text.slice(above, from - 1);
    if (!isComment(line) || indentOf(line) !== column) break;
    from = above;
  }
  for (;;) {
    const line = text.slice(to, lineEnd(text, to)).replace(/\n$/, '');
    if (to >= text.length || !isComment(line) || indentOf(line) <= column) break;
    to = lineEnd(text, to);
  }
  const before = from === 0 ? undefined : text.slice(lineStart(text, from - 1), from - 1);
  const after = text.slice(to, lineEnd(text, to));
  if (before !== undefined && isBlank(before) && to < text.length && isBlank(after)) to = lineEnd(text, to);
  return { from, to };
}

/**
 * The text without the entries at `paths`: items of block lists (the path ends with an index) and
 * keys of block mappings (it ends with a key), each with its lines as `entryLines` finds them.
 * A path that names no entry is a bug of the caller.
 */
export function removeEntries(source: ParsedSource, paths: readonly DataPath[], command: string): string {
  const { text } = source;
  const spans = paths.map((path) => {
    const holder = path.slice(0, -1);
    const last = path.at(-1);
    const collection = blockCollectionAt(source, holder, command, 'removes only from');
    if (typeof last === 'number' && isSeq(collection)) {
      const item = collection.items[last] as Node | undefined;
      const range = item?.range;
      const dash = range ? dashBefore(text, range[0]) : undefined;
      if (dash === undefined)
        throw new EditRefused(path, { code: 'edit-entry-unreadable', args: { command, what: 'an entry' } });
      return entryLines(text, dash, item, path, command);
    }
    const pair = isMap(collection)
      ? collection.items.find((candidate) => isScalar(candidate.key) && String(candidate.key.value) === String(last))
      : undefined;
    const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    if (pair === undefined || start === undefined)
      throw new EditRefused(path, { code: 'edit-entry-unreadable', args: { command, what: 'a key' } });
    return entryLines(text, start, (pair.value ?? pair.key) as Node, path, command);
  });
  // In reading order, spans that touch or overlap merged, then cut out.
  let result = '';
  let kept = 0;
  for (const { from, to } of spans.sort((a, b) => a.from - b.from)) {
    if (from > kept) result += text.slice(kept, from);
    kept = Math.max(kept, to);
  }
  return result + text.slice(kept);
}

/**
 * The text with the scalar `from` at each of `paths` written `to` (in the quotes it had); a path
 * whose node is not `from` is a bug of the caller.
 */
export function replaceScalars(
  source: ParsedSource,
  paths: readonly DataPath[],
  from: string,
  to: string,
  command: string,
): string {
  const edits = paths.map((path) => {
    const node = source.doc.getIn(path, true);
    if (!isScalar(node) || node.value !== from || !node.range)
      throw new Error(`${command}: ${source.file} ${formatPath(path)} is not the path ${from} (a bug)`);
    const quote = node.type === 'QUOTE_DOUBLE' ? '"' : node.type === 'QUOTE_SINGLE' ? "'" : '';
    return { start: node.range[0], end: node.range[1], text: `${quote}${to}${quote}` };
  });
  let text = source.text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    text = `${text.slice(0, edit.start)}${edit.text}${text.slice(edit.end)}`;
  return text;
}

/** The edited text must read as `expected` (the old data with the change made to it); anything else is a bug. */
export function expectReadBack(command: string, source: ParsedSource, text: string, expected: unknown): void {
  const reread = parseDocument(text);
  if (reread.errors.length > 0 || !isDeepStrictEqual(reread.toJS(), expected))
    throw new Error(`${command}: the edit of ${source.file} does not read back as intended (a bug)`);
}
