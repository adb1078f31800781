import type { ManifestFileName } from '../manifest/schema.ts';
import { checker } from './context.ts';
import { linkTargets, routeTable } from './paths.ts';

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
