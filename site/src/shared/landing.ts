import { appConfig, localeConfig } from '../generated/config.gen';
import type { Locale } from '../generated/messages.gen';

// Shared by the boot script (boot.ts), the entry (main.tsx) and the chunk that takes `/` over
// (app/static-page.tsx): a module of its own, so that the entry carries only what it uses.
/**
 * Whether `/`, which carries the home page prerendered in the default language (decision 029), is
 * the page for a visitor who starts in `visitor` at `hash`: the home route, in that language.
 */
export function landsOnPrerenderedHome(hash: string, visitor: Locale): boolean {
  const route = hash.slice(1).split('?')[0] ?? '';
  const home = route === '' || route === '/' || route === appConfig.dashboard;
  return home && visitor === localeConfig.default;
}

/** Whether `pathname` is `/` (index.html), the address that carries the prerendered home page. */
export function atRootAddress(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
