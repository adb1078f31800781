/**
 * A dynamic `import()` that a visitor can try again after it failed (a dropped connection, a
 * deployment in between). Firefox keeps a module whose fetch failed in the document's module map,
 * as the HTML specification says: importing the same address again fails at once, without a
 * request, so a "try again" button would never work. After a failure, the next attempt imports the
 * address that failed with a query of its own (`…?retry=1`, `…?retry=2`): a new entry of the module
 * map, which the server answers with the same file, and whose own imports resolve to the modules
 * already loaded. Firefox ("error loading dynamically imported module: <address>") and Chromium
 * ("Failed to fetch dynamically imported module: <address>") name the address in the error; where
 * an engine names none, the next attempt imports the module as the first did.
 */
export function retryableImport<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let failed: string | undefined;
  let attempt = 0;
  return () => {
    attempt += 1;
    const pending =
      failed === undefined ? load() : (import(/* @vite-ignore */ `${failed}?retry=${attempt}`) as Promise<Module>);
    return pending.catch((error: unknown) => {
      failed ??= failedAddress(error);
      throw error;
    });
  };
}

/** The address of this site that a failed import's error names, without its query. */
function failedAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  for (const [candidate] of message.matchAll(/https?:\/\/[^\s"'`]+/g)) {
    if (!URL.canParse(candidate)) continue;
    const url = new URL(candidate);
    if (url.origin === window.location.origin) return `${url.origin}${url.pathname}`;
  }
  return undefined;
}
