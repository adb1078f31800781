// What the runners' readers share: paths as the report writes them, errors cut to their first lines.

/** Absolute paths of the repository and of its reports/ folder. */
export interface Paths {
  readonly root: string;
  readonly reports: string;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** The first lines of an error, without colours and without the stack. */
export function shortMessage(message: string): string {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const kept = lines.slice(0, 12).join('\n');
  return lines.length > 12 || kept.length > 1200 ? `${kept.slice(0, 1200)}\n…` : kept;
}

/** A path relative to another, both absolute, with forward slashes. */
export function relativePath(from: string, to: string): string {
  const a = from.split('/').filter(Boolean);
  const b = to.split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}
