// How `make start` (Vite's preview server) answers an address that is not a file of the build: as
// nginx does with deploy/nginx/site.conf (decision 029), so that the local site and a deployment
// agree. Vite's preview server would otherwise answer any unknown address with index.html (the
// home page, status 200): a misspelt /en-US/cty/ looked like a page, and a missing script came back
// as HTML.
//
// - A file of the build, or a folder's page with its "/" (/en-US/city/): served.
// - A folder's address without its "/" (/en-US/city): 301 to the address with it, as nginx's
//   `try_files $uri $uri/` does.
// - Anything else: 404, never the home page. A path with a part starting with "." as well
//   (dist/.vite/manifest.json is for `make bench`), as nginx's `location ~ /\.` does.
import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { API_PREFIX } from './security-headers.ts';

export type StaticAnswer =
  | { readonly status: 200 }
  | { readonly status: 301; readonly location: string }
  | { readonly status: 404 };

function kind(path: string): 'file' | 'folder' | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : undefined;
  } catch {
    return undefined;
  }
}

/** What the static host answers for `url` (a request's path and query) with the build in `root`. */
export function staticAnswer(root: string, url: string): StaticAnswer {
  // A request's URL carries no fragment: the browser keeps the hash route to itself.
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 404 };
  }
  if (!path.startsWith('/') || path.includes('\0')) return { status: 404 };
  const parts = path.split('/');
  if (parts.some((part) => part.startsWith('.'))) return { status: 404 };
  const base = resolve(root);
  const file = resolve(join(base, path));
  // No ".." part gets here; a separator of the system's own inside a part (a "\" on Windows) could
  // still lead out of the build.
  if (file !== base && !file.startsWith(`${base}${sep}`)) return { status: 404 };

  const found = kind(file);
  if (found === 'file') return path.endsWith('/') ? { status: 404 } : { status: 200 };
  if (found === 'folder' && kind(join(file, 'index.html')) === 'file') {
    return path.endsWith('/') ? { status: 200 } : { status: 301, location: `${rawPath}/${query}` };
  }
  return { status: 404 };
}

/**
 * The preview server's answer to an address that is not served: before Vite's own file server and
 * its fallback to index.html. The mock API (mocks/vite-plugin.ts, registered before this plugin)
 * has answered /api/ already; other methods than GET and HEAD are left to the server.
 */
export function staticHostPlugin(): Plugin {
  return {
    name: 'site:static-host',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || url.startsWith(API_PREFIX)) return next();
        const answer = staticAnswer(root, url);
        if (answer.status === 200) return next();
        res.statusCode = answer.status;
        if (answer.status === 301) res.setHeader('Location', answer.location);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(answer.status === 301 ? `Moved to ${answer.location}\n` : 'Not found\n');
      });
    },
  };
}
