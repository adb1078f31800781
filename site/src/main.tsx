import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// The shared modules, the stylesheet, then the shell: in this order the first view's script
// compresses a little better than in path order (decision 024).
import { I18nProvider, initialLocale, loadLocale } from './shared/i18n';
import { progress } from './shared/progress';
import './app/site.css';
import { installLayoutScaling } from './app/layout-scaling';
import { createRouter } from './app/router';

// Before the first paint: the layout scale (§2), the language, and the progress bar for the
// first page's load. The stylesheet (the progress bar's look included) is one small file that
// Vite links from index.html; it downloads alongside this script, which the first paint waits
// for anyway, so it adds no request the page waits on.
installLayoutScaling(window);
// §2 every navigation starts at the top, back and forward included: the browser must not restore
// an old scroll position over ours.
window.history.scrollRestoration = 'manual';
const locale = initialLocale();
document.documentElement.lang = locale;
progress.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <I18nProvider initial={locale}>
        <RouterProvider router={createRouter()} />
      </I18nProvider>
    </StrictMode>,
  );
// The default language ships with this script; another one is fetched first, so the first paint
// is already in the visitor's language. Offline, the site starts in the default language.
loadLocale(locale).then(render, render);
