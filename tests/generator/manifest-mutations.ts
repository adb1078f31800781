// The edits the property tests make to the real manifest: the slips a person makes while typing
// YAML, and values of the wrong type, removed keys and renamed keys anywhere in the tree.
import fc from 'fast-check';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';

export type Mutation = (text: string) => string;

const SIGNIFICANT = [
  ':',
  '- ',
  ' ',
  '  ',
  '\n',
  '"',
  "'",
  '{',
  '}',
  '[',
  ']',
  '#',
  '&a ',
  '*a',
  '!!str ',
  '|',
  '>',
  '%',
  '@',
  '`',
  '\t',
  '~',
  'null',
  '0x1F',
  '中',
  '\u2028',
];

/** Text edits: the kinds of slip a person makes while typing YAML. */
export const textMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat({ max: 40 })).map(
    ([at, length]): Mutation =>
      (text) => {
        const start = at % (text.length + 1);
        return text.slice(0, start) + text.slice(start + length);
      },
  ),
  fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...SIGNIFICANT), fc.string({ maxLength: 8 }))).map(
    ([at, insert]): Mutation =>
      (text) => {
        const start = at % (text.length + 1);
        return text.slice(0, start) + insert + text.slice(start);
      },
  ),
  fc.tuple(fc.nat(), fc.nat()).map(
    ([a, b]): Mutation =>
      (text) => {
        const lines = text.split('\n');
        const i = a % lines.length;
        const j = b % lines.length;
        [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
        return lines.join('\n');
      },
  ),
  fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 })).map(
    ([a, shift]): Mutation =>
      (text) => {
        const lines = text.split('\n');
        const i = a % lines.length;
        const line = lines[i] ?? '';
        lines[i] = shift >= 0 ? ' '.repeat(shift) + line : line.replace(new RegExp(`^ {0,${-shift}}`), '');
        return lines.join('\n');
      },
  ),
  fc.nat().map(
    (a): Mutation =>
      (text) => {
        const lines = text.split('\n');
        const i = a % lines.length;
        lines.splice(i, 0, lines[i] ?? '');
        return lines.join('\n');
      },
  ),
);

/** Structural edits: a value of another type, a removed key, a renamed key, anywhere in the tree. */
export const structuralMutation: fc.Arbitrary<Mutation> = fc
  .tuple(
    fc.nat(),
    fc.constantFrom('replace', 'delete', 'rename'),
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
    ),
  )
  .map(
    ([pick, kind, value]): Mutation =>
      (text) => {
        const doc = parseDocument(text);
        if (doc.errors.length > 0) return text;
        const nodes: { parent: unknown; key: unknown }[] = [];
        const visit = (node: unknown): void => {
          if (isMap(node)) {
            for (const pair of node.items) {
              nodes.push({ parent: node, key: isScalar(pair.key) ? pair.key.value : pair.key });
              visit(pair.value);
            }
          } else if (isSeq(node)) {
            node.items.forEach((item, index) => {
              nodes.push({ parent: node, key: index });
              visit(item);
            });
          }
        };
        visit(doc.contents);
        const target = nodes[pick % Math.max(1, nodes.length)];
        if (!target) return text;
        const parent = target.parent as {
          set(k: unknown, v: unknown): void;
          delete(k: unknown): void;
          get(k: unknown, keep: true): unknown;
        };
        if (kind === 'replace') parent.set(target.key, doc.createNode(value));
        else if (kind === 'delete') parent.delete(target.key);
        else if (isMap(parent)) {
          const old = parent.get(target.key, true);
          parent.delete(target.key);
          parent.set(`${String(target.key)}x`, old);
        }
        return doc.toString();
      },
  );
