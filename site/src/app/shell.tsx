import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../shared/i18n';
import { useFinishAfterArrival } from '../shared/progress';
import { RouteLocationContext } from '../shared/route-query';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * After each navigation (not the first load): §2 scroll the main content area to the top, and
 * move focus to the new page's main heading so keyboard and screen-reader users start there.
 */
function useArrivalFocus(main: React.RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const previous = useRef<string | undefined>(undefined);
  // A layout effect: the new page is never painted at the old page's scroll position.
  useLayoutEffect(() => {
    const key = `${location.pathname}${location.search}`;
    if (previous.current !== undefined && previous.current !== key) {
      window.scrollTo(0, 0);
      if (main.current) main.current.scrollTop = 0;
      const headings = main.current?.querySelectorAll<HTMLElement>('h1') ?? [];
      const visible = Array.from(headings).find((heading) => heading.getClientRects().length > 0);
      visible?.focus({ preventScroll: true });
    }
    previous.current = key;
  }, [location.pathname, location.search, main]);
}

/** The layout every page renders in: skip link, header, the page, footer. */
export function Shell() {
  const { t } = useI18n();
  const main = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const routeLocation = useMemo(() => ({ pathname, search }), [pathname, search]);
  useArrivalFocus(main);
  useFinishAfterArrival();
  return (
    <>
      {/* A button, not a link to #main: in a hash-routed site that link would change the route. */}
      <button type="button" className="skip-link" onClick={() => main.current?.focus()}>
        {t('shell.skipToContent')}
      </button>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        <RouteLocationContext value={routeLocation}>
          <KeepAliveOutlet />
        </RouteLocationContext>
      </main>
      <SiteFooter />
    </>
  );
}

/** Shown while the first page's chunk loads (the progress bar runs above it). */
export function ShellFallback() {
  const { t } = useI18n();
  return (
    <div className="page-loading" aria-busy="true">
      <span className="visually-hidden">{t('shell.loading')}</span>
    </div>
  );
}
