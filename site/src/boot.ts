// The boot script of `/` (decision 029): a small classic script in index.html's head, run before
// the first paint. index.html carries the prerendered home page in the default language. A
// visitor who starts in another language, or at another hash route (/#/city), must not see it
// first: for them the page's content stays hidden until the app has rendered theirs (main.tsx
// removes the class; site.css reveals it after a few seconds anyway, if the app never starts).
import { landsOnPrerenderedHome } from './shared/landing';
import { initialLocale } from './shared/locale';

if (!landsOnPrerenderedHome(window.location.hash, initialLocale())) {
  document.documentElement.classList.add('boot-pending');
}
