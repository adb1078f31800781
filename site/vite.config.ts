import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { specPlugin } from '../generator/vite-plugin.ts';

export default defineConfig({
  root: 'site',
  plugins: [react(), specPlugin()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
  },
});
