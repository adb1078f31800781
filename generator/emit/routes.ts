import type { Manifest } from '../manifest/schema.ts';
import { Code, literal, quote, stringUnion } from './literal.ts';
import { exportedConst, exportedInterface, exportedType, namedImport, type Statement, typeImport } from './source.ts';

/** Module specifier of a page, from `site/src/generated/`. */
export function pageModule(page: string): string {
  return `../pages/${page}`;
}

function staticImportName(page: string): string {
  return `Page_${page.replace(/[^A-Za-z0-9]/g, '_')}`;
}

export function routesStatements(manifest: Manifest): Statement[] {
  const { routes, shell } = manifest.routes;
  const paths = [...new Set(routes.map((route) => route.path))];
  const eagerPages = [...new Set(routes.filter((route) => !route.lazy).map((route) => route.page))].sort();
  const pageIds = [...routes.map((route) => route.page), shell.notFound];

  const table = routes.map((route) => ({
    id: route.name,
    path: route.path,
    handle: new Code(
      `${literal({ name: route.name, page: route.page, path: route.path, keepAlive: route.keepAlive }, '    ')} satisfies RouteHandle`,
    ),
    ...(route.lazy
      ? { lazy: new Code(`() => import(${quote(pageModule(route.page))})`) }
      : { Component: new Code(staticImportName(route.page)) }),
  }));

  return [
    typeImport('react-router-dom', ['RouteObject']),
    ...eagerPages.map((page) => namedImport(pageModule(page), [`Component as ${staticImportName(page)}`], false)),
    exportedInterface(
      'RouteHandle',
      [
        { name: 'name', type: 'RouteName' },
        { name: 'page', type: 'PageId' },
        { name: 'path', type: 'RoutePath' },
        {
          name: 'keepAlive',
          type: 'boolean',
          docs: 'Kept mounted (hidden) when the visitor leaves, restored on return.',
        },
      ],
      'Route data carried in `handle`, read with `useMatches()`.',
    ),
    exportedType('RoutePath', stringUnion(paths), 'Every path a link may point at; any other path is a type error.'),
    exportedType('RouteName', stringUnion(routes.map((route) => route.name))),
    exportedType('PageId', stringUnion(pageIds), 'A page module under site/src/pages/.'),
    exportedConst('shell', `${literal({ path: shell.path, redirect: shell.redirect })} as const`, {
      docs: 'The layout route at "/" and where it redirects.',
    }),
    exportedConst(
      'notFoundRoute',
      literal({ id: 'not-found', path: '*', lazy: new Code(`() => import(${quote(pageModule(shell.notFound))})`) }),
      { type: 'RouteObject', docs: 'Rendered for any path no route has; its own lazy chunk.' },
    ),
    exportedConst('routePaths', literal(paths), {
      type: 'readonly RoutePath[]',
      docs: 'Each distinct path once, in manifest order.',
    }),
    exportedConst('pageRoutes', literal(table), {
      type: 'RouteObject[]',
      docs: 'The children of the shell in manifest order; each lazy page is its own chunk.',
    }),
  ];
}
