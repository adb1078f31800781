// A language added to a scratch copy of the project (issue 29: languages are data), as a developer
// adds one: its tag appended to app.yaml's `locales.available`, then every text the generator
// names filled in. Shared by the test of the generator's report (add-language.test.ts) and the
// tests that need a project of three languages (make page's drafts).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parse, parseDocument } from 'yaml';
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

/** Appends `tag` to app.yaml's list of languages, the one edit outside the texts. */
export function appendLanguage(dir: string, tag: string): void {
  const file = join(dir, 'spec/app.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const list = doc.getIn(['locales', 'available'], true);
  if (!isSeq(list)) throw new Error('app.yaml has no list locales.available');
  list.add(doc.createNode(tag));
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
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

/** Writes `tag`'s text of each text the generator named, copied from the English one. */
export function fillFromEnglish(dir: string, missing: readonly MissingText[], tag: string): void {
  for (const file of new Set(missing.map((text) => text.file))) {
    const doc = parseDocument(readFileSync(join(dir, file), 'utf8'));
    for (const text of missing.filter((candidate) => candidate.file === file)) {
      const owner = doc.getIn(parsePath(text.path), true);
      if (!isMap(owner)) throw new Error(`${file} ${text.path} is no text`);
      owner.set(tag, owner.get('en-US'));
    }
    writeFileSync(join(dir, file), doc.toString({ lineWidth: 0 }));
  }
}
