import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readPageExports } from '../../generator/code/site-code.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { formatIssues } from '../../generator/format.ts';
import { generate } from '../../generator/generate.ts';
import { loadManifest } from '../../generator/load.ts';
import { type RunResult, readDecisionFiles, readPageModules, readSources, run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { fixtureFileSystem } from './fixture-fs.ts';
import { projectFileSystem } from './project-fs.ts';
import { tempProject } from './temp-project.ts';

/**
 * The mistakes a developer makes while editing the manifest (issue 14), each made in the
 * `valid-minimal` fixture: the first line the developer reads, its position, and what else is
 * (or is not) reported. Every expected value is written by hand from the fixture's lines.
 */

type Project = ReturnType<typeof fixtureFileSystem>;

/** Replaces line `line` of `spec/<file>`, which must read `from`, by `to`. */
function edit(fs: Project, file: string, line: number, from: string, to: string): void {
  const lines = (fs.readFile(`spec/${file}`) ?? '').split('\n');
  expect(lines[line - 1], `spec/${file}:${line}`).toBe(from);
  lines[line - 1] = to;
  fs.writeFile(`spec/${file}`, lines.join('\n'));
}

async function check(change: (fs: Project) => void): Promise<RunResult & { readonly text: string }> {
  const fs = fixtureFileSystem('valid-minimal');
  change(fs);
  const result = await run(fs, { generate, check: true });
  return { ...result, text: formatIssues(result.issues, { texts: result.texts }) };
}

const firstLine = (report: string): string => report.split('\n')[0] ?? '';
const where = (result: RunResult) =>
  result.issues.map((issue) => `${issue.severity} ${issue.code} ${issue.file}:${issue.line}:${issue.column}`);

describe('every problem in one run, the root cause first', () => {
  test(
    'a typo in routes.yaml does not hide a broken link in navigation.yaml',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST'),
    async () => {
      const result = await check((fs) => {
        edit(fs, 'routes.yaml', 10, '    keepAlive: true', '    keepAliv: true');
        edit(fs, 'navigation.yaml', 12, '        to: /newsdetail', '        to: /newsdetial');
      });
      expect(where(result)).toEqual([
        'error unknown-path spec/navigation.yaml:12:13',
        'error unknown-key spec/routes.yaml:10:5',
      ]);
      expect(firstLine(result.text)).toBe(
        'spec/navigation.yaml:12:13  header[1].children[0].to  no route has the path "/newsdetial"',
      );
      expect(result.issues.map((issue) => issue.hint)).toEqual([
        'did you mean "/newsdetail"?',
        'did you mean "keepAlive"?',
      ]);
    },
  );

  test(
    "a menu's section names routes too (decision 044): a path no route has is an error where it is written",
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const result = await check((fs) =>
        edit(
          fs,
          'navigation.yaml',
          12,
          '        to: /newsdetail',
          '        to: /newsdetail\n    section: [/newsdetial]',
        ),
      );
      expect(where(result)).toEqual(['error unknown-path spec/navigation.yaml:13:15']);
      expect(firstLine(result.text)).toBe(
        'spec/navigation.yaml:13:15  header[1].section[0]  no route has the path "/newsdetial"',
      );
      expect(result.issues[0]?.hint).toBe('did you mean "/newsdetail"?');
    },
  );

  test(
    'a route path without its slash is one error, not one per link to the path',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST'),
    async () => {
      const result = await check((fs) => edit(fs, 'routes.yaml', 11, '  - path: /about', '  - path: about'));
      expect(where(result)).toEqual(['error route-path-slash spec/routes.yaml:11:11']);
      expect(firstLine(result.text)).toBe('spec/routes.yaml:11:11  routes[1].path  must start with "/"');
      expect(result.issues[0]?.hint).toBe('write "/about" (the link to /about then resolves)');
    },
  );

  test(
    'a wrong editor schema line does not hide the errors of the data',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST'),
    async () => {
      const result = await check((fs) => {
        edit(fs, 'app.yaml', 1, '# yaml-language-server: $schema=./schema/app.schema.json', '# app settings');
        edit(fs, 'app.yaml', 5, '  requestTimeoutMs: 60000', '  requestTimeoutMs: 60s');
      });
      expect(where(result)).toEqual([
        'error schema-modeline spec/app.yaml:1:1',
        'error wrong-type spec/app.yaml:5:21',
        'warning checks-skipped spec/app.yaml:1:1',
      ]);
      expect(result.issues[1]?.message).toBe('expected a number, got the text "60s"');
    },
  );

  test(
    'checks that need a file with errors are named in a last note',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST'),
    async () => {
      const result = await check((fs) =>
        edit(fs, 'app.yaml', 15, '  available: [en-US, zh-CN]', '  available: [en-US, zh-CN'),
      );
      expect(where(result)).toEqual([
        'error yaml-unclosed spec/app.yaml:15:14',
        'warning checks-skipped spec/app.yaml:15:14',
      ]);
      expect(result.issues[1]?.message).toBe(
        // Without app.yaml's list of languages, no text can be checked for completeness either.
        '4 checks across files did not run because app.yaml has errors: dashboard, languages, messages, page content',
      );
    },
  );
});

describe("YAML mistakes in the manifest's terms, at the character to fix", () => {
  test('an unquoted ": " inside { … }', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(
        fs,
        'navigation.yaml',
        4,
        '    label: { en-US: Home, zh-CN: 首页 }',
        '    label: { en-US: Home: start, zh-CN: 首页 }',
      ),
    );
    expect(firstLine(result.text)).toBe(
      'spec/navigation.yaml:4:25  a ": " inside { … } starts a new key, so the text of "en-US" cannot be read',
    );
    expect(result.issues[0]?.hint).toBe('put text that holds ": " in quotes: en-US: "Home: start"');
  });

  test('an unclosed { points at the {', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(
        fs,
        'navigation.yaml',
        4,
        '    label: { en-US: Home, zh-CN: 首页 }',
        '    label: { en-US: Home, zh-CN: 首页',
      ),
    );
    expect(firstLine(result.text)).toBe('spec/navigation.yaml:4:12  this "{" is never closed');
    expect(result.issues[0]?.hint).toBe('close it with "}" at the end of the entry, on this line');
    expect(result.issues.filter((issue) => issue.severity === 'error')).toHaveLength(1);
  });

  test('an unclosed [ points at the [', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(fs, 'app.yaml', 15, '  available: [en-US, zh-CN]', '  available: [en-US, zh-CN'),
    );
    expect(firstLine(result.text)).toBe('spec/app.yaml:15:14  this "[" is never closed');
  });

  test('an unclosed quote points at the opening quote', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(
        fs,
        'navigation.yaml',
        4,
        '    label: { en-US: Home, zh-CN: 首页 }',
        '    label: { en-US: "Home, zh-CN: 首页 }',
      ),
    );
    expect(firstLine(result.text)).toBe('spec/navigation.yaml:4:21  this opening quote (") is never closed');
    expect(result.issues[0]?.hint).toBe(
      'end the text with a double quote (") on this line, or remove the opening quote',
    );
  });

  test('an unquoted ": " inside a text', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(fs, 'pages.yaml', 11, '        en-US: We build things.', '        en-US: We build: things.'),
    );
    expect(firstLine(result.text)).toBe('spec/pages.yaml:11:24  a ": " inside the text of "en-US" starts a new key');
    expect(result.issues[0]?.hint).toBe('put text that holds ": " in quotes: en-US: "We build: things."');
  });

  test('a closing bracket that closes nothing', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(
        fs,
        'navigation.yaml',
        4,
        '    label: { en-US: Home, zh-CN: 首页 }',
        '    label: { en-US: Home, zh-CN: 首页 } }',
      ),
    );
    expect(firstLine(result.text)).toBe('spec/navigation.yaml:4:39  this "}" closes nothing');
    expect(result.issues[0]?.hint).toBe('remove it, or add the "{" it closes');
  });

  test('a key out of line with its siblings', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => edit(fs, 'app.yaml', 4, '  dashboard: /home', ' dashboard: /home'));
    expect(firstLine(result.text)).toBe(
      'spec/app.yaml:4:2  this key does not start in the same column as the keys of its mapping',
    );
    expect(result.issues[0]?.hint).toBe('indent it as far as the keys above it (two spaces a level)');
  });

  test('a tab as indentation', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => edit(fs, 'navigation.yaml', 5, '    to: /home', '\tto: /home'));
    expect(firstLine(result.text)).toBe(
      'spec/navigation.yaml:5:1  a tab indents this line; YAML indents with spaces only',
    );
    expect(result.issues[0]?.hint).toBe('replace the tab with spaces (the manifest indents by two spaces a level)');
    expect(result.issues.filter((issue) => issue.severity === 'error')).toHaveLength(1);
  });

  test('a byte-order mark is accepted', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => fs.writeFile('spec/routes.yaml', `\uFEFF${fs.readFile('spec/routes.yaml')}`));
    expect(result.issues).toEqual([]);
    expect(result.text).toBe('\n\n0 errors, 0 warnings\n');
  });

  test(
    'a file that is not UTF-8 is said so, at the first undecodable byte',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      // What a UTF-8 decoder makes of the GBK bytes of 首页 (CA D7 D2 B3).
      const result = await check((fs) =>
        edit(
          fs,
          'navigation.yaml',
          4,
          '    label: { en-US: Home, zh-CN: 首页 }',
          '    label: { en-US: Home, zh-CN: \uFFFD\uFFFD\uFFFD\uFFFD }',
        ),
      );
      expect(firstLine(result.text)).toBe(
        'spec/navigation.yaml:4:34  the file is not UTF-8 text: the bytes here are in another encoding',
      );
      expect(result.issues.filter((issue) => issue.severity === 'error')).toHaveLength(1);
    },
  );

  test('a control character is named, and never sent to the terminal', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(
        fs,
        'navigation.yaml',
        4,
        '    label: { en-US: Home, zh-CN: 首页 }',
        '    label: { en-US: Home, zh-CN: \u001b[2J\u0007 }',
      ),
    );
    expect(firstLine(result.text)).toBe('spec/navigation.yaml:4:34  the file holds the control character U+001B');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
    expect(result.text).not.toMatch(/[\u0000-\u0008\u000B-\u001F]/);
    expect(result.text).toContain('zh-CN: ␛[2J␇ }');
  });

  test('a tag is refused at the tag', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => edit(fs, 'routes.yaml', 8, '    page: home', '    page: !page home'));
    expect(firstLine(result.text)).toBe(
      'spec/routes.yaml:8:11  the tag "!page" is not part of the manifest\'s language',
    );
    expect(result.issues[0]?.hint).toBe('remove "!page " and write the value as it is');
  });

  test('a __proto__ key is refused at the key', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      edit(fs, 'routes.yaml', 13, '    name: about', '    name: about\n    __proto__: { keepAlive: true }'),
    );
    expect(firstLine(result.text)).toBe(
      'spec/routes.yaml:14:5  the key "__proto__" is reserved by JavaScript and cannot name data',
    );
  });

  test(
    'a list as a key is refused at the key, and the parser prints no warning of its own',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      try {
        const result = await check((fs) =>
          edit(fs, 'routes.yaml', 13, '    name: about', '    name: about\n    ? [keep, alive]\n    : true'),
        );
        expect(firstLine(result.text)).toBe(
          'spec/routes.yaml:14:7  a key must be a name, not a list or mapping: [keep, alive]',
        );
        expect(result.issues[0]?.hint).toBe('write the key as a name: a word, or text in quotes');
        // Node emits process warnings on the next tick.
        await new Promise((resolve) => setImmediate(resolve));
        expect(warnings).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    },
  );

  test('an alias to no anchor is refused at the alias', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => edit(fs, 'navigation.yaml', 5, '    to: /home', '    to: *home'));
    expect(where(result)).toEqual([
      'error yaml-alias-unknown spec/navigation.yaml:5:9',
      'warning checks-skipped spec/navigation.yaml:5:9',
    ]);
    expect(firstLine(result.text)).toBe(
      'spec/navigation.yaml:5:9  the alias "*home" repeats nothing: no anchor "&home" is set above it',
    );
    expect(result.issues[0]?.length).toBe('*home'.length);
    expect(result.issues[0]?.hint).toBe('write the value out here; text that starts with "*" goes in quotes: "*home"');
  });

  test('an alias above its anchor, or to a mistyped one, says so', proves('GEN-ERROR-POSITIONS'), async () => {
    const below = await check((fs) => {
      edit(fs, 'navigation.yaml', 5, '    to: /home', '    to: *about');
      edit(fs, 'navigation.yaml', 8, '    to: /about', '    to: &about /about');
    });
    expect(firstLine(below.text)).toBe(
      'spec/navigation.yaml:5:9  the alias "*about" repeats nothing: no anchor "&about" is set above it',
    );
    expect(below.issues[0]?.hint).toBe(
      '"&about" is set below, on line 8: an alias repeats a value set above it, so move the anchor up or write the value out here',
    );
    const mistyped = await check((fs) => {
      edit(fs, 'navigation.yaml', 5, '    to: /home', '    to: &home /home');
      edit(fs, 'navigation.yaml', 12, '        to: /newsdetail', '        to: *hone');
    });
    expect(where(mistyped)[0]).toBe('error yaml-alias-unknown spec/navigation.yaml:12:13');
    expect(mistyped.issues[0]?.hint).toBe('did you mean "*home"?');
  });

  test('aliases that expand too far are reported at the first alias', proves('GEN-ERROR-POSITIONS'), async () => {
    // Lines 20 to 23 of navigation.yaml (19 lines): each level repeats the one before eight times.
    const nested = ['x0: &a0 [1, 1, 1, 1, 1, 1, 1, 1]'];
    for (let level = 1; level < 4; level++) nested.push(`x${level}: &a${level} [${Array(8).fill(`*a${level - 1}`)}]`);
    const result = await check((fs) =>
      fs.writeFile('spec/navigation.yaml', `${fs.readFile('spec/navigation.yaml')}${nested.join('\n')}\n`),
    );
    expect(where(result)[0]).toBe('error yaml-alias spec/navigation.yaml:21:10');
    expect(firstLine(result.text)).toBe(
      'spec/navigation.yaml:21:10  YAML could not be read: Excessive alias count indicates a resource exhaustion attack',
    );
  });

  test('a folder where a manifest file should be', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => {
      const text = fs.readFile('spec/app.yaml') ?? '';
      fs.removeFile('spec/app.yaml');
      fs.writeFile('spec/app.yaml/app.yaml', text);
    });
    expect(firstLine(result.text)).toBe('spec/app.yaml:1:1  this is a folder, not a manifest file');
    expect(result.issues[0]?.hint).toBe(
      'move its contents away, remove the folder and write spec/app.yaml as a YAML file',
    );
  });
  test(
    'an empty folder where a manifest file should be is a folder too, not a missing file',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const dir = await tempProject('empty-folder-');
      try {
        rmSync(join(dir, 'spec/app.yaml'));
        mkdirSync(join(dir, 'spec/app.yaml'));
        const result = await run(nodeFileSystem(dir), { generate, check: true });
        const text = formatIssues(result.issues, { texts: result.texts });
        expect(firstLine(text)).toBe('spec/app.yaml:1:1  this is a folder, not a manifest file');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
  test(
    'a compiled program saved as a manifest file is "not a text file", before any of its bytes is read as YAML',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const dir = await tempProject('binary-file-');
      try {
        // The first bytes of an x86-64 ELF executable: the magic number (0x7F "ELF"), its class,
        // byte order and version, then the header's fields, mostly NUL bytes, and a string of its data.
        const elf = Buffer.concat([
          Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
          Buffer.alloc(8),
          Buffer.from([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00, 0x40, 0x10, 0x40, 0x00]),
          Buffer.alloc(36),
          Buffer.from([0x40, 0x00, 0x38, 0x00, 0x0d, 0x00, 0x40, 0x00, 0x1f, 0x00, 0x1e, 0x00, 0xe8, 0xff, 0xc3]),
          Buffer.from('GCC: (GNU) 13.2.0\0'),
        ]);
        writeFileSync(join(dir, 'spec/messages.yaml'), elf);
        const result = await run(nodeFileSystem(dir), { generate, check: true });
        const text = formatIssues(result.issues, { texts: result.texts });
        expect(firstLine(text)).toBe(
          'spec/messages.yaml:1:1  not a text file: it holds binary data (NUL bytes), not YAML',
        );
        const own = result.issues.filter((issue) => issue.file === 'spec/messages.yaml' && issue.severity === 'error');
        expect(own.map((issue) => issue.code)).toEqual(['file-not-text']);
        expect(own[0]?.hint).toBe(
          'put the YAML text of spec/messages.yaml back (`git checkout -- spec/messages.yaml` restores the committed one); ' +
            'a manifest file is UTF-8 text, so one saved as UTF-16 is saved again as UTF-8',
        );
        // No code frame of the bytes (as control pictures or as they are), and no control character named.
        expect(text).not.toContain('ELF');
        expect(text).not.toMatch(/^[> ] +\d+ \|/m);
        expect(text).not.toContain('control character');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  test(
    'text that is mostly control characters is binary data too, though it holds no NUL',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      // 40 characters: 30 of them C0 control characters (neither tab, line feed nor carriage return).
      const result = await check((fs) =>
        fs.writeFile('spec/navigation.yaml', `${'\u0001\u0002\u0003'.repeat(10)}header: []`),
      );
      expect(firstLine(result.text)).toBe(
        'spec/navigation.yaml:1:1  not a text file: it holds binary data (30 control characters in its first 40), not YAML',
      );
      expect(result.text).not.toMatch(/^[> ] +\d+ \|/m);
    },
  );
});

describe('a block moved a level to the left', () => {
  test(
    'is reported where it moved, not at the first line left where it was',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST'),
    async () => {
      // pages.yaml lines 6-9: "about:", its title and description (moved from column 5 to 3), its content.
      const result = await check((fs) => {
        edit(
          fs,
          'pages.yaml',
          7,
          '    title: { en-US: About Us, zh-CN: 关于我们 }',
          '  title: { en-US: About Us, zh-CN: 关于我们 }',
        );
        edit(
          fs,
          'pages.yaml',
          8,
          '    description: { en-US: Who we are., zh-CN: 我们是谁。 }',
          '  description: { en-US: Who we are., zh-CN: 我们是谁。 }',
        );
      });
      expect(where(result).filter((line) => line.startsWith('error'))).toEqual([
        'error yaml-block-moved-up spec/pages.yaml:7:3',
      ]);
      expect(firstLine(result.text)).toBe(
        'spec/pages.yaml:7:3  lines 7-8 are a level to the left of where they belong: under "about:" (line 6), as line 9 still is',
      );
      expect(result.issues[0]?.hint).toBe('indent lines 7-8 by 2 more spaces, as far as line 9');
    },
  );

  test(
    'a key out of line with no block above it is still a key out of line',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const result = await check((fs) => edit(fs, 'navigation.yaml', 9, '    children:', '  children:'));
      expect(firstLine(result.text)).toBe(
        'spec/navigation.yaml:9:3  this key does not start in the same column as the keys of its mapping',
      );
    },
  );
});

describe('an entry of a list that lost its first line', () => {
  test(
    'a lost "- path:" line is named as the cause of the keys repeated after it, not as two duplicate keys',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST'),
    async () => {
      // routes.yaml lines 10-13: the /home entry ends with "keepAlive: true"; "- path: /about" is lost.
      const result = await check((fs) => {
        const text = fs.readFile('spec/routes.yaml') ?? '';
        expect(text).toContain('    keepAlive: true\n  - path: /about\n    page: about\n    name: about\n');
        fs.writeFile('spec/routes.yaml', text.replace('  - path: /about\n', ''));
      });
      expect(where(result).filter((line) => line.startsWith('error'))).toEqual([
        'error entry-first-line-lost spec/routes.yaml:11:5',
      ]);
      expect(firstLine(result.text)).toBe(
        'spec/routes.yaml:11:5  an entry\'s "- path:" line is missing above this line: its keys (page, name) repeat those of the entry above',
      );
      expect(result.issues[0]?.hint).toBe(
        'write "- path: …" above this line, at the "-" of the other entries; or, if these keys belong to the entry above, remove the repeated ones',
      );
    },
  );

  test('so is a lost "- id:" line of the only other entry of a list', proves('GEN-ERROR-POSITIONS'), async () => {
    // navigation.yaml lines 3-8: the header's entries home and about; "- id: about" (line 6) is lost.
    const result = await check((fs) => edit(fs, 'navigation.yaml', 6, '  - id: about', '    # (lost)'));
    expect(firstLine(result.text)).toBe(
      'spec/navigation.yaml:7:5  an entry\'s "- id:" line is missing above this line: its keys (label, to) repeat those of the entry above',
    );
    expect(result.issues.filter((issue) => issue.code === 'duplicate-key')).toEqual([]);
  });

  test('one key written twice is still a duplicate key', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => edit(fs, 'routes.yaml', 10, '    keepAlive: true', '    page: home'));
    expect(firstLine(result.text)).toBe('spec/routes.yaml:10:5  duplicate key "page" (first on line 8)');
  });
});

describe('routes', () => {
  test(
    'a clean checkout prints nothing: the second /cooperativepartner is declared',
    proves('ROUTE-COOPERATIVEPARTNER-TWICE'),
    async () => {
      const fs = projectFileSystem();
      const result = loadManifest(readSources(fs), {
        pageModules: readPageModules(fs),
        pageExports: await readPageExports(fs, { check: true, generator: 'test' }),
        decisionFiles: readDecisionFiles(fs),
      });
      expect(result).toMatchObject({ ok: true, warnings: [] });
      // §2 registers the path twice; both entries are in the manifest.
      const routes = result.ok ? result.value.manifest.routes.routes : [];
      expect(routes.filter((route) => route.path === '/cooperativepartner')).toHaveLength(2);
    },
  );

  test(
    'a page id typo is one error: not also "no module", nor "page not rendered" for the page meant',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const result = await check((fs) => edit(fs, 'routes.yaml', 12, '    page: about', '    page: abuot'));
      expect(where(result)).toEqual(['error route-page-unknown spec/routes.yaml:12:11']);
      expect(firstLine(result.text)).toBe(
        'spec/routes.yaml:12:11  routes[1].page  page "abuot" is not declared in pages.yaml',
      );
      expect(result.issues[0]?.hint).toBe('did you mean "about"?');
    },
  );

  test(
    'a page module without the Component export is an error at the route',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const result = await check((fs) =>
        fs.writeFile('site/src/pages/about.tsx', 'export function Page() { return null; }\n'),
      );
      expect(where(result)).toEqual(['error route-page-no-export spec/routes.yaml:12:11']);
      expect(firstLine(result.text)).toBe(
        'spec/routes.yaml:12:11  routes[1].page  site/src/pages/about.tsx does not export "Component"',
      );
    },
  );

  test(
    'a page module exporting its component as the default export is an error at the route, naming the export',
    proves('GEN-ERROR-POSITIONS', 'GEN-CODE-READING'),
    async () => {
      const result = await check((fs) =>
        fs.writeFile('site/src/pages/about.tsx', '// About us.\nexport default function About() { return null; }\n'),
      );
      expect(where(result)).toEqual(['error route-page-no-export spec/routes.yaml:12:11']);
      expect(firstLine(result.text)).toBe(
        'spec/routes.yaml:12:11  routes[1].page  site/src/pages/about.tsx exports its component as the default export (site/src/pages/about.tsx:2:1), not as "Component"',
      );
      expect(result.issues[0]?.hint).toBe(
        'name the export: "export function Component() { … }" (or add "export { Page as Component }"); the router loads "Component"',
      );
    },
  );

  test('a page module exporting Component in a list is accepted', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) =>
      fs.writeFile('site/src/pages/about.tsx', 'function About() { return null; }\nexport { About as Component };\n'),
    );
    expect(result.issues).toEqual([]);
  });

  test(
    'a path registered twice is a warning unless the second entry declares it',
    proves('GEN-ERROR-POSITIONS', 'ROUTE-COOPERATIVEPARTNER-TWICE'),
    async () => {
      const again = '  - path: /about\n    page: about\n    name: about-again';
      const undeclared = await check((fs) =>
        fs.writeFile('spec/routes.yaml', `${fs.readFile('spec/routes.yaml')}${again}\n`),
      );
      expect(where(undeclared)).toEqual(['warning route-repeated spec/routes.yaml:17:11']);
      expect(firstLine(undeclared.text)).toBe(
        'spec/routes.yaml:17:11  routes[3].path  warning: repeats /about (line 11) with the same page',
      );
      const declared = await check((fs) =>
        fs.writeFile('spec/routes.yaml', `${fs.readFile('spec/routes.yaml')}${again}\n    repeat: true\n`),
      );
      expect(declared.issues).toEqual([]);
      const unused = await check((fs) =>
        edit(fs, 'routes.yaml', 13, '    name: about', '    name: about\n    repeat: true'),
      );
      expect(firstLine(unused.text)).toBe(
        'spec/routes.yaml:14:13  routes[1].repeat  "repeat: true" but no earlier route has the path /about',
      );
    },
  );
});

describe('a mistyped language key', () => {
  /** The manifest with the label of the first header entry (navigation.yaml line 4) written so. */
  const homeLabel = (label: string) =>
    check((fs) => edit(fs, 'navigation.yaml', 4, '    label: { en-US: Home, zh-CN: 首页 }', `    label: ${label}`));

  test(
    'is one error at the key, with the language it was meant to be, not first a missing translation',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST', 'GEN-MISSING-TRANSLATION'),
    async () => {
      const result = await homeLabel('{ en-US: Home, zh-cn: 首页 }');
      expect(where(result)).toEqual(['error language-key-misspelt spec/navigation.yaml:4:27']);
      // The file still feeds the checks across files (decision 036): nothing is skipped.
      expect(firstLine(result.text)).toBe(
        'spec/navigation.yaml:4:27  header[0].label.zh-cn  unknown key "zh-cn", and the zh-CN translation is missing',
      );
      expect(result.issues[0]?.hint).toBe('did you mean "zh-CN"? rename "zh-cn" to "zh-CN"');
    },
  );

  test(
    'in a message, a page title and page content alike',
    proves('GEN-ERROR-POSITIONS', 'GEN-ROOT-CAUSE-FIRST', 'GEN-MISSING-TRANSLATION'),
    async () => {
      const message = await check((fs) =>
        edit(fs, 'messages.yaml', 5, '      en-US: Skip to main content', '      en_US: Skip to main content'),
      );
      expect(where(message)[0]).toBe('error language-key-misspelt spec/messages.yaml:5:7');
      expect(message.issues[0]?.hint).toBe('did you mean "en-US"? rename "en_US" to "en-US"');

      const title = await check((fs) =>
        edit(fs, 'pages.yaml', 4, '    title: { en-US: Home, zh-CN: 首页 }', '    title: { en-US: Home, zh-cn: 首页 }'),
      );
      expect(where(title)).toEqual(['error language-key-misspelt spec/pages.yaml:4:27']);

      const content = await check((fs) =>
        edit(fs, 'pages.yaml', 12, '        zh-CN: 我们做产品。', '        zh-cn: 我们做产品。'),
      );
      expect(where(content)).toEqual(['error language-key-misspelt spec/pages.yaml:12:9']);
      expect(firstLine(content.text)).toBe(
        'spec/pages.yaml:12:9  pages.about.content.intro.zh-cn  unknown key "zh-cn", and the zh-CN translation is missing',
      );
    },
  );

  test(
    'a key that is no language mistyped stays an unknown key, beside the missing translation',
    proves('GEN-ERROR-POSITIONS', 'GEN-MISSING-TRANSLATION'),
    async () => {
      const result = await homeLabel('{ en-US: Home, chinese: 首页 }');
      expect(where(result)).toEqual([
        'error missing-translation spec/navigation.yaml:4:5',
        'error unknown-key spec/navigation.yaml:4:27',
      ]);
    },
  );
});

describe('navigation', () => {
  test(
    'an id used twice, in a menu, a submenu or the footer, is an error at the second',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const result = await check((fs) => {
        edit(fs, 'navigation.yaml', 10, '      - id: news', '      - id: home');
        edit(fs, 'navigation.yaml', 14, '  - id: footer-about', '  - id: about');
        edit(fs, 'navigation.yaml', 17, '      - id: footer-home', '      - id: about');
      });
      const duplicates = result.issues.filter((issue) => issue.code === 'nav-id-duplicate');
      expect(
        duplicates.map((issue) => [`${issue.file}:${issue.line}:${issue.column}`, issue.path, issue.message]),
      ).toEqual([
        ['spec/navigation.yaml:10:13', 'header[1].children[0].id', 'navigation id "home" is already used on line 3'],
        ['spec/navigation.yaml:14:9', 'footer[0].id', 'navigation id "about" is already used on line 6'],
        ['spec/navigation.yaml:17:13', 'footer[0].links[0].id', 'navigation id "about" is already used on line 6'],
      ]);
      expect(duplicates[0]?.hint).toBe('ids name the label in the message catalogue (nav.<id>): make each one unique');
      expect(duplicates[0]?.severity).toBe('error');
    },
  );

  test('the same id in the header and in a footer link is an error too', proves('GEN-ERROR-POSITIONS'), async () => {
    const result = await check((fs) => {
      edit(fs, 'navigation.yaml', 17, '      - id: footer-home', '      - id: news');
    });
    expect(firstLine(result.text)).toBe(
      'spec/navigation.yaml:17:13  footer[0].links[0].id  navigation id "news" is already used on line 10',
    );
  });
});
