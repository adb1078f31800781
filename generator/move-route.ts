// `make move-route FROM=/<path> TO=/<new path>`: a route renamed in one step (decision 034). The
// manifest's route (each entry of it, for a path registered twice), every link to it (the
// shell's redirect, the dashboard, the menus, the page content's `to:`) and every route literal
// of the site's code (`<AppLink to="/glory">`, found with the type checker,
// generator/code/route-literals.ts) get the new path; then the generated files are rewritten.
// As `make page` does: every edit is planned in memory, the manifest's YAML is edited as text at
// the positions the yaml package's Document API gives (comments and layout stay as they were),
// read back and validated, and only then are the files written, all or none.
import { isScalar } from 'yaml';
import { linkTargets, pathProblem, tidyPath } from './checks/paths.ts';
import { siteModules } from './code/site-code.ts';
import { type FileSystem, nodeFileSystem } from './file-system.ts';
import { closest } from './issues.ts';
import type { ManifestFileName } from './manifest/schema.ts';
import {
  type CommandIo,
  editedFile,
  formatRefusal,
  type Listed,
  manifestForEdit,
  mentionsOf,
  type PlannedFile,
  type Problem,
  present,
  regenerate,
  siteProgram,
  validateEdit,
  writePlan,
} from './manifest-edit.ts';
import { type DataPath, formatPath } from './positions.ts';
import { expectReadBack } from './yaml-edit.ts';

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
  const refuse = (path: string, message: string, hint: string): void => {
    problems.push({ where: COMMAND, path, message, hint });
  };
  const from = present(request.from);
  const to = present(request.to);
  if (from === undefined) refuse('FROM', 'is missing', `write ${MOVE_USAGE}`);
  if (to === undefined) refuse('TO', 'is missing', `write ${MOVE_USAGE}`);
  else {
    // The generator's own rule for a route path (checks/paths.ts), as `make page` applies it.
    const problem = pathProblem(to);
    if (problem?.code === 'route-path-slash') refuse(`TO=${to}`, 'must start with "/"', `write TO=${problem.intended}`);
    else if (problem !== undefined)
      refuse(
        `TO=${to}`,
        'must be lower-case letters, digits and single "-" after each "/", with no trailing "/" and no parameter',
        `write TO=${tidyPath(to)}`,
      );
  }
  if (from !== undefined && from === to) refuse(`TO=${to}`, 'is the path the route has already', 'choose another TO');

  // The manifest as `make generate` reads it: it must be valid before a route moves in it.
  const loaded = manifestForEdit(fs, COMMAND, 'move the route', problems);
  if (!loaded.ok) return { ok: false, problems: loaded.problems, details: loaded.details };
  const { manifest, pageModules, source: parsed, at } = loaded;

  const paths = manifest.routes.routes.map((route) => route.path);
  if (from !== undefined && !paths.includes(from)) {
    const near = closest(from, paths);
    refuse(
      `FROM=${from}`,
      'no route has this path',
      near === undefined ? `choose one of the paths of spec/routes.yaml` : `did you mean FROM=${near}?`,
    );
  }
  manifest.routes.routes.forEach((route, index) => {
    if (to !== undefined && route.path === to)
      problems.push({
        where: at(parsed('routes.yaml'), ['routes', index, 'path']),
        path: formatPath(['routes', index, 'path']),
        message: `TO=${to}: the path is already routed, to the page "${route.page}"`,
        hint: 'choose another TO, or move that route first',
      });
  });
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
    const edits = here.map((place) => {
      const node = source.doc.getIn(place.path, true);
      if (!isScalar(node) || node.value !== from || !node.range)
        throw new Error(`${COMMAND}: ${source.file} ${formatPath(place.path)} is not the path ${from} (a bug)`);
      moved.push({ where: at(source, place.path), what: formatPath(place.path) });
      const quote = node.type === 'QUOTE_DOUBLE' ? '"' : node.type === 'QUOTE_SINGLE' ? "'" : '';
      return { start: node.range[0], end: node.range[1], text: `${quote}${to}${quote}` };
    });
    let text = source.text;
    for (const edit of edits.sort((a, b) => b.start - a.start))
      text = `${text.slice(0, edit.start)}${edit.text}${text.slice(edit.end)}`;
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
