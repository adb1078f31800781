// The two text writers of the generator, unit by unit: TypeScript literals
// (generator/emit/literal.ts) and the developer's error report (generator/format.ts). Every
// expected text is written out by hand.
import { describe, expect, test } from 'vitest';
import {
  Code,
  compareText,
  literal,
  propertyName,
  quote,
  sortedRecord,
  stringUnion,
} from '../../generator/emit/literal.ts';
import { formatIssue, formatIssues } from '../../generator/format.ts';
import type { Issue } from '../../generator/issues.ts';
import { proves } from '../conformance/proves.ts';

describe('TypeScript literals', () => {
  test('texts in single quotes, escaped as TypeScript needs', proves('GEN-DETERMINISTIC'), () => {
    expect(quote('plain')).toBe("'plain'");
    expect(quote("it's")).toBe("'it\\'s'");
    expect(quote('say "hi"')).toBe('\'say "hi"\'');
    expect(quote('a\\b\nc')).toBe("'a\\\\b\\nc'");
    expect(quote('智慧城市')).toBe("'智慧城市'");
  });

  test('a property name is quoted unless it is an identifier', proves('GEN-DETERMINISTIC'), () => {
    expect(propertyName('title')).toBe('title');
    expect(propertyName('_private$1')).toBe('_private$1');
    expect(propertyName('$')).toBe('$');
    expect(propertyName('ab')).toBe('ab');
    expect(propertyName('model-name')).toBe("'model-name'");
    expect(propertyName('1st')).toBe("'1st'");
    expect(propertyName('a b')).toBe("'a b'");
    expect(propertyName('x-')).toBe("'x-'");
    expect(propertyName('-x')).toBe("'-x'");
    expect(propertyName('')).toBe("''");
    expect(propertyName('en-US')).toBe("'en-US'");
  });

  test('values: one property per line, trailing commas, short lists inline', proves('GEN-DETERMINISTIC'), () => {
    expect(literal(null)).toBe('null');
    expect(literal(40)).toBe('40');
    expect(literal(true)).toBe('true');
    expect(literal('x')).toBe("'x'");
    expect(literal(new Code('() => 1'))).toBe('() => 1');
    expect(literal([])).toBe('[]');
    expect(literal({})).toBe('{}');
    expect(literal({ a: undefined })).toBe('{}');
    expect(literal([1, 'a'])).toBe("[1, 'a']");
    expect(literal({ b: 2, a: [1], 'c-d': null })).toBe("{\n  b: 2,\n  a: [1],\n  'c-d': null,\n}");
    // A list that would pass 80 characters goes one item a line, indented from where it stands.
    const long = Array.from({ length: 8 }, (_, i) => `item-number-${i}`);
    expect(literal({ list: long }, '  ')).toBe(
      `{\n    list: [\n${long.map((item) => `      '${item}',`).join('\n')}\n    ],\n  }`,
    );
    // A list of mappings goes one a line even when short.
    expect(literal([{ a: 1 }, { b: 2 }])).toBe('[\n  {\n    a: 1,\n  },\n  {\n    b: 2,\n  },\n]');
    expect(literal([{ a: 1 }, 2])).toBe('[\n  {\n    a: 1,\n  },\n  2,\n]');
    // Exactly 80 characters stays inline; 81 does not.
    const eighty = `['${'x'.repeat(76)}']`;
    expect(literal([`${'x'.repeat(76)}`])).toBe(eighty);
    expect(literal([`${'x'.repeat(77)}`])).toBe(`[\n  '${'x'.repeat(77)}',\n]`);
    expect(literal([`${'x'.repeat(74)}`], '  ')).toBe(`['${'x'.repeat(74)}']`);
    expect(literal([`${'x'.repeat(75)}`], '  ')).toBe(`[\n    '${'x'.repeat(75)}',\n  ]`);
  });

  test('unions of text, and order that is the same on every machine', proves('GEN-DETERMINISTIC'), () => {
    expect(stringUnion([])).toBe('never');
    expect(stringUnion(['b', 'a', 'b'])).toBe("\n  | 'a'\n  | 'b'");
    expect(compareText('a', 'b')).toBe(-1);
    expect(compareText('b', 'a')).toBe(1);
    expect(compareText('a', 'a')).toBe(0);
    expect(compareText('Z', 'a')).toBe(-1);
    expect(['b', 'a', 'C', 'a'].sort(compareText)).toEqual(['C', 'a', 'a', 'b']);
    expect(Object.keys(sortedRecord({ b: 1, a: 2, C: 3 }))).toEqual(['C', 'a', 'b']);
  });
});

describe("the developer's error report", () => {
  const issue: Issue = {
    severity: 'error',
    code: 'route-path-format',
    file: 'spec/routes.yaml',
    line: 3,
    column: 11,
    length: 4,
    path: 'routes[1].path',
    message: 'a route path starts with "/"',
    hint: 'write "/city"',
  };
  const texts = new Map([
    ['spec/routes.yaml', 'routes:\r\n  - { path: /home }\r\n  - { path: city }\r\n  - { path: /x }\r\n'],
  ]);

  test('position, path, message; a code frame with a caret; the hint', proves('GEN-ERROR-POSITIONS'), () => {
    expect(formatIssue(issue, { texts })).toBe(
      [
        'spec/routes.yaml:3:11  routes[1].path  a route path starts with "/"',
        '  1 | routes:',
        '  2 |   - { path: /home }',
        '> 3 |   - { path: city }',
        '    |           ^^^^',
        '  4 |   - { path: /x }',
        '  hint: write "/city"',
      ].join('\n'),
    );
  });

  test('in a terminal: colours, and warnings marked', proves('GEN-ERROR-POSITIONS'), () => {
    const warning: Issue = { ...issue, severity: 'warning', line: 1, column: 1, length: 6, path: '' };
    expect(formatIssue(warning, { texts, color: true })).toBe(
      [
        '\u001b[1mspec/routes.yaml:1:1\u001b[0m  \u001b[33mwarning:\u001b[0m a route path starts with "/"',
        '\u001b[31m>\u001b[0m 1 | routes:',
        '    | \u001b[31m^^^^^^\u001b[0m',
        '  2 |   - { path: /home }',
        '  \u001b[36mhint:\u001b[0m write "/city"',
      ].join('\n'),
    );
    expect(formatIssues([issue, warning], { texts: new Map() })).toBe(
      [
        'spec/routes.yaml:3:11  routes[1].path  a route path starts with "/"',
        '  hint: write "/city"',
        '',
        'spec/routes.yaml:1:1  warning: a route path starts with "/"',
        '  hint: write "/city"',
        '',
        '1 error, 1 warning',
        '',
      ].join('\n'),
    );
  });
});
