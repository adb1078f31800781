import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { proves } from '../conformance/proves';

const ROOT = join(import.meta.dirname, '../..');

/** Every TypeScript source of the site, generated modules included. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Ways of turning a string into markup. Content is rendered as React text, never parsed as HTML,
// so no text of the manifest can become a script (and the CSP forbids inline scripts besides).
const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment/;

describe('no content is parsed as HTML', () => {
  test('no source of the site writes markup from a string', proves('SEC-NO-INNER-HTML'), () => {
    const files = sources(join(ROOT, 'site/src'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => HTML_SINKS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  test('the linter forbids dangerouslySetInnerHTML', proves('SEC-NO-INNER-HTML'), () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      linter: { rules: { security?: Record<string, string> } };
    };
    expect(config.linter.rules.security).toMatchObject({
      noDangerouslySetInnerHtml: 'error',
      noDangerouslySetInnerHtmlWithChildren: 'error',
    });
  });
});
