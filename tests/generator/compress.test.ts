// The build's last step (scripts/compress.ts, decision 039): a .gz beside each text file of
// dist/, which nginx sends as it is (gzip_static). On a small tree the test writes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compressBuild } from '../../scripts/compress.ts';
import { proves } from '../conformance/proves';

const text = (line: string) => `${line}\n`.repeat(50);
/** Text files issue 30 names (HTML, the sitemap, scripts, WebAssembly…), and files that are not text. */
const FILES: Readonly<Record<string, string | Buffer>> = {
  'index.html': text('<p>home</p>'),
  'sitemap.xml': text('<url><loc>https://www.tianmu.example/en-US/city/</loc></url>'),
  'assets/index-abc.js': text('export const a = 1;'),
  'assets/index-abc.css': text('body { color: red; }'),
  'assets/trial/runtime.wasm': Buffer.alloc(4096, 1),
  '.well-known/security.txt': text('Contact: https://www.tianmu.example/en-US/contactus/'),
  'robots.txt': 'User-agent: *\n',
  'assets/share-abc.png': Buffer.alloc(4096, 2),
  'assets/trial/eng.traineddata.gz': Buffer.alloc(4096, 3),
  '.vite/manifest.json': text('{}'),
};

let dist = '';
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'compress-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
    utimesSync(join(dist, file), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the build compresses its text files once (issue 30 #9)', () => {
  test(
    'a .gz beside each text file it makes smaller, with the file’s time; none beside pictures, gzip files or .vite/',
    proves('SERVE-COMPRESSION'),
    () => {
      const result = compressBuild(dist);
      const compressed = [
        'index.html',
        'sitemap.xml',
        'assets/index-abc.js',
        'assets/index-abc.css',
        'assets/trial/runtime.wasm',
        '.well-known/security.txt',
      ];
      expect(result.files).toBe(compressed.length);
      for (const file of compressed) {
        const gz = join(dist, `${file}.gz`);
        expect(existsSync(gz), file).toBe(true);
        expect(gunzipSync(readFileSync(gz)).equals(readFileSync(join(dist, file))), file).toBe(true);
        expect(statSync(gz).mtimeMs, `${file}.gz has the file's time (Last-Modified)`).toBe(
          statSync(join(dist, file)).mtimeMs,
        );
      }
      // robots.txt is too short for gzip to make it smaller.
      for (const file of [
        'robots.txt',
        'assets/share-abc.png',
        'assets/trial/eng.traineddata.gz',
        '.vite/manifest.json',
      ]) {
        expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
      }
    },
  );
});
