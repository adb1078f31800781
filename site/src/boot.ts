// The boot script of every prerendered page (decisions 029 and 042): a small classic script inline
// in the head, in place of the app's module script, whose address it carries (data-entry). The
// CSP allows it by its hash, so its text must not change with the build: what it needs of the
// build and of the manifest is in its element's attributes, not in its code.
//
// - It starts the app once the page's first contentful paint is on screen: the page is in the
//   HTML already, so on a slow connection its style sheets come first and the reader sees it
//   while the app's script loads. The page requests no script before that paint.
// - At `/`, which carries the home page prerendered in the default language, it decides before
//   the first paint, by the rules of its data-landing (the home route, the start-up language's
//   rules, the hash routes prerendered). A visitor who starts in another language, or at another
//   hash route (/#/city), must not see that page first (decision 029):
//   - where the build wrote that route's page in their language, and `/` has no query (which the
//     page may read: the mock API's scenario), it sends them there at once, in place of `/` in the
//     history (`/zh-CN/city/#/city`, decision 048): that page paints from its HTML like any static
//     page, and the app takes it over and goes back to `/#/city`;
//   - otherwise (`/#/no-such-page`, `/?q=1#/city`, a data-landing that cannot be read) the page's
//     content stays hidden until the app has rendered theirs (main.tsx removes the class; site.css
//     reveals it after a few seconds anyway, if the app never starts), and the app starts at once.
import { atRootAddress, landsOnPrerenderedHome, prerenderedPageFor, readBootLanding } from './shared/landing';
import { startingLocale } from './shared/locale-rules';

const element = document.currentScript;
const entry = element?.dataset.entry;
const landing = readBootLanding(element?.dataset.landing);
const { pathname, search, hash } = window.location;
const atRoot = atRootAddress(pathname);
const visitor = atRoot && landing ? startingLocale(landing.locales) : undefined;
const hidden =
  atRoot &&
  !(
    landing &&
    visitor &&
    landsOnPrerenderedHome(hash, visitor, { route: landing.home, locale: landing.locales.default })
  );
/** The static page `/` sends this visitor to, if any. */
const page =
  hidden && landing && visitor && search === ''
    ? prerenderedPageFor(hash, visitor, landing.home, landing.pages ?? [])
    : undefined;
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

if (page) window.location.replace(page);
else if (hidden || document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') startApp();
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
