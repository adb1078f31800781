// `make boot-hash`: builds the boot script of the prerendered pages (site/src/boot.ts) as the build
// does and writes its hash into the one place it is committed, the Content-Security-Policy of
// deploy/nginx/snippets/site-security-headers.conf, which the preview server reads too (decision
// 042). Run it after changing the boot script (or what it imports, or the minifier): the build
// refuses a boot script whose hash the snippet does not name. Commit the snippet with the change,
// and deploy it with the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HEADERS_SNIPPET, scriptHashesIn } from '../site/server/security-headers.ts';
import { buildBootScript, hashSource } from './boot-script.ts';

const ROOT = join(import.meta.dirname, '..');
const built = hashSource(await buildBootScript(ROOT));
const snippet = readFileSync(HEADERS_SNIPPET, 'utf8');
const where = relative(ROOT, HEADERS_SNIPPET);
const hashes = scriptHashesIn(snippet);
const [committed] = hashes;
if (hashes.length !== 1 || !committed) {
  console.error(`${where}: script-src must name exactly one 'sha256-…' source to replace; it names ${hashes.length}`);
  process.exit(1);
}
if (committed === built) console.log(`${where} names the boot script's hash already: ${built}`);
else {
  const policy = /^add_header Content-Security-Policy "[^"]*" always;$/m;
  writeFileSync(
    HEADERS_SNIPPET,
    snippet.replace(policy, (line) => line.replace(committed, built)),
  );
  console.log(
    `${where}: the boot script's hash is now ${built} (was ${committed}); commit it, and deploy it with the build`,
  );
}
