import NProgress from 'nprogress';
import type { createHashRouter } from 'react-router-dom';
import { progressBarConfig } from '../generated/config.gen';

type Router = ReturnType<typeof createHashRouter>;

// With reduced motion the bar still shows progress, but jumps instead of sliding.
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

NProgress.configure({
  minimum: progressBarConfig.minimum,
  speed: reducedMotion ? 0 : progressBarConfig.speedMs,
  trickleRate: progressBarConfig.trickleRate,
  trickleSpeed: progressBarConfig.trickleSpeedMs,
  showSpinner: false,
});

export const progress = {
  start: (): void => {
    NProgress.start();
  },
  done: (): void => {
    NProgress.done();
  },
};

/**
 * §2: the top progress bar starts before each route change and finishes after it. A route
 * change starts with `router.navigate` (links, redirects; instrumented below) or with a
 * `popstate` (back, forward, an edited hash), and ends when the router is idle again, whether
 * the page rendered or its error view did. The `popstate` listener is registered before the
 * router's own, so the bar starts first.
 */
export function trackNavigation(win: Window): {
  readonly instrumentation: { router: (router: { instrument(i: object): void }) => void };
  attach(router: Router): () => void;
} {
  const onPopState = () => progress.start();
  win.addEventListener('popstate', onPopState);
  return {
    instrumentation: {
      router: (router) =>
        router.instrument({
          navigate: async (callNavigate: () => Promise<unknown>) => {
            progress.start();
            await callNavigate();
            progress.done();
          },
        }),
    },
    attach(router) {
      const unsubscribe = router.subscribe((state) => {
        if (state.navigation.state === 'idle') progress.done();
      });
      return () => {
        unsubscribe();
        win.removeEventListener('popstate', onPopState);
      };
    },
  };
}
