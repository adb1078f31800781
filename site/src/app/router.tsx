import { createHashRouter, type RouteObject, redirect } from 'react-router-dom';
import { notFoundRoute, pageRoutes, shell } from '../generated/routes.gen';
import { trackNavigation } from '../shared/progress';
import { RouteError } from './route-error';
import { Shell, ShellFallback } from './shell';

/**
 * §2: hash history; the shell at "/" redirects to the dashboard; every page is its child, lazily
 * loaded. A pathless route between them holds the error element, so a page that fails to load
 * shows its error inside the shell, header and footer still there.
 */
export const routes: RouteObject[] = [
  {
    path: shell.path,
    element: <Shell />,
    hydrateFallbackElement: <ShellFallback />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // "/" only redirects (before anything renders), so its element is explicitly nothing.
          { index: true, loader: () => redirect(shell.redirect), element: null },
          ...pageRoutes,
          notFoundRoute,
        ],
      },
    ],
  },
];

export function createRouter(win: Window = window) {
  const navigation = trackNavigation(win);
  const router = createHashRouter(routes, { window: win, instrumentations: [navigation.instrumentation] });
  const dispose = router.dispose.bind(router);
  router.dispose = () => {
    navigation.detach();
    dispose();
  };
  return router;
}
