// What the build does with a draft page (docs/decisions/035-draft-pages.md): a page whose title,
// description or content still holds a draft text ("DRAFT:", "草稿："), as the generator lists
// them in site/src/generated/drafts.gen.ts. A local build (make start, make test) writes its static
// pages with `noindex`, leaves them out of the sitemap and says so; a release build (npm run build,
// make release) never gets here with one: `node generator/bin.mjs drafts`, its first step, refuses.

/** In the head of a draft page's static pages: search engines leave the page out of their index. */
export const NOINDEX = '<meta name="robots" content="noindex" />';

/** A route of the site and the page it shows. */
export interface PageRoute {
  readonly path: string;
  readonly page: string | undefined;
}

export interface DraftRoutes {
  /** Whether the page at this route is a draft. */
  isDraft(path: string): boolean;
  /** The routes the sitemap lists: every one but a draft page's, in the given order. */
  listed(paths: readonly string[]): string[];
  /** What the build says when it writes a draft page, or undefined when there is none. */
  readonly warning: string | undefined;
}

export function draftRoutes(routes: readonly PageRoute[], draftPages: readonly string[]): DraftRoutes {
  const drafts = new Set(draftPages);
  const paths = new Set(
    routes.filter((route) => route.page !== undefined && drafts.has(route.page)).map((route) => route.path),
  );
  const isDraft = (path: string) => paths.has(path);
  return {
    isDraft,
    listed: (candidates) => candidates.filter((path) => !isDraft(path)),
    warning:
      paths.size === 0
        ? undefined
        : `warning: draft pages, written with noindex and left out of the sitemap: ${[...paths].join(', ')}; ` +
          'a release build (npm run build, make release) refuses them; `node generator/bin.mjs drafts` lists their draft texts',
  };
}
