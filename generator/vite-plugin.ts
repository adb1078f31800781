import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { nodeFileSystem } from './file-system.ts';
import { formatIssues } from './format.ts';
import { generate } from './generate.ts';
import { hasErrors } from './issues.ts';
import { PAGES_DIR, SPEC_DIR } from './layout.ts';
import { run } from './project.ts';

/**
 * During `make dev`: regenerate when a manifest file (or the set of page modules) changes. Errors
 * go to the terminal with their positions and to the browser's error overlay; the last good
 * generated code keeps serving. The run that fixes the last error reloads the browser: that
 * clears the overlay and loads what changed, and it replaces the error Vite keeps for a browser
 * that connects later (a fix often writes no file, so Vite itself would send nothing). Generated
 * files that change while there is no error reach the browser as Vite's usual module updates.
 */
export function specPlugin(options: { root?: string } = {}): Plugin {
  const root = resolve(options.root ?? process.cwd());
  const fs = nodeFileSystem(root);
  let showingError = false;

  const regenerate = async (server?: ViteDevServer): Promise<void> => {
    const result = await run(fs, { generate });
    const text =
      result.issues.length > 0
        ? formatIssues(result.issues, { texts: result.texts, color: process.stdout.isTTY === true })
        : '';
    if (hasErrors(result.issues)) {
      showingError = true;
      server?.config.logger.error(text);
      server?.ws.send({
        type: 'error',
        err: { message: text, stack: '', plugin: 'spec', id: `${SPEC_DIR}/` },
      });
      return;
    }
    if (text !== '') server?.config.logger.warn(text);
    if (showingError) {
      showingError = false;
      server?.config.logger.info('spec: the manifest is valid again; reloading the page');
      server?.ws.send({ type: 'full-reload', path: '*' });
    }
  };

  return {
    name: 'spec-manifest',
    apply: 'serve',
    async configureServer(server) {
      await regenerate(server);
      server.watcher.add(resolve(root, SPEC_DIR));
      const onChange = (file: string): void => {
        const path = relative(root, file).split('\\').join('/');
        const isManifest = path.startsWith(`${SPEC_DIR}/`) && path.endsWith('.yaml');
        const isPage = path.startsWith(`${PAGES_DIR}/`) && path.endsWith('.tsx');
        if (isManifest || isPage) void regenerate(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
