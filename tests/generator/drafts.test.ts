// Draft texts (generator/drafts.ts, decision 035) in a copy of the project after `make page`: the
// generator finds each at its position, names the draft pages for the build, leaves them out of
// the search index, and `node generator/bin.mjs drafts` (the release build's first step) lists
// them and fails; once the drafts are written, the page is an ordinary page again.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { draftsCommand, isDraftText } from '../../generator/drafts.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { hasErrors } from '../../generator/issues.ts';
import { run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';
import { capture, copyProject, makePage, position, read, removeCopies, writeTheDrafts } from './scratch.ts';

afterAll(removeCopies);

/** `node generator/bin.mjs drafts --root <dir>`, as the release build runs it. */
function draftsProcess(dir: string) {
  return spawnSync(process.execPath, [join(ROOT, 'generator/bin.mjs'), 'drafts', '--root', dir], { encoding: 'utf8' });
}

async function draftsIn(dir: string) {
  const { io, written } = capture();
  return { code: await draftsCommand(nodeFileSystem(dir), io), ...written };
}

/** Every text of a YAML value that starts with one of make page's marks, by data path. */
function markedTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return /^(DRAFT: |草稿：)/.test(value) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => markedTexts(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => markedTexts(item, `${path}.${key}`));
  return [];
}

describe('a draft text', () => {
  test('starts with a mark of make page, in any language; a mark further on is part of the text', () => {
    expect(isDraftText('DRAFT: Smart Port')).toBe(true);
    expect(isDraftText('草稿：Smart Port（待翻译）')).toBe(true);
    expect(isDraftText('  DRAFT: indented')).toBe(true);
    expect(isDraftText('DRAFT:no space')).toBe(true);
    expect(isDraftText('Smart Port')).toBe(false);
    expect(isDraftText('Our DRAFT: process')).toBe(false);
    expect(isDraftText('Draft: lower case is a word, not the mark')).toBe(false);
    expect(isDraftText('')).toBe(false);
  });
});

describe('a draft page after make page', () => {
  // A copy whose other pages are all written (the project may hold a draft page of its own).
  const dir = copyProject('drafts-');
  const fs = nodeFileSystem(dir);

  // make page reads the template's code with the type checker: as long as a test here may take.
  beforeAll(() => {
    writeTheDrafts(dir);
    const made = makePage(dir, { ID: 'qa-draft-page', ROUTE: '/qa-draft', TEMPLATE: 'solution', NAV: 'solutions' });
    if (made.code !== 0) throw new Error(made.err);
  }, 60_000);

  test('the release check lists every draft text at its file:line:col, with the page, and fails', {
    timeout: 60_000,
    ...proves('GEN-DRAFT-RELEASE', 'GEN-ERROR-POSITIONS'),
  }, async () => {
    const listed = await draftsIn(dir);
    expect(listed.code).toBe(1);
    expect(listed.out).toBe('');
    const lines = listed.err.split('\n');
    // Every marked text of the page and of its link, each once, in file order, each where it is written.
    const page = parse(read(dir, 'spec/pages.yaml')).pages['qa-draft-page'];
    const navigation = parse(read(dir, 'spec/navigation.yaml'));
    const linkPath = `header[1].children[${navigation.header[1].children.length - 1}]`;
    const expected = [
      ...markedTexts(navigation.header[1].children.at(-1).label, `${linkPath}.label`),
      ...markedTexts(page, 'pages.qa-draft-page'),
    ];
    expect(expected.length, 'the solution template writes many drafts').toBeGreaterThan(20);
    const listedTexts = lines.filter((line) => /^spec\//.test(line));
    expect(listedTexts).toHaveLength(expected.length);
    listedTexts.forEach((line, index) => {
      const [where = '', path, text] = line.split('  ');
      const [file = '', row, column] = where.split(':');
      expect([path, text], where).toEqual(expected[index]);
      // At the position: the text itself (after its opening quote, when it has one).
      const at = (read(dir, file).split('\n')[Number(row) - 1] ?? '').slice(Number(column) - 1);
      expect(at.replace(/^"/, '').startsWith(text ?? '?'), `${where} points at ${text}`).toBe(true);
    });
    expect(listedTexts[0]).toBe(
      `${position(dir, 'spec/navigation.yaml', '"DRAFT: Qa Draft Page"')}  ${linkPath}.label.en-US  DRAFT: Qa Draft Page`,
    );
    expect(listedTexts).toContain(
      `${position(dir, 'spec/pages.yaml', '草稿：Qa Draft Page（待翻译）')}  pages.qa-draft-page.title.zh-CN  草稿：Qa Draft Page（待翻译）`,
    );
    expect(listed.err).toContain(
      `\ndrafts: ${expected.length} draft texts (spec/navigation.yaml 2, spec/pages.yaml ${expected.length - 2}); draft pages: qa-draft-page\n` +
        '  hint: write each in its language without its mark ("DRAFT:", "草稿："), then `make generate`; a release build (npm run build, make release) refuses them (decision 035)\n',
    );
  });

  test('the build is told the page is a draft, and the search index leaves it out', {
    timeout: 60_000,
    ...proves('DECISION-DRAFT-PAGES'),
  }, async () => {
    const generated = await run(fs, { generate });
    expect(hasErrors(generated.issues)).toBe(false);
    expect(read(dir, 'site/src/generated/drafts.gen.ts')).toContain(
      "export const draftPages: readonly PageId[] = ['qa-draft-page'];",
    );
    for (const locale of ['en-US', 'zh-CN']) {
      const index = read(dir, `site/src/generated/search/search-${locale}.gen.ts`);
      expect(index, locale).toContain("path: '/city'");
      expect(index, locale).not.toContain("path: '/qa-draft'");
    }
  });

  test('once its drafts are written, the page is an ordinary one: searched, indexed, released', {
    timeout: 60_000,
    ...proves('DECISION-DRAFT-PAGES', 'GEN-DRAFT-RELEASE'),
  }, async () => {
    writeTheDrafts(dir);
    const generated = await run(fs, { generate });
    expect(hasErrors(generated.issues)).toBe(false);
    expect(read(dir, 'site/src/generated/drafts.gen.ts')).toContain('export const draftPages: readonly PageId[] = [];');
    expect(read(dir, 'site/src/generated/search/search-en-US.gen.ts')).toContain("path: '/qa-draft'");
    expect(await draftsIn(dir)).toEqual({ code: 0, out: 'drafts: no draft text in spec/\n', err: '' });
  });
});

describe('node generator/bin.mjs drafts, the release build’s first step', () => {
  test('exits 1 with the list while a draft text is in spec/, 0 once every text is written', {
    timeout: 60_000,
    ...proves('GEN-DRAFT-RELEASE'),
  }, () => {
    const written = copyProject('drafts-clean-');
    writeTheDrafts(written);
    const clean = draftsProcess(written);
    expect(clean.stdout).toBe('drafts: no draft text in spec/\n');
    expect(clean.status).toBe(0);

    const dir = written;
    expect(makePage(dir, { ID: 'qa-example-page', ROUTE: '/qa-example' }).code).toBe(0);
    const refused = draftsProcess(dir);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      `${position(dir, 'spec/pages.yaml', '"DRAFT: Qa Example Page"')}  pages.qa-example-page.title.en-US  DRAFT: Qa Example Page\n`,
    );
    expect(refused.stderr).toContain('; draft pages: qa-example-page\n');
  });

  test('a manifest with errors: its errors, then the refusal', {
    timeout: 60_000,
    ...proves('GEN-ERROR-POSITIONS'),
  }, () => {
    const dir = copyProject('drafts-broken-');
    const routes = read(dir, 'spec/routes.yaml');
    writeFileSync(join(dir, 'spec/routes.yaml'), routes.replace('keepAlive: true', 'keepAliv: true'));
    const refused = draftsProcess(dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${position(dir, 'spec/routes.yaml', 'keepAliv: true')}  routes[0].keepAliv`);
    expect(refused.stderr).toMatch(
      /\ndrafts: the manifest has errors; fix them first \(`make generate` shows them too\)\n$/,
    );
  });
});
