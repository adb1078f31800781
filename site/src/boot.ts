// The boot script of every prerendered page (decision 029): a small classic script in the head, in
// place of the app's module script, whose address it carries (data-entry).
//
// - It starts the app once the page's first contentful paint is on screen: the page is in the
//   HTML already, so on a slow connection its style sheets come first and the reader sees it
//   while the app's script loads.
// - At `/`, which carries the home page prerendered in the default language, it runs before the
//   first paint (not deferred). A visitor who starts in another language, or at another hash route
//   (/#/city), must not see that page first: for them the page's content stays hidden until the
//   app has rendered theirs (main.tsx removes the class; site.css reveals it after a few seconds
//   anyway, if the app never starts), and the app starts at once.
import { appConfig, localeConfig } from './generated/config.gen';
import { atRootAddress, landsOnPrerenderedHome } from './shared/landing';
import { initialLocale } from './shared/locale';

const entry = document.currentScript?.dataset.entry;
const hidden =
  atRootAddress(window.location.pathname) &&
  !landsOnPrerenderedHome(window.location.hash, initialLocale(), {
    route: appConfig.dashboard,
    locale: localeConfig.default,
  });
if (hidden) document.documentElement.classList.add('boot-pending');

let started = false;
function startApp() {
  if (started || !entry) return;
  started = true;
  // The entry named by a <link rel="modulepreload"> first, then its script (what Vite's own HTML
  // does): a lazy chunk's preload list names the entry too (it holds shared code), and Vite's
  // preload helper skips only what a <link> already names. Without this link it added one for the
  // entry while the entry ran, and Firefox fired an error event on that duplicate (decision 031).
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.href = entry;
  document.head.append(preload);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
}

if (hidden || document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') startApp();
else {
  // The browser reports the first contentful paint once it is on screen.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startApp();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser that does not report paints: after the next frame instead.
    requestAnimationFrame(() => setTimeout(startApp));
  }
  // A paint the browser never reports does not keep the app from starting. Not sooner: on a slow
  // connection the style sheets can take seconds, and the app's script must not compete with them.
  setTimeout(startApp, 5_000);
}
