import { isScalar, LineCounter, parseDocument, visit } from 'yaml';
import type { z } from 'zod';
import { checkManifest } from './checks.ts';
import { didYouMean, hasErrors, type Issue, type Result, sortIssues } from './issues.ts';
import {
  LOCALES,
  MANIFEST_FILE_NAMES,
  MANIFEST_FILES,
  type Manifest,
  type ManifestFileName,
  schemaFileFor,
} from './manifest/schema.ts';
import { commaCut, type DataPath, formatPath, locate, type ParsedSource, positionAtOffset } from './positions.ts';
import { descriptionAt, knownKeysAt } from './schema-walk.ts';

export interface ManifestSource {
  /** POSIX path relative to the project root, e.g. `spec/routes.yaml`. */
  readonly file: string;
  readonly text: string;
}

export interface LoadOptions {
  /** Page ids that have a module `site/src/pages/<id>.tsx`. */
  readonly pageModules: ReadonlySet<string>;
  /** Paths of the decision records, e.g. `docs/decisions/001-manifest-layout.md`. */
  readonly decisionFiles: ReadonlySet<string>;
  /** Folder of the manifest, relative to the project root. */
  readonly specDir?: string;
}

export interface LoadedManifest {
  readonly manifest: Manifest;
  readonly sources: ReadonlyMap<ManifestFileName, ParsedSource>;
}

const MODELINE = /^# yaml-language-server: \$schema=(\S+)\s*$/;

/**
 * Parse and validate the manifest files. Never throws: every problem in every file comes back
 * as a positioned issue, warnings included.
 */
export function loadManifest(sources: readonly ManifestSource[], options: LoadOptions): Result<LoadedManifest> {
  const specDir = options.specDir ?? 'spec';
  const issues: Issue[] = [];
  const parsed = new Map<ManifestFileName, ParsedSource>();
  const data: Partial<Record<ManifestFileName, unknown>> = {};

  for (const name of MANIFEST_FILE_NAMES) {
    const file = `${specDir}/${name}`;
    const source = sources.find((candidate) => candidate.file === file);
    if (!source) {
      issues.push({
        severity: 'error',
        code: 'file-missing',
        file,
        line: 1,
        column: 1,
        length: 1,
        path: '',
        message: 'the manifest file is missing',
        hint: `create ${file}; it holds ${MANIFEST_FILES[name].description ?? 'part of the manifest'}`,
      });
      continue;
    }
    const result = parseFile(name, source, issues);
    if (!result) continue;
    parsed.set(name, result.parsed);
    data[name] = result.value;
  }

  if (hasErrors(issues) || parsed.size !== MANIFEST_FILE_NAMES.length) {
    return { ok: false, issues: sortIssues(issues) };
  }
  const manifest: Manifest = {
    app: data['app.yaml'] as Manifest['app'],
    routes: data['routes.yaml'] as Manifest['routes'],
    navigation: data['navigation.yaml'] as Manifest['navigation'],
    messages: data['messages.yaml'] as Manifest['messages'],
    pages: data['pages.yaml'] as Manifest['pages'],
    clauses: data['clauses.yaml'] as Manifest['clauses'],
    expectations: data['expectations.yaml'] as Manifest['expectations'],
  };
  issues.push(...checkManifest(manifest, parsed, options));
  const sorted = sortIssues(issues);
  if (hasErrors(sorted)) return { ok: false, issues: sorted };
  return { ok: true, value: { manifest, sources: parsed }, warnings: sorted };
}

function parseFile(
  name: ManifestFileName,
  source: ManifestSource,
  issues: Issue[],
): { parsed: ParsedSource; value: unknown } | undefined {
  const lines = new LineCounter();
  // Duplicate keys are found below in one pass: the parser's own check is quadratic in the keys
  // of a mapping, which costs ~100 ms on a manifest of 1,000 pages.
  const doc = parseDocument(source.text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const parsed: ParsedSource = { file: source.file, text: source.text, doc, lines };
  const before = issues.length;

  checkModeline(name, parsed, issues);
  const linesWithSyntaxErrors = new Set<number>();
  for (const error of doc.errors) {
    const position = positionAtOffset(parsed, error.pos[0], error.pos[1]);
    // One broken line often yields several parser errors; the first says the most.
    if (linesWithSyntaxErrors.has(position.line)) continue;
    linesWithSyntaxErrors.add(position.line);
    issues.push({
      severity: 'error',
      code: 'yaml-syntax',
      file: source.file,
      ...position,
      path: '',
      message: `YAML syntax: ${firstLine(error.message)}`,
      hint: 'check the indentation and the quoting of this line and the one before it',
    });
  }
  if (doc.errors.length > 0) return undefined;
  if (reportDuplicateKeys(parsed, issues) > 0) return undefined;

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 50 });
  } catch (error) {
    issues.push({
      severity: 'error',
      code: 'yaml-syntax',
      file: source.file,
      line: 1,
      column: 1,
      length: 1,
      path: '',
      message: `YAML could not be read: ${firstLine(error instanceof Error ? error.message : String(error))}`,
      hint: 'write the values out instead of using aliases (*name)',
    });
    return undefined;
  }

  const schema = MANIFEST_FILES[name];
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) {
    // One place can fail several ways (a stray key and its missing value): report it once.
    const reported = new Set<string>();
    for (const zodIssue of result.error.issues) {
      for (const issue of fromZodIssue(zodIssue, parsed, schema)) {
        const place = `${issue.code} ${issue.line}:${issue.column} ${issue.path}`;
        if (reported.has(place)) continue;
        reported.add(place);
        issues.push(issue);
      }
    }
  }
  if (issues.length > before && hasErrors(issues.slice(before))) return undefined;
  return { parsed, value: result.success ? result.data : value };
}

/** Every key that repeats an earlier key of the same mapping, at the repeated key. */
function reportDuplicateKeys(source: ParsedSource, issues: Issue[]): number {
  let count = 0;
  visit(source.doc, {
    Map(_, map) {
      const seen = new Map<string, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const key = String(pair.key.value);
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, pair.key.range[0]);
          continue;
        }
        count++;
        issues.push({
          severity: 'error',
          code: 'duplicate-key',
          file: source.file,
          ...positionAtOffset(source, pair.key.range[0], pair.key.range[1]),
          path: '',
          message: `duplicate key "${key}" (first on line ${source.lines.linePos(first).line})`,
          hint: 'a key may appear once in a mapping: remove this one or rename it',
        });
      }
    },
  });
  return count;
}

function checkModeline(name: ManifestFileName, source: ParsedSource, issues: Issue[]): void {
  const expected = `./${schemaFileFor(name)}`;
  const firstLineText = source.text.split('\n', 1)[0] ?? '';
  const match = MODELINE.exec(firstLineText);
  if (match?.[1] === expected) return;
  issues.push({
    severity: 'error',
    code: 'schema-modeline',
    file: source.file,
    line: 1,
    column: 1,
    length: Math.max(1, firstLineText.length),
    path: '',
    message: match
      ? `the editor schema points at "${match[1]}"`
      : 'the file does not start with its editor schema line',
    hint: `make the first line "# yaml-language-server: $schema=${expected}" so editors complete and validate as you type`,
  });
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).trim();
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value} ${String(value)}`;
}

const TYPE_HINTS: Record<string, string> = {
  string: 'write a text value (quote it if it looks like a number, a date or yes/no)',
  number: 'write a number without quotes',
  boolean: 'write true or false',
  array: 'write a list, one "- item" per line',
  object: 'write a mapping of "key: value" lines, indented under this key',
};

/** How the kinds a union allows read in a message: "text, a number or a list". */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
};

/**
 * The issue for a stray key of a flow mapping, if `path` ends in one: a comma inside `{ … }`
 * ends an entry, so unquoted text holding a comma is cut in two and its rest read as a key.
 */
function commaIssue(source: ParsedSource, path: DataPath): Issue | undefined {
  const cut = commaCut(source, path);
  if (!cut) return undefined;
  const owner = path.slice(0, -1);
  return {
    severity: 'error',
    code: 'flow-comma',
    file: source.file,
    ...cut.at,
    path: formatPath(owner),
    message: `a comma inside { … } ended the text of "${cut.key}", so YAML read "${String(path.at(-1))}" as a key`,
    hint: `put text that holds a comma in quotes: ${cut.key}: "${cut.text.replaceAll('"', '\\"')}"`,
  };
}

function fromZodIssue(zodIssue: z.core.$ZodIssue, source: ParsedSource, schema: z.core.$ZodType): Issue[] {
  const path: DataPath = zodIssue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
  const base = { severity: 'error' as const, file: source.file };

  switch (zodIssue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(schema, path);
      return zodIssue.keys.map(
        (key) =>
          commaIssue(source, [...path, key]) ?? {
            ...base,
            code: 'unknown-key' as const,
            ...locate(source, [...path, key], 'key'),
            path: formatPath([...path, key]),
            message: `unknown key "${key}"`,
            hint: didYouMean(key, known, known.length > 0 ? `allowed here: ${known.join(', ')}` : 'remove it'),
          },
      );
    }
    case 'invalid_type': {
      const missing = zodIssue.input === undefined;
      const last = path.at(-1);
      if (missing && typeof last === 'string' && (LOCALES as readonly string[]).includes(last)) {
        const owner = path.slice(0, -1);
        const present = LOCALES.filter((locale) => locale !== last);
        return [
          {
            ...base,
            code: 'missing-translation',
            ...locate(source, owner, 'key'),
            path: formatPath(owner),
            message: `missing the ${last} translation`,
            hint: `add "${last}: …" beside ${present.map((locale) => `"${locale}"`).join(', ')}`,
          },
        ];
      }
      if (path.length === 0 && (zodIssue.input === undefined || zodIssue.input === null)) {
        return [
          {
            ...base,
            code: 'missing-field',
            line: 1,
            column: 1,
            length: 1,
            path: '',
            message: 'the file holds no data',
            hint: `start it with the keys ${knownKeysAt(schema, []).join(', ')}`,
          },
        ];
      }
      if (missing) {
        const description = descriptionAt(schema, path);
        return [
          {
            ...base,
            code: 'missing-field',
            ...locate(source, path),
            path: formatPath(path),
            message: `missing required field "${String(last)}"`,
            hint: `add "${String(last)}:"${path.length > 1 ? ` under ${formatPath(path.slice(0, -1))}` : ' at the top level'}${description ? ` (${description})` : ''}`,
          },
        ];
      }
      return [
        {
          ...base,
          code: 'wrong-type',
          ...locate(source, path),
          path: formatPath(path),
          message: `expected ${zodIssue.expected}, got ${describeValue(zodIssue.input)}`,
          hint: TYPE_HINTS[zodIssue.expected] ?? `write a value of type ${zodIssue.expected}`,
        },
      ];
    }
    case 'invalid_value': {
      const allowed = zodIssue.values.map((value) => String(value));
      const got = String(zodIssue.input);
      return [
        {
          ...base,
          code: 'invalid-value',
          ...locate(source, path),
          path: formatPath(path),
          message: `"${got}" is not allowed; expected ${allowed.map((value) => `"${value}"`).join(' or ')}`,
          hint: didYouMean(got, allowed, `use one of ${allowed.join(', ')}`),
        },
      ];
    }
    case 'invalid_key': {
      const cut = commaIssue(source, path);
      if (cut) return [cut];
      return [
        {
          ...base,
          code: 'invalid-value',
          ...locate(source, path, 'key'),
          path: formatPath(path),
          message: `the key "${String(path.at(-1))}" ${zodIssue.issues[0]?.message ?? 'is not valid'}`,
          hint: 'rename the key',
        },
      ];
    }
    case 'invalid_union': {
      // A page's content is a union (text in every language, a figure, a list, a mapping). The
      // alternatives that took the value's shape say what is wrong inside it; when none did, the
      // value is of none of the kinds allowed.
      const cut = commaIssue(source, path);
      if (cut) return [cut];
      const shaped = zodIssue.errors.filter(
        (alternative) =>
          alternative.length > 0 &&
          !alternative.every((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
      );
      if (shaped.length > 0) {
        return shaped.flatMap((alternative) =>
          alternative.flatMap((inner) =>
            fromZodIssue({ ...inner, path: [...zodIssue.path, ...inner.path] } as z.core.$ZodIssue, source, schema),
          ),
        );
      }
      const kinds = zodIssue.errors.flatMap((alternative) =>
        alternative.flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : [])),
      );
      const unique = [...new Set(kinds.map((kind) => TYPE_WORDS[kind] ?? kind))];
      if (unique.length === 0) break;
      const words = unique.length === 1 ? unique[0] : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
      const nothing = zodIssue.input === null || zodIssue.input === undefined;
      return [
        {
          ...base,
          code: nothing ? ('missing-field' as const) : ('wrong-type' as const),
          ...locate(source, path),
          path: formatPath(path),
          message: nothing
            ? `"${String(path.at(-1))}" has no value`
            : `expected ${words}; got ${describeValue(zodIssue.input)}`,
          hint: nothing ? `write its value after the colon: ${words}` : `write ${words} here`,
        },
      ];
    }
  }
  return [
    {
      ...base,
      code: 'invalid-value',
      ...locate(source, path),
      path: formatPath(path),
      message: zodIssue.message,
      hint: 'correct the value',
    },
  ];
}
