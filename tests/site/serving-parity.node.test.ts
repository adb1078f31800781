// `make start` answers as the documented nginx does (issue 30 #6, decisions 029 and 038): Vite's
// preview server, started here with the site's own configuration (site/vite.config.ts: the
// security headers, the mock API, the static host), serves a small build this test writes, and
// every request of the serving table (tests/oracle/serving.ts) must be answered as the table
// says. tests/browser/serving.spec.ts asks nginx the same table.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../../scripts/browser-env';
import { proves } from '../conformance/proves';
import { ENDPOINTS } from '../oracle/http';
import { SERVING_TABLE } from '../oracle/serving';
import { ask, differences, entryScript } from '../serving';

const ROOT = join(import.meta.dirname, '../..');
const ENTRY = '/assets/index-Abc12345.js';
/** Long enough for the preview server's compression (it leaves out answers under 1 kB). */
const filler = (line: string) => `${line}\n`.repeat(40);

/** The files of the build the table names, each as dist/ has it (by kind, not by content). */
const FILES: Readonly<Record<string, string>> = {
  'index.html': `<!doctype html><html lang="en-US"><head><title>Home</title><script data-entry="${ENTRY}">void 0;</script></head><body>\n${filler('<p>The home page.</p>')}</body></html>\n`,
  '404.html':
    '<!doctype html><html lang="en-US"><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>\n',
  'en-US/city/index.html': `<!doctype html><html lang="en-US"><head><title>Smart City</title></head><body>\n${filler('<p>A static page.</p>')}</body></html>\n`,
  [ENTRY.slice(1)]: filler('export const entry = "the app";'),
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n${filler('  <url><loc>https://www.tianmu.example/en-US/city/</loc></url>')}</urlset>\n`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'version.json': '{ "commit": "abc", "time": "2026-01-01T00:00:00.000Z" }\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'illustrations/home-hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'downloads/guide.txt': 'A guide.\n',
  '.vite/manifest.json': '{}\n',
  '.well-known/security.txt': 'Contact: https://www.tianmu.example/en-US/contactus/\n',
};

let dist = '';
let server: PreviewServer | undefined;
let origin = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serving-parity-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  const port = await freePort();
  server = await preview({
    configFile: join(ROOT, 'site/vite.config.ts'),
    root: join(ROOT, 'site'),
    build: { outDir: dist },
    preview: { port, strictPort: true },
    logLevel: 'silent',
  });
  origin = `http://localhost:${port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('make start answers as nginx does', () => {
  test(
    `every request of the serving table (${SERVING_TABLE.length} rows), as tests/oracle/serving.ts says`,
    proves('DECISION-STATIC-SERVING', 'SEC-HEADERS', 'SEC-HOST-HEADER', 'SERVE-CACHE-CONTROL'),
    async () => {
      expect(await entryScript(origin)).toBe(ENTRY);
      const found: string[] = [];
      for (const row of SERVING_TABLE) found.push(...(await differences(origin, row, ENTRY)));
      expect(found).toEqual([]);
    },
  );

  test(
    "the mock API answers §7's two endpoints with their own methods, the rows the table leaves out",
    proves('DECISION-STATIC-SERVING'),
    async () => {
      const query = await ask(origin, ENDPOINTS.query.method, `${ENDPOINTS.query.path}?page=1&pageSize=1`);
      expect(query.status).toBe(200);
      expect(query.headers['content-type']).toMatch(/^application\/json/);
      const add = await ask(origin, ENDPOINTS.add.method, ENDPOINTS.add.path, { 'content-type': 'application/json' });
      // An empty body: the mock's validation answers, not the static host (nginx would say 404).
      expect(add.status).toBe(400);
      expect(add.headers['content-type']).toMatch(/^application\/json/);
      for (const row of SERVING_TABLE) {
        const endpoint = Object.values(ENDPOINTS).find(
          (candidate) => row.method === candidate.method && row.path.split('?')[0] === candidate.path,
        );
        expect(endpoint, `${row.method} ${row.path}`).toBeUndefined();
      }
    },
  );
});
