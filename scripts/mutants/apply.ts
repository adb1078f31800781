// Applying a mutant's edits to a scratch copy of the repository. Each edit's text must occur
// exactly once: a mutant that no longer applies is an error of the catalogue, not a pass.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Edit, Mutant } from '../../tests/mutants/catalogue.ts';

export class MutantDoesNotApply extends Error {}

function occurrences(text: string, search: string, from = 0, to = text.length): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(search, from); at !== -1 && at + search.length <= to; at = text.indexOf(search, at + 1))
    found.push(at);
  return found;
}

const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** Where the one occurrence of `search` in `text` is (between `from` and `to` when `where` names a region). */
function once(text: string, search: string, file: string, [from, to, where]: Bounds = [0, text.length, '']): number {
  const found = occurrences(text, search, from, to);
  if (found.length !== 1)
    throw new MutantDoesNotApply(`${file}: ${quoted(search)} occurs ${found.length} times${where}, not once`);
  return found[0] as number;
}

/** The part of a file an edit searches: [start, end, how an error names it]. */
type Bounds = readonly [number, number, string];

/** The whole text, or the region `within` names: after its `after` (found once), up to the first `before`. */
function boundsOf(text: string, edit: Edit): Bounds {
  if (!edit.within) return [0, text.length, ''];
  const { after, before } = edit.within;
  const start = once(text, after, edit.file) + after.length;
  const end = text.indexOf(before, start);
  if (end === -1) throw new MutantDoesNotApply(`${edit.file}: ${quoted(before)} does not follow ${quoted(after)}`);
  return [start, end, ` between ${quoted(after)} and ${quoted(before)}`];
}

/** The text of `file` with `edit` made. */
export function applyEdit(text: string, edit: Edit): string {
  const bounds = boundsOf(text, edit);
  if ('search' in edit) {
    const at = once(text, edit.search, edit.file, bounds);
    return text.slice(0, at) + edit.replace + text.slice(at + edit.search.length);
  }
  const start = once(text, edit.from, edit.file, bounds);
  const end = text.indexOf(edit.until, start + edit.from.length);
  if (end === -1)
    throw new MutantDoesNotApply(`${edit.file}: ${JSON.stringify(edit.until)} does not follow the cut's start`);
  return text.slice(0, start) + text.slice(end);
}

/** Makes every edit of `mutant` under `root` (edits of one file apply in order). */
export function applyMutant(root: string, mutant: Mutant): void {
  for (const edit of mutant.edits) {
    const path = join(root, edit.file);
    writeFileSync(path, applyEdit(readFileSync(path, 'utf8'), edit));
  }
}
