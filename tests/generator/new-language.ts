// A language added to a scratch copy of the project (decision 036: languages are data), as a
// developer adds one: its tag appended to app.yaml's `locales.available`, then every text the
// generator names filled in. Shared by the test of the generator's report (add-language.test.ts),
// the tests that need a project of more languages (its build, make page's drafts) and
// `make added-language` (scripts/added-language.ts); `languagesOf` gives the tests that read a
// copy the languages it has.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parse, parseDocument } from 'yaml';
import { LOCALES } from '../oracle/routes.ts';
import { ROOT } from './project-fs.ts';

/** The manifest files that hold visible text. */
export const TEXT_FILES = ['app.yaml', 'navigation.yaml', 'messages.yaml', 'pages.yaml'] as const;

/** `node generator/bin.mjs <command> --root <dir>`, uncoloured. */
export function generator(dir: string, command: 'generate' | 'check') {
  return spawnSync(process.execPath, [join(ROOT, 'generator/bin.mjs'), command, '--root', dir], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
}

/**
 * The languages of the project copy in `dir`, app.yaml's `locales.available`: the specification's
 * two (the oracle's LOCALES) and any the project has added since. Throws when one of the
 * specification's is not there.
 */
export function languagesOf(dir: string): string[] {
  const languages: unknown = parse(readFileSync(join(dir, 'spec/app.yaml'), 'utf8'))?.locales?.available;
  if (!Array.isArray(languages) || !languages.every((tag) => typeof tag === 'string'))
    throw new Error(`${dir}/spec/app.yaml has no list locales.available`);
  const missing = LOCALES.filter((tag) => !languages.includes(tag));
  if (missing.length > 0)
    throw new Error(`${dir}/spec/app.yaml's locales.available lacks the specification's ${missing.join(', ')}`);
  return languages;
}

/**
 * Appends `tag` to app.yaml's list of languages, the one edit outside the texts, as a developer
 * writes it: in the list's own line, every other line as it was.
 */
export function appendLanguage(dir: string, tag: string): void {
  const file = join(dir, 'spec/app.yaml');
  const text = readFileSync(file, 'utf8');
  const list = parseDocument(text).getIn(['locales', 'available'], true);
  const last = isSeq(list) ? list.items.at(-1) : undefined;
  if (!isSeq(list) || !isScalar(last) || !last.range) throw new Error('app.yaml has no list locales.available');
  const at = last.range[1];
  const entry = list.flow ? `, ${tag}` : `\n${' '.repeat(columnOf(text, last.range[0]) - 2)}- ${tag}`;
  writeFileSync(file, text.slice(0, at) + entry + text.slice(at));
}

/** The 0-based column of the character at `offset` of `text`. */
function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}

/** `pages.home.content.items[0].title` → ['pages', 'home', 'content', 'items', 0, 'title']. */
export function parsePath(path: string): (string | number)[] {
  return path
    .split('.')
    .flatMap((part) => part.split(/(?=\[)/))
    .map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));
}

/**
 * Every visible text of the copy's manifest, found without the generator: a mapping with an English
 * text (§9: English is a language of the site) is a text of every language. By file, as data paths.
 */
export function textsOf(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of TEXT_FILES) {
    const paths: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          walk(item, `${at}[${index}]`);
        });
      } else if (typeof value === 'object' && value !== null) {
        if (typeof (value as Record<string, unknown>)['en-US'] === 'string') paths.push(at);
        else for (const [key, item] of Object.entries(value)) walk(item, at === '' ? key : `${at}.${key}`);
      }
    };
    walk(parse(readFileSync(join(dir, 'spec', name), 'utf8')), '');
    found.set(`spec/${name}`, paths);
  }
  return found;
}

/** A missing translation as the generator reports it: `spec/pages.yaml:12:7  pages.home.title  missing the zh-TW translation`. */
export interface MissingText {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly path: string;
}

export function missingTexts(report: string, tag: string): MissingText[] {
  const head = new RegExp(`^(spec/[a-z]+\\.yaml):(\\d+):(\\d+) {2}(\\S+) {2}missing the ${tag} translation$`, 'gm');
  return Array.from(report.matchAll(head), (match) => ({
    file: match[1] ?? '',
    line: Number(match[2]),
    column: Number(match[3]),
    path: match[4] ?? '',
  }));
}

/**
 * Writes `tag`'s text of each text the generator named, copied from the English one, as a developer
 * writes it: one more entry at the end of the text's mapping, in its style (`, en-GB: …` inside
 * `{ … }`, a line of its own in a block or in a `{ … }` over several lines, a folded text copied as
 * it is), every other line as it was. (yaml's own printer would rewrite whole files: a `{ … }`
 * over several lines put on one, texts quoted anew; the spec mutants of tests/mutants/catalogue.ts
 * search the manifest as a developer leaves it.)
 */
export function fillFromEnglish(dir: string, missing: readonly MissingText[], tag: string): void {
  for (const file of new Set(missing.map((text) => text.file))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const doc = parseDocument(text);
    const insertions = missing
      .filter((candidate) => candidate.file === file)
      .map((missingText) =>
        entryFor(text, doc.getIn(parsePath(missingText.path), true), tag, `${file} ${missingText.path}`),
      )
      .sort((a, b) => b.at - a.at);
    let filled = text;
    for (const { at, entry } of insertions) filled = filled.slice(0, at) + entry + filled.slice(at);
    writeFileSync(join(dir, file), filled);
  }
}

/** Where `tag`'s entry goes in the text mapping `owner`, and the entry: the English text's source, copied. */
function entryFor(text: string, owner: unknown, tag: string, where: string): { at: number; entry: string } {
  if (!isMap(owner) || !owner.range) throw new Error(`${where} is no text`);
  const english = owner.items.find((pair) => isScalar(pair.key) && pair.key.value === 'en-US')?.value;
  const last = owner.items.at(-1);
  if (!isScalar(english) || !english.range || !isScalar(last?.key) || !last.key.range || !isScalar(last.value))
    throw new Error(`${where} has no English text to copy`);
  const source = text.slice(english.range[0], english.range[1]).replace(/\n$/, '');
  const valueEnd = last.value.range?.[1] ?? last.key.range[1];
  const indent = ' '.repeat(columnOf(text, last.key.range[0]));
  if (owner.flow) {
    const oneLine = !text.slice(owner.range[0], owner.range[1]).includes('\n');
    return { at: valueEnd, entry: oneLine ? `, ${tag}: ${source}` : `,\n${indent}${tag}: ${source}` };
  }
  // A block mapping: a line of its own after the last entry's (a folded text ends with its line break).
  const lineEnd = text[valueEnd - 1] === '\n' ? valueEnd : text.indexOf('\n', valueEnd) + 1;
  if (lineEnd === 0) return { at: text.length, entry: `\n${indent}${tag}: ${source}\n` };
  return { at: lineEnd, entry: `${indent}${tag}: ${source}\n` };
}

/**
 * Writes `tag`'s own name and switch label into app.yaml's `locales.names` and `locales.switchTo`
 * (each language in its own words, decision 036), in place of the texts fillFromEnglish copied.
 */
export function nameLanguage(
  dir: string,
  tag: string,
  words: { readonly name: string; readonly switchTo: string },
): void {
  const file = join(dir, 'spec/app.yaml');
  let text = readFileSync(file, 'utf8');
  const doc = parseDocument(text);
  const places = (['switchTo', 'names'] as const).map((key) => {
    const value = doc.getIn(['locales', key, tag], true);
    if (!isScalar(value) || !value.range) throw new Error(`app.yaml has no locales.${key}.${tag}`);
    return { range: value.range, words: JSON.stringify(key === 'names' ? words.name : words.switchTo) };
  });
  // The later place first, so that the earlier one's offsets still hold.
  for (const { range, words: quoted } of places.sort((a, b) => b.range[0] - a.range[0]))
    text = text.slice(0, range[0]) + quoted + text.slice(range[1]);
  writeFileSync(file, text);
}

/**
 * The manifest's text files of the copy in `dir` formatted by Biome with the project's configuration,
 * as make test's lint step wants them: a `{ … }` that the language made longer than a line is broken
 * over several lines.
 */
export function formatManifest(dir: string): void {
  const biome = spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    [
      'format',
      '--write',
      `--config-path=${join(ROOT, 'biome.json')}`,
      '--vcs-enabled=false',
      ...TEXT_FILES.map((name) => `spec/${name}`),
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (biome.status !== 0) throw new Error(`biome format in ${dir} failed:\n${biome.stdout}${biome.stderr}`);
}

/**
 * `tag` added to the project copy in `dir` as a developer adds a language: its tag listed, every text
 * the generator names written (copied from the English), its name and switch label in its own words,
 * the manifest formatted, and the generated files written again. Returns how many texts were
 * written; throws with the generator's report when a run does not go as it should.
 */
export function addFilledLanguage(
  dir: string,
  tag: string,
  words: { readonly name: string; readonly switchTo: string },
): number {
  appendLanguage(dir, tag);
  const first = generator(dir, 'generate');
  const missing = missingTexts(first.stderr, tag);
  if (first.status !== 1 || missing.length === 0)
    throw new Error(
      `${tag} listed in ${dir}/spec/app.yaml: the generator named no text to write in it:\n${first.stderr}`,
    );
  fillFromEnglish(dir, missing, tag);
  nameLanguage(dir, tag, words);
  formatManifest(dir);
  const second = generator(dir, 'generate');
  if (second.status !== 0 || second.stderr !== '')
    throw new Error(`${tag}'s texts written in ${dir}/spec/: the generator still refuses them:\n${second.stderr}`);
  return missing.length;
}
