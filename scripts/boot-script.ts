// The boot script of the prerendered pages (site/src/boot.ts, decisions 029 and 042): built once,
// written inline into each page's head, and allowed there by its hash in the CSP. Its text holds
// nothing of the build or the manifest (the entry's address and the landing rules are attributes of
// its element), so the same sources always build the same text. The hash is committed in one
// place, nginx's snippet of the security headers, which the preview server reads as well
// (site/server/security-headers.ts): the build refuses a boot script whose hash is not that one.
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { build, type Rolldown } from 'vite';
import { bootScriptHash, HEADERS_SNIPPET } from '../site/server/security-headers.ts';
import type { BootLanding } from '../site/src/shared/landing.ts';

/** Builds site/src/boot.ts as a classic script (an IIFE, minified): the text every page inlines. */
export async function buildBootScript(root: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, 'site/src/boot.ts'), formats: ['iife'], name: 'boot' },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]?.output[0]?.code;
  if (!code) throw new Error('site/src/boot.ts built to nothing');
  // Inline, the text must not end its element early or open an HTML comment in it.
  if (/<\/script|<!--|<script/i.test(code)) throw new Error('site/src/boot.ts built to text that cannot be inline');
  return code;
}

/** A script's CSP hash source: `'sha256-<base64>'` of its text's UTF-8 bytes (CSP 3, §8.4). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The boot script for the build to inline, once its hash is the one nginx's snippet commits (and the
 * preview server reads): otherwise every browser would refuse it and no page would start the app.
 */
export async function checkedBootScript(root: string, committed = bootScriptHash()): Promise<string> {
  const boot = await buildBootScript(root);
  const built = hashSource(boot);
  if (built !== committed) {
    throw new Error(
      [
        `site/src/boot.ts builds to a script whose hash is ${built}, but the Content-Security-Policy allows ${committed}`,
        `(${relative(root, HEADERS_SNIPPET)}, which make start reads too): browsers would refuse the boot script.`,
        'If the boot script was changed on purpose, run `make boot-hash` to write the new hash into that file,',
        'commit it with the change, and deploy the snippet with the build (docs/decisions/042-inline-boot-script.md).',
      ].join('\n'),
    );
  }
  return boot;
}

/** A value for a single-quoted attribute (JSON's quotes stay as they are). */
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * The page with the boot script, inline, in place of the app's module script: its element names
 * the app's entry (`data-entry`) and what `/` must know of the manifest (`data-landing`), its text
 * is `boot`, as built. A classic inline script runs where it stands, before the style sheets that
 * follow it and before the first paint; it starts the app after that paint (site/src/boot.ts).
 */
export function startedByBoot(html: string, boot: string, landing: BootLanding): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
  const address = entry.exec(html)?.[1];
  if (!address) throw new Error("the page has no module script of the app's entry to replace");
  const element = `<script data-entry="${address}" data-landing='${attribute(JSON.stringify(landing))}'>${boot}</script>`;
  // A function, so that no `$` of the script's text is read as a pattern of the replacement.
  return html.replace(entry, () => element);
}
