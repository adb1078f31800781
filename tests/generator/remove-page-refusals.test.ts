// What `make remove-page` (generator/remove-page.ts, decision 050) refuses, on scratch copies of
// the project: each refusal says what and where (`file:line:col`, the data path or the literal)
// and how to go on, exits 2, and leaves every file as it was; a write that fails half-way puts
// back what it had replaced or removed. The round trip is in remove-page.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { applyPlan } from '../../generator/atomic-write.ts';
import { proves } from '../conformance/proves.ts';
import { ROOT } from './project-fs.ts';
import {
  copyProject,
  linkPackages,
  makePage,
  positionIn,
  read,
  removeCopies,
  removePage,
  snapshot as snapshotOf,
} from './scratch.ts';

// Removing the copies takes seconds of disk work: more than vitest's 10 s for a hook on a busy machine.
afterAll(removeCopies, 60_000);

/** Every file under spec/ and site/src/, by path: what a refusal must leave as it was. */
const snapshot = (dir: string): Map<string, string> => snapshotOf(dir, ['spec', 'site/src']);

const USAGE = 'make remove-page ID=<page id> (or ROUTE=/<path>, a route of the page)';
const LINKED = 'point the link at another route or remove it, then remove the page';

/** The refusal's closing line. */
const closing = (count: number): string =>
  `make remove-page: ${count} problem${count === 1 ? '' : 's'}; nothing was written\n`;

/** `make remove-page` refused in `dir`: exit 2, nothing printed to stdout, every file as it was; what it printed to stderr. */
async function refused(dir: string, variables: Record<string, string>): Promise<string> {
  const before = snapshot(dir);
  const result = await removePage(dir, variables);
  expect(result.out).toBe('');
  expect(result.code).toBe(2);
  expect(snapshot(dir)).toEqual(before);
  return result.err;
}

/** The index of the entry of `list` (in `file` of `dir`) whose `key` is `value`. */
function indexOf(
  dir: string,
  file: string,
  list: (data: never) => readonly Record<string, unknown>[],
  key: string,
  value: string,
) {
  const index = list(parse(read(dir, file)) as never).findIndex((entry) => entry[key] === value);
  expect(index, `${value} in ${file}`).toBeGreaterThanOrEqual(0);
  return index;
}

describe('make remove-page refuses what the manifest still needs, saying what and where, and writes nothing', () => {
  // No tsconfig.json: the site's code is not read, only the manifest.
  const dir = copyProject('remove-page-refused-');

  test('neither ID nor ROUTE', proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'), async () => {
    expect(await refused(dir, {})).toBe(`make remove-page  ID  is missing\n  hint: write ${USAGE}\n\n${closing(1)}`);
  });

  test('an id no page has', proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'), async () => {
    expect(await refused(dir, { ID: 'smart-ctiy' })).toBe(
      `make remove-page  ID=smart-ctiy  no page has this id\n  hint: did you mean ID=smart-city?\n\n${closing(1)}`,
    );
  });

  test('a path no route has', proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'), async () => {
    expect(await refused(dir, { ROUTE: '/glroy' })).toBe(
      `make remove-page  ROUTE=/glroy  no route has this path\n  hint: did you mean ROUTE=/glory?\n\n${closing(1)}`,
    );
  });

  test('an ID and a ROUTE of two pages', proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'), async () => {
    const city = indexOf(
      dir,
      'spec/routes.yaml',
      (data: { routes: Record<string, unknown>[] }) => data.routes,
      'path',
      '/city',
    );
    expect(await refused(dir, { ID: 'honours', ROUTE: '/city' })).toBe(
      `${positionIn(dir, 'spec/routes.yaml', 'path: /city,', 6)}  routes[${city}].path  ROUTE=/city is routed to the page "smart-city", not to ID=honours\n` +
        '  hint: give ID= or ROUTE= alone, or both of one page\n\n' +
        closing(1),
    );
  });

  test('the page the shell shows for an unknown path', proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'), async () => {
    expect(await refused(dir, { ID: 'not-found' })).toBe(
      `${positionIn(dir, 'spec/routes.yaml', 'notFound: not-found', 10)}  shell.notFound  "not-found" is the page the shell shows for an unknown path\n` +
        '  hint: the site needs one: name another page under shell.notFound first, then remove this one\n\n' +
        closing(1),
    );
  });

  test(
    'the page "/" redirects to, which is the dashboard (§2, §9)',
    proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'),
    async () => {
      const err = await refused(dir, { ID: 'home' });
      expect(err).toContain(
        `${positionIn(dir, 'spec/routes.yaml', 'redirect: /home', 10)}  shell.redirect  the shell redirects "/" to /home, a route of the page "home"\n` +
          '  hint: redirect the shell to another route (app.dashboard in spec/app.yaml names the same path), then remove the page\n\n',
      );
      expect(err).toContain(
        `${positionIn(dir, 'spec/app.yaml', 'dashboard: /home', 11)}  app.dashboard  the dashboard is /home, a route of the page "home"\n` +
          '  hint: make another route the dashboard (and the redirect of the shell in spec/routes.yaml), then remove the page\n\n',
      );
    },
  );

  test(
    'a manifest that has errors already: its errors first, then the refusal',
    proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'),
    async () => {
      const fresh = copyProject('remove-page-refused-');
      const routes = join(fresh, 'spec/routes.yaml');
      writeFileSync(routes, readFileSync(routes, 'utf8').replace('keepAlive: true', 'keepAliv: true'));
      const err = await refused(fresh, { ID: 'honours' });
      expect(err).toContain(`${positionIn(fresh, 'spec/routes.yaml', 'keepAliv: true')}  routes[0].keepAliv`);
      expect(err).toMatch(
        /\n\nmake remove-page {2}spec\/ {2}the manifest has errors, shown above\n {2}hint: fix them first \(`make generate` shows them too\), then remove the page\n\nmake remove-page: 1 problem; nothing was written\n$/,
      );
    },
  );

  test(
    'the only link of a footer group, which cannot be empty',
    proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'),
    async () => {
      const fresh = copyProject('remove-page-refused-');
      expect(makePage(fresh, { ID: 'qa-alone', ROUTE: '/qa-alone' }).code).toBe(0);
      const groups = (parse(read(fresh, 'spec/navigation.yaml')) as { footer: unknown[] }).footer.length;
      writeFileSync(
        join(fresh, 'spec/navigation.yaml'),
        `${read(fresh, 'spec/navigation.yaml')}  - id: footer-qa\n    label: { en-US: QA, zh-CN: 测试 }\n    links:\n      - { id: footer-qa-alone, to: /qa-alone, label: { en-US: QA alone, zh-CN: 测试页 } }\n`,
      );
      expect(await refused(fresh, { ID: 'qa-alone' })).toBe(
        `${positionIn(fresh, 'spec/navigation.yaml', '    links:\n      - { id: footer-qa-alone', 4)}  footer[${groups}].links  the footer group "footer-qa" links only to the page "qa-alone", and cannot be empty\n` +
          '  hint: add another link to the group, or remove the group, then remove the page\n\n' +
          closing(1),
      );
    },
  );

  test('a link in a list written inline', proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'), async () => {
    const fresh = copyProject('remove-page-refused-');
    expect(makePage(fresh, { ID: 'qa-inline', ROUTE: '/qa-inline' }).code).toBe(0);
    const core = indexOf(
      fresh,
      'spec/navigation.yaml',
      (data: { header: Record<string, unknown>[] }) => data.header,
      'id',
      'core-competence',
    );
    const section = '    section:\n      - /aiot\n';
    expect(read(fresh, 'spec/navigation.yaml')).toContain(section);
    writeFileSync(
      join(fresh, 'spec/navigation.yaml'),
      read(fresh, 'spec/navigation.yaml').replace(section, '    section: [/aiot, /qa-inline]\n'),
    );
    expect(await refused(fresh, { ID: 'qa-inline' })).toBe(
      `${positionIn(fresh, 'spec/navigation.yaml', '[/aiot, /qa-inline]')}  header[${core}].section  is written inline ([ … ] or { … }); make remove-page removes only from a collection written one entry a line\n` +
        '  hint: write it one entry a line, then run make remove-page again\n\n' +
        closing(1),
    );
  });

  test('the script exits 2 on a refusal', { timeout: 60_000, ...proves('GEN-REMOVE-PAGE') }, () => {
    const before = snapshot(dir);
    const script = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/remove-page.ts')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ID: 'smart-ctiy', ROUTE: '' },
    });
    expect(script.stderr).toBe(
      `make remove-page  ID=smart-ctiy  no page has this id\n  hint: did you mean ID=smart-city?\n\n${closing(1)}`,
    );
    expect(script.status).toBe(2);
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('make remove-page refuses a page other pages or the site’s code still need, naming each place', () => {
  test('a menu’s own link, another page’s link, a route literal and an import of its words', {
    // The site's code is read with the type checker: a few seconds, many on a busy machine.
    timeout: 120_000,
    ...proves('GEN-REMOVE-PAGE', 'GEN-ERROR-POSITIONS'),
  }, async () => {
    const dir = copyProject('remove-page-linked-', ['tsconfig.json']);
    linkPackages(dir, ['react', '@types']);
    // The page, in a menu: that link goes with it, and is no reason to refuse.
    expect(makePage(dir, { ID: 'qa-linked', ROUTE: '/qa-linked', NAV: 'solutions' }).code).toBe(0);
    // Another page whose related link (the dashboard, in a draft) now leads to it.
    expect(makePage(dir, { ID: 'qa-linker', ROUTE: '/qa-linker', TEMPLATE: 'case' }).code).toBe(0);
    const pages = read(dir, 'spec/pages.yaml');
    const related = pages.lastIndexOf('to: /home }');
    expect(related).toBeGreaterThan(pages.indexOf('  qa-linker:\n'));
    writeFileSync(
      join(dir, 'spec/pages.yaml'),
      `${pages.slice(0, related)}to: /qa-linked }${pages.slice(related + 11)}`,
    );
    // A menu's own link.
    const joinUs = '  - id: join-us\n    label: { en-US: Join Us, zh-CN: 加入我们 }\n    to: /recruitment\n';
    const menus = read(dir, 'spec/navigation.yaml');
    expect(menus).toContain(joinUs);
    writeFileSync(
      join(dir, 'spec/navigation.yaml'),
      menus.replace(joinUs, joinUs.replace('to: /recruitment', 'to: /qa-linked')),
    );
    const menu = indexOf(
      dir,
      'spec/navigation.yaml',
      (data: { header: Record<string, unknown>[] }) => data.header,
      'id',
      'join-us',
    );
    // The site's code: its words imported, a route literal, and the same text where no route is meant.
    const module = 'site/src/shared/qa-links.ts';
    writeFileSync(
      join(dir, module),
      [
        "import { content } from '../generated/pages/qa-linked.gen';",
        "import type { RoutePath } from '../generated/routes.gen';",
        '',
        "export const QA_LINK: RoutePath = '/qa-linked';",
        "export const QA_MARKER = '/qa-linked';",
        'export const QA_TEXT = content;',
        '',
      ].join('\n'),
    );

    expect(await refused(dir, { ID: 'qa-linked' })).toBe(
      `${positionIn(dir, 'spec/navigation.yaml', '    to: /qa-linked', 8)}  header[${menu}].to  the menu "join-us" links to /qa-linked, a route of the page "qa-linked"\n  hint: ${LINKED}\n\n` +
        `${positionIn(dir, 'spec/pages.yaml', 'to: /qa-linked }', 4)}  pages.qa-linker.content.related[0].to  the page "qa-linker" links to /qa-linked, a route of the page "qa-linked"\n  hint: ${LINKED}\n\n` +
        `${module}:4:35  '/qa-linked'  the site's code links to /qa-linked, a route of the page "qa-linked"\n  hint: ${LINKED}\n\n` +
        `${module}:1:25  imports site/src/generated/pages/qa-linked.gen.ts, which goes with the page "qa-linked"\n` +
        '  hint: import it no more (or move what it needs to a module of its own), then remove the page\n\n' +
        closing(4),
    );
  });
});

describe('make remove-page writes all files or none', () => {
  test(
    'a write that fails half-way puts back the files already replaced and the module already removed',
    proves('GEN-REMOVE-PAGE'),
    () => {
      const dir = copyProject('remove-page-blocked-');
      // A folder where the last file goes: the manifest file is replaced and the module removed
      // first, then that file cannot be renamed into place.
      mkdirSync(join(dir, 'site/src/pages/blocked.tsx/inside'), { recursive: true });
      const before = snapshot(dir);
      const files = [
        { path: 'spec/routes.yaml', content: '# replaced\n', previous: read(dir, 'spec/routes.yaml') },
        { path: 'site/src/pages/honours.tsx', content: undefined, previous: read(dir, 'site/src/pages/honours.tsx') },
        { path: 'site/src/pages/blocked.tsx', content: 'export {};\n', previous: undefined },
      ];
      expect(() => applyPlan(dir, files, 'the removal')).toThrow(/rename/);
      expect(snapshot(dir)).toEqual(before);
    },
  );
});
