#!/usr/bin/env node
// Launcher for the generator CLI. Node 20 cannot run TypeScript, and a TypeScript loader costs
// ~300 ms at every start; so the CLI is bundled once with esbuild into node_modules/.cache, in a
// folder named by the hash of the generator's sources: a source edit gets a new bundle, and a
// bundle, once written, never changes (two runs at once never see one half-written). The folder's
// path is part of the hash: the bundle's source maps name this checkout's files, so that a crash
// in the generator shows generator/….ts:line:column (Node reads the maps: see the end).
// The bundle is split: cli.mjs needs only Node and the last-run record; the YAML parser, zod and
// the emitters sit in chunks that cli.mjs imports only when there is work to do. yaml and zod are
// bundled too: one file each loads faster than their hundreds of modules (~0.1 s less a run), so
// the lockfile is part of the hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cache = join(here, '..', 'node_modules', '.cache', 'spec-generator');

function sourceHash() {
  const hash = createHash('sha256');
  const names = readdirSync(here, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort();
  for (const name of names) hash.update(`${name}\0`).update(readFileSync(join(here, name)));
  // The one file of the site the generator imports (the departments of §3, in schema.ts).
  hash.update(readFileSync(join(here, '..', 'site', 'src', 'http', 'types.ts')));
  // This launcher (the bundle's options) and the checkout's folder: the source maps name its files.
  hash.update(readFileSync(fileURLToPath(import.meta.url))).update(here);
  const lockfile = join(here, '..', 'package-lock.json');
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile));
  return hash.digest('hex').slice(0, 16);
}

const bundleName = `bundle-${sourceHash()}`;
const outdir = join(cache, bundleName);
const entry = join(outdir, 'cli.mjs');

if (!existsSync(entry)) {
  const { build } = await import('esbuild');
  const building = join(cache, `building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  await build({
    entryPoints: [join(here, 'cli.ts')],
    outdir: building,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    // Stack traces name the TypeScript sources, not the bundle (the maps, without the sources'
    // text, are read only by the runs that load their chunk).
    sourcemap: 'linked',
    sourcesContent: false,
    // ts-morph (and the TypeScript compiler inside it, 9 MB) loads from node_modules, and only in
    // a run that reads the site's code (generator/code/site-code.ts).
    external: ['ts-morph'],
    // yaml is CommonJS: its `require` of Node's own modules needs a real `require` in ES modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // The maps name each source by its path from the bundle's folder, which Node would resolve
  // through node_modules' real path: when node_modules links to another checkout's, into that
  // checkout. They name this checkout's files instead.
  const bundleUrl = `${pathToFileURL(outdir).href}/`;
  for (const name of readdirSync(building).filter((file) => file.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(building, name), 'utf8'));
    map.sources = map.sources.map((source) => new URL(source, bundleUrl).href);
    writeFileSync(join(building, name), JSON.stringify(map));
  }
  try {
    renameSync(building, outdir);
  } catch {
    // Another run built the same bundle first.
    rmSync(building, { recursive: true, force: true });
  }
  // Other bundles go once they are ten minutes old (a run never lasts that long, so none loses
  // its chunks halfway: checkouts sharing node_modules each have theirs), and the files earlier
  // launchers left in the cache folder.
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (name === bundleName || !/^bundle-|\.(mjs|cjs)$/.test(name)) continue;
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (name.startsWith('bundle-') && Date.now() - made < 10 * 60_000) continue;
    rmSync(path, { recursive: true, force: true });
  }
}
// Node 23.7+ names it module.setSourceMapsSupport (which skips node_modules, where the bundle
// is, unless told); Node 20 process.setSourceMapsEnabled. Either way only the modules loaded from
// here on are mapped, each when it loads: a no-op run reads the maps of its few small chunks.
if (typeof nodeModule.setSourceMapsSupport === 'function') nodeModule.setSourceMapsSupport(true, { nodeModules: true });
else process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
