// The generator reads a manifest two ways (decision 026): quickly with js-yaml when there is
// nothing to report, and as a `yaml` document, with positions, otherwise. These tests hold the
// two to the same result: the quick reader may only ever be faster, never read differently.
// The long, seeded comparisons are in readers.property.test.ts.
import { rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { quickRead } from '../../generator/load/quick.ts';
import { readSources } from '../../generator/project.ts';
import { synthesize } from '../../scripts/bench-manifest.ts';
import { proves } from '../conformance/proves.ts';
import { documentReading, expectSameLoad, PROJECT, SOURCES } from './readers.ts';

describe('the quick reader and the document reader', () => {
  test('read the project manifest alike, and the benchmark manifest quickly', {
    ...proves('GEN-DETERMINISTIC', 'GEN-ERROR-POSITIONS'),
    timeout: 30_000,
  }, () => {
    expectSameLoad(SOURCES, PROJECT);
    const dir = synthesize(process.cwd(), 100);
    try {
      // The benchmark's timings are of the quick reader: every one of its files must be quick to read.
      for (const source of readSources(nodeFileSystem(dir))) expect(quickRead(source.text), source.file).toBeDefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // YAML 1.2's core schema (yaml.org/spec/1.2.2, 10.3.2), written out by hand: what each plain
  // scalar means. Both readers must give it, in block and in flow context.
  const CORE_SCHEMA: readonly [string, unknown][] = [
    ['null', null],
    ['Null', null],
    ['~', null],
    ['true', true],
    ['FALSE', false],
    ['yes', 'yes'],
    ['on', 'on'],
    ['42', 42],
    ['017', 17],
    ['-0', -0],
    ['+12', 12],
    ['0o17', 15],
    ['0x1F', 31],
    ['0b101', '0b101'],
    ['1_000', '1_000'],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['-.Inf', Number.NEGATIVE_INFINITY],
    ['.NaN', Number.NaN],
    ['2026-11-23', '2026-11-23'],
    ['12:30', '12:30'],
    ['"\\u00e9\\x41"', 'éA'],
    ["'it''s'", "it's"],
    ['1 000', '1 000'],
    ['中文', '中文'],
  ];
  test('give every plain scalar of YAML 1.2 its core-schema meaning', proves('GEN-DETERMINISTIC'), () => {
    for (const [written, meaning] of CORE_SCHEMA) {
      for (const text of [`value: ${written}\n`, `{ value: ${written} }\n`, `- [${written}]\n`]) {
        const expected = text.startsWith('-') ? [[meaning]] : { value: meaning };
        expect(quickRead(text)?.value, `quick: ${text}`).toEqual(expected);
        expect(documentReading('app.yaml', text).value, `document: ${text}`).toEqual(expected);
      }
    }
  });

  test(
    'leave to the document reader what it alone reads right: tags, reserved keys, tabs, aliases, repeats',
    proves('GEN-ERROR-POSITIONS'),
    () => {
      for (const text of [
        'value: !!str 12\n',
        'value: !page home\n',
        '__proto__: { a: 1 }\n',
        'value:\t12\n',
        'a: &x 1\nb: *x\n',
        'a: &0{}\n',
        'a: *x\n',
        'a: 1\na: 2\n',
        'a: [1, 2\n',
        'a: 1\n---\nb: 2\n',
        '{ : 1 }\n',
        'list: [{ null: 1 }]\n',
        '~: 1\n',
        'a: { b: 0\n#\n }\n',
        'a: [ "]", 0\n# note\n ]\n',
        '- \n#|\n  x\n- y\n',
        'value:\n- "x]"l-: b\n',
        '',
      ])
        expect(quickRead(text), JSON.stringify(text)).toBeUndefined();
    },
  );

  // load/quick.ts's rule for layouts, by example: a comment at column 1 (after the first line)
  // inside a node, within brackets or before an indented line, and a list at its key's own
  // indentation, are left to the document reader; the same texts laid out plainly are read quickly.
  test(
    'leave to the document reader the layouts the two parsers read differently, and only those',
    proves('GEN-DETERMINISTIC'),
    () => {
      const declined = [
        '{a: 1,\n#\nb: 2}\n',
        '[1,\n#\n2]\n',
        'a:\n  x: 1\n#\n\n  y: 2\n',
        'a:\n  x: 1\n#\n# more\n  y: 2\n',
        'key:\n- item\n',
        'key:\n\n- item\n',
        'key:  \n- item\n',
        'key:\n-\n  item\n',
        '  key:\n  - item\n',
      ];
      for (const text of declined) expect(quickRead(text), JSON.stringify(text)).toBeUndefined();
      const read: readonly [string, unknown][] = [
        ['{a: 1,\nb: 2}\n', { a: 1, b: 2 }],
        ['a: 1\n# comment\nb: 2\n', { a: 1, b: 2 }],
        ['a: 1\n#\n\n# more\nb:\n  c: 1\n', { a: 1, b: { c: 1 } }],
        ['# the schema line\n  a: 1\n', { a: 1 }],
        ['a: [1]\n# c\nb: 2\n', { a: [1], b: 2 }],
        ['a: {x: 1}\n# c\nb: 2\n', { a: { x: 1 }, b: 2 }],
        ['a: 1 # note [ with more\n# c\nb: 2\n', { a: 1, b: 2 }],
        ['# see [1\na: 1\n# more\nb: 2\n', { a: 1, b: 2 }],
        ['a: "[" # "\n# c\nb: 2\n', { a: '[', b: 2 }],
        ['key:\n  - item\n', { key: ['item'] }],
        ['b:\nc: x - y\n', { b: null, c: 'x - y' }],
        ['b:\nc: x -\n', { b: null, c: 'x -' }],
        ['b:\n-x: 1\n', { b: null, '-x': 1 }],
        ['list:\n  - [a]\n  - b\n', { list: [['a'], 'b'] }],
      ];
      for (const [text, value] of read) expect(quickRead(text)?.value, JSON.stringify(text)).toEqual(value);
    },
  );
});
