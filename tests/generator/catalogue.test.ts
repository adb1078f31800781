import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CATALOGUE, type IssueCode, makeIssue } from '../../generator/issues.ts';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';

/**
 * The sources that report issues: the loader's steps, the checkers, and the commands that edit the
 * manifest (make page, make move-route, make remove-page) with every module they report from.
 */
const COMMANDS = [
  'generator/page.ts',
  'generator/move-route.ts',
  'generator/remove-page.ts',
  'generator/manifest-edit.ts',
  'generator/route-variable.ts',
  'generator/atomic-write.ts',
  'generator/yaml-edit.ts',
  'generator/yaml-entries.ts',
  'generator/code/page-module.ts',
];

function reporters(): { readonly path: string; readonly text: string }[] {
  const files = [
    'generator/load.ts',
    ...readdirSync(join(ROOT, 'generator/load')).map((name) => `generator/load/${name}`),
    ...readdirSync(join(ROOT, 'generator/checks')).map((name) => `generator/checks/${name}`),
    ...COMMANDS,
  ];
  return files.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

describe('the error catalogue (generator/issues.ts)', () => {
  const codes = Object.keys(CATALOGUE) as IssueCode[];

  test(
    'the loader, the checkers and the commands that edit the manifest write no message or hint of their own',
    proves('GEN-ERROR-POSITIONS', 'GEN-REMOVE-PAGE', 'GEN-ADD-PAGE'),
    () => {
      const sources = reporters();
      expect(sources.length).toBeGreaterThan(10);
      for (const { path, text } of sources) {
        expect(text, path).not.toMatch(/\b(message|hint):\s*[`'"]/);
      }
      // The commands build no refusal of their own either: each is a code of the catalogue
      // (`problem(code, …)`, printed by generator/format.ts), with no message or hint written.
      for (const [command, code] of [
        ['generator/page.ts', 'page-exists'],
        ['generator/move-route.ts', 'move-route-unknown'],
        ['generator/remove-page.ts', 'remove-page-linked'],
        ['generator/route-variable.ts', 'route-variable-taken'],
        ['generator/code/page-module.ts', 'template-choice-missing'],
      ]) {
        const text = sources.find((source) => source.path === command)?.text;
        expect(text, command).toMatch(new RegExp(`\\bproblem\\(\\s*'${code}'`));
        expect(text, command).not.toMatch(/\b(message|hint)\b/);
      }
    },
  );

  test('every code is reported somewhere, and every code has a title', proves('GEN-ERROR-POSITIONS'), () => {
    expect(codes.length).toBeGreaterThan(40);
    const all = reporters()
      .map((source) => source.text)
      .join('\n');
    for (const code of codes) {
      expect(all, code).toContain(`'${code}'`);
      expect(CATALOGUE[code].title.length, code).toBeGreaterThan(5);
    }
  });

  test(
    'one code, one text: the missing translation reads the same from the loader and the checks',
    proves('GEN-MISSING-TRANSLATION'),
    () => {
      const place = { file: 'spec/pages.yaml', line: 3, column: 5, length: 5, path: 'pages.about.title' };
      expect(makeIssue('missing-translation', { locale: 'zh-CN', present: ['en-US'] }, place)).toEqual({
        severity: 'error',
        code: 'missing-translation',
        ...place,
        message: 'missing the zh-CN translation',
        hint: 'add "zh-CN: …" beside "en-US"',
      });
    },
  );
});
