import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { specPlugin } from '../generator/vite-plugin.ts';
import { mockApi } from '../mocks/vite-plugin.ts';
import { securityHeadersPlugin } from './server/security-headers.ts';

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14753): its
 * dev warnings and checks would ship to visitors. A production build takes the production files
 * the package also contains. See docs/decisions/008-react-router-production-build.md.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'site',
  // The mock API answers /api/* on the dev and preview servers (docs/decisions/009); the preview
  // server sends the security headers (docs/decisions/016).
  plugins: [react(), specPlugin(), securityHeadersPlugin(), mockApi()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page pulls in, for `make bench`.
    manifest: true,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
  },
}));
