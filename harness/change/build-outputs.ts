// What a build gives each page, read from its dist/: the static page of each route in each
// language, the scripts and styles the app loads for the route (from Vite's build manifest), what
// every page loads (the entry and what the shell loads later), each language's own catalogue, each
// language's search index, and the other files the build writes (sitemap, robots, downloads,
// drawings). Hashed names are taken out before anything is compared: two builds that differ only
// in one chunk differ in that chunk, not in every file that names it (decision 049).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'yaml';
import type { SearchEntry } from '../../site/src/search/types.ts';

/** A route of the site, or the page shown at a path no route has. */
export const NOT_FOUND = '(not found)';

export interface BuildOutputs {
  /** Every route path (`/city`), and NOT_FOUND. */
  readonly routes: readonly string[];
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** `route@locale` → fingerprint of its static page(s): the route's page and, for /newsdetail, each article's. */
  readonly staticPages: ReadonlyMap<string, string>;
  /** `route@locale` → the text of its static page(s), for finding a text on it. */
  readonly staticText: ReadonlyMap<string, string>;
  /** route → fingerprint of the scripts, styles and files the app loads for it beyond `shared`. */
  readonly routeCode: ReadonlyMap<string, string>;
  /** route → the chunks behind routeCode, by name without hash → fingerprint (to say which changed). */
  readonly routeChunks: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** What every page loads: `/` itself, the entry and its imports, what the shell loads later. */
  readonly shared: ReadonlyMap<string, string>;
  /** locale → fingerprint of that language's own catalogue chunk(s). */
  readonly localeCode: ReadonlyMap<string, string>;
  /** locale → fingerprint of that language's search index. */
  readonly search: ReadonlyMap<string, string>;
  /** Other files of the build by URL path (`/sitemap.xml`, `/illustrations/home-hero.svg`) → fingerprint. */
  readonly files: ReadonlyMap<string, string>;
  /** The routes whose code (or what every page loads) names `urlPath`: `/downloads/…`, `/illustrations/…`. */
  routesNaming(urlPath: string): string[];
  /** The entries of `locale`'s search index as the build wrote them, or undefined when they cannot be read. */
  searchEntries(locale: string): readonly SearchEntry[] | undefined;
}

/** How the build writes a search index's chunk: `var e=[…];export{e as searchIndex};`. */
const INDEX_EXPORT = /export\s*\{\s*([\w$]+)\s+as\s+searchIndex\s*\}\s*;?\s*$/;

/**
 * The entries of a search index chunk: the chunk run as a script whose last value is the exported
 * array. Undefined for a chunk of another shape (it imports, or exports otherwise): the caller
 * then takes the index as changed in every way.
 */
export function indexEntries(code: string): readonly SearchEntry[] | undefined {
  const exported = INDEX_EXPORT.exec(code);
  if (!exported || /^\s*import[\s{*]/m.test(code)) return undefined;
  try {
    const value: unknown = runInNewContext(`${code.slice(0, exported.index)};${exported[1]}`, {}, { timeout: 5_000 });
    return Array.isArray(value) ? (value as SearchEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

const TEXT = /\.(js|mjs|css|html|svg|xml|json|txt|webmanifest|map)$/;
/** A name the bundler made unique with a hash: `smart-city-B7kCAiDY.js`. */
const HASHED = /^(.*)-([A-Za-z0-9_-]{8})(\.[A-Za-z0-9]+)$/;

const hash = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** `smart-city-B7kCAiDY.js` → `smart-city.js`; names without a hash stay as they are. */
export function withoutHash(name: string): string {
  const match = HASHED.exec(name);
  return match ? `${match[1]}${match[3]}` : name;
}

/**
 * How a text file of the build in `dist` is compared: each asset's name without its hash, and the
 * build's own time (security.txt's expiry) masked, so that only what it says counts.
 */
export function normalizer(dist: string): (text: string) => string {
  const assetNames = readdirSync(join(dist, 'assets')).filter((name) => HASHED.test(name));
  // Longest first, so that `index-ab12cd34.js` is not taken for a prefix of another name.
  const hashed = new RegExp(
    assetNames
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|') || '(?!)',
    'g',
  );
  return (text: string) =>
    text.replace(hashed, (name) => withoutHash(name)).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '(time)');
}

/**
 * Where the asset `name` (without its hash: `index.js`) of two builds first differs, as they are
 * compared: a few dozen characters of each around it; undefined when they do not differ.
 */
export function firstDifference(baseDist: string, headDist: string, name: string): string | undefined {
  const text = (dist: string) => {
    const file = readdirSync(join(dist, 'assets')).find((entry) => withoutHash(entry) === name);
    return file === undefined ? '(none)' : normalizer(dist)(readFileSync(join(dist, 'assets', file), 'utf8'));
  };
  const [before, after] = [text(baseDist), text(headDist)];
  if (before === after) return undefined;
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  const around = (value: string) => JSON.stringify(value.slice(Math.max(0, at - 60), at + 60));
  return `${name} differs at character ${at} of ${before.length}/${after.length}: before ${around(before)}, after ${around(after)}`;
}

/**
 * Reads the outputs of the build in `dist` of the checkout at `root` (its spec/routes.yaml and
 * spec/app.yaml say which route shows which page module, and the languages).
 */
export function readBuild(root: string, dist = join(root, 'dist')): BuildOutputs {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dist} has no .vite/manifest.json: it is not a build of this site`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const routesYaml = parse(readFileSync(join(root, 'spec/routes.yaml'), 'utf8')) as {
    routes: { path: string; page: string }[];
    shell?: { notFound?: string };
  };
  const appYaml = parse(readFileSync(join(root, 'spec/app.yaml'), 'utf8')) as {
    locales: { available: string[]; default: string };
  };
  const locales = appYaml.locales.available;
  const normalize = normalizer(dist);
  const fileCache = new Map<string, string>();
  const fingerprintOf = (path: string): string => {
    let known = fileCache.get(path);
    if (known === undefined) {
      const content = readFileSync(path);
      known = TEXT.test(path) ? hash(normalize(content.toString('utf8'))) : hash(content);
      fileCache.set(path, known);
    }
    return known;
  };

  // ── the app's code, from the build manifest ──
  const closure = (key: string, into: Set<string>, follow: (key: string) => boolean): Set<string> => {
    if (into.has(key) || !follow(key)) return into;
    into.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) closure(next, into, follow);
    return into;
  };
  const staticClosure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) staticClosure(next, into);
    return into;
  };
  const pageKey = (page: string) => `src/pages/${page}.tsx`;
  const pageKeys = new Set(Object.keys(manifest).filter((key) => key.startsWith('src/pages/')));
  const searchKey = (locale: string) => `src/generated/search/search-${locale}.gen.ts`;
  const localeKey = (locale: string) => `src/generated/locales/${locale}.gen.ts`;
  const ownOf = new Set([...locales.map(searchKey), ...locales.map(localeKey)]);
  // A route's code: its page module and all it loads, now or later, but not other pages, another
  // language's catalogue or a search index (inputs of their own).
  const followFrom = (start: string) => (key: string) =>
    key === start || (!pageKeys.has(key) && !ownOf.has(key) && !sharedKeys.has(key));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${manifestFile} names no entry`);
  const everything = closure(entry, new Set(), (key) => key === entry || !pageKeys.has(key));
  // What the entry loads, now or later, without a page: every page has it (a chunk the shell loads
  // later and a page shares is the shell's too).
  const sharedKeys = new Set([...everything].filter((key) => !ownOf.has(key)));

  const filesOf = (keys: Iterable<string>): string[] => {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const asset of chunk.assets ?? []) files.add(asset);
    }
    return [...files].sort();
  };
  const chunksOf = (keys: Iterable<string>): Map<string, string> => {
    const found = new Map<string, string>();
    for (const file of filesOf(keys)) {
      const name = withoutHash(file.replace(/^.*\//, ''));
      const previous = found.get(name);
      const print = fingerprintOf(join(dist, file));
      found.set(name, previous === undefined ? print : hash(`${previous}+${print}`));
    }
    return found;
  };
  const fingerprint = (chunks: ReadonlyMap<string, string>) =>
    hash(
      [...chunks]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, print]) => `${name}=${print}`)
        .join('\n'),
    );

  const shared = chunksOf(sharedKeys);
  // `/` is the document every hash route is shown in.
  if (existsSync(join(dist, 'index.html'))) shared.set('/index.html', fingerprintOf(join(dist, 'index.html')));

  const routePaths = [...new Set(routesYaml.routes.map((route) => route.path))];
  const routeChunks = new Map<string, Map<string, string>>();
  const routeFiles = new Map<string, string[]>();
  const routeCode = new Map<string, string>();
  const pageOfRoute = new Map<string, string>();
  for (const route of routesYaml.routes) pageOfRoute.set(route.path, route.page);
  if (routesYaml.shell?.notFound) pageOfRoute.set(NOT_FOUND, routesYaml.shell.notFound);
  for (const [route, page] of pageOfRoute) {
    const key = pageKey(page);
    const keys = manifest[key] ? closure(key, new Set(), followFrom(key)) : new Set<string>();
    routeFiles.set(route, filesOf(keys));
    const chunks = manifest[key] ? chunksOf(keys) : new Map([['(no module)', page]]);
    routeChunks.set(route, chunks);
    routeCode.set(route, fingerprint(chunks));
  }
  const localeCode = new Map<string, string>();
  const search = new Map<string, string>();
  for (const locale of locales) {
    const own = localeKey(locale);
    localeCode.set(locale, manifest[own] ? fingerprint(chunksOf(staticClosure(own))) : 'in the entry');
    const index = searchKey(locale);
    search.set(locale, manifest[index] ? fingerprint(chunksOf(staticClosure(index))) : 'none');
  }

  // ── the static pages and the other files ──
  const staticPages = new Map<string, string>();
  const staticText = new Map<string, string>();
  const files = new Map<string, string>();
  for (const path of walk(dist)) {
    const url = `/${relative(dist, path).split('\\').join('/')}`;
    if (url.endsWith('.gz') || url.startsWith('/.vite/') || url.startsWith('/assets/') || url === '/version.json')
      continue;
    const [, first, second] = url.split('/');
    if (first && locales.includes(first) && url.endsWith('/index.html')) {
      const route = second && second !== 'index.html' ? `/${second}` : '/home';
      const key = `${route}@${first}`;
      const text = normalize(readFileSync(path, 'utf8'));
      staticPages.set(key, hash(`${staticPages.get(key) ?? ''}${url}\n${text}`));
      staticText.set(key, `${staticText.get(key) ?? ''}\n${text}`);
      continue;
    }
    if (url === '/index.html') continue;
    if (statSync(path).isFile()) files.set(url, fingerprintOf(path));
  }
  const textOf = new Map<string, string>();
  const read = (file: string) => {
    let text = textOf.get(file);
    if (text === undefined) {
      text = TEXT.test(file) ? readFileSync(join(dist, file), 'utf8') : '';
      textOf.set(file, text);
    }
    return text;
  };
  const sharedFiles = filesOf(sharedKeys);
  const routesNaming = (urlPath: string): string[] => {
    if (sharedFiles.some((name) => read(name).includes(urlPath))) return ['*'];
    return [...routeFiles]
      .filter(([, names]) => names.some((name) => read(name).includes(urlPath)))
      .map(([route]) => route);
  };
  const entries = new Map<string, readonly SearchEntry[] | undefined>();
  const searchEntries = (locale: string) => {
    if (!entries.has(locale)) {
      const chunk = manifest[searchKey(locale)];
      entries.set(locale, chunk ? indexEntries(readFileSync(join(dist, chunk.file), 'utf8')) : undefined);
    }
    return entries.get(locale);
  };
  return {
    routesNaming,
    searchEntries,
    routes: [...routePaths, NOT_FOUND],
    locales,
    defaultLocale: appYaml.locales.default,
    staticPages,
    staticText,
    routeCode,
    routeChunks,
    shared,
    localeCode,
    search,
    files,
  };
}
