import { LINK_FIELD } from '../emit/content.ts';
import type { ContentValue, ManifestFileName } from '../manifest/schema.ts';
import type { DataPath } from '../positions.ts';
import { checker, type PartialManifest } from './context.ts';
import { routeTable } from './routes.ts';

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

/**
 * Links of one file point at routes. A link to the path a malformed route was meant to have is
 * the route's mistake, reported there once, not at every link.
 */
function linksOf(file: ManifestFileName, needs: 'app' | 'navigation' | 'pages') {
  return checker({
    name: `links of ${file}`,
    needs: ['routes', needs],
    run(context, manifest) {
      const { paths, intended } = routeTable(manifest.routes);
      // A path a malformed route was meant to have is a good suggestion: it is one once fixed.
      const candidates = [...paths, ...intended];
      for (const link of linkTargets({ routes: manifest.routes, [needs]: manifest[needs] })) {
        if (link.file !== file || paths.has(link.target) || intended.has(link.target)) continue;
        context.report('unknown-path', { target: link.target, paths: candidates }, link.file, link.path);
      }
    },
  });
}

export const navigationLinksChecker = linksOf('navigation.yaml', 'navigation');
export const pageLinksChecker = linksOf('pages.yaml', 'pages');

/** The shell redirects to a route, the dashboard. */
export const dashboardChecker = checker({
  name: 'dashboard',
  needs: ['routes', 'app'],
  run(context, manifest) {
    const { paths, intended } = routeTable(manifest.routes);
    const { redirect } = manifest.routes.shell;
    const { dashboard } = manifest.app.app;
    const candidates = [...paths, ...intended];
    if (!paths.has(redirect) && !intended.has(redirect))
      context.report('unknown-path', { target: redirect, paths: candidates }, 'routes.yaml', ['shell', 'redirect']);
    if (!paths.has(dashboard) && !intended.has(dashboard))
      context.report('unknown-path', { target: dashboard, paths: candidates }, 'app.yaml', ['app', 'dashboard']);
    if (dashboard !== redirect)
      context.report('dashboard-mismatch', { redirect, dashboard }, 'routes.yaml', ['shell', 'redirect']);
  },
});
