import NProgress from 'nprogress';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { progressBarConfig } from '../generated/config.gen';

// With reduced motion the bar still shows progress, but jumps instead of sliding.
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

NProgress.configure({
  minimum: progressBarConfig.minimum,
  speed: reducedMotion ? 0 : progressBarConfig.speedMs,
  trickleRate: progressBarConfig.trickleRate,
  trickleSpeed: progressBarConfig.trickleSpeedMs,
  showSpinner: false,
  // nprogress's own template gives the bar role="bar", no ARIA role: axe reports it as a critical
  // violation whenever it checks a page while the bar shows. The bar is decoration (the page's
  // heading and focus say where the visitor is): hidden from assistive technology.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
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
 * `popstate` (back, forward, an edited hash); the `popstate` listener is registered before the
 * router's own, so the bar starts first. It finishes in `useFinishAfterArrival`, once React has
 * committed what the change shows, the page or its error view: the router's own "idle" comes
 * before that commit, and on a busy machine the bar could fade out over the old page.
 */
export function trackNavigation(win: Window): {
  readonly instrumentation: { router: (router: { instrument(i: object): void }) => void };
  detach(): void;
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
          },
        }),
    },
    detach() {
      win.removeEventListener('popstate', onPopState);
    },
  };
}

/**
 * The end of a route change, for the component that renders every page (the shell): each
 * completed navigation gives a new location object (its `key` is no help: back, forward and an
 * edited hash can all arrive with the key "default"), a navigation that fails gives one too (its
 * error view shows), and the layout effect runs after the page's own DOM is in the document.
 */
export function useFinishAfterArrival(): void {
  const location = useLocation();
  const { state } = useNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is a new arrival, even when the state stays idle
  useLayoutEffect(() => {
    if (state === 'idle') progress.done();
  }, [location, state]);
}
