import type { z } from 'zod';
import { type Issue, type IssueArgs, type IssueCode, makeIssue, misspeltLanguages } from '../issues.ts';
import type { Locale } from '../manifest/schema.ts';
import { commaCut, type DataPath, formatPath, locate, type ParsedSource, type Position } from '../positions.ts';
import { descriptionAt, knownKeysAt } from '../schema-walk.ts';

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value} ${String(value)}`;
}

/**
 * The issue for a stray key of a flow mapping, if `path` ends in one: a comma inside `{ … }`
 * ends an entry, so unquoted text holding a comma is cut in two and its rest read as a key.
 */
function commaIssue(source: ParsedSource, path: DataPath): Issue | undefined {
  const cut = commaCut(source, path);
  if (!cut) return undefined;
  return makeIssue(
    'flow-comma',
    { key: cut.key, stray: String(path.at(-1)), text: cut.text },
    { file: source.file, ...cut.at, path: formatPath(path.slice(0, -1)) },
  );
}

function dataPath(zodIssue: z.core.$ZodIssue): DataPath {
  return zodIssue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
}

/** Whether zod's issue is a visible string lacking one of the manifest's languages. */
export function isMissingTranslation(zodIssue: z.core.$ZodIssue, locales: readonly Locale[]): boolean {
  const last = zodIssue.path.at(-1);
  return (
    zodIssue.code === 'invalid_type' &&
    zodIssue.input === undefined &&
    typeof last === 'string' &&
    locales.includes(last)
  );
}

/**
 * Translates zod's issues on one file into the catalogue's, each at its node; `locales`: the
 * manifest's languages. A language key mistyped (`zh-cn` beside `en-US`) fails twice in zod, as
 * an unknown key and as the language it was meant to be, missing: it is one mistake, reported
 * once, at the key.
 */
export function fromZodIssues(
  zodIssues: readonly z.core.$ZodIssue[],
  source: ParsedSource,
  schema: z.core.$ZodType,
  locales: readonly Locale[],
): Issue[] {
  const where = (path: readonly PropertyKey[]) => JSON.stringify(path.map(String));
  const missingLocale = (zodIssue: z.core.$ZodIssue) =>
    isMissingTranslation(zodIssue, locales) ? String(zodIssue.path.at(-1)) : undefined;
  const missing = new Map<string, string[]>();
  for (const zodIssue of zodIssues) {
    const locale = missingLocale(zodIssue);
    if (locale === undefined) continue;
    const owner = where(zodIssue.path.slice(0, -1));
    missing.set(owner, [...(missing.get(owner) ?? []), locale]);
  }
  const meant = new Map<string, Map<string, string>>();
  for (const zodIssue of zodIssues) {
    if (zodIssue.code !== 'unrecognized_keys') continue;
    const owner = where(zodIssue.path);
    meant.set(owner, misspeltLanguages(zodIssue.keys, missing.get(owner) ?? []));
  }
  return zodIssues.flatMap((zodIssue) => {
    const locale = missingLocale(zodIssue);
    const owner = where(locale === undefined ? zodIssue.path : zodIssue.path.slice(0, -1));
    const misspelt = meant.get(owner) ?? new Map<string, string>();
    if (locale !== undefined && [...misspelt.values()].includes(locale)) return [];
    if (zodIssue.code !== 'unrecognized_keys' || misspelt.size === 0)
      return fromZodIssue(zodIssue, source, schema, locales);
    const path = dataPath(zodIssue);
    const others = zodIssue.keys.filter((key) => !misspelt.has(key));
    return [
      ...[...misspelt].map(([key, meantLocale]) =>
        makeIssue(
          'language-key-misspelt',
          { key, locale: meantLocale },
          { file: source.file, ...locate(source, [...path, key], 'key'), path: formatPath([...path, key]) },
        ),
      ),
      ...(others.length > 0 ? fromZodIssue({ ...zodIssue, keys: others }, source, schema, locales) : []),
    ];
  });
}

/** Translates one of zod's issues on one file into the catalogue's, each at its node. */
function fromZodIssue(
  zodIssue: z.core.$ZodIssue,
  source: ParsedSource,
  schema: z.core.$ZodType,
  locales: readonly Locale[],
): Issue[] {
  const path = dataPath(zodIssue);
  const issue = <C extends IssueCode>(code: C, args: IssueArgs<C>, where: DataPath, position: Position): Issue =>
    makeIssue(code, args, { file: source.file, ...position, path: formatPath(where) });

  switch (zodIssue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(schema, path);
      return zodIssue.keys.map(
        (key) =>
          commaIssue(source, [...path, key]) ??
          issue('unknown-key', { key, known }, [...path, key], locate(source, [...path, key], 'key')),
      );
    }
    case 'invalid_type': {
      const missing = zodIssue.input === undefined;
      const last = path.at(-1);
      if (isMissingTranslation(zodIssue, locales)) {
        const owner = path.slice(0, -1);
        const present = locales.filter((locale) => locale !== last);
        return [issue('missing-translation', { locale: String(last), present }, owner, locate(source, owner, 'key'))];
      }
      if (path.length === 0 && (zodIssue.input === undefined || zodIssue.input === null)) {
        return [issue('file-empty', { keys: knownKeysAt(schema, []) }, [], { line: 1, column: 1, length: 1 })];
      }
      if (missing) {
        const description = descriptionAt(schema, path);
        return [
          issue(
            'missing-field',
            {
              field: String(last),
              ...(path.length > 1 ? { under: formatPath(path.slice(0, -1)) } : {}),
              ...(description ? { description } : {}),
            },
            path,
            locate(source, path),
          ),
        ];
      }
      return [
        issue(
          'wrong-type',
          { kinds: [zodIssue.expected], got: describeValue(zodIssue.input) },
          path,
          locate(source, path),
        ),
      ];
    }
    case 'invalid_value': {
      const allowed = zodIssue.values.map((value) => String(value));
      return [issue('value-not-allowed', { got: String(zodIssue.input), allowed }, path, locate(source, path))];
    }
    case 'invalid_key': {
      const cut = commaIssue(source, path);
      if (cut) return [cut];
      const reason = zodIssue.issues[0]?.message ?? 'is not valid';
      return [issue('invalid-key', { key: String(path.at(-1)), reason }, path, locate(source, path, 'key'))];
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
          fromZodIssues(
            alternative.map((inner) => ({ ...inner, path: [...zodIssue.path, ...inner.path] }) as z.core.$ZodIssue),
            source,
            schema,
            locales,
          ),
        );
      }
      const kinds = zodIssue.errors.flatMap((alternative) =>
        alternative.flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : [])),
      );
      if (kinds.length === 0) break;
      if (zodIssue.input === null || zodIssue.input === undefined)
        return [issue('value-missing', { key: String(path.at(-1)), kinds }, path, locate(source, path))];
      return [issue('wrong-type', { kinds, got: describeValue(zodIssue.input) }, path, locate(source, path))];
    }
  }
  return [issue('invalid-value', { reason: zodIssue.message }, path, locate(source, path))];
}

/**
 * The file's data with its unknown keys removed, when they were its only errors: the checks
 * across files can then run on it while the unknown keys are reported.
 */
export function withoutUnknownKeys(value: unknown, zodIssues: readonly z.core.$ZodIssue[]): unknown | undefined {
  if (!zodIssues.every((zodIssue) => zodIssue.code === 'unrecognized_keys')) return undefined;
  const copy: unknown = structuredClone(value);
  for (const zodIssue of zodIssues) {
    let node: unknown = copy;
    for (const segment of zodIssue.path) node = (node as Record<PropertyKey, unknown> | undefined)?.[segment];
    if (typeof node !== 'object' || node === null) return undefined;
    for (const key of zodIssue.keys) delete (node as Record<string, unknown>)[key];
  }
  return copy;
}
