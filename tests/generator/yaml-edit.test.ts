// The YAML text edits of the commands that edit the manifest (generator/yaml-edit.ts): an entry
// removed takes its own lines (its comment lines above it, those indented under it) and nothing
// else, so that `make remove-page` undoes `make page` byte for byte (decision 050).
import { describe, expect, test } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import type { DataPath, ParsedSource } from '../../generator/positions.ts';
import { appendToList, EditRefused, removeEntries } from '../../generator/yaml-edit.ts';
import { proves } from '../conformance/proves.ts';

function source(text: string): ParsedSource {
  const lines = new LineCounter();
  return { file: 'spec/test.yaml', text, doc: parseDocument(text, { lineCounter: lines }), lines };
}

const remove = (text: string, ...paths: DataPath[]): string => removeEntries(source(text), paths, 'make remove-page');

/** The refusal removing `path` from `text` meets: its code and the path it names. */
function refusal(text: string, path: DataPath): { code: string; path: DataPath } | undefined {
  try {
    remove(text, path);
  } catch (error) {
    if (error instanceof EditRefused) return { code: error.issue.code, path: error.path };
    throw error;
  }
  return undefined;
}

describe('removing entries as text', () => {
  test(
    'a list entry goes with the comment lines directly above it, and nothing else',
    proves('GEN-REMOVE-PAGE'),
    () => {
      const text = 'routes:\n  - { path: /a }\n  # about b\n  # more about b\n  - { path: /b } # b\n  - { path: /c }\n';
      expect(remove(text, ['routes', 1])).toBe('routes:\n  - { path: /a }\n  - { path: /c }\n');
      expect(remove(text, ['routes', 2])).toBe(
        'routes:\n  - { path: /a }\n  # about b\n  # more about b\n  - { path: /b } # b\n',
      );
      // A comment indented otherwise, or parted from the entry by a blank line, is not the entry's.
      const apart = 'routes:\n  - a\n    # inside a\n  # about the list\n\n  - b\n';
      expect(remove(apart, ['routes', 1])).toBe('routes:\n  - a\n    # inside a\n  # about the list\n\n');
      expect(remove(apart, ['routes', 0])).toBe('routes:\n  # about the list\n\n  - b\n');
    },
  );

  test(
    'a key goes with its value, written on many lines, and the comments indented under it',
    proves('GEN-REMOVE-PAGE'),
    () => {
      const text =
        'pages:\n  a:\n    title: A\n    content:\n      - x\n    # the end of a\n  # about b\n  b:\n    title: B\njobs: []\n';
      expect(remove(text, ['pages', 'a'])).toBe('pages:\n  # about b\n  b:\n    title: B\njobs: []\n');
      expect(remove(text, ['pages', 'b'])).toBe(
        'pages:\n  a:\n    title: A\n    content:\n      - x\n    # the end of a\njobs: []\n',
      );
    },
  );

  test(
    'an entry between blank lines takes one of them; an entry written one key a line goes whole',
    proves('GEN-REMOVE-PAGE'),
    () => {
      expect(remove('list:\n  - a\n\n  - b\n\n  - c\n', ['list', 1])).toBe('list:\n  - a\n\n  - c\n');
      const menu =
        'links:\n  - { id: a, to: /a }\n  - id: b\n    to: /b\n    label:\n      en-US: B\n  - { id: c, to: /c }\n';
      expect(remove(menu, ['links', 1])).toBe('links:\n  - { id: a, to: /a }\n  - { id: c, to: /c }\n');
      expect(remove(menu, ['links', 0], ['links', 2])).toBe(
        'links:\n  - id: b\n    to: /b\n    label:\n      en-US: B\n',
      );
    },
  );

  test('what is added at the end of a list is removed to the byte', proves('GEN-REMOVE-PAGE', 'GEN-ADD-PAGE'), () => {
    const text =
      '# the file\nroutes:\n  - { path: /a }\n  # the last\n  - { path: /b }\n\n# after the list\nshell: {}\n';
    const added = appendToList(source(text), ['routes'], 'make page', () => [
      '# make page: the page "c"',
      '- path: /c',
      '  page: c',
    ]);
    expect(added).not.toBe(text);
    expect(remove(added, ['routes', 2])).toBe(text);
  });

  test(
    'a list written inline, or an entry that does not start its line, is refused where it is',
    proves('GEN-REMOVE-PAGE'),
    () => {
      expect(refusal('section: [/a, /b]\n', ['section', 1])).toEqual({ code: 'edit-inline', path: ['section'] });
      expect(refusal('matrix:\n  - - a\n    - b\n', ['matrix', 0, 0])).toEqual({
        code: 'edit-entry-unreadable',
        path: ['matrix', 0, 0],
      });
    },
  );
});
