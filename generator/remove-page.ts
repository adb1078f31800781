// `make remove-page ID=<page id>` (or `ROUTE=/<path>` of the page): a page removed in one step,
// the counterpart of `make page` (decision 050). Every route of the page (spec/routes.yaml), its
// links in the menus, their sections and the footer (spec/navigation.yaml), its texts
// (spec/pages.yaml) and its module (site/src/pages/<id>.tsx) go; then the generated files are
// rewritten, the page's words among them. As `make page` does: every edit is planned in memory,
// the YAML is edited as text (generator/yaml-edit.ts: each entry with its own comment lines, every
// other line as it was), read back and validated, and only then are the files written, all or none.
// A page something else still needs is refused, each reason at its place: another page's link to
// it or a menu's own, a route literal or an import of the site's code, the shell's redirect, the
// dashboard, the not-found page. Every refusal's words are in the catalogue (generator/issues.ts).
import { type PlannedFile, writePlan } from './atomic-write.ts';
import { linkTargets } from './checks/paths.ts';
import { siteModules } from './code/site-code.ts';
import { type FileSystem, nodeFileSystem } from './file-system.ts';
import { formatRefusal } from './format.ts';
import { type Problem, problem } from './issues.ts';
import { PAGE_CONTENT_DIR, PAGES_DIR } from './layout.ts';
import type { ManifestFileName } from './manifest/schema.ts';
import {
  type CommandIo,
  editedFile,
  type Listed,
  manifestForEdit,
  mentionsOf,
  present,
  regenerate,
  siteProgram,
  validateEdit,
} from './manifest-edit.ts';
import { type DataPath, formatPath, type ParsedSource } from './positions.ts';
import { EditRefused, expectReadBack, removeEntries } from './yaml-edit.ts';

export const REMOVE_USAGE = 'make remove-page ID=<page id> (or ROUTE=/<path>, a route of the page)';
const COMMAND = 'make remove-page';

/** What the developer asked for: the make variables, as given (unset or empty is absent). */
export interface RemoveRequest {
  readonly id?: string;
  readonly route?: string;
}

export type RemovePlan =
  | {
      readonly ok: true;
      readonly id: string;
      /** The page's paths, in the order of spec/routes.yaml. */
      readonly paths: readonly string[];
      readonly files: readonly PlannedFile[];
      /** What goes, where it was. */
      readonly removed: readonly Listed[];
      /** The page's paths written elsewhere, not as a link: left as they were, listed. */
      readonly left: readonly Listed[];
    }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly details?: string };

/** An entry of a manifest file that goes with the page, and what the report calls it. */
interface Removal {
  readonly file: ManifestFileName;
  readonly path: DataPath;
  readonly what: string;
}

/** Plan the removal: every file's new content (or its removal), or every reason to refuse. Reads `fs`, writes nothing. */
export async function planRemove(fs: FileSystem, request: RemoveRequest): Promise<RemovePlan> {
  const problems: Problem[] = [];
  const given = { id: present(request.id), route: present(request.route) };
  if (given.id === undefined && given.route === undefined)
    problems.push(problem('variable-missing', { usage: REMOVE_USAGE }, COMMAND, 'ID'));

  // The manifest as `make generate` reads it: it must be valid before a page leaves it.
  const loaded = manifestForEdit(fs, COMMAND, 'remove the page', problems);
  if (!loaded.ok) return { ok: false, problems: loaded.problems, details: loaded.details };
  if (problems.length > 0) return { ok: false, problems };
  const { manifest, pageModules, source: parsed, at } = loaded;
  const routesYaml = parsed('routes.yaml');
  const refuse = (
    source: ParsedSource,
    path: DataPath,
    made: (where: string, path: string) => Problem,
    anchor: 'value' | 'key' = 'value',
  ): void => {
    problems.push(made(at(source, path, anchor), formatPath(path)));
  };

  // Which page: ID=, or the page of ROUTE=; both given, they must name one page.
  const ids = Object.keys(manifest.pages.pages);
  const routes = manifest.routes.routes;
  let id = given.id;
  if (id !== undefined && !ids.includes(id))
    problems.push(problem('remove-page-unknown', { id, ids }, COMMAND, `ID=${id}`));
  if (given.route !== undefined) {
    const route = given.route;
    const index = routes.findIndex((candidate) => candidate.path === route);
    const page = routes[index]?.page;
    if (page === undefined)
      problems.push(
        problem('remove-page-unknown-route', { route, paths: routes.map((r) => r.path) }, COMMAND, `ROUTE=${route}`),
      );
    else if (id === undefined) id = page;
    else if (ids.includes(id) && page !== id) {
      const named = id;
      refuse(routesYaml, ['routes', index, 'path'], (where, path) =>
        problem('remove-page-route-mismatch', { route, page, id: named }, where, path),
      );
    }
  }
  if (problems.length > 0 || id === undefined) return { ok: false, problems };
  const page = id;

  // What the site cannot do without: its not-found page, the redirect of "/" and the dashboard.
  const indexes = routes.flatMap((route, index) => (route.page === page ? [index] : []));
  const paths = [...new Set(indexes.map((index) => routes[index]?.path ?? ''))];
  if (manifest.routes.shell.notFound === page)
    refuse(routesYaml, ['shell', 'notFound'], (where, path) =>
      problem('remove-page-not-found', { id: page }, where, path),
    );
  const redirect = manifest.routes.shell.redirect;
  if (paths.includes(redirect))
    refuse(routesYaml, ['shell', 'redirect'], (where, path) =>
      problem('remove-page-redirect', { id: page, path: redirect }, where, path),
    );
  const dashboard = manifest.app.app.dashboard;
  if (paths.includes(dashboard))
    refuse(parsed('app.yaml'), ['app', 'dashboard'], (where, path) =>
      problem('remove-page-dashboard', { id: page, path: dashboard }, where, path),
    );

  // The page's own entries go; every other link to it is refused, at its place.
  const removals: Removal[] = indexes.map((index) => ({
    file: 'routes.yaml',
    path: ['routes', index],
    what: `the route ${routes[index]?.path}`,
  }));
  const navigation = manifest.navigation;
  const fromLists = new Map<string, { holder: DataPath; size: number; items: Removal[] }>();
  const fromList = (holder: DataPath, size: number, item: Removal): void => {
    const key = formatPath(holder);
    const list = fromLists.get(key) ?? { holder, size, items: [] };
    list.items.push(item);
    fromLists.set(key, list);
  };
  for (const link of linkTargets(manifest)) {
    if (!paths.includes(link.target) || link.file === 'routes.yaml' || link.file === 'app.yaml') continue;
    const [area, index, list, item] = link.path;
    if (link.file === 'pages.yaml') {
      const from = String(index);
      if (from !== page)
        refuse(parsed('pages.yaml'), link.path, (where, path) =>
          problem('remove-page-linked', { id: page, target: link.target, by: `the page "${from}"` }, where, path),
        );
    } else if (area === 'header' && typeof index === 'number' && typeof item === 'number') {
      const menu = navigation.header[index];
      const links = list === 'children' ? menu?.children : menu?.section;
      const what =
        list === 'children' ? `the link nav.${menu?.children?.[item]?.id}` : `a page of the section of "${menu?.id}"`;
      fromList(['header', index, String(list)], links?.length ?? 0, {
        file: 'navigation.yaml',
        path: ['header', index, String(list), item],
        what,
      });
    } else if (area === 'header' && typeof index === 'number')
      refuse(parsed('navigation.yaml'), link.path, (where, path) =>
        problem(
          'remove-page-linked',
          { id: page, target: link.target, by: `the menu "${navigation.header[index]?.id}"` },
          where,
          path,
        ),
      );
    else if (area === 'footer' && typeof index === 'number' && typeof item === 'number') {
      const group = navigation.footer[index];
      fromList(['footer', index, 'links'], group?.links.length ?? 0, {
        file: 'navigation.yaml',
        path: ['footer', index, 'links', item],
        what: `the link nav.${group?.links[item]?.id}`,
      });
    }
  }
  // A menu's list the page leaves empty goes with it (`children:`, `section:` are optional); a
  // footer group must keep a link.
  for (const { holder, size, items } of fromLists.values()) {
    if (items.length < size) removals.push(...items);
    else if (holder[0] === 'footer') {
      const group = navigation.footer[Number(holder[1])]?.id ?? '';
      refuse(
        parsed('navigation.yaml'),
        holder,
        (where, path) => problem('remove-page-last-link', { id: page, group }, where, path),
        'key',
      );
    } else removals.push({ file: 'navigation.yaml', path: holder, what: items.map((entry) => entry.what).join(', ') });
  }
  removals.push({ file: 'pages.yaml', path: ['pages', page], what: 'its title, description and content' });

  // The site's code: a route literal of the page's paths, an import of its module or its words.
  const modulePath = `${PAGES_DIR}/${page}.tsx`;
  const modules = new Map(
    siteModules(fs)
      .filter((path) => path !== modulePath)
      .map((path) => [path, fs.readFile(path) ?? '']),
  );
  const site = await siteProgram(fs, manifest, [...modules.keys()], 'remove the page');
  if (site !== undefined && 'where' in site) problems.push(site);
  else if (site !== undefined) {
    const [{ findPathLiterals }, { findImports }] = await Promise.all([
      import('./code/route-literals.ts'),
      import('./code/module-imports.ts'),
    ]);
    for (const target of paths)
      for (const [file, literals] of findPathLiterals(site, target))
        for (const literal of literals.filter((candidate) => candidate.route))
          problems.push(
            problem(
              'remove-page-code-link',
              { id: page, target },
              `${file}:${literal.spot.line}:${literal.spot.column}`,
              `${literal.quote}${target}${literal.quote}`,
            ),
          );
    const words = `${PAGE_CONTENT_DIR}/${page}.gen`;
    for (const { spot, module } of findImports(site, [modulePath.replace(/\.tsx$/, ''), words]))
      problems.push(
        problem(
          'remove-page-imported',
          { id: page, module: module === words ? `${words}.ts` : modulePath },
          `${spot.file}:${spot.line}:${spot.column}`,
        ),
      );
  }

  // The manifest's files without the page's entries, read back as the old data without them.
  const edited = new Map<string, string>();
  const files: PlannedFile[] = [];
  const removed: Listed[] = [];
  for (const name of [...new Set(removals.map((removal) => removal.file))]) {
    const source = parsed(name);
    const here = removals.filter((removal) => removal.file === name);
    try {
      const text = removeEntries(
        source,
        here.map((removal) => removal.path),
        COMMAND,
      );
      expectReadBack(
        COMMAND,
        source,
        text,
        withoutEntries(
          source.doc.toJS(),
          here.map((removal) => removal.path),
        ),
      );
      edited.set(source.file, text);
      files.push(editedFile(fs, source, text));
      for (const removal of here)
        removed.push({ where: at(source, removal.path, 'key'), what: `${formatPath(removal.path)}  ${removal.what}` });
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
      refuse(source, error.path, (where, path) => problem(error.issue.code, error.issue.args, where, path));
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const invalid = validateEdit(loaded, edited, new Set([...pageModules].filter((module) => module !== page)), {
    command: COMMAND,
    what: 'the removal',
    byHand: 'remove the page by hand (docs/manifest-and-pages.md, "By hand")',
  });
  if (invalid) return { ok: false, ...invalid };

  const module = fs.readFile(modulePath);
  if (module !== undefined) {
    files.push({ path: modulePath, content: undefined, previous: module });
    removed.push({ where: modulePath, what: 'the page module' });
  }
  // What still names a path of the page, in the manifest and the site's code: a text, a comment,
  // a literal that is not a route. Listed, not changed: only a person knows whether it means the page.
  const after = loaded.sources.map((source): [string, string] => [source.file, edited.get(source.file) ?? source.text]);
  const left = paths.flatMap((path) => mentionsOf([...after, ...modules], path));
  return { ok: true, id: page, paths, files, removed, left };
}

/** `data` without the entries at `paths`: list items (the path ends with an index) and keys. */
function withoutEntries(data: unknown, paths: readonly DataPath[]): unknown {
  // Later items of a list first, so that each index still names its item.
  const ordered = [...paths].sort((a, b) => {
    for (let index = 0; index < Math.min(a.length, b.length); index++) {
      const [x, y] = [a[index], b[index]];
      if (x === y) continue;
      return typeof x === 'number' && typeof y === 'number' ? y - x : String(y).localeCompare(String(x));
    }
    return b.length - a.length;
  });
  for (const path of ordered) {
    let holder = data as Record<string | number, unknown>;
    for (const segment of path.slice(0, -1)) holder = holder[segment] as Record<string | number, unknown>;
    const last = path.at(-1);
    if (Array.isArray(holder) && typeof last === 'number') holder.splice(last, 1);
    else if (last !== undefined) delete holder[last];
  }
  return data;
}

/**
 * The command: reads ID and ROUTE from `env`, plans, writes, then runs `make generate` on `root`;
 * 0 removed and regenerated, 2 refused (nothing written), 1 not written or not regenerated.
 */
export async function removePageCommand(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
  io: CommandIo,
): Promise<number> {
  const plan = await planRemove(nodeFileSystem(root), { id: env.ID, route: env.ROUTE });
  if (!plan.ok) {
    io.err(formatRefusal(plan, COMMAND));
    return 2;
  }
  if (!writePlan(root, plan.files, COMMAND, 'the removal', io)) return 1;
  const width = Math.max(...plan.removed.map((place) => place.where.length));
  const routes = plan.paths.length === 0 ? 'no route' : plan.paths.join(', ');
  const lines = [
    `${COMMAND}: removed the page "${plan.id}" (${routes}), from where it was:`,
    ...plan.removed.map((place) => `  ${place.where.padEnd(width)}  ${place.what}`),
  ];
  if (plan.left.length > 0)
    lines.push(
      `still naming ${plan.paths.join(' or ')}, left as they were (a text, a comment, a literal that is not a route; change those that meant the page):`,
      ...plan.left.map((place) => `  ${place.where}  ${place.what}`),
    );
  io.out(`${lines.join('\n')}\n`);
  // The generated files (routes, menus, the search index, the page's words) follow, through the generator itself.
  if (!regenerate(root, io, COMMAND, `the page "${plan.id}" was removed`)) return 1;
  io.out(
    'next: run the tests; a test that names the page or its path (tests/oracle/) states the specification: change it only if the specification did\n',
  );
  return 0;
}
