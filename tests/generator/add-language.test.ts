// Issue 29: a language is data. A third language added to a scratch copy of the project's
// manifest: the generator's first run names every text still to write in it, each at its
// file:line:col, in one run, and ends with a summary by file; once they are written (here copied
// from the English), the manifest generates, and the generated code speaks the language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves.ts';
import {
  appendLanguage,
  fillFromEnglish,
  generator,
  languagesOf,
  type MissingText,
  missingTexts,
  TEXT_FILES,
  textsOf,
} from './new-language.ts';
import { copyFolders, removeCopies } from './scratch.ts';

const TAG = 'zh-TW';

describe(`a language added to the list (${TAG})`, () => {
  const dir = copyFolders('add-language-', [
    'spec',
    'site/src/pages',
    'site/src/generated',
    'tests/generated',
    'docs/decisions',
  ]);
  afterAll(removeCopies);
  const texts = textsOf(dir);
  // The copy's languages before: the specification's two, and any the project has added since.
  const before = languagesOf(dir);
  appendLanguage(dir, TAG);
  const first = generator(dir, 'generate');
  const missing = missingTexts(first.stderr, TAG);

  test(
    'the first run names every text of the manifest, each once, at its file:line:col',
    proves('GEN-ADD-LANGUAGE', 'GEN-MISSING-TRANSLATION', 'GEN-ERROR-POSITIONS'),
    () => {
      expect(first.status).toBe(1);
      expect(first.stderr).toContain('generate: the manifest has errors; nothing was generated');
      const expected = [...texts].flatMap(([file, paths]) => paths.map((path) => `${file} ${path}`)).sort();
      // Hundreds of texts in each of the four files: a loop over an empty list proves nothing.
      for (const name of TEXT_FILES) expect(texts.get(`spec/${name}`)?.length, name).toBeGreaterThan(0);
      expect(expected.length).toBeGreaterThan(1000);
      expect(missing.map((text) => `${text.file} ${text.path}`).sort()).toEqual(expected);
      // Nothing but the missing texts: no error of another kind, no note of checks left for a later run.
      const errors = first.stderr.match(/\n\d+ errors?, \d+ warnings?/)?.[0];
      expect(errors).toBe(`\n${expected.length} errors, 0 warnings`);
    },
  );

  test('each position points at the text it names', proves('GEN-ERROR-POSITIONS'), () => {
    const lines = new Map(
      TEXT_FILES.map((name) => [`spec/${name}`, readFileSync(join(dir, 'spec', name), 'utf8').split('\n')]),
    );
    const at = (text: MissingText) => (lines.get(text.file)?.[text.line - 1] ?? '').slice(text.column - 1);
    for (const text of missing) {
      const key = text.path.split('.').at(-1) ?? '';
      // A text under a key starts at its key; one in a list, at its entry.
      if (/\[\d+\]$/.test(key)) expect(at(text), `${text.file}:${text.line}`).toMatch(/^(- )?\{? ?en-US:|^\{/);
      else expect(at(text), `${text.file}:${text.line} ${text.path}`).toMatch(new RegExp(`^${key}:`));
    }
  });

  test('more than a screenful ends with a summary by file', proves('GEN-ADD-LANGUAGE'), () => {
    const summary = first.stderr.slice(first.stderr.lastIndexOf(' warnings, by file:\n'));
    for (const [file, paths] of texts)
      expect(summary).toMatch(
        new RegExp(`\\n  ${file} +${paths.length} errors, 0 warnings \\(missing-translation ${paths.length}\\)\\n`),
      );
  });

  test(
    "written, the texts generate: the language is in the site's types, its catalogue, its search index and each page's words",
    proves('GEN-ADD-LANGUAGE'),
    () => {
      fillFromEnglish(dir, missing, TAG);
      const second = generator(dir, 'generate');
      expect(second.stderr).toBe('');
      expect(second.status).toBe(0);
      expect(generator(dir, 'check').status).toBe(0);
      const generated = (path: string) => readFileSync(join(dir, 'site/src/generated', path), 'utf8');
      expect(generated('messages.gen.ts')).toMatch(new RegExp(`export type Locale =[^;]*\\| '${TAG}';`));
      expect(generated('config.gen.ts')).toContain(
        `available: [${[...before, TAG].map((locale) => `'${locale}'`).join(', ')}],`,
      );
      expect(existsSync(join(dir, `site/src/generated/locales/${TAG}.gen.ts`))).toBe(true);
      expect(generated(`search/search-${TAG}.gen.ts`)).toContain("path: '/home'");
      expect(generated('pages/home.gen.ts')).toContain(`'${TAG}': {`);
      expect(generated('messages/forms.gen.ts')).toContain(`'${TAG}': {`);
    },
  );
});
