// Illustrations in chunks of their own (decision 047): a page's own chunks are held to 15 kB gzip
// *plus its illustrations*, so the build puts each illustration module in a chunk of its own,
// `art-<folder>-<file>`, and scripts/bench-bundle.ts counts those chunks apart. One chunk per
// module, never per folder: a page that imports one drawing lazily must not get its neighbours.
// (The prefix is short: the entry lists chunks' file names for preloading, on every first view.) An illustration module is a source file
// of the site whose name says it holds drawings: `drawings` or `illustrations` in its file name
// (templates/join/drawings.tsx, templates/news/illustrations.tsx, templates/terminal/drawings.tsx).
// Code a page runs, its texts and its data are never illustrations, whatever they draw.

/** The prefix of an illustration chunk's name (the build manifest's `name`). */
export const ILLUSTRATION_CHUNK = 'art-';

const ILLUSTRATION_MODULE = /\/src\/(?:.*\/)?([\w-]+)\/([\w-]*(?:drawings|illustrations)[\w-]*)\.tsx?$/;

/** The chunk an illustration module goes into, `art-<folder>-<file>`; undefined for any other module. */
export function illustrationChunk(moduleId: string): string | undefined {
  const match = ILLUSTRATION_MODULE.exec(moduleId.split('?')[0]?.replaceAll('\\', '/') ?? '');
  return match ? `${ILLUSTRATION_CHUNK}${match[1]}-${match[2]}` : undefined;
}
