// The inline boot script of the prerendered pages (decision 042): its hash is committed once, in
// nginx's snippet of the security headers. Here: that hash is the SHA-256 of the boot script as
// the build makes it, the preview server of `make start` sends the snippet's policy (every header,
// as written there), the pages the build writes carry that very text inline, and the build refuses
// a boot script the snippet does not name. The served pages are checked in the browser suite
// (tests/browser/static-pages.spec.ts): their inline script hashes to a source of the policy sent.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildBootScript, checkedBootScript, startedByBoot } from '../../scripts/boot-script';
import { securityHeaders } from '../../site/server/security-headers';
import { type BootLanding, prerenderedPageFor, readBootLanding } from '../../site/src/shared/landing';
import { proves } from '../conformance/proves';
import { scriptHashes } from '../oracle/security';

const ROOT = join(import.meta.dirname, '../..');
const SNIPPET = join(ROOT, 'deploy/nginx/snippets/site-security-headers.conf');

/** The headers nginx's snippet adds, by lower-case name, as written there. */
function snippetHeaders(): Map<string, string> {
  const text = readFileSync(SNIPPET, 'utf8');
  return new Map(
    [...text.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((line) => [
      (line[1] ?? '').toLowerCase(),
      line[2] ?? '',
    ]),
  );
}

/** The one script hash of the snippet's policy: the committed one. */
function committedHash(): string {
  const hashes = scriptHashes(snippetHeaders().get('content-security-policy') ?? '');
  expect(hashes, "the snippet's script-src names one script by its hash").toHaveLength(1);
  return hashes[0] ?? '';
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

/** A page as `vite build` writes index.html: the app's module script in the head. */
const TEMPLATE =
  '<!doctype html><html lang="en-US"><head><title>Home</title>\n    <script type="module" crossorigin src="/assets/index-Abc12345.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-Abc12345.css">\n  </head><body><div id="root"><h1>Home</h1></div></body></html>\n';

const LANDING: BootLanding = {
  home: '/home',
  locales: { default: 'en-US', available: ['en-US', 'zh-CN'], storageKey: 'locale', detection: ['stored', 'default'] },
};

let boot = '';
beforeAll(async () => {
  boot = await buildBootScript(ROOT);
}, 60_000);

describe('the boot script, inline, and its hash in the policy (decision 042)', () => {
  test(
    'the hash the snippet commits is the SHA-256 of the boot script as the build makes it',
    proves('SEC-HEADERS', 'DECISION-STATIC-FIRST-BYTES'),
    async () => {
      expect(boot.length).toBeGreaterThan(100);
      expect(sha256(boot), 'run `make boot-hash` after changing the boot script').toBe(committedHash());
      // The same sources build the same text.
      expect(await buildBootScript(ROOT)).toBe(boot);
    },
  );

  test(
    "the preview server of make start sends nginx's headers, as the snippet writes them",
    proves('SEC-HEADERS'),
    () => {
      const nginx = snippetHeaders();
      expect(nginx.size).toBe(6);
      const preview = new Map(Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]));
      expect(preview).toEqual(nginx);
      expect(scriptHashes(preview.get('content-security-policy') ?? '')).toEqual([committedHash()]);
    },
  );

  test(
    "the boot script's text holds nothing of the manifest: a language added needs no new hash (decision 036)",
    proves('DECISION-STATIC-FIRST-BYTES'),
    () => {
      for (const fact of ['en-US', 'zh-CN', '/home', 'English', '简体中文'])
        expect(boot.includes(fact), `the boot script names ${fact}`).toBe(false);
    },
  );

  test(
    "a page the build writes: the app's module script gone, the boot script in its place, inline, its text the one hashed",
    proves('DECISION-STATIC-FIRST-BYTES', 'DECISION-STATIC-LANDING'),
    () => {
      const page = startedByBoot(TEMPLATE, boot, LANDING);
      expect(page).not.toContain('<script type="module"');
      expect(page).not.toMatch(/<script[^>]* src=/);
      const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      const [, attributes = '', text = ''] = scripts[0] ?? [];
      expect(sha256(text)).toBe(committedHash());
      expect(attributes).toContain('data-entry="/assets/index-Abc12345.js"');
      // Before the style sheets, so that it waits for none of them.
      expect(page.indexOf('<script')).toBeLessThan(page.indexOf('<link rel="stylesheet"'));
      const landing = /data-landing='([^']*)'/.exec(attributes)?.[1] ?? '';
      expect(readBootLanding(landing.replaceAll('&#39;', "'").replaceAll('&amp;', '&'))).toEqual(LANDING);
    },
  );

  test('the build refuses a boot script whose hash the snippet does not name, and says what to do', async () => {
    const other = `'sha256-${'A'.repeat(43)}='`;
    await expect(checkedBootScript(ROOT, other)).rejects.toThrow(/make boot-hash/);
    await expect(checkedBootScript(ROOT, committedHash())).resolves.toBe(boot);
  }, 60_000);

  test("the boot script reads its page's landing rules, and nothing malformed", () => {
    expect(readBootLanding(JSON.stringify(LANDING))).toEqual(LANDING);
    const withPages = { ...LANDING, pages: ['/home', '/city'] };
    expect(readBootLanding(JSON.stringify(withPages))).toEqual(withPages);
    for (const malformed of [
      undefined,
      '',
      'not json',
      'null',
      '{"home":"/home"}',
      JSON.stringify({ ...LANDING, home: 1 }),
      JSON.stringify({ ...LANDING, locales: { ...LANDING.locales, available: 'en-US' } }),
      JSON.stringify({ ...LANDING, locales: { ...LANDING.locales, detection: ['cookie'] } }),
      JSON.stringify({ ...LANDING, pages: '/city' }),
      JSON.stringify({ ...LANDING, pages: ['/city', 2] }),
    ])
      expect(readBootLanding(malformed), String(malformed)).toBeUndefined();
  });

  test(
    '`/` sends a visitor at a hash route to its static page in their language, at that route, where the build wrote one (decision 048)',
    proves('DECISION-STATIC-LANDING'),
    () => {
      const pages = ['/home', '/city', '/newsdetail', '/newsdetail?id=partner-programme-launch', '/draft/solution'];
      expect(prerenderedPageFor('#/city', 'zh-CN', '/home', pages)).toBe('/zh-CN/city/#/city');
      expect(prerenderedPageFor('#/city', 'en-US', '/home', pages)).toBe('/en-US/city/#/city');
      expect(prerenderedPageFor('#/draft/solution', 'en-US', '/home', pages)).toBe(
        '/en-US/draft/solution/#/draft/solution',
      );
      expect(prerenderedPageFor('#/newsdetail?id=partner-programme-launch', 'zh-CN', '/home', pages)).toBe(
        '/zh-CN/newsdetail/partner-programme-launch/#/newsdetail?id=partner-programme-launch',
      );
      // `/` alone, or at `#/`: the home route.
      for (const hash of ['', '#', '#/'])
        expect(prerenderedPageFor(hash, 'zh-CN', '/home', pages)).toBe('/zh-CN/home/#/home');
      // No page written: a route unknown, an article unknown, another query, a page not in `pages`.
      for (const hash of [
        '#/no-such-page',
        '#/newsdetail?id=no-such-article',
        '#/city?tab=2',
        '#/glory',
        '#city',
        '#/city/',
      ])
        expect(prerenderedPageFor(hash, 'en-US', '/home', pages), hash).toBeUndefined();
    },
  );
});
