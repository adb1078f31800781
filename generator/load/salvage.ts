import type { z } from 'zod';
import type { Locale } from '../manifest/schema.ts';
import { isMissingTranslation, withoutUnknownKeys } from './zod-issues.ts';

/**
 * A file's data made valid, when its only faults are unknown keys (removed) and missing
 * translations (filled with a text of another language): the checks across files then run on
 * it while those faults are reported, so that a language added to the list has every missing
 * string named in one run, the page content's included. Undefined when the file has other faults.
 */
export function salvage(
  value: unknown,
  zodIssues: readonly z.core.$ZodIssue[],
  locales: readonly Locale[],
): unknown | undefined {
  const missing = zodIssues.filter((zodIssue) => isMissingTranslation(zodIssue, locales));
  const others = zodIssues.filter((zodIssue) => !missing.includes(zodIssue));
  const copy = withoutUnknownKeys(value, others);
  if (copy === undefined) return undefined;
  for (const zodIssue of missing) {
    const owner = zodIssue.path
      .slice(0, -1)
      .reduce<unknown>((node, segment) => (node as Record<PropertyKey, unknown> | undefined)?.[segment], copy) as
      | Record<string, unknown>
      | undefined;
    const stand = locales.map((locale) => owner?.[locale]).find((text) => typeof text === 'string' && text !== '');
    if (owner === undefined || stand === undefined) return undefined;
    owner[String(zodIssue.path.at(-1))] = stand;
  }
  return copy;
}
