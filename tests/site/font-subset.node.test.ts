// The typeface's files are cut from its npm package as site.css's faces say (decision 043): the
// faces hold, between them, every character of the package's Latin file and each character once;
// a face the cutter cannot read is an error at its position in the stylesheet.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { facesToWrite, parseUnicodeRange, writeFaces } from '../../site/server/font-subset';

const require = createRequire(import.meta.url);
const packageCss = readFileSync(require.resolve('@fontsource-variable/inter/index.css'), 'utf8');
const packageFont = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const siteCss = readFileSync(new URL('../../site/src/app/site.css', import.meta.url), 'utf8');

/** The unicode-range the package itself declares for its Latin file. */
function packageLatinRange(): number[] {
  const range = /inter-latin-wght-normal\.woff2[^;]*;\s*unicode-range:\s*([^;]+);/.exec(packageCss)?.[1];
  if (!range) throw new Error('the package no longer declares its Latin file');
  return parseUnicodeRange(range);
}

const face = (url: string, lines: string) =>
  `@font-face {\n  font-family: "T";\n  src: url("${url}") format("woff2");\n${lines}\n}\n`;

describe('unicode ranges', () => {
  test('code points and ranges, in order', () => {
    expect(parseUnicodeRange('U+0041-0043, U+00e9')).toEqual([0x41, 0x42, 0x43, 0xe9]);
  });

  test('anything else is refused, saying what it read', () => {
    expect(() => parseUnicodeRange('U+0041, A')).toThrow('"A" is not a code point');
    expect(() => parseUnicodeRange('U+0043-0041')).toThrow('"U+0043-0041" ends before it starts');
  });
});

describe("site.css's faces", () => {
  const faces = facesToWrite(siteCss, 'site.css');

  test('hold the Latin file of the package between them, each character once, weights 400 to 800', () => {
    const held = faces.flatMap(({ codePoints }) => codePoints);
    expect(new Set(held).size).toBe(held.length);
    expect([...held].sort((a, b) => a - b)).toEqual(packageLatinRange().sort((a, b) => a - b));
    for (const { weight } of faces) expect(weight).toEqual({ min: 400, max: 800 });
  });

  test('the core, which every page preloads, holds every printable ASCII character', () => {
    const core = faces.find(({ url }) => url.includes('core'));
    for (let point = 0x20; point <= 0x7e; point++) expect(core?.codePoints).toContain(point);
  });
});

describe('a face the cutter cannot read', () => {
  test('no unicode-range: its position and what to add', () => {
    const css = `/* a */\n${face('./fonts/a.woff2', '  font-weight: 400 800;')}`;
    expect(() => facesToWrite(css, 'x.css')).toThrow(
      'x.css:2:1: the face of ./fonts/a.woff2: has no unicode-range; say which characters its file holds',
    );
  });

  test('no range of weights', () => {
    expect(() => facesToWrite(face('./fonts/a.woff2', '  unicode-range: U+0041;'), 'x.css')).toThrow(
      'x.css:1:1: the face of ./fonts/a.woff2: has no font-weight range',
    );
  });

  test('a character in two faces: which, and where', () => {
    const css =
      face('./fonts/a.woff2', '  font-weight: 400 800;\n  unicode-range: U+0041-0045;') +
      face('./fonts/b.woff2', '  font-weight: 400 800;\n  unicode-range: U+0045, U+0046;');
    expect(() => facesToWrite(css, 'x.css')).toThrow(
      "x.css:7:1: the face of ./fonts/b.woff2: U+0045 is also in ./fonts/a.woff2's unicode-range; keep it in one",
    );
  });

  test('a bad range, with the reason', () => {
    expect(() =>
      facesToWrite(face('./fonts/a.woff2', '  font-weight: 400 800;\n  unicode-range: U+00ZZ;'), 'x.css'),
    ).toThrow('x.css:1:1: the face of ./fonts/a.woff2: its unicode-range: "U+00ZZ" is not a code point');
  });

  test('no face from ./fonts/ at all', () => {
    expect(() => facesToWrite(face('/elsewhere.woff2', ''), 'x.css')).toThrow(
      'x.css: no @font-face takes its file from ./fonts/',
    );
  });
});

describe('writing the files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'font-subset-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('one WOFF2 file per face, smaller than the source; a file already right is left as it is', async () => {
    const stylesheet = join(dir, 'site.css');
    writeFileSync(
      stylesheet,
      face('./fonts/ascii.woff2', '  font-weight: 400 800;\n  unicode-range: U+0020-007E;') +
        face('./fonts/accents.woff2', '  font-weight: 600 600;\n  unicode-range: U+00E0-00FF;'),
    );
    const options = { stylesheet, source: packageFont, features: ['kern', 'tnum'] };
    const files = await writeFaces(options);
    expect(files).toEqual([join(dir, 'fonts/ascii.woff2'), join(dir, 'fonts/accents.woff2')]);
    const source = statSync(packageFont).size;
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.length).toBeLessThan(source / 2);
    }
    const written = files.map((file) => statSync(file).mtimeMs);
    await writeFaces(options);
    expect(files.map((file) => statSync(file).mtimeMs)).toEqual(written);
  });
});
