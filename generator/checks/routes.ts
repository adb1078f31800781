import { closest } from '../issues.ts';
import type { DataPath } from '../positions.ts';
import { checker, type PartialManifest } from './context.ts';
import { linkTargets, pathProblem } from './paths.ts';

function countLinksTo(manifest: PartialManifest, target: string): number {
  return linkTargets(manifest).filter((link) => link.target === target).length;
}

/** Route paths: their form, each path and name once (or a declared repeat), a module per page. */
export const routesChecker = checker({
  name: 'routes',
  needs: ['routes'],
  run(context, manifest) {
    const { routes, shell } = manifest.routes;
    routes.forEach((route, index) => {
      const at: DataPath = ['routes', index, 'path'];
      const problem = pathProblem(route.path);
      if (problem?.code === 'route-path-slash')
        context.report(
          'route-path-slash',
          { path: route.path, links: countLinksTo(manifest, problem.intended) },
          'routes.yaml',
          at,
        );
      else if (problem?.code === 'route-path-param')
        context.report('route-path-param', { parameter: problem.parameter }, 'routes.yaml', at);
      else if (problem?.code === 'route-path-format')
        context.report('route-path-format', { suggestion: problem.intended }, 'routes.yaml', at);
    });

    const repeats = new Set<number>();
    context.duplicates(
      'routes.yaml',
      routes.map((route, index) => ({ key: route.path, path: ['routes', index, 'path'], item: route })),
      (entry, first) => {
        const index = entry.path[1] as number;
        repeats.add(index);
        if (first.item.page !== entry.item.page) {
          context.report(
            'route-conflict',
            { path: entry.key, firstLine: first.line, firstPage: first.item.page, page: entry.item.page },
            'routes.yaml',
            entry.path,
          );
        } else if (entry.item.repeat !== true) {
          context.report('route-repeated', { path: entry.key, firstLine: first.line }, 'routes.yaml', entry.path);
        }
      },
    );
    routes.forEach((route, index) => {
      if (route.repeat === true && !repeats.has(index))
        context.report('route-repeat-unused', { path: route.path }, 'routes.yaml', ['routes', index, 'repeat']);
    });

    context.duplicates(
      'routes.yaml',
      routes.map((route, index) => ({ key: route.name, path: ['routes', index, 'name'], item: route })),
      (entry, first) =>
        context.report('route-name-duplicate', { name: entry.key, firstLine: first.line }, 'routes.yaml', entry.path),
    );

    const modules = [...context.pageModules];
    const checkModule = (path: DataPath, page: string): void => {
      // A page pages.yaml does not declare is a typo or a missing page, reported there once.
      if (manifest.pages !== undefined && !(page in manifest.pages.pages)) return;
      if (!context.pageModules.has(page))
        context.report('route-page-no-component', { page, modules }, 'routes.yaml', path);
      else {
        const exported = context.pageExports?.get(page);
        if (exported && !exported.ok) {
          const { reason, at, from } = exported;
          const where = `${at.file}:${at.line}:${at.column}`;
          context.report(
            'route-page-no-export',
            { page, reason, at: where, ...(from ? { from } : {}) },
            'routes.yaml',
            path,
          );
        }
      }
    };
    checkModule(['shell', 'notFound'], shell.notFound);
    routes.forEach((route, index) => {
      checkModule(['routes', index, 'page'], route.page);
    });
  },
});

/** Every page a route renders is declared in pages.yaml, and every declared page is rendered. */
export const routePagesChecker = checker({
  name: 'route pages',
  needs: ['routes', 'pages'],
  run(context, manifest) {
    const { routes, shell } = manifest.routes;
    const pages = Object.keys(manifest.pages.pages);
    // A page an unknown id was meant to be: the typo's consequence, not a page no route renders.
    const meant = new Set<string>();
    const declared = (path: DataPath, page: string): void => {
      if (page in manifest.pages.pages) return;
      context.report('route-page-unknown', { page, pages }, 'routes.yaml', path);
      const near = closest(page, pages);
      if (near !== undefined) meant.add(near);
    };
    declared(['shell', 'notFound'], shell.notFound);
    routes.forEach((route, index) => {
      declared(['routes', index, 'page'], route.page);
    });
    const used = new Set([...routes.map((route) => route.page), shell.notFound]);
    for (const page of pages) {
      if (!used.has(page) && !meant.has(page))
        context.report('page-unused', { page }, 'pages.yaml', ['pages', page], 'key');
    }
  },
});
