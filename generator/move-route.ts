// `make move-route FROM=/<path> TO=/<new path>`: a route renamed in one step (decision 034). The
// manifest's route (each entry of it, for a path registered twice), every link to it (the
// shell's redirect, the dashboard, the menus, the page content's `to:`) and every route literal
// of the site's code (`<AppLink to="/glory">`, found with the type checker,
// generator/code/route-literals.ts) get the new path; then the generated files are rewritten.
// As `make page` does: every edit is planned in memory, the manifest's YAML is edited as text at
// the positions the yaml package's Document API gives (comments and layout stay as they were),
// read back and validated, and only then are the files written, all or none.
import { type PlannedFile, writePlan } from './atomic-write.ts';
import { linkTargets } from './checks/paths.ts';
import { siteModules } from './code/site-code.ts';
import { type FileSystem, nodeFileSystem } from './file-system.ts';
import { formatRefusal } from './format.ts';
import { type Problem, problem } from './issues.ts';
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
import { type DataPath, formatPath } from './positions.ts';
import { routeTakenProblems, routeVariableProblems } from './route-variable.ts';
import { expectReadBack, replaceScalars } from './yaml-edit.ts';

export const MOVE_USAGE = 'make move-route FROM=/<path> TO=/<new path>';
const COMMAND = 'make move-route';

export interface MoveRequest {
  readonly from?: string;
  readonly to?: string;
}

/** One place the path is written and now changes: `spec/routes.yaml:25:11  routes[10].path`. */
export type Moved = Listed;

export type MovePlan =
  | {
      readonly ok: true;
      readonly files: readonly PlannedFile[];
      readonly moved: readonly Moved[];
      /** The path written elsewhere, not as a route or a link: left as it was, listed. */
      readonly left: readonly Moved[];
    }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly details?: string };

/** Plan the move: every file's new content, or every reason to refuse. Reads `fs`, writes nothing. */
export async function planMove(fs: FileSystem, request: MoveRequest): Promise<MovePlan> {
  const problems: Problem[] = [];
  const from = present(request.from);
  const to = present(request.to);
  if (from === undefined) problems.push(problem('variable-missing', { usage: MOVE_USAGE }, COMMAND, 'FROM'));
  if (to === undefined) problems.push(problem('variable-missing', { usage: MOVE_USAGE }, COMMAND, 'TO'));
  else problems.push(...routeVariableProblems(COMMAND, 'TO', to));
  if (from !== undefined && from === to) problems.push(problem('move-route-same', {}, COMMAND, `TO=${to}`));

  // The manifest as `make generate` reads it: it must be valid before a route moves in it.
  const loaded = manifestForEdit(fs, COMMAND, 'move the route', problems);
  if (!loaded.ok) return { ok: false, problems: loaded.problems, details: loaded.details };
  const { manifest, pageModules, source: parsed, at } = loaded;

  const paths = manifest.routes.routes.map((route) => route.path);
  if (from !== undefined && !paths.includes(from))
    problems.push(problem('move-route-unknown', { from, paths }, COMMAND, `FROM=${from}`));
  if (to !== undefined) problems.push(...routeTakenProblems(loaded, 'TO', to));
  if (problems.length > 0 || from === undefined || to === undefined) return { ok: false, problems };

  // The manifest: each route with the path, then every link to it.
  const places: { file: ManifestFileName; path: DataPath }[] = [];
  manifest.routes.routes.forEach((route, index) => {
    if (route.path === from) places.push({ file: 'routes.yaml', path: ['routes', index, 'path'] });
  });
  for (const link of linkTargets(manifest)) if (link.target === from) places.push(link);

  const moved: Moved[] = [];
  const files: PlannedFile[] = [];
  const edited = new Map<string, string>();
  for (const name of [...new Set(places.map((place) => place.file))]) {
    const source = parsed(name);
    const here = places.filter((place) => place.file === name);
    for (const place of here) moved.push({ where: at(source, place.path), what: formatPath(place.path) });
    const text = replaceScalars(
      source,
      here.map((place) => place.path),
      from,
      to,
      COMMAND,
    );
    // The edit reads back as the old data with the path replaced, and nothing else.
    const expected = source.doc.toJS() as unknown;
    for (const place of here) setIn(expected, place.path, to);
    expectReadBack(COMMAND, source, text, expected);
    edited.set(source.file, text);
    files.push(editedFile(fs, source, text));
  }
  const invalid = validateEdit(loaded, edited, pageModules, {
    command: COMMAND,
    what: 'the move',
    byHand: 'move the route by hand',
  });
  if (invalid) return { ok: false, ...invalid };

  // The site's code: every literal written for a route with the path (the type checker says which).
  const modules = new Map(siteModules(fs).map((path) => [path, fs.readFile(path) ?? '']));
  const site = await siteProgram(fs, manifest, [...modules.keys()], 'move the route');
  if (site !== undefined && 'where' in site) return { ok: false, problems: [site] };
  if (site !== undefined) {
    const { findPathLiterals, rewriteLiterals } = await import('./code/route-literals.ts');
    for (const [path, literals] of findPathLiterals(site, from)) {
      const routes = literals.filter((literal) => literal.route);
      for (const literal of routes)
        moved.push({
          where: `${path}:${literal.spot.line}:${literal.spot.column}`,
          what: `${literal.quote}${from}${literal.quote}`,
        });
      if (routes.length === 0) continue;
      const previous = modules.get(path) ?? '';
      const content = rewriteLiterals(previous, routes, to);
      modules.set(path, content);
      files.push({ path, content, previous });
    }
  }

  // What still says the path, in the manifest and the site's code: a text, a comment, a literal
  // that is not a route. Listed, not changed: only a person knows whether it means the route.
  const after = loaded.sources.map((source): [string, string] => [source.file, edited.get(source.file) ?? source.text]);
  const left = mentionsOf([...after, ...modules], from);
  return { ok: true, files, moved, left };
}

function setIn(data: unknown, path: DataPath, value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
}

/**
 * The command: reads FROM and TO from `env`, plans, writes, then runs `make generate` on `root`;
 * 0 moved and regenerated, 2 refused (nothing written), 1 not written or not regenerated.
 */
export async function moveRouteCommand(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
  io: CommandIo,
): Promise<number> {
  const plan = await planMove(nodeFileSystem(root), { from: env.FROM, to: env.TO });
  if (!plan.ok) {
    io.err(formatRefusal(plan, COMMAND));
    return 2;
  }
  if (!writePlan(root, plan.files, COMMAND, 'the move', io)) return 1;
  const width = Math.max(...plan.moved.map((place) => place.where.length));
  const lines = [
    `${COMMAND}: ${env.FROM?.trim()} is now ${env.TO?.trim()}, in ${plan.moved.length} place${plan.moved.length === 1 ? '' : 's'}:`,
    ...plan.moved.map((place) => `  ${place.where.padEnd(width)}  ${place.what}`),
  ];
  if (plan.left.length > 0)
    lines.push(
      `still naming ${env.FROM?.trim()}, left as they were (a text, a comment, a literal that is not a route; change those that mean the route):`,
      ...plan.left.map((place) => `  ${place.where}  ${place.what}`),
    );
  io.out(`${lines.join('\n')}\n`);
  // The generated files (routes, links, the search index) follow, through the generator itself.
  if (!regenerate(root, io, COMMAND, 'the route was moved')) return 1;
  io.out(
    'next: run the tests; a test that names the old path (tests/oracle/) states the specification: change it only if the specification did\n',
  );
  return 0;
}
