// `npm run build`'s last step (decision 039): a gzip copy beside every text file of dist/
// (`index.html.gz` beside `index.html`), compressed once here at zlib's best level, which nginx
// sends as it is (`gzip_static on` in deploy/nginx/site.conf) instead of compressing the file again
// on every request. A copy gets the file's modification time, so Last-Modified stays the file's;
// a file that gzip does not make smaller gets none. Debian's nginx has no Brotli module, so no .br.
//
//   tsx scripts/compress.ts [DIR]     DIR defaults to dist/
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/**
 * The files worth compressing, by extension: what nginx's gzip_types names (HTML, style sheets,
 * scripts, JSON, SVG, text, XML, WebAssembly, the web manifest). Pictures, models and the
 * already-gzipped language data are left alone.
 */
export const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.wasm',
  '.webmanifest',
]);

/** Every file under `dir` (its own path, relative), folders whose name starts with "." left out but .well-known. */
function files(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith('.') && entry.name !== '.well-known' ? [] : files(dir, path);
    return entry.isFile() ? [path] : [];
  });
}

export interface Compressed {
  /** Files given a .gz copy. */
  readonly files: number;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Writes `<file>.gz` beside each compressible file of `dir`; returns what it wrote. */
export function compressBuild(dir: string): Compressed {
  let [count, bytes, gzipBytes] = [0, 0, 0];
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const file = join(dir, path);
    const content = readFileSync(file);
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (gzip.length >= content.length) continue;
    writeFileSync(`${file}.gz`, gzip);
    const { atime, mtime } = statSync(file);
    utimesSync(`${file}.gz`, atime, mtime);
    count++;
    bytes += content.length;
    gzipBytes += gzip.length;
  }
  return { files: count, bytes, gzipBytes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
  const result = compressBuild(dir);
  const MB = (value: number) => (value / 1e6).toFixed(1);
  console.log(
    `compressed ${result.files} files: ${MB(result.bytes)} MB → ${MB(result.gzipBytes)} MB gzip in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
