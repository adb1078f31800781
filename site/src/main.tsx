import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The shared modules, the stylesheet, then the shell: in this order the first view's script
// compresses a little better than in path order (decision 024).
import type { Locale } from './generated/messages.gen';
import { initialLocale, loadLocale } from './shared/i18n';
import { progress } from './shared/progress';
import './app/site.css';
import { AppTree } from './app/app-tree';
import { installLayoutScaling } from './app/layout-scaling';
import { createRouter } from './app/router';
import { atRootAddress } from './shared/landing';

// Before the first paint: the layout scale (§2), the language, and the progress bar for the
// first page's load. The stylesheet (the progress bar's look included) is one small file that
// Vite links from index.html; it downloads alongside this script, which the first paint waits
// for anyway, so it adds no request the page waits on.
installLayoutScaling(window);
// §2 every navigation starts at the top, back and forward included: the browser must not restore
// an old scroll position over ours.
window.history.scrollRestoration = 'manual';
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

/** The app; on a prerendered page (`whole`) the tree the build rendered, later sections and all. */
const app = (locale: Locale, whole: boolean) => <AppTree locale={locale} whole={whole} router={createRouter()} />;

/** Renders the app afresh, in `locale`. */
function open(locale: Locale) {
  document.documentElement.lang = locale;
  progress.start();
  // The prerendered page goes; the boot script's veil with it (boot.ts).
  container.replaceChildren();
  document.documentElement.classList.remove('boot-pending');
  const render = () => createRoot(container).render(app(locale, false));
  // The default language ships with this script; another one is fetched first, so the first paint
  // is already in the visitor's language. Offline, the site starts in the default language.
  loadLocale(locale).then(render, render);
}

// A prerendered page (decision 029), at /<locale>/<path>/ or the home page at `/`, is taken over
// where it stands by a chunk of its own (app/static-page.tsx). At `/` the boot script has said
// whether the visitor may see the page it carries (boot.ts): if not, the app opens afresh.
if (
  atRootAddress(window.location.pathname) &&
  (document.documentElement.classList.contains('boot-pending') || !container.firstElementChild)
)
  open(initialLocale());
else
  void import('./app/static-page').then((module) =>
    module.openStaticPage(
      container,
      {
        open,
        prepare: async (locale) => {
          await loadLocale(locale);
          return app(locale, true);
        },
        // As a transition, React hydrates in slices of a few milliseconds, in document order:
        // the page, on screen and readable already, stays responsive to the reader meanwhile.
        hydrate: (tree) =>
          startTransition(() => {
            hydrateRoot(container, tree);
          }),
      },
      initialLocale(),
    ),
  );
