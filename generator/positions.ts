import { type Document, isMap, isPair, isScalar, isSeq, type LineCounter, type Node } from 'yaml';

export type DataPath = readonly (string | number)[];

/** A parsed manifest file with what is needed to turn a data path into a position. */
export interface ParsedSource {
  /** POSIX path relative to the project root, e.g. `spec/routes.yaml`. */
  readonly file: string;
  readonly text: string;
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
}

export interface Position {
  readonly line: number;
  readonly column: number;
  readonly length: number;
}

/**
 * What to point at:
 * - `value`: the node at the path (a missing last key points at its parent's key);
 * - `key`: the key of the last path segment (for unknown and duplicate keys).
 */
export type Anchor = 'value' | 'key';

/** `routes[3].path` */
export function formatPath(path: DataPath): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? segment : `.${segment}`;
  }
  return text;
}

export function positionAtOffset(
  source: Pick<ParsedSource, 'lines' | 'text'>,
  start: number,
  // Stryker disable next-line ArithmeticOperator: the length is at least 1 either way, and start - 1 or start + 1 both give 1
  end = start + 1,
): Position {
  const clamped = Math.max(0, Math.min(start, source.text.length));
  const { line, col } = source.lines.linePos(clamped);
  const lineEnd = source.text.indexOf('\n', clamped);
  const stop = Math.min(end, lineEnd === -1 ? source.text.length : lineEnd);
  return { line, column: col, length: Math.max(1, stop - clamped) };
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return undefined;
}

function rangeOf(node: Node | null | undefined): [number, number] | undefined {
  const range = node?.range;
  return range ? [range[0], range[1]] : undefined;
}

/**
 * The position of the node at `path`. Resolves as deep as the document goes: a missing field is
 * reported at the key that holds its parent, so the developer sees where to add it.
 */
// Stryker disable next-line StringLiteral: only the anchor 'key' is ever compared; any other default acts as 'value'
export function locate(source: ParsedSource, path: DataPath, anchor: Anchor = 'value'): Position {
  let node: unknown = source.doc.contents;
  let holderKey: Node | undefined;
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth];
    const last = depth === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
      if (!pair) break;
      const key = pair.key as Node;
      if (last && anchor === 'key') {
        return fromRange(source, rangeOf(key));
      }
      holderKey = key;
      const empty = isScalar(pair.value) && pair.value.value === null && pair.value.source === '';
      // Stryker disable next-line ConditionalExpression: the parser gives a missing value as null, never undefined (the check is for the type)
      if (pair.value === null || pair.value === undefined || empty) {
        // `key:` with no value: point at the key itself.
        return fromRange(source, rangeOf(key));
      }
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      holderKey = undefined;
      node = node.items[segment];
    } else {
      break;
    }
    if (last) return fromRange(source, rangeOf(node as Node));
  }
  // Stopped early: point at the key holding the deepest node reached, or the node itself.
  return fromRange(source, rangeOf(holderKey) ?? rangeOf(node as Node));
}

function fromRange(source: ParsedSource, range: [number, number] | undefined): Position {
  if (!range) return { line: 1, column: 1, length: 1 };
  return positionAtOffset(source, range[0], range[1]);
}

/** What a comma inside `{ … }` cut in two, and the entry as it was meant to be written. */
export interface CommaCut {
  /** The first stray key, where the cut shows. */
  readonly at: Position;
  /** The key whose text the comma ended, e.g. `en-US`. */
  readonly key: string;
  /** Its text as meant, e.g. `In figures, at a glance`. */
  readonly text: string;
}

/**
 * When the last key of `path` is a stray entry of a flow mapping, the text the comma cut: in
 * `{ en-US: In figures, at a glance, zh-CN: 数说 }` a comma separates entries, so YAML reads
 * "at a glance" as a key without a value. Undefined for any other key.
 */
export function commaCut(source: ParsedSource, path: DataPath): CommaCut | undefined {
  // Stryker disable next-line BooleanLiteral: keepScalar only changes what getIn returns for a scalar, and a scalar is no mapping either way
  const map = source.doc.getIn(path.slice(0, -1), true);
  if (!isMap(map) || !map.flow) return undefined;
  const items = map.items;
  const index = items.findIndex((item) => isPair(item) && keyText(item.key) === String(path.at(-1)));
  const stray = (at: number) => {
    const pair = items[at];
    // Stryker disable next-line ConditionalExpression: every caller passes an index inside items, so pair is never undefined (the check is for the type)
    return pair !== undefined && pair.value === null && isScalar(pair.key) && pair.key.type === 'PLAIN';
  };
  // Stryker disable next-line EqualityOperator: a stray key at index 0 has no entry before it, and the owner check below returns undefined for it too
  if (index < 0 || !stray(index)) return undefined;
  let first = index;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: stray(-1) is false (items[-1] is undefined), so going on at first = 0 changes nothing
  while (first > 0 && stray(first - 1)) first--;
  const owner = items[first - 1];
  if (!owner || !isScalar(owner.key) || !isScalar(owner.value) || owner.value.type !== 'PLAIN') return undefined;
  let last = first;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: stray(items.length) is false (no such item), so not stopping at the end changes nothing
  while (last + 1 < items.length && stray(last + 1)) last++;
  // Stryker disable next-line StringLiteral: a stray key is a scalar (see stray), so keyText never returns undefined here
  const strays = items.slice(first, last + 1).map((pair) => keyText(pair.key) ?? '');
  // Stryker disable next-line OptionalChaining: a parsed key always has a range
  const start = rangeOf(items[first]?.key as Node | undefined)?.[0] ?? 0;
  // Stryker disable next-line OptionalChaining,ArithmeticOperator: a parsed key always has a range, so the fallback is never used
  const end = rangeOf(items[last]?.key as Node | undefined)?.[1] ?? start + 1;
  return {
    at: positionAtOffset(source, start, end),
    key: String(owner.key.value),
    text: [String(owner.value.value), ...strays].join(', '),
  };
}
