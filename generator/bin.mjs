#!/usr/bin/env node
// Launcher for the generator CLI. Node 20 cannot run TypeScript, and a TypeScript loader costs
// ~300 ms at every start; so the CLI and its generation worker are bundled once with esbuild into
// node_modules/.cache and rebuilt only when a generator source is newer than the bundle.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, '..', 'node_modules', '.cache', 'spec-generator');
const bundle = join(outdir, 'cli.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function bundleTime() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return -1;
  }
}

if (bundleTime() < newestSource(here)) {
  const { build } = await import('esbuild');
  mkdirSync(outdir, { recursive: true });
  const common = { bundle: true, platform: 'node', target: 'node20', packages: 'external', logLevel: 'warning' };
  await Promise.all([
    build({ ...common, entryPoints: [join(here, 'cli.ts')], outdir, outExtension: { '.js': '.mjs' }, format: 'esm' }),
    // The worker is CommonJS: it requires ts-morph and TypeScript directly (no ESM wrapper that
    // scans their exports) after v8-compile-cache, which keeps their compiled code between runs.
    build({
      ...common,
      entryPoints: [join(here, 'generate-worker.ts')],
      outdir,
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      banner: { js: "require('v8-compile-cache');" },
    }),
  ]);
}
await import(pathToFileURL(bundle).href);
