import { createHashRouter, type RouteObject, redirect } from 'react-router-dom';
import { pageRoutes, shell } from '../generated/routes.gen';
import { Shell } from './shell';

/** §2: hash history; the shell at "/" redirects to the dashboard; every page is its child. */
export const routes: RouteObject[] = [
  {
    path: shell.path,
    element: <Shell />,
    // Shown only while the first page's chunk loads; the shell replaces it at once.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [
      // "/" only redirects (before anything renders), so its element is explicitly nothing.
      { index: true, loader: () => redirect(shell.redirect), element: null },
      ...pageRoutes,
    ],
  },
];

export function createRouter() {
  return createHashRouter(routes);
}
