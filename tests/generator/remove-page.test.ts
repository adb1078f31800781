// `make remove-page` (generator/remove-page.ts, decision 050) undoes `make page`, in scratch copies
// of the project: a page linked from a menu without links and two menus' sections is added,
// generated and removed again, and the tree is what it was, byte for byte, `make check` and tsc
// passing on it; pages of every template, in a menu, a footer group and a section, added and
// removed, leave the manifest as it was. The refusals are in remove-page-refusals.test.ts.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { applyPlan } from '../../generator/atomic-write.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { TEMPLATE_NAMES } from '../../generator/page-templates.ts';
import { planRemove } from '../../generator/remove-page.ts';
import { proves } from '../conformance/proves.ts';
import { generator } from './new-language.ts';
import { ROOT } from './project-fs.ts';
import {
  copyProject,
  linkEveryPackage,
  makePage,
  positionIn,
  read,
  removeCopies,
  removePage,
  snapshot as snapshotOf,
} from './scratch.ts';

// Removing the copies takes seconds of disk work: more than vitest's 10 s for a hook on a busy machine.
afterAll(removeCopies, 60_000);

/** Every file the commands and the generator may write: the manifest, the site, the clause ids. */
const tree = (dir: string): Map<string, string> => snapshotOf(dir, ['spec', 'site', 'tests/generated']);

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Menu {
  readonly id: string;
  readonly children?: readonly unknown[];
  readonly section?: readonly unknown[];
}

/** The header menus of the copy `dir`, and the index of the one of `id`. */
function menuOf(dir: string, id: string): { index: number; menu: Menu } {
  const menus: Menu[] = parse(read(dir, 'spec/navigation.yaml')).header;
  const index = menus.findIndex((menu) => menu.id === id);
  const menu = menus[index];
  if (!menu) throw new Error(`no menu ${id}`);
  return { index, menu };
}

/** `text` with `after` in it followed by `lines`; `after` must be there. */
function insertAfter(text: string, after: string, lines: string): string {
  expect(text).toContain(after);
  return text.replace(after, `${after}${lines}`);
}

describe('make remove-page', () => {
  test('make page, make generate, make remove-page: the tree is as it was, byte for byte; make check and tsc pass', {
    // A page made, generated and removed (the removal reads the site's code and regenerates),
    // then `make check` and tsc over the site: about a minute on a quiet two-core machine.
    timeout: 600_000,
    ...proves('GEN-REMOVE-PAGE', 'GEN-ADD-PAGE'),
  }, async () => {
    const dir = copyProject('remove-page-', ['tsconfig.json']);
    linkEveryPackage(dir);
    const home = menuOf(dir, 'home');
    const core = menuOf(dir, 'core-competence');
    expect(home.menu, 'the Home menu has no links, as the case needs').not.toHaveProperty('children');
    expect(home.menu).not.toHaveProperty('section');
    const routeCount: number = parse(read(dir, 'spec/routes.yaml')).routes.length;
    const before = tree(dir);

    // In the Home menu, which make page gives its first link.
    const made = makePage(dir, { ID: 'qa-case', ROUTE: '/qa-case', TEMPLATE: 'case', NAV: 'home' });
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    // A menu's section lists pages too (decision 044): one that only this page fills, under a
    // comment, and one it joins.
    const homeLink = '草稿：Qa Case（待翻译） } }\n';
    writeFileSync(
      join(dir, 'spec/navigation.yaml'),
      insertAfter(
        insertAfter(
          read(dir, 'spec/navigation.yaml'),
          homeLink,
          '    # the case study the Home menu marks as its own\n    section:\n      - /qa-case\n',
        ),
        '    section:\n      - /aiot\n',
        '      - /qa-case\n',
      ),
    );
    const generated = generator(dir, 'generate');
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    expect(read(dir, 'site/src/generated/pages/qa-case.gen.ts')).toContain("'DRAFT: Qa Case'");

    // Where the page's entries are, before they go.
    const places = [
      [positionIn(dir, 'spec/routes.yaml', '{ path: /qa-case,'), `routes[${routeCount}]  the route /qa-case`],
      [
        positionIn(dir, 'spec/navigation.yaml', 'children:\n      - { id: qa-case'),
        `header[${home.index}].children  the link nav.qa-case`,
      ],
      [
        positionIn(dir, 'spec/navigation.yaml', 'section:\n      - /qa-case'),
        `header[${home.index}].section  a page of the section of "home"`,
      ],
      [
        positionIn(dir, 'spec/navigation.yaml', '/aiot\n      - /qa-case\n', 14),
        `header[${core.index}].section[${core.menu.section?.length}]  a page of the section of "core-competence"`,
      ],
      [positionIn(dir, 'spec/pages.yaml', '\n  qa-case:\n', 3), 'pages.qa-case  its title, description and content'],
      ['site/src/pages/qa-case.tsx', 'the page module'],
    ];
    const removed = await removePage(dir, { ROUTE: '/qa-case' });
    expect(removed.err).toBe('');
    expect(removed.code).toBe(0);
    const lines = removed.out.split('\n');
    expect(lines[0]).toBe('make remove-page: removed the page "qa-case" (/qa-case), from where it was:');
    places.forEach(([where, what], index) => {
      expect(lines[index + 1]).toMatch(new RegExp(`^ {2}${escaped(where ?? '')} +${escaped(what ?? '')}$`));
    });
    expect(lines[places.length + 1]).toMatch(/^generate: \d+ written, \d+ unchanged, 1 removed$/);
    expect(tree(dir)).toEqual(before);

    const checked = generator(dir, 'check');
    expect(checked.stdout + checked.stderr).toMatch(/^check: \d+ generated files are up to date\n$/);
    expect(checked.status).toBe(0);
    // tsc with the project's options over the site (the copy holds the site, not the tools).
    writeFileSync(join(dir, 'tsconfig.site.json'), '{ "extends": "./tsconfig.json", "include": ["site/src"] }\n');
    const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.site.json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  test('pages of every template, linked from a menu, a footer group and a section, removed in the order they were added: the manifest and the page modules are as they were, byte for byte', {
    timeout: 120_000,
    ...proves('GEN-REMOVE-PAGE', 'GEN-ADD-PAGE'),
  }, async () => {
    // No tsconfig.json: the site's code is not read, and nothing is generated (the test above does both).
    const dir = copyProject('remove-page-');
    const files = (): Map<string, string> => snapshotOf(dir, ['spec', 'site/src/pages']);
    const before = files();
    const pages = [
      { ID: 'qa-blocks', ROUTE: '/qa-blocks', TEMPLATE: 'blocks', NAV: 'solutions' },
      { ID: 'qa-solution', ROUTE: '/qa/solution', TEMPLATE: 'solution', NAV: 'footer-about' },
      // A name long enough for its link to be written one key a line.
      {
        ID: 'qa-terminal-page-with-a-name-long-enough-to-break-a-line',
        ROUTE: '/qa-terminal',
        TEMPLATE: 'terminal',
        NAV: 'core-competence',
      },
      { ID: 'qa-case', ROUTE: '/qa-case', TEMPLATE: 'case', NAV: 'join-us' },
    ];
    expect(pages.map((page) => page.TEMPLATE).sort()).toEqual([...TEMPLATE_NAMES].sort());
    for (const page of pages) {
      const made = makePage(dir, page);
      expect(made.err, page.ID).toBe('');
      expect(made.code, page.ID).toBe(0);
    }
    // The first page in a section too, after the last page's link was added.
    writeFileSync(
      join(dir, 'spec/navigation.yaml'),
      insertAfter(
        read(dir, 'spec/navigation.yaml'),
        '      - /socialrecruitment\n      - /job\n',
        '      - /qa-blocks\n',
      ),
    );
    const fs = nodeFileSystem(dir);
    for (const page of pages) {
      const plan = await planRemove(fs, { id: page.ID });
      if (!plan.ok) throw new Error(`${page.ID}: ${plan.problems.map((problem) => problem.message).join('; ')}`);
      expect(plan.files.map((file) => file.path)).toEqual([
        'spec/routes.yaml',
        'spec/navigation.yaml',
        'spec/pages.yaml',
        `site/src/pages/${page.ID}.tsx`,
      ]);
      applyPlan(dir, plan.files, 'the removal');
    }
    expect(files()).toEqual(before);
  });
});
