// `make page` (generator/page.ts, decision 025) on a copy of the real project: the page it adds
// passes the generator's check, its words are drafts in every language, every refusal says what
// and where, and a refused or failed run leaves every file as it was.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { hasErrors } from '../../generator/issues.ts';
import { planPage } from '../../generator/page.ts';
import { run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { addFilledLanguage, languagesOf } from './new-language.ts';
import { ROOT } from './project-fs.ts';
import { copyProject, makePage, position, read, removeCopies, snapshot as snapshotOf } from './scratch.ts';

afterAll(removeCopies);

/** Every file under spec/ and site/src/pages/, by path: what a refused run must leave as it was. */
const snapshot = (dir: string): Map<string, string> => snapshotOf(dir, ['spec', 'site/src/pages']);

/** The lines `after` has that `before` lacks, when `after` is `before` with one block inserted. */
function insertedBlock(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  let start = 0;
  while (start < old.length && old[start] === now[start]) start++;
  let end = 0;
  while (end < old.length - start && old[old.length - 1 - end] === now[now.length - 1 - end]) end++;
  expect(start + end, 'every line that was there is still there, in order').toBe(old.length);
  return now.slice(start, now.length - end);
}

/** `files` of the copy in `dir` pass make test's lint step: Biome with the project's configuration. */
function expectBiomeClean(dir: string, files: readonly string[]): void {
  const biome = spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    ['check', '--error-on-warnings', `--config-path=${join(ROOT, 'biome.json')}`, '--vcs-enabled=false', ...files],
    { cwd: dir, encoding: 'utf8' },
  );
  expect(biome.stdout + biome.stderr).toContain(`Checked ${files.length} files`);
  expect(biome.status, biome.stdout + biome.stderr).toBe(0);
}

describe('make page', () => {
  const dir = copyProject('make-page-');
  const before = {
    routes: read(dir, 'spec/routes.yaml'),
    pages: read(dir, 'spec/pages.yaml'),
    navigation: read(dir, 'spec/navigation.yaml'),
  };

  test('adds the route, a link in a menu, draft words in each language and a page module, and the generator accepts them', {
    timeout: 60_000,
    ...proves('GEN-ADD-PAGE'),
  }, async () => {
    const made = makePage(dir, { ID: 'qa-example-page', ROUTE: '/qa-example', NAV: 'solutions' });
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toContain('make page: added the page "qa-example-page" at /qa-example (template blocks)');

    // routes.yaml: one entry at the end of the list; every other line, comments included, kept.
    expect(insertedBlock(before.routes, read(dir, 'spec/routes.yaml'))).toEqual([
      '  # make page: the draft page "qa-example-page"; its words in spec/pages.yaml are marked DRAFT.',
      '  - { path: /qa-example, page: qa-example-page, name: qa-example }',
    ]);
    // navigation.yaml: the link ends the Solutions menu; its id names its label nav.qa-example-page.
    // One key a line: `- { … }` would take 132 columns (a Chinese character two), more than Biome's 120.
    // Then its label: on the line when it fits, else a language a line (a language the manifest adds
    // beside the specification's two makes it wider).
    const link = insertedBlock(before.navigation, read(dir, 'spec/navigation.yaml'));
    expect(link.slice(0, 2)).toEqual(['      - id: qa-example-page', '        to: /qa-example']);
    expect(link[2]).toMatch(/^ {8}label:/);
    const navigation = parse(read(dir, 'spec/navigation.yaml'));
    expect(navigation.header[1].id).toBe('solutions');
    expect(navigation.header[1].children.at(-1)).toMatchObject({
      id: 'qa-example-page',
      to: '/qa-example',
      label: { 'en-US': 'DRAFT: Qa Example Page', 'zh-CN': '草稿：Qa Example Page（待翻译）' },
    });

    // pages.yaml: a page whose title, description and content are drafts, said so in a comment.
    const block = insertedBlock(before.pages, read(dir, 'spec/pages.yaml'));
    expect(block[0]).toBe(
      '  # DRAFT (make page): the title, description and content of "qa-example-page" are drafts, marked "DRAFT:"',
    );
    expect(block).toContain('  qa-example-page:');
    const page = parse(read(dir, 'spec/pages.yaml')).pages['qa-example-page'];
    expect(page.title).toMatchObject({ 'en-US': 'DRAFT: Qa Example Page', 'zh-CN': '草稿：Qa Example Page（待翻译）' });
    expect(page.description).toMatchObject({
      'en-US': 'DRAFT: one sentence on what the Qa Example Page page offers.',
      'zh-CN': '草稿：用一句话介绍“Qa Example Page”页面。',
    });
    expect(Object.keys(page.content)).toEqual(['intro']);
    expect(page.content.intro).toHaveLength(1);
    expect(page.content.intro[0]).toMatchObject({
      'en-US': 'DRAFT: what a visitor finds on this page, in a paragraph or two.',
      'zh-CN': '草稿：用一两段文字介绍本页内容。',
    });

    // The page module, from the blocks template.
    const module = read(dir, 'site/src/pages/qa-example-page.tsx');
    expect(module).toContain("import { content } from '../generated/pages/qa-example-page.gen';");
    expect(module).toContain("import { Paragraphs } from '../templates/blocks';");
    expect(module).toContain('export function Component() {');

    // The generator's check: no error, and the output written is in sync.
    const fs = nodeFileSystem(dir);
    const generated = await run(fs, { generate });
    expect(hasErrors(generated.issues)).toBe(false);
    expect(generated.report?.changed.length).toBeGreaterThan(0);
    const checked = await run(fs, { generate, check: true });
    expect(checked.report?.changed).toEqual([]);
    expect(checked.report?.extra).toEqual([]);
    expect(read(dir, 'site/src/generated/routes.gen.ts')).toContain("'/qa-example'");
    const words = read(dir, 'site/src/generated/pages/qa-example-page.gen.ts');
    expect(words).toContain("title: 'DRAFT: Qa Example Page'");
    expect(words).toContain("title: '草稿：Qa Example Page（待翻译）'");
    expect(read(dir, 'site/src/generated/navigation.gen.ts')).toContain("label: 'nav.qa-example-page'");
  });

  test('every template gives a page the generator accepts, in a footer group or in a menu without links', {
    timeout: 60_000,
    ...proves('GEN-ADD-PAGE'),
  }, () => {
    const fresh = copyProject('make-page-');
    const fs = nodeFileSystem(fresh);
    const cases = [
      { template: 'blocks', nav: undefined, component: "import { Paragraphs } from '../templates/blocks';" },
      {
        template: 'solution',
        nav: 'home',
        component: "import { SolutionPage } from '../templates/solution/solution-page';",
      },
      {
        template: 'case',
        nav: 'footer-about',
        component: "import { CasePage } from '../templates/solution/case-page';",
      },
      {
        template: 'terminal',
        nav: 'core-competence',
        component: "import { TerminalPage } from '../templates/terminal/terminal-page';",
      },
    ];
    expect(cases).toHaveLength(4);
    for (const { template, nav, component } of cases) {
      const plan = planPage(fs, { id: `draft-${template}`, route: `/draft/${template}`, template, nav });
      if (!plan.ok) throw new Error(`${template}: ${plan.problems.map((problem) => problem.message).join('; ')}`);
      const paths = plan.files.map((file) => file.path);
      expect(paths).toEqual([
        'spec/routes.yaml',
        'spec/pages.yaml',
        ...(nav ? ['spec/navigation.yaml'] : []),
        `site/src/pages/draft-${template}.tsx`,
      ]);
      expect(plan.files.at(-1)?.content).toContain(component);
      const navigation = plan.files.find((file) => file.path === 'spec/navigation.yaml')?.content;
      if (nav === 'home')
        expect(navigation).toContain(
          '    children:\n      - id: draft-solution\n        to: /draft/solution\n        label: { en-US: "DRAFT: Draft Solution"',
        );
      if (nav === 'footer-about') expect(navigation).toContain('- id: footer-draft-case\n        to: /draft/case\n');
      const module = plan.files.at(-1);
      if (module) writeFileSync(join(fresh, module.path), module.content);
    }
    // Each page module as written passes make test's lint step (Biome: format, imports in order, rules).
    expectBiomeClean(
      fresh,
      cases.map(({ template }) => `site/src/pages/draft-${template}.tsx`),
    );
  });

  test('with long names, the manifest files make page writes are as Biome (make test’s lint step) would write them', {
    timeout: 60_000,
    ...proves('GEN-ADD-PAGE'),
  }, () => {
    const fresh = copyProject('make-page-');
    // A link too wide for one line (Biome's 120 columns, a Chinese character two) in a menu, a
    // footer group and a menu without links; a long path in the route table.
    const cases = [
      { template: 'blocks', nav: 'solutions' },
      { template: 'solution', nav: 'home' },
      { template: 'case', nav: 'footer-about' },
      { template: 'terminal', nav: 'core-competence' },
    ];
    // And one short enough for a line of its own.
    expect(makePage(fresh, { ID: 'qa-a', ROUTE: '/qa-a', NAV: 'join-us' }).code).toBe(0);
    for (const { template, nav } of cases) {
      const id = `qa-${template}-page-with-a-name-long-enough-to-break-a-line`;
      const made = makePage(fresh, { ID: id, ROUTE: `/${id}/and-a-long-path-below-it`, TEMPLATE: template, NAV: nav });
      expect(made.err, template).toBe('');
      expect(made.code, template).toBe(0);
    }
    const navigation = read(fresh, 'spec/navigation.yaml');
    expect(navigation, 'a link written one key a line').toContain(
      '      - id: qa-blocks-page-with-a-name-long-enough-to-break-a-line\n        to: /qa-blocks-page',
    );
    // (After the specification's two languages, those the manifest adds.)
    expect(navigation).toMatch(
      /\n {6}- \{ id: qa-a, to: \/qa-a, label: \{ en-US: "DRAFT: Qa A", zh-CN: 草稿：Qa A（待翻译）(, [^}\n]+)? \} \}\n/,
    );
    expectBiomeClean(fresh, ['spec/routes.yaml', 'spec/pages.yaml', 'spec/navigation.yaml']);
  });
});

describe('the page module follows the template’s code (read with ts-morph)', () => {
  const scene = 'site/src/templates/solution/scene.tsx';
  /** The registry of scenes: its keys are the drawings a page may name (decision 046). */
  const SCENES = /const SCENES = \{\n[\s\S]*?\n\} satisfies/;

  test('the drawings a solution page may show are the ones its template’s type accepts today', {
    timeout: 60_000,
    ...proves('GEN-PAGE-MODULE'),
  }, () => {
    const dir = copyProject('make-page-');
    expect(read(dir, scene)).toMatch(SCENES);
    // The template drops the city and gains a harbour: make page follows it, no edit of the generator.
    writeFileSync(
      join(dir, scene),
      read(dir, scene).replace(
        SCENES,
        "const SCENES = {\n  harbour: () => import('./scenes/finance'),\n  campus: () => import('./scenes/campus'),\n  bank: () => import('./scenes/bank-branch'),\n} satisfies",
      ),
    );
    const plan = planPage(nodeFileSystem(dir), { id: 'qa-port', route: '/qa-port', template: 'solution' });
    if (!plan.ok) throw new Error(plan.problems.map((problem) => problem.message).join('; '));
    const module = plan.files.at(-1)?.content ?? '';
    expect(module).toContain('return <SolutionPage text={usePageText(content)} scene="harbour" />;');
    expect(module).toContain('scene: the drawing, of harbour, campus, bank');
    expect(module).not.toContain('city');
  });

  test('a template that no longer exports its component is refused at its file, and nothing is written', {
    timeout: 60_000,
    ...proves('GEN-PAGE-MODULE', 'GEN-ERROR-POSITIONS'),
  }, () => {
    const dir = copyProject('make-page-');
    const template = 'site/src/templates/terminal/terminal-page.tsx';
    writeFileSync(
      join(dir, template),
      read(dir, template).replace('export function TerminalPage(', 'export function TerminalView('),
    );
    const before = snapshot(dir);
    const made = makePage(dir, { ID: 'qa-terminal', ROUTE: '/qa-terminal', TEMPLATE: 'terminal' });
    expect(made.code).toBe(2);
    expect(made.err).toBe(
      `${template}  TEMPLATE=terminal  the template no longer exports "TerminalPage"\n` +
        '  hint: export the template\'s component as "TerminalPage" (generator/code/page-module.ts names it)\n\n' +
        'make page: 1 problem; nothing was written\n',
    );
    expect(snapshot(dir)).toEqual(before);
  });

  test('a template whose drawing prop is gone is refused at its component', {
    timeout: 60_000,
    ...proves('GEN-PAGE-MODULE', 'GEN-ERROR-POSITIONS'),
  }, () => {
    const dir = copyProject('make-page-');
    const template = 'site/src/templates/solution/case-page.tsx';
    const text = read(dir, template);
    const declaration = 'export function CasePage({ text, scene }: { text: CasePageText; scene: SceneName }) {';
    expect(text).toContain(declaration);
    writeFileSync(
      join(dir, template),
      text.replace(
        declaration,
        "export function CasePage({ text }: { text: CasePageText }) {\n  const scene = 'city';",
      ),
    );
    const plan = planPage(nodeFileSystem(dir), { id: 'qa-case', route: '/qa-case', template: 'case' });
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.problems).toEqual([
      {
        code: 'template-choice-missing',
        where: `${position(dir, template, 'export function CasePage(')}`,
        path: 'TEMPLATE=case',
        message: '"CasePage" has no prop "scene" of named values make page can choose from',
        hint: 'give it a prop "scene" typed as a union of string literals, or update generator/code/page-module.ts',
      },
    ]);
  });
});

describe('make page in a project with a language added', () => {
  test('writes a draft in every language of the manifest: Chinese words in a Chinese language, English in any other', {
    timeout: 60_000,
    ...proves('GEN-ADD-PAGE', 'GEN-ADD-LANGUAGE'),
  }, async () => {
    const dir = copyProject('make-page-');
    // fr-FR: a language neither English nor Chinese; added as a developer adds one, after the
    // specification's two and any the project has added since.
    const languages = [...languagesOf(dir), 'fr-FR'];
    addFilledLanguage(dir, 'fr-FR', { name: 'Français', switchTo: 'Passer au français' });
    const made = makePage(dir, { ID: 'qa-developer-portal', ROUTE: '/qa-developer', NAV: 'solutions' });
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const page = parse(read(dir, 'spec/pages.yaml')).pages['qa-developer-portal'];
    expect(Object.keys(page.title)).toEqual(languages);
    expect(page.title).toMatchObject({
      'en-US': 'DRAFT: Qa Developer Portal',
      'zh-CN': '草稿：Qa Developer Portal（待翻译）',
      'fr-FR': 'DRAFT: Qa Developer Portal',
    });
    expect(page.content.intro[0]['fr-FR']).toBe('DRAFT: what a visitor finds on this page, in a paragraph or two.');
    const link = parse(read(dir, 'spec/navigation.yaml')).header[1].children.at(-1);
    expect(link.label['fr-FR']).toBe('DRAFT: Qa Developer Portal');
    // The generator accepts the page in every language.
    const generated = await run(nodeFileSystem(dir), { generate });
    expect(generated.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(read(dir, 'site/src/generated/pages/qa-developer-portal.gen.ts')).toContain("'fr-FR': {");
  });
});

describe('make page refuses, saying what and where, and writes nothing', () => {
  const dir = copyProject('make-page-');
  const refusals: { name: string; variables: Record<string, string>; expected: () => string }[] = [
    {
      name: 'an id that is a page already',
      variables: { ID: 'home', ROUTE: '/start' },
      expected: () =>
        `${position(dir, 'spec/pages.yaml', 'home:')}  pages.home  ID=home: the page already exists\n` +
        '  hint: choose another ID, or edit this page\n\n' +
        'make page: 1 problem; nothing was written\n',
    },
    {
      name: 'a path that is routed already (and so is its name)',
      variables: { ID: 'start', ROUTE: '/home' },
      expected: () =>
        `${position(dir, 'spec/routes.yaml', '/home, page: home')}  routes[0].path  ROUTE=/home: the path is already routed, to the page "home"\n` +
        '  hint: choose another ROUTE, or edit this route\n\n' +
        `${position(dir, 'spec/routes.yaml', 'home, keepAlive')}  routes[0].name  the route name "home" is already used\n` +
        '  hint: pass ROUTE_NAME=<another name> (by default the name is the path without its first "/")\n\n' +
        'make page: 2 problems; nothing was written\n',
    },
    {
      name: 'a path without its leading slash',
      variables: { ID: 'qa-example-page', ROUTE: 'qa-example' },
      expected: () =>
        'make page  ROUTE=qa-example  must start with "/"\n' +
        '  hint: write ROUTE=/qa-example\n\n' +
        'make page: 1 problem; nothing was written\n',
    },
    {
      name: 'an id that is not kebab-case',
      variables: { ID: 'QaExamplePage', ROUTE: '/qa-example' },
      expected: () =>
        'make page  ID=QaExamplePage  must be kebab-case: lower-case words of letters and digits joined by "-"\n' +
        '  hint: write ID=qa-example-page\n\n' +
        'make page: 1 problem; nothing was written\n',
    },
    {
      name: 'an unknown menu',
      variables: { ID: 'qa-example-page', ROUTE: '/qa-example', NAV: 'developers' },
      expected: () =>
        'make page  NAV=developers  is neither a header menu nor a footer group of spec/navigation.yaml\n' +
        '  hint: choose one of: home, solutions, products, core-competence, about-us, join-us, footer-solutions, footer-products, footer-about, footer-join\n\n' +
        'make page: 1 problem; nothing was written\n',
    },
    {
      name: 'an unknown template',
      variables: { ID: 'qa-example-page', ROUTE: '/qa-example', TEMPLATE: 'gallery' },
      expected: () =>
        'make page  TEMPLATE=gallery  is not a page template\n' +
        '  hint: choose one of: blocks, solution, case, terminal\n\n' +
        'make page: 1 problem; nothing was written\n',
    },
    {
      name: 'a link id the menus use already',
      variables: { ID: 'news', ROUTE: '/news', NAV: 'about-us' },
      expected: () =>
        `${position(dir, 'spec/navigation.yaml', 'news, to: /journalism')}  header[4].children[3].id  the navigation id "news" is already used\n` +
        "  hint: the new link's id is the page id, and names its label nav.<id>: choose another ID\n\n" +
        'make page: 1 problem; nothing was written\n',
    },
    {
      name: 'neither an id nor a path',
      variables: {},
      expected: () => {
        const usage =
          'write make page ID=<page-id> ROUTE=/<path> [NAV=<header menu or footer group id>] [TEMPLATE=<template>] [ROUTE_NAME=<name>]';
        return `make page  ID  is missing\n  hint: ${usage}\n\nmake page  ROUTE  is missing\n  hint: ${usage}\n\nmake page: 2 problems; nothing was written\n`;
      },
    },
  ];

  test.each(refusals)('$name', proves('GEN-ERROR-POSITIONS'), ({ variables, expected }) => {
    const was = snapshot(dir);
    const refused = makePage(dir, variables);
    expect(refused.out).toBe('');
    expect(refused.err).toBe(expected());
    expect(refused.code).toBe(2);
    expect(snapshot(dir)).toEqual(was);
  });

  test('a page module without a page in the manifest', proves('GEN-ERROR-POSITIONS'), () => {
    writeFileSync(join(dir, 'site/src/pages/orphan.tsx'), 'export function Component() {\n  return null;\n}\n');
    const was = snapshot(dir);
    const refused = makePage(dir, { ID: 'orphan', ROUTE: '/orphan' });
    expect(refused.err).toBe(
      'site/src/pages/orphan.tsx  ID=orphan: the page module already exists\n' +
        '  hint: choose another ID, or declare its page in spec/pages.yaml\n\n' +
        'make page: 1 problem; nothing was written\n',
    );
    expect(refused.code).toBe(2);
    expect(snapshot(dir)).toEqual(was);
    rmSync(join(dir, 'site/src/pages/orphan.tsx'));
  });

  test('a manifest that has errors already: its errors first, then the refusal', proves('GEN-ERROR-POSITIONS'), () => {
    const routes = join(dir, 'spec/routes.yaml');
    const original = readFileSync(routes, 'utf8');
    writeFileSync(routes, original.replace('keepAlive: true', 'keepAliv: true'));
    const was = snapshot(dir);
    const refused = makePage(dir, { ID: 'qa-example-page', ROUTE: '/qa-example' });
    writeFileSync(routes, original);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`${position(dir, 'spec/routes.yaml', 'keepAlive: true')}  routes[0].keepAliv`);
    expect(refused.err).toMatch(
      /\n\nmake page {2}spec\/ {2}the manifest has errors, shown above\n {2}hint: fix them first \(`make generate` shows them too\), then add the page\n\nmake page: 1 problem; nothing was written\n$/,
    );
    expect(snapshot(dir).get(join(dir, 'spec/pages.yaml'))).toBe(was.get(join(dir, 'spec/pages.yaml')));
    expect(existsSync(join(dir, 'site/src/pages/qa-example-page.tsx'))).toBe(false);
  });

  test('a menu whose links are written inline', proves('GEN-ERROR-POSITIONS'), () => {
    const navigation = join(dir, 'spec/navigation.yaml');
    const original = readFileSync(navigation, 'utf8');
    writeFileSync(navigation, original.replace('    to: /home\n', '    to: /home\n    children: []\n'));
    const was = snapshot(dir);
    const refused = makePage(dir, { ID: 'qa-example-page', ROUTE: '/qa-example', NAV: 'home' });
    const where = position(dir, 'spec/navigation.yaml', '[]');
    writeFileSync(navigation, original);
    expect(refused.err).toBe(
      `${where}  header[0].children  is written inline ([ … ] or { … }); make page adds only to a collection written one entry a line\n` +
        '  hint: write it one entry a line, then run make page again\n\n' +
        'make page: 1 problem; nothing was written\n',
    );
    expect(refused.code).toBe(2);
    was.set(navigation, original);
    expect(snapshot(dir)).toEqual(was);
  });

  test('a write that fails half-way puts back the files already replaced', () => {
    // A folder where the page module goes: the manifest files are replaced first, then the
    // module cannot be; all of them must be as they were.
    mkdirSync(join(dir, 'site/src/pages/blocked.tsx/inside'), { recursive: true });
    const was = snapshot(dir);
    const failed = makePage(dir, { ID: 'blocked', ROUTE: '/blocked', NAV: 'solutions' });
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/^make page: .+; nothing was written\n {2}hint: .+\n$/);
    expect(failed.err, 'it was the last step, the module, that failed').toContain('rename');
    expect(snapshot(dir)).toEqual(was);
    const leftovers = readdirSync(dir, { recursive: true }).filter((path) => String(path).includes('.make-page-'));
    expect(leftovers).toEqual([]);
    rmSync(join(dir, 'site/src/pages/blocked.tsx'), { recursive: true });
  });

  test('the script exits 2 on a refusal', { timeout: 60_000 }, () => {
    const script = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/page.ts')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ID: 'qa-example-page', ROUTE: 'qa-example', NAV: '', TEMPLATE: '' },
    });
    expect(script.stderr).toBe(
      'make page  ROUTE=qa-example  must start with "/"\n  hint: write ROUTE=/qa-example\n\nmake page: 1 problem; nothing was written\n',
    );
    expect(script.status).toBe(2);
    expect(existsSync(join(dir, 'site/src/pages/qa-example-page.tsx'))).toBe(false);
  });
});
