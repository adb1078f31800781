// The JavaScript budgets of DESIGN.md, measured on the production build:
// - the first view of #/home: every script the browser fetches until the home page has rendered
//   (entry, preloaded chunks, the home chunk), each gzip-compressed as a server would send it;
// - each page's own chunk(s): its lazy chunk and the chunks only it pulls in beyond the entry,
//   from Vite's build manifest, without its illustrations; and its illustrations apart: the
//   chunks the build makes of illustration modules (site/server/illustration-chunks.ts, decision
//   047). The budget is 15 kB gzip of own chunks, plus whatever the illustrations weigh.
// `tsx scripts/bench-bundle.ts --check` reads dist/ as built and exits 1 when a page is over
// budget (make test runs it after the build).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ILLUSTRATION_CHUNK } from '../site/server/illustration-chunks.ts';
import { CHROMIUM_ARGS, chromiumPath, freePort } from './browser-env.ts';
import { startServer } from './serve.ts';

/** A page's own chunks, gzip, without its illustrations (issue 31). */
export const PAGE_BUDGET_BYTES = 15_000;

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}

export interface BundleFigures {
  /** gzip bytes of each script of the first view of #/home, by file. */
  readonly firstView: ReadonlyMap<string, number>;
  /** gzip bytes of each page's own chunk(s) without its illustrations, by page module. */
  readonly pages: ReadonlyMap<string, number>;
  /** gzip bytes of each page's illustration chunks, by page module (0 for a page without). */
  readonly illustrations: ReadonlyMap<string, number>;
}

// zlib's default level (6), what a server compressing on the fly typically sends.
const gzipBytes = (content: Buffer | string): number => gzipSync(content).length;

/**
 * Per page module: its chunk and every chunk it imports that the entry does not already load,
 * split into its own code and its illustrations.
 */
export function pageChunks(root: string): Pick<BundleFigures, 'pages' | 'illustrations'> {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const initial = closure(entryKey, new Set());
  const bytesOf = (keys: readonly string[]) =>
    keys.reduce((sum, item) => sum + gzipBytes(readFileSync(join(root, 'dist', manifest[item]?.file ?? ''))), 0);
  const pages = new Map<string, number>();
  const illustrations = new Map<string, number>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/pages/')) continue;
    const own = [...closure(key, new Set())].filter((item) => !initial.has(item));
    const drawn = own.filter((item) => manifest[item]?.name?.startsWith(ILLUSTRATION_CHUNK));
    const page = chunk.src.replace(/^src\/pages\//, '').replace(/\.tsx$/, '');
    pages.set(page, bytesOf(own.filter((item) => !drawn.includes(item))));
    illustrations.set(page, bytesOf(drawn));
  }
  return { pages, illustrations };
}

/** Builds the site as `make start` does, serves it, and loads #/home in Chromium. */
export async function measureBundle(root: string): Promise<BundleFigures> {
  const port = await freePort();
  const server = await startServer({
    command: join(root, 'node_modules/.bin/tsx'),
    args: ['scripts/start.ts'],
    cwd: root,
    env: { PORT: String(port) },
    what: 'make start',
    url: `http://localhost:${port}`,
    timeoutMs: 180_000,
  });
  try {
    const base = server.url;
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [...CHROMIUM_ARGS],
    });
    try {
      const page = await browser.newPage();
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const name = new URL(response.url()).pathname;
        pending.push(
          response.body().then((body) => {
            scripts.set(name, gzipBytes(body));
          }),
        );
      });
      await page.goto(`${base}/#/home`);
      await page.locator('main .home h1').waitFor();
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return { firstView: scripts, ...pageChunks(root) };
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

/** --check: every page's own chunks within the budget, in dist/ as built; a table, and exit 1 if not. */
if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.argv.includes('--check')
) {
  const root = resolve(import.meta.dirname, '..');
  const { pages, illustrations } = pageChunks(root);
  const over = [...pages].filter(([, bytes]) => bytes > PAGE_BUDGET_BYTES);
  console.log(`| page | own chunks, gzip kB (≤ ${PAGE_BUDGET_BYTES / 1000}) | illustrations, gzip kB |\n|---|---|---|`);
  for (const [page, bytes] of [...pages].sort((a, b) => b[1] - a[1]))
    console.log(
      `| ${page} | ${(bytes / 1000).toFixed(2)}${bytes > PAGE_BUDGET_BYTES ? ' OVER' : ''} | ${((illustrations.get(page) ?? 0) / 1000).toFixed(2)} |`,
    );
  console.log(
    over.length === 0
      ? `${pages.size} pages within the budget`
      : `${over.length} of ${pages.size} pages over the budget: ${over.map(([page]) => page).join(', ')}`,
  );
  process.exitCode = over.length === 0 ? 0 : 1;
}
