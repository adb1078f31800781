// Applying a mutant's edits to a scratch copy of the repository. Each edit's text must occur
// exactly once: a mutant that no longer applies is an error of the catalogue, not a pass.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Edit, Mutant } from '../../tests/mutants/catalogue.ts';

export class MutantDoesNotApply extends Error {}

function occurrences(text: string, search: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + 1)) found.push(at);
  return found;
}

function once(text: string, search: string, file: string): number {
  const found = occurrences(text, search);
  if (found.length !== 1) {
    throw new MutantDoesNotApply(
      `${file}: ${JSON.stringify(search.length > 80 ? `${search.slice(0, 77)}…` : search)} occurs ${found.length} times, not once`,
    );
  }
  return found[0] as number;
}

/** The text of `file` with `edit` made. */
export function applyEdit(text: string, edit: Edit): string {
  if ('search' in edit) {
    const at = once(text, edit.search, edit.file);
    return text.slice(0, at) + edit.replace + text.slice(at + edit.search.length);
  }
  const start = once(text, edit.from, edit.file);
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
