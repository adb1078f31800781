import { CORE_SCHEMA, load } from 'js-yaml';

/*
 * The quick reader (docs/decisions/026-generator-speed.md). Building the `yaml` package's
 * document (every node with its range, for positions) is most of a run's time: ~0.2 s of a
 * 1,000-route manifest. Data needs no position, only a report does, so each file is read with
 * js-yaml when it can be (about five times faster, no document). Both read YAML 1.2 with its
 * core schema. Whatever could read differently is left to the document reader:
 * - `!` anywhere (a tag: the document reader refuses every tag, js-yaml resolves `!!str`);
 * - `__proto__` anywhere (the document reader refuses the key);
 * - a tab anywhere (where a tab may stand, the two parsers do not quite agree);
 * - `&` anywhere (an anchor: the document reader is stricter about what may follow one);
 * - an alias (`maxAliases: 0`: the document reader limits how far aliases expand);
 * - a repeated key, a syntax error, several documents, an empty file: js-yaml throws;
 * - a key read as "null" (js-yaml's name for an empty or null key, which `yaml` calls "");
 * - a layout the fuzzing of tests/generator/readers.property.test.ts found read differently (see
 *   `unusualLayout`): comments at column 1 inside a node, lists at their key's own indentation.
 * A report that needs a position in a quickly read file has its document parsed then (`lazySource`).
 * tests/generator/readers.test.ts and readers.property.test.ts hold the two readers to the same
 * data and the same reports.
 */
const LEFT_TO_THE_DOCUMENT_READER = /[!&\t]|__proto__/;

/** The file's data, or undefined when the document reader must read it. */
export function quickRead(text: string): { readonly value: unknown } | undefined {
  if (LEFT_TO_THE_DOCUMENT_READER.test(text) || unusualLayout(text)) return undefined;
  let value: unknown;
  try {
    // Stryker disable next-line ObjectLiteral: equivalent, CORE_SCHEMA is js-yaml 5's default and no alias reaches here (the anchors it would name are left to the document reader)
    value = load(text, { schema: CORE_SCHEMA, maxAliases: 0 });
  } catch {
    return undefined;
  }
  return hasNullKey(value) ? undefined : { value };
}

/** Quoted text on one line, whose brackets are not the flow collection's. */
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g;

const INDENT = /^ */;

/**
 * Whether the text has a layout the two parsers have been seen to read differently (both
 * `yaml` 2.9 and js-yaml 5 have bugs there): a comment at column 1 (after the first line) inside a
 * node, that is within `[ … ]` or `{ … }` (by counting brackets) or before an indented line; or
 * a list written at the indentation of the key it belongs to (`key:` then `- item` below it).
 */
function unusualLayout(text: string): boolean {
  const lines = text.split('\n');
  let depth = 0;
  // Stryker disable next-line StringLiteral: equivalent, only a previous line that ends in ":" counts, and before the first there is none
  let previous = '';
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('#') && index > 0) {
      if (depth > 0) return true;
      const next = lines.slice(index + 1).find((later) => later.trim() !== '' && !later.startsWith('#'));
      if (next !== undefined && /^\s/.test(next)) return true;
    }
    const code = line.replace(QUOTED, '').replace(/(^|\s)#.*$/, '');
    if (code.trim() === '') continue;
    if (/^ *- /.test(code) || /^ *-$/.test(code)) {
      if (previous.trimEnd().endsWith(':') && INDENT.exec(previous)?.[0] === INDENT.exec(code)?.[0]) return true;
    }
    for (const char of code) {
      if (char === '{' || char === '[') depth++;
      else if ((char === '}' || char === ']') && depth > 0) depth--;
    }
    previous = code;
  }
  return false;
}

function hasNullKey(value: unknown): boolean {
  // A list's entries are its items, under keys that are numbers, never "null".
  if (typeof value !== 'object' || value === null) return false;
  for (const [key, item] of Object.entries(value)) if (key === 'null' || hasNullKey(item)) return true;
  return false;
}
