// The generator reads the site's code with ts-morph (generator/code/, decision 033): whether a page
// module exports `Component` (a declaration, a list, a re-export; not the default export, not a
// type, not a comment), and which content fields the pages read, so that a field a page reads
// and the manifest lacks, and content no page reads, are reported with both positions. Every
// module below is written here, and every expected position is counted by hand from its lines
// and from the `valid-minimal` fixture's spec/pages.yaml.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkContentUse } from '../../generator/checks/site-code.ts';
import { CODE_RECORD_FILE, readContent, readPageExports } from '../../generator/code/site-code.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { formatIssues } from '../../generator/format.ts';
import { generate } from '../../generator/generate.ts';
import { run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';
import { tempProject } from './temp-project.ts';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** Writes `files` (path → lines) under `dir`. */
function write(dir: string, files: Record<string, readonly string[]>): void {
  const disk = nodeFileSystem(dir);
  for (const [path, lines] of Object.entries(files)) disk.writeFile(path, `${lines.join('\n')}\n`);
}

describe('a page module exports Component (read with ts-morph, not a regular expression)', () => {
  const dir = folder('page-exports-');
  write(dir, {
    'site/src/pages/declared.tsx': ['export function Component() {', '  return null;', '}'],
    'site/src/pages/listed.tsx': ['const About = () => null;', 'export { About as Component };'],
    'site/src/pages/forwarded.tsx': ["export { Component } from './views/view';"],
    'site/src/pages/starred.tsx': ["export * from './views/view';"],
    'site/src/pages/views/view.tsx': ['export const Component = () => null;'],
    'site/src/pages/as-default.tsx': ['// The about page.', 'export default function About() {', '  return null;', '}'],
    'site/src/pages/commented.tsx': [
      '// export function Component() {}',
      'export function Page() {',
      '  return null;',
      '}',
    ],
    'site/src/pages/typed.tsx': ['import type { FC } from "react";', 'export type Component = FC;'],
    'site/src/pages/astray.tsx': ['const x = 1;', "export { Component } from './views/other';"],
    'site/src/pages/views/other.tsx': ['export const Other = () => null;'],
  });

  test(
    'declared, listed and re-exported are exports; default, a comment, a type and a broken re-export are not, each with its place',
    proves('GEN-CODE-READING'),
    async () => {
      const exports = await readPageExports(nodeFileSystem(dir), { check: true, generator: 'test' });
      expect(Object.fromEntries(exports)).toEqual({
        declared: { ok: true },
        listed: { ok: true },
        forwarded: { ok: true },
        starred: { ok: true },
        'as-default': {
          ok: false,
          reason: 'default',
          at: { file: 'site/src/pages/as-default.tsx', line: 2, column: 1, length: 33 },
        },
        commented: {
          ok: false,
          reason: 'missing',
          at: { file: 'site/src/pages/commented.tsx', line: 1, column: 1, length: 1 },
        },
        typed: { ok: false, reason: 'type', at: { file: 'site/src/pages/typed.tsx', line: 2, column: 1, length: 27 } },
        astray: {
          ok: false,
          reason: 're-export',
          at: { file: 'site/src/pages/astray.tsx', line: 2, column: 1, length: 42 },
          from: './views/other',
        },
      });
    },
  );

  test(
    'the record of earlier readings is used until a file it was read from changes',
    proves('GEN-CODE-READING'),
    async () => {
      const fs = nodeFileSystem(dir);
      const first = await readPageExports(fs, { generator: 'test' });
      expect(first.get('forwarded')).toEqual({ ok: true });
      expect(existsSync(join(dir, CODE_RECORD_FILE))).toBe(true);
      const record = JSON.parse(readFileSync(join(dir, CODE_RECORD_FILE), 'utf8')) as {
        exports: Record<string, { inputs: Record<string, string | null> }>;
      };
      // The re-export's answer depends on the module it names, and says so.
      expect(Object.keys(record.exports['site/src/pages/forwarded.tsx']?.inputs ?? {})).toContain(
        'site/src/pages/views/view.tsx',
      );
      // The module re-exported from loses its Component (a longer text: a new stamp at any clock).
      write(dir, { 'site/src/pages/views/view.tsx': ['export const View = () => null; // renamed'] });
      const second = await readPageExports(fs, { generator: 'test' });
      expect(second.get('forwarded')).toMatchObject({ ok: false, reason: 're-export', from: './views/view' });
      expect(second.get('starred')).toMatchObject({ ok: false, reason: 'missing' });
      expect(second.get('declared')).toEqual({ ok: true });
    },
  );
});

describe('the content fields pages read (the type checker over site/src)', () => {
  /** The `valid-minimal` fixture on disk, with a tsconfig.json and the project's packages, and `files`. */
  async function project(files: Record<string, readonly string[]>): Promise<string> {
    const dir = await tempProject('content-use-');
    folders.push(dir);
    // React's types, for the props of components (the run left node_modules/.cache there already).
    for (const name of ['react', '@types'])
      symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          allowImportingTsExtensions: true,
          noEmit: true,
        },
      })}\n`,
    );
    write(dir, files);
    return dir;
  }

  const facts = [
    '// Takes the history of a page: the fields its prop type names are the ones it reads.',
    'export function Facts({ text }: { text: { readonly history: readonly { readonly year: number }[] } }) {',
    '  return <ul>{text.history.map((item) => <li key={item.year}>{item.year}</li>)}</ul>;',
    '}',
  ];
  const about = (extra: string) => [
    "import { content } from '../generated/pages/about.gen';",
    "import { Facts } from '../templates/facts';",
    '',
    'export function Component() {',
    "  const text = content['en-US'];",
    '  return (',
    '    <article>',
    '      <h1>{text.title}</h1>',
    '      <p>{text.intro}</p>',
    `      ${extra}`,
    '      <Facts text={text} />',
    '    </article>',
    '  );',
    '}',
  ];

  test(
    'a field a page reads that the manifest lacks is an error at the read, naming where the field belongs',
    proves('GEN-CODE-READING', 'GEN-ERROR-POSITIONS'),
    async () => {
      const dir = await project({
        'site/src/templates/facts.tsx': facts,
        'site/src/pages/about.tsx': about('<p>{text.team}</p>'),
      });
      const result = await run(nodeFileSystem(dir), { generate, check: true, readContent: true });
      const text = formatIssues(result.issues, { texts: result.texts });
      expect(result.report).toBeUndefined();
      expect(text.split('\n')[0]).toBe(
        'site/src/pages/about.tsx:10:16  pages.about.content.team  the site reads the content field "team" of "about", which the manifest does not have (pages.about.content, spec/pages.yaml:9:5)',
      );
      // The code frame is the page's own line.
      expect(text).toContain('> 10 |       <p>{text.team}</p>');
      const missing = result.issues.find((issue) => issue.code === 'content-field-missing');
      expect(missing?.hint).toBe('add "team" to pages.about.content in every language, or read a field the page has');
    },
  );

  test('make generate and make check, the real process: the error with both positions, exit 1, nothing written', {
    ...proves('GEN-CODE-READING', 'GEN-ERROR-POSITIONS'),
    timeout: 60_000,
  }, async () => {
    const dir = await project({
      'site/src/templates/facts.tsx': facts,
      'site/src/pages/about.tsx': about('<p>{text.team}</p>'),
    });
    const routes = readFileSync(join(dir, 'site/src/generated/routes.gen.ts'), 'utf8');
    for (const command of ['generate', 'check']) {
      const result = spawnSync(process.execPath, [join(ROOT, 'generator/bin.mjs'), command, '--root', dir], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr.split('\n')[0]).toBe(
        'site/src/pages/about.tsx:10:16  pages.about.content.team  the site reads the content field "team" of "about", which the manifest does not have (pages.about.content, spec/pages.yaml:9:5)',
      );
      expect(result.stderr).toMatch(
        new RegExp(
          `\n1 error, 2 warnings\n${command}: the manifest and the site's code disagree; nothing was generated\n$`,
        ),
      );
    }
    expect(readFileSync(join(dir, 'site/src/generated/routes.gen.ts'), 'utf8')).toBe(routes);
  });

  test(
    'content no page reads is a warning at the field, naming where the page imports its content',
    proves('GEN-CODE-READING', 'GEN-ERROR-POSITIONS'),
    async () => {
      const dir = await project({
        'site/src/templates/facts.tsx': facts,
        'site/src/pages/about.tsx': about('<p>{text.intro.length}</p>'),
      });
      const result = await run(nodeFileSystem(dir), { generate, check: true, readContent: true });
      // title and intro are read, history through Facts' prop type; specs and related by nothing.
      expect(
        result.issues.map((issue) => `${issue.severity} ${issue.file}:${issue.line}:${issue.column} ${issue.message}`),
      ).toEqual([
        'warning spec/pages.yaml:20:7 no page reads the content field "specs" of "about" (its content is imported at site/src/pages/about.tsx:1:1)',
        'warning spec/pages.yaml:23:7 no page reads the content field "related" of "about" (its content is imported at site/src/pages/about.tsx:1:1)',
      ]);
      expect(result.issues[0]?.hint).toBe('show it in the page (e.g. text.specs) or remove it from the manifest');
      // Warnings do not stop the run.
      expect(result.report).toBeDefined();
    },
  );

  test(
    'content handed whole to something that may read any field counts as read; a page that imports none is named',
    proves('GEN-CODE-READING'),
    async () => {
      const dir = await project({
        'site/src/pages/about.tsx': [
          "import { content } from '../generated/pages/about.gen';",
          '',
          'export function Component() {',
          "  return <pre>{JSON.stringify(content['zh-CN'])}</pre>;",
          '}',
        ],
      });
      const fs = nodeFileSystem(dir);
      const result = await run(fs, { generate, check: true, readContent: true });
      expect(result.issues).toEqual([]);
      const reading = await readContent(fs, result.files ?? [], { check: true, generator: 'test' });
      expect(reading && 'pages' in reading ? reading.pages.about?.readsAll : reading).toEqual({
        file: 'site/src/pages/about.tsx',
        line: 4,
        column: 31,
        length: 16,
      });

      write(dir, { 'site/src/pages/about.tsx': ['export function Component() {', '  return null;', '}'] });
      const stub = await run(fs, { generate, check: true, readContent: true });
      expect(formatIssues(stub.issues, { texts: stub.texts }).split('\n')[0]).toBe(
        'spec/pages.yaml:9:5  pages.about.content  warning: no module imports the content of "about", so none of its 4 content fields is shown (its page: site/src/pages/about.tsx)',
      );
    },
  );

  test('a tsconfig.json that is not readable is an error at its position, not a crash', {
    ...proves('GEN-CODE-READING', 'GEN-ERROR-POSITIONS'),
    timeout: 60_000,
  }, async () => {
    const dir = await project({ 'site/src/pages/about.tsx': about('') });
    write(dir, { 'tsconfig.json': ['{', '  "compilerOptions": {', '    "strict": true', '}'] });
    const result = await run(nodeFileSystem(dir), { generate, check: true, readContent: true });
    expect(formatIssues(result.issues, { texts: result.texts }).split('\n')[0]).toBe(
      "tsconfig.json:5:1  tsconfig.json cannot be read, so neither can the site's code: '}' expected.",
    );
    expect(result.report).toBeUndefined();
  });

  test(
    'a project without tsconfig.json is not type-checked (the fixtures, make bench)',
    proves('GEN-CODE-READING'),
    async () => {
      const dir = await tempProject('no-tsconfig-');
      folders.push(dir);
      const fs = nodeFileSystem(dir);
      expect(await readContent(fs, [], { check: true, generator: 'test' })).toBeUndefined();
    },
  );
});

describe('the project itself', () => {
  // The type checker over the whole site: seconds, more on a loaded machine.
  const slow = { ...proves('GEN-CODE-READING'), timeout: 60_000 };
  test(
    'every page module exports Component, every field a page reads is in the manifest and every content field is read',
    slow,
    async () => {
      const fs = nodeFileSystem(ROOT);
      const result = await run(fs, { generate, check: true });
      expect(result.issues).toEqual([]);
      const reading = await readContent(fs, result.files ?? [], { check: true, generator: 'test' });
      const pages = result.loaded?.sources.get('pages.yaml');
      if (!reading || 'unreadable' in reading || !result.loaded || !pages) throw new Error('the project was not read');
      expect(checkContentUse(reading, result.loaded.manifest.pages, pages)).toEqual([]);
      // The reading is of the site: the home page's content is imported by the home page.
      expect(reading.pages.home?.taken.file).toBe('site/src/pages/home.tsx');
    },
  );
});
