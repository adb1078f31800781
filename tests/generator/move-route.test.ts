// `make move-route` (generator/move-route.ts, decision 034) on a scratch copy of the project: the
// route, every link to it and every route literal of the site's code get the new path, every other
// line stays as it was (comments and layout included), the generator accepts the result and the
// moved literals are routes of the new route table; a refused move says what and where, and
// writes nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { siteModules } from '../../generator/code/site-code.ts';
import { nodeFileSystem } from '../../generator/file-system.ts';
import { generate } from '../../generator/generate.ts';
import { moveRouteCommand } from '../../generator/move-route.ts';
import { run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import {
  capture,
  copyProject as copyProjectFiles,
  linkPackages,
  read,
  removeCopies,
  snapshot as snapshotOf,
} from './scratch.ts';

afterAll(removeCopies);

/** A copy with the compiler options and React's types, for the type checker; it keeps its own generator records. */
function copyProject(): string {
  const dir = copyProjectFiles('move-route-', ['tsconfig.json']);
  linkPackages(dir, ['react', '@types']);
  return dir;
}

async function moveRoute(dir: string, variables: Record<string, string>) {
  const { io, written } = capture();
  const code = await moveRouteCommand(variables, dir, io);
  return { code, ...written };
}

/** Every file under spec/ and site/src/, by path: what a refused move must leave as it was. */
const snapshot = (dir: string): Map<string, string> => snapshotOf(dir, ['spec', 'site/src']);

/** The lines of `after` that differ from `before`, as `number: before → after`; the line count must not change. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now.length, 'no line added or removed').toBe(old.length);
  return old.flatMap((line, index) => (now[index] === line ? [] : [`${index + 1}: ${line} → ${now[index]}`]));
}

describe('make move-route', () => {
  const dir = copyProject();
  const files = ['spec/routes.yaml', 'spec/navigation.yaml', 'spec/pages.yaml', 'spec/app.yaml', 'spec/clauses.yaml'];
  const before = new Map(files.map((file) => [file, read(dir, file)]));

  test('FROM=/glory TO=/honours: the route and every link to it change, nothing else does, and the generator accepts it', {
    timeout: 120_000,
    ...proves('GEN-MOVE-ROUTE'),
  }, async () => {
    const moved = await moveRoute(dir, { FROM: '/glory', TO: '/honours' });
    expect(moved.err).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.out).toContain('make move-route: /glory is now /honours, in 6 places:');

    // Each changed line is the same line with the new path: the route, two menu links, three content links.
    const lines = new Map(files.map((file) => [file, changedLines(before.get(file) ?? '', read(dir, file))]));
    const written = (file: string) =>
      (before.get(file) ?? '')
        .split('\n')
        .flatMap((line, index) =>
          /(?:path|to): \/glory\b/.test(line) ? [`${index + 1}: ${line} → ${line.replace('/glory', '/honours')}`] : [],
        );
    expect(lines.get('spec/routes.yaml')).toEqual(written('spec/routes.yaml'));
    expect(lines.get('spec/routes.yaml')).toHaveLength(1);
    expect(lines.get('spec/navigation.yaml')).toEqual(written('spec/navigation.yaml'));
    expect(lines.get('spec/navigation.yaml')).toHaveLength(2);
    expect(lines.get('spec/pages.yaml')).toEqual(written('spec/pages.yaml'));
    expect(lines.get('spec/pages.yaml')).toHaveLength(3);
    // The clause's text names the path but is no link: listed, not changed.
    expect(lines.get('spec/clauses.yaml')).toEqual([]);
    expect(moved.out).toMatch(
      /still naming \/glory, left as they were[^\n]*\n {2}spec\/clauses\.yaml:\d+:\d+ {2}text: /,
    );

    // Regenerated: the route table has the new path only, and the output is in sync.
    expect(moved.out).toMatch(/^generate: \d+ written, \d+ unchanged$/m);
    const routes = read(dir, 'site/src/generated/routes.gen.ts');
    expect(routes).toContain("'/honours'");
    expect(routes).not.toContain("'/glory'");
    const checked = await run(nodeFileSystem(dir), { generate, check: true });
    expect(checked.issues).toEqual([]);
    expect(checked.report?.changed).toEqual([]);
  });

  test('FROM=/job TO=/jobs/apply: every AppLink to the route moves, and is a route of the new table; a look-alike string does not', {
    timeout: 120_000,
    ...proves('GEN-MOVE-ROUTE'),
  }, async () => {
    const fresh = copyProject();
    // A string that is not written for a route (no RoutePath receives it): not a link.
    writeFileSync(join(fresh, 'site/src/shared/job-marker.ts'), "export const JOB_MARKER = '/job';\n");
    const links = ['site/src/jobs/job-list.tsx', 'site/src/pages/social-recruitment.tsx'];
    const old = new Map(links.map((file) => [file, read(fresh, file)]));

    const moved = await moveRoute(fresh, { FROM: '/job', TO: '/jobs/apply' });
    expect(moved.err).toBe('');
    expect(moved.code).toBe(0);
    for (const file of links) {
      const text = old.get(file) ?? '';
      const number = text.split('\n').findIndex((line) => line.includes('<AppLink to="/job">')) + 1;
      expect(number, file).toBeGreaterThan(0);
      expect(changedLines(text, read(fresh, file))).toEqual([
        `${number}: ${text.split('\n')[number - 1]} → ${text.split('\n')[number - 1]?.replace('"/job"', '"/jobs/apply"')}`,
      ]);
      expect(moved.out).toContain(`${file}:${number}:`);
    }
    expect(read(fresh, 'site/src/shared/job-marker.ts')).toBe("export const JOB_MARKER = '/job';\n");
    expect(moved.out).toContain("site/src/shared/job-marker.ts:1:28  export const JOB_MARKER = '/job';");

    // The moved literals are routes of the regenerated table, as the type checker reads them.
    const fs = nodeFileSystem(fresh);
    const generated = await run(fs, { generate, check: true });
    expect(generated.issues).toEqual([]);
    const [{ siteProject }, { findPathLiterals }] = await Promise.all([
      import('../../generator/code/site-project.ts'),
      import('../../generator/code/route-literals.ts'),
    ]);
    const site = siteProject(fresh, siteModules(fs), generated.files ?? []);
    const now = [...findPathLiterals(site, '/jobs/apply').values()].flat();
    expect(now.map((literal) => `${literal.spot.file} ${literal.route}`).sort()).toEqual(
      links.map((file) => `${file} true`).sort(),
    );
    expect([...findPathLiterals(site, '/job').values()].flat().map((literal) => literal.route)).toEqual([false]);
  });
});

describe('make move-route refuses, naming what and where, and writes nothing', () => {
  const dir = copyProject();
  const position = (file: string, text: string): string => {
    const lines = read(dir, file).split('\n');
    const line = lines.findIndex((candidate) => candidate.includes(text));
    return `${file}:${line + 1}:${(lines[line] ?? '').indexOf(text) + 1}`;
  };

  test.each([
    [
      'an unknown FROM',
      { FROM: '/glroy', TO: '/honours' },
      () => ['make move-route  FROM=/glroy  no route has this path\n  hint: did you mean FROM=/glory?'],
    ],
    [
      'a TO that is taken',
      { FROM: '/glory', TO: '/customer' },
      () => [
        `${position('spec/routes.yaml', '/customer,')}  routes[14].path  TO=/customer: the path is already routed, to the page "customers"\n  hint: choose another TO, or move that route first`,
      ],
    ],
    [
      'a TO without its slash',
      { FROM: '/glory', TO: 'honours' },
      () => ['make move-route  TO=honours  must start with "/"\n  hint: write TO=/honours'],
    ],
    [
      'a TO with capitals and a trailing slash',
      { FROM: '/glory', TO: '/Honours/' },
      () => [
        'make move-route  TO=/Honours/  must be lower-case letters, digits and single "-" after each "/", with no trailing "/" and no parameter\n  hint: write TO=/honours',
      ],
    ],
    [
      'no FROM',
      { TO: '/honours' },
      () => ['make move-route  FROM  is missing\n  hint: write make move-route FROM=/<path> TO=/<new path>'],
    ],
  ])('%s', { timeout: 60_000, ...proves('GEN-MOVE-ROUTE') }, async (_, variables, expected) => {
    const files = snapshot(dir);
    const refused = await moveRoute(dir, variables);
    expect(refused.code).toBe(2);
    expect(refused.out).toBe('');
    const blocks = expected();
    expect(refused.err).toBe(
      `${blocks.join('\n\n')}\n\nmake move-route: ${blocks.length} problem${blocks.length === 1 ? '' : 's'}; nothing was written\n`,
    );
    expect(snapshot(dir)).toEqual(files);
  });
});
