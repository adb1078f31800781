// Shared by the boot script (boot.ts), the entry (main.tsx) and the chunk that takes `/` over
// (app/static-page.tsx): a module of its own, so that the entry carries only what it uses. It
// imports no generated config: its callers pass the manifest's values.

/** The page `/` carries (decision 029): the home route, prerendered in the default language. */
export interface PrerenderedHome {
  readonly route: string;
  readonly locale: string;
}

/**
 * Whether `/`, which carries `home`, is the page for a visitor who starts in `visitor` at `hash`:
 * the home route, in that language.
 */
export function landsOnPrerenderedHome(hash: string, visitor: string, home: PrerenderedHome): boolean {
  const route = hash.slice(1).split('?')[0] ?? '';
  const atHome = route === '' || route === '/' || route === home.route;
  return atHome && visitor === home.locale;
}

/** Whether `pathname` is `/` (index.html), the address that carries the prerendered home page. */
export function atRootAddress(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
