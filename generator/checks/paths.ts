// What the route checks and the link checks share: the form of a route path, the paths links may
// point at, and where the manifest links. Its own module, so neither checker imports the other.
import { LINK_FIELD } from '../emit/content.ts';
import type { ContentValue, ManifestFileName, RoutesFile } from '../manifest/schema.ts';
import type { DataPath } from '../positions.ts';
import type { PartialManifest } from './context.ts';

const PATH_FORMAT = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const PARAMETER = /[:*?{}[\]]/;

export type PathProblem =
  | { readonly code: 'route-path-slash'; readonly intended: string }
  | { readonly code: 'route-path-param'; readonly parameter: string }
  | { readonly code: 'route-path-format'; readonly intended: string };

/** What is wrong with a route path, if anything, and the path it was meant to be. */
export function pathProblem(path: string): PathProblem | undefined {
  if (!path.startsWith('/')) return { code: 'route-path-slash', intended: `/${path}` };
  const parameter = path.match(PARAMETER)?.[0];
  if (parameter !== undefined) return { code: 'route-path-param', parameter };
  if (PATH_FORMAT.test(path)) return undefined;
  return { code: 'route-path-format', intended: tidyPath(path) };
}

/** A well-formed path close to a malformed one: lower-case, without other characters or a trailing "/". */
export function tidyPath(path: string): string {
  return (
    path
      .toLowerCase()
      .replace(/[^a-z0-9/-]+/g, '')
      .replace(/\/+$/, '') || '/page'
  );
}

/**
 * The paths links may point at: each well-formed route path, and the paths a malformed one was
 * meant to be. A link to a meant path is a consequence of the route's mistake, reported there.
 */
export function routeTable(routes: RoutesFile): { readonly paths: Set<string>; readonly intended: Set<string> } {
  const paths = new Set<string>();
  const intended = new Set<string>();
  for (const route of routes.routes) {
    const problem = pathProblem(route.path);
    if (problem === undefined) paths.add(route.path);
    else if ('intended' in problem) intended.add(problem.intended);
  }
  return { paths, intended };
}

export interface LinkTarget {
  readonly file: ManifestFileName;
  readonly path: DataPath;
  readonly target: string;
}

function contentLinks(value: ContentValue, at: DataPath, out: LinkTarget[]): void {
  if (Array.isArray(value)) {
    value.forEach((item: ContentValue, index) => {
      contentLinks(item, [...at, index], out);
    });
  } else if (typeof value === 'string') {
    if (at.at(-1) === LINK_FIELD) out.push({ file: 'pages.yaml', path: at, target: value });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value as Record<string, ContentValue>))
      contentLinks(item, [...at, key], out);
  }
}

/** Every path a link of the parsed files points at: the shell's redirect, the dashboard, menus, page content. */
export function linkTargets(manifest: PartialManifest): LinkTarget[] {
  const out: LinkTarget[] = [];
  if (manifest.routes)
    out.push({ file: 'routes.yaml', path: ['shell', 'redirect'], target: manifest.routes.shell.redirect });
  if (manifest.app) out.push({ file: 'app.yaml', path: ['app', 'dashboard'], target: manifest.app.app.dashboard });
  manifest.navigation?.header.forEach((menu, index) => {
    out.push({ file: 'navigation.yaml', path: ['header', index, 'to'], target: menu.to });
    menu.children?.forEach((child, childIndex) => {
      out.push({ file: 'navigation.yaml', path: ['header', index, 'children', childIndex, 'to'], target: child.to });
    });
    menu.section?.forEach((target, pathIndex) => {
      out.push({ file: 'navigation.yaml', path: ['header', index, 'section', pathIndex], target });
    });
  });
  manifest.navigation?.footer.forEach((group, index) => {
    group.links.forEach((link, linkIndex) => {
      out.push({ file: 'navigation.yaml', path: ['footer', index, 'links', linkIndex, 'to'], target: link.to });
    });
  });
  for (const [id, page] of Object.entries(manifest.pages?.pages ?? {})) {
    for (const [field, value] of Object.entries(page.content ?? {}))
      contentLinks(value, ['pages', id, 'content', field], out);
  }
  return out;
}
