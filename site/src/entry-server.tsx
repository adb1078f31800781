// Renders one page of the site to HTML at build time (scripts/prerender.ts, decision 029), from
// the same route table, components and generated content as the app. The browser takes the page
// over with the same tree (app/app-tree.tsx): hydration finds what it would have rendered.
import { prerenderToNodeStream } from 'react-dom/static';
import { createHashRouter } from 'react-router-dom';
import { AppTree } from './app/app-tree';
import { routes } from './app/router';
import type { Locale } from './generated/messages.gen';
import { loadLocale } from './shared/i18n';
import { DocumentHead, type PageHead } from './shared/page-content';

export { contactConfig } from './generated/config.gen';
export { headerMenus } from './generated/navigation.gen';
export { pageRoutes } from './generated/routes.gen';
export { loadLocale, translate } from './shared/i18n';

export interface RenderedPage extends Required<PageHead> {
  /** The markup of #root. */
  readonly html: string;
}

/** The page at hash route `route` (`/city`, `/newsdetail?id=…`) in `locale`, as HTML, with its head. */
export async function renderPage(route: string, locale: Locale): Promise<RenderedPage> {
  await loadLocale(locale);
  // The app's own hash router, on a window that holds only what it reads: its links are then the
  // browser's (`#/home`), so hydration finds the same attributes.
  const href = `http://prerender/#${route}`;
  const win = {
    location: { hash: `#${route}`, pathname: '/', search: '', origin: 'http://prerender', href },
    history: { state: null, replaceState() {}, pushState() {}, scrollRestoration: 'manual' },
    document: { querySelector: () => null },
    addEventListener() {},
    removeEventListener() {},
  } as unknown as Window;
  const router = createHashRouter(routes, { window: win, hydrationData: { loaderData: {} } });
  // The page's module is loaded lazily: the router is ready once it is.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <DocumentHead.Provider value={head}>
      <AppTree locale={locale} whole={true} router={router} />
    </DocumentHead.Provider>,
    // A boundary larger than this is written after the page, with an inline script that moves it
    // in place; the CSP forbids inline scripts, so every boundary is written where it belongs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  router.dispose();
  if (!head.title || !head.description || !head.pageTitle) throw new Error(`${route} (${locale}) gave no title`);
  return { html, pageTitle: head.pageTitle, title: head.title, description: head.description };
}
