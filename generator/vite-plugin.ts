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
 * generated code keeps serving.
 */
export function specPlugin(options: { root?: string } = {}): Plugin {
  const root = resolve(options.root ?? process.cwd());
  const fs = nodeFileSystem(root);

  const regenerate = async (server?: ViteDevServer): Promise<void> => {
    const result = await run(fs, { generate });
    if (result.issues.length === 0) return;
    const text = formatIssues(result.issues, { texts: result.texts, color: process.stdout.isTTY === true });
    if (hasErrors(result.issues)) {
      server?.config.logger.error(text);
      server?.ws.send({
        type: 'error',
        err: { message: text, stack: '', plugin: 'spec', id: `${SPEC_DIR}/` },
      });
    } else {
      server?.config.logger.warn(text);
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
