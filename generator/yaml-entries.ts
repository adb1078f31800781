// A new entry of the manifest written as text in the style of its files (for `make page`, decision
// 025): a list entry on one line (`- { … }`) when it fits Biome's line width, else one key a line;
// a page's entry as pages.yaml writes one, block mappings with each text pair on one line.
import { Document, isMap, isPair, isScalar, isSeq, visit } from 'yaml';

const YAML_OUTPUT = { lineWidth: 0, flowCollectionPadding: true } as const;
/** A mapping is written on one line (`{ … }`) when it takes at most this many columns, else an entry a line. */
const FLOW_WIDTH = 90;
/**
 * Biome's line width (biome.json `formatter.lineWidth`): `make test`'s lint step rewrites a `{ … }`
 * line that takes more columns (a wide character, Chinese, taking two), so a list entry that would
 * is written one key a line.
 */
const LINE_WIDTH = 120;

/** `{ path: /developer, page: developer-portal, name: developer }`, quoted where YAML needs it. */
function flowText(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Map: (_, node) => {
      node.flow = true;
    },
    Seq: (_, node) => {
      node.flow = true;
    },
  });
  return doc.toString(YAML_OUTPUT).trimEnd();
}

/** The columns a line takes as Biome counts them: a wide character (Chinese, full-width punctuation) two. */
function columns(text: string): number {
  let count = 0;
  for (const character of text)
    count +=
      /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        character,
      )
        ? 2
        : 1;
  return count;
}

/**
 * A list entry at column `indent`: `- { … }` on one line when it fits Biome's line width, else
 * `- key: value` and one key a line below it (a value too wide for its line broken the same way).
 */
export function listEntry(value: Record<string, unknown>, indent: number): string[] {
  const flow = `- ${flowText(value)}`;
  if (indent + columns(flow) <= LINE_WIDTH) return [flow];
  return Object.entries(value).flatMap(([key, item], index) =>
    mappingEntry(key, item, indent + 2).map((line, at) => `${index === 0 && at === 0 ? '- ' : '  '}${line}`),
  );
}

/** `key: value` at column `indent` when it fits Biome's line width, else `key:` and the value's entries below. */
function mappingEntry(key: string, value: unknown, indent: number): string[] {
  const line = `${key}: ${flowText(value)}`;
  if (indent + columns(line) <= LINE_WIDTH || value === null || typeof value !== 'object' || Array.isArray(value))
    return [line];
  return [
    `${key}:`,
    ...Object.entries(value).flatMap(([inner, item]) =>
      mappingEntry(inner, item, indent + 2).map((text) => `  ${text}`),
    ),
  ];
}

/** The page's entry in pages.yaml's style: block mappings and lists, each text pair on one line. */
export function pageText(id: string, page: object): string[] {
  const doc = new Document({ [id]: page });
  visit(doc, {
    Map: (_, node, path) => {
      // The keys above this mapping: [] the root, [id] the page, [id, 'content'] its content.
      const keys = path.filter(isPair).map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
      const block = keys.length < 2 || (keys.length === 2 && keys[1] === 'content');
      // A mapping that would make a long line takes a line per entry, as in the rest of the file.
      if (!block && !hasList(node) && columns(flowText(node.toJSON())) <= FLOW_WIDTH) node.flow = true;
    },
  });
  return doc.toString(YAML_OUTPUT).trimEnd().split('\n');
}

function hasList(node: unknown): boolean {
  if (isSeq(node)) return true;
  if (isMap(node)) return node.items.some((pair) => hasList(pair.value));
  return false;
}
