import { describe, expect, test } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { commaCut, locate, type ParsedSource } from '../../generator/positions.ts';

/** A manifest snippet parsed the way `generator/load/parse.ts` parses a manifest file. */
function source(text: string): ParsedSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  return { file: 'spec/snippet.yaml', text, doc, lines };
}

describe('locate: the line, column and length an error points at', () => {
  test('a value points at the value itself', () => {
    expect(locate(source('a: 5\n'), ['a'])).toEqual({ line: 1, column: 4, length: 1 });
  });

  test('an explicit null or an empty quoted text is a value, not a missing one', () => {
    const snippet = source("a: null\nb: ''\n");
    expect(locate(snippet, ['a'])).toEqual({ line: 1, column: 4, length: 4 });
    expect(locate(snippet, ['b'])).toEqual({ line: 2, column: 4, length: 2 });
  });

  test('a value on the last line of a file without a final newline keeps its whole length', () => {
    expect(locate(source('a: hello'), ['a'])).toEqual({ line: 1, column: 4, length: 5 });
  });

  test('a path that goes on below a plain value points at the key holding that value', () => {
    const snippet = source('a: 5\n');
    expect(locate(snippet, ['a', 'b'])).toEqual({ line: 1, column: 1, length: 1 });
    expect(locate(snippet, ['a', 0])).toEqual({ line: 1, column: 1, length: 1 });
  });

  test('a list item points at the item; an index past the end points at the key of the list', () => {
    const snippet = source('x: 1\na: [p, q]\n');
    expect(locate(snippet, ['a', 1])).toEqual({ line: 2, column: 8, length: 1 });
    expect(locate(snippet, ['a', 2])).toEqual({ line: 2, column: 1, length: 1 });
    expect(locate(snippet, ['a', 5])).toEqual({ line: 2, column: 1, length: 1 });
  });

  test('a text segment never indexes a list, even when it reads like a number', () => {
    expect(locate(source('x: 1\na: [p, q]\n'), ['a', '1'])).toEqual({ line: 2, column: 1, length: 1 });
  });

  test('a key that is a list is never taken for a key named by text', () => {
    // `String(undefined)` is "undefined": a key without text must not match the key written so.
    expect(locate(source('[a, b]: 1\nundefined: 2\n'), ['undefined'])).toEqual({ line: 2, column: 12, length: 1 });
  });

  test('the empty path points at the whole first line of the document, whatever its keys', () => {
    expect(locate(source('undefined: 1\nb: 2\n'), [])).toEqual({ line: 1, column: 1, length: 12 });
  });

  test('an empty file points at its first character', () => {
    expect(locate(source(''), ['x'])).toEqual({ line: 1, column: 1, length: 1 });
  });
});

describe('commaCut: a comma inside { … } that cut a translation in two', () => {
  const cut = source('title: { en-US: In figures, at a glance, and more, zh-CN: 数说 }\n');
  const expected = {
    // `at a glance, and more` starts at column 29 and is 21 characters long.
    at: { line: 1, column: 29, length: 21 },
    key: 'en-US',
    text: 'In figures, at a glance, and more',
  };

  test('every stray key after the cut belongs to the same entry, whichever one is named', () => {
    expect(commaCut(cut, ['title', 'at a glance'])).toEqual(expected);
    expect(commaCut(cut, ['title', 'and more'])).toEqual(expected);
  });

  test('a single stray key at the end of the mapping', () => {
    expect(commaCut(source('title: { en-US: In figures, at a glance }\n'), ['title', 'at a glance'])).toEqual({
      at: { line: 1, column: 29, length: 11 },
      key: 'en-US',
      text: 'In figures, at a glance',
    });
  });

  test('a key with a value is no cut', () => {
    expect(commaCut(cut, ['title', 'zh-CN'])).toBeUndefined();
    expect(commaCut(cut, ['title', 'en-US'])).toBeUndefined();
  });

  test('a quoted key or a quoted value was written on purpose: no cut', () => {
    expect(commaCut(source('title: { en-US: In figures, "at a glance" }\n'), ['title', 'at a glance'])).toBeUndefined();
    expect(commaCut(source('title: { en-US: "In figures", at a glance }\n'), ['title', 'at a glance'])).toBeUndefined();
  });

  test('a stray key with no entry before it is no cut', () => {
    expect(commaCut(source('title: { at a glance, en-US: x }\n'), ['title', 'at a glance'])).toBeUndefined();
  });

  test('a path whose mapping does not exist is no cut', () => {
    expect(commaCut(cut, ['missing', 'x'])).toBeUndefined();
  });
});
