import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { specPlugin } from '../generator/vite-plugin.ts';
import { mockApi } from '../mocks/vite-plugin.ts';
import { fontPreloadPlugin } from './server/font-preload.ts';
import { fontSubsetPlugin } from './server/font-subset.ts';
import { illustrationChunk } from './server/illustration-chunks.ts';
import { reactRouterShakingPlugin } from './server/react-router-shaking.ts';
import { securityHeadersPlugin } from './server/security-headers.ts';
import { staticHostPlugin } from './server/static-host.ts';
import { trialAssetsPlugin } from './server/trial-assets.ts';

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14753): its
 * dev warnings and checks would ship to visitors. A production build takes the production files
 * the package also contains. See docs/decisions/008-react-router-production-build.md.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The commit being built, or "unknown" outside a git checkout. */
function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * dist/version.json: which build a deployment serves ({ commit, time }), read by the browser
 * suite into reports/target.json (docs/decisions/020-conformance-against-any-target.md).
 */
function versionFile(): Plugin {
  return {
    name: 'site:version-file',
    apply: 'build',
    generateBundle() {
      const version = { commit: gitCommit(), time: new Date().toISOString() };
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(version, null, 2)}\n` });
    },
  };
}

/**
 * Rolldown warns ([PLUGIN_TIMINGS]) when plugins take long, which on a busy machine they do (the
 * trial's assets are copied by a plugin, the face worker's modules transformed): that says how
 * loaded the machine is, not that the build is wrong, and a correct build prints no warning
 * (scripts/run-steps.ts fails a build that does). make bench times the build.
 */
const NO_TIMING_WARNINGS = { bundlerTimings: false };

export default defineConfig(({ command }) => ({
  root: 'site',
  // The mock API answers /api/* on the dev and preview servers (docs/decisions/009); the preview
  // server sends the security headers (docs/decisions/016) and answers every other request as
  // nginx does with deploy/nginx/site.conf (docs/decisions/029 and 038); a build writes
  // version.json.
  // The online trial's models and runtimes are copied from their packages (docs/decisions/028).
  plugins: [
    react(),
    specPlugin(),
    securityHeadersPlugin(),
    mockApi(),
    staticHostPlugin(),
    versionFile(),
    // The typeface's files, cut from its package as site.css's faces say, and the core file,
    // preloaded by every page (docs/decisions/043).
    fontSubsetPlugin({
      stylesheet: fileURLToPath(new URL('./src/app/site.css', import.meta.url)),
      source: fileURLToPath(
        new URL('../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url),
      ),
      // What browsers apply to Latin text by themselves, and tabular figures (`tabular-nums`); not
      // Inter's contextual alternates (`calt`: a hyphen raised between capitals, `->` as an arrow),
      // a fifth of the core file for changes a reader hardly sees.
      features: ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'rclt', 'rvrn', 'tnum'],
    }),
    fontPreloadPlugin(/^assets\/inter-latin-core-[\w-]+\.woff2$/),
    reactRouterShakingPlugin(),
    trialAssetsPlugin(fileURLToPath(new URL('..', import.meta.url))),
  ],
  // The face worker is an ES module (it imports the face library as one). It is built under
  // assets/trial/ with the trial's other files: the page fetches it with the models (connect-src).
  worker: {
    format: 'es',
    rolldownOptions: {
      // The worker is a rolldown build of its own (vite's bundleWorkerEntry), which reads none of
      // build.rolldownOptions: without its own `checks`, it warned of its slow plugins.
      checks: NO_TIMING_WARNINGS,
      output: { entryFileNames: 'assets/trial/[name]-[hash].js', chunkFileNames: 'assets/trial/[name]-[hash].js' },
    },
  },
  resolve: {
    alias: [
      // The WebAssembly face worker (face-wasm.worker.ts): Human built on the tfjs packages, by
      // path (its package's `exports` key for it is malformed), with the backends it never uses
      // replaced by an empty module (site/src/trial/no-backend.ts).
      {
        find: /^@vladmandic\/human\/dist\/human\.esm-nobundle\.js$/,
        replacement: fileURLToPath(
          new URL('../node_modules/@vladmandic/human/dist/human.esm-nobundle.js', import.meta.url),
        ),
      },
      {
        find: /^@tensorflow\/tfjs-backend-(cpu|webgl|webgpu)\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('src/trial/no-backend.ts', import.meta.url)),
      },
      // tesseract.js's main entry is CommonJS: bundling it put the CommonJS interop helpers into
      // the entry chunk (0.3 kB gzip on every first view). Its ES module build has none.
      {
        find: /^tesseract\.js$/,
        replacement: fileURLToPath(new URL('../node_modules/tesseract.js/dist/tesseract.esm.min.js', import.meta.url)),
      },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page pulls in, for `make bench`.
    manifest: true,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    // Each illustration module in a chunk of its own, so a page's own code is measured apart
    // from its drawings (site/server/illustration-chunks.ts, decision 047). Only the module
    // itself: what it imports stays where it was.
    rolldownOptions: {
      checks: NO_TIMING_WARNINGS,
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string) => illustrationChunk(id) ?? null,
              // The group's label in rolldown's timing report: without one, a `name` function warns.
              debugName: 'illustrations',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    // nginx sends no CORS headers and answers OPTIONS as any other method (405 or 404); Vite's
    // preview server would answer every OPTIONS with 204 and CORS headers (decision 038).
    cors: false,
  },
}));
