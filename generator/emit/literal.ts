/** A piece of TypeScript written as is (an arrow function, an identifier). */
export class Code {
  constructor(readonly text: string) {}
}

export type Literal =
  | string
  | number
  | boolean
  | null
  | Code
  | readonly Literal[]
  | { readonly [key: string]: Literal | undefined };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const INLINE_LIMIT = 80;

export function quote(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${escaped}'`;
}

/** A property name as written in an object literal or an interface: quoted unless an identifier. */
export function propertyName(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/**
 * Deterministic TypeScript for a value: objects keep the key order they are given (callers sort
 * where order carries no meaning), one property per line, trailing commas, two-space indent.
 */
export function literal(value: Literal, indent = ''): string {
  if (value instanceof Code) return value.text;
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    // Stryker disable next-line ConditionalExpression: equivalent, an empty list is written inline as [] below too
    if (value.length === 0) return '[]';
    const items = value.map((item: Literal) => literal(item, inner));
    const inline = `[${items.join(', ')}]`;
    if (!items.some((item) => item.includes('\n')) && inline.length + indent.length <= INLINE_LIMIT) return inline;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as { readonly [key: string]: Literal | undefined }).filter(
    (entry): entry is [string, Literal] => entry[1] !== undefined,
  );
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([name, item]) => `${inner}${propertyName(name)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
}

/** `| 'a'\n  | 'b'` for a union of string literals, sorted and unique. */
export function stringUnion(values: Iterable<string>): string {
  const sorted = [...new Set(values)].sort(compareText);
  if (sorted.length === 0) return 'never';
  return sorted.map((value) => `\n  | ${quote(value)}`).join('');
}

/** Locale-independent ordering, so output is the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortedRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compareText(a, b)));
}
