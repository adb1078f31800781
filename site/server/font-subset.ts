import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The typeface's files, cut from the npm package's Latin file (decision 043): each `@font-face` of
 * the stylesheet whose `src` is a file under `./fonts/` is written there before the build (or the
 * dev server) reads the stylesheet, holding the characters of its `unicode-range` and the weights
 * of its `font-weight`. The stylesheet is the one place that says which file draws which
 * character: the core file (the characters every page uses, preloaded) and the rest of Latin
 * (fetched by a page that draws one of them).
 */
export interface FontSubsetOptions {
  /** The stylesheet that declares the faces. */
  readonly stylesheet: string;
  /** The package's font file the faces are cut from. */
  readonly source: string;
  /**
   * The OpenType features kept: those browsers apply to Latin text by themselves, and those the
   * stylesheets ask for (`tabular-nums` is `tnum`). Any other is cut, and with it its glyphs.
   */
  readonly features: readonly string[];
}

/** A face the stylesheet declares, to be written. */
export interface Face {
  /** The file, as the stylesheet's `url()` names it (`./fonts/…woff2`). */
  readonly url: string;
  readonly codePoints: readonly number[];
  readonly weight: { readonly min: number; readonly max: number };
  /** Where the face is declared: `file:line:col`. */
  readonly at: string;
}

const FACE = /@font-face\s*\{([^}]*)\}/g;
const GENERATED_SRC = /src:\s*url\(["']?(\.\/fonts\/[\w.-]+\.woff2)["']?\)/;

function position(css: string, index: number, file: string): string {
  const before = css.slice(0, index).split('\n');
  return `${file}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** `U+0020-007E, U+00A9` → the code points, in order; throws on anything else. */
export function parseUnicodeRange(value: string): number[] {
  const points: number[] = [];
  for (const part of value.split(',').map((item) => item.trim())) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match?.[1]) throw new Error(`"${part}" is not a code point (U+20AC) or a range of them (U+0020-007E)`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`"${part}" ends before it starts`);
    for (let point = first; point <= last; point++) points.push(point);
  }
  return points;
}

/** The faces of `css` (read from `file`) whose source is a file under ./fonts/, checked. */
export function facesToWrite(css: string, file: string): Face[] {
  const faces: Face[] = [];
  const owner = new Map<number, string>();
  for (const match of css.matchAll(FACE)) {
    const body = match[1] ?? '';
    const url = GENERATED_SRC.exec(body)?.[1];
    if (!url) continue;
    const at = position(css, match.index, file);
    const fail = (message: string) => new Error(`${at}: the face of ${url}: ${message}`);
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!range) throw fail('has no unicode-range; say which characters its file holds');
    let codePoints: number[];
    try {
      codePoints = parseUnicodeRange(range.replace(/\s+/g, ' '));
    } catch (error) {
      throw fail(`its unicode-range: ${(error as Error).message}`);
    }
    const weight = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(body);
    if (!weight?.[1] || !weight[2])
      throw fail('has no font-weight range (such as `400 800`); say which weights its file holds');
    for (const point of codePoints) {
      const other = owner.get(point);
      if (other && other !== url)
        throw fail(
          `U+${point.toString(16).toUpperCase().padStart(4, '0')} is also in ${other}'s unicode-range; keep it in one`,
        );
      owner.set(point, url);
    }
    faces.push({ url, codePoints, weight: { min: Number(weight[1]), max: Number(weight[2]) }, at });
  }
  if (faces.length === 0) throw new Error(`${file}: no @font-face takes its file from ./fonts/`);
  return faces;
}

/**
 * Cuts each face of the stylesheet from the source file. What the files were cut from (the faces,
 * the features, the source's bytes) is kept beside them in `.cut-from`: the prerender's server and
 * each dev start run this again, and files already cut from the same are left as they are.
 */
export async function writeFaces({ stylesheet, source, features }: FontSubsetOptions): Promise<string[]> {
  const faces = facesToWrite(readFileSync(stylesheet, 'utf8'), relative(process.cwd(), stylesheet));
  const font = readFileSync(source);
  const files = faces.map((face) => join(dirname(stylesheet), face.url));
  const stamp = join(dirname(files[0] ?? stylesheet), '.cut-from');
  const cutFrom = createHash('sha256')
    .update(
      JSON.stringify({ faces: faces.map(({ url, codePoints, weight }) => ({ url, codePoints, weight })), features }),
    )
    .update(font)
    .digest('hex');
  if (files.every((file) => existsSync(file)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === cutFrom)
    return files;
  for (const [index, face] of faces.entries()) {
    const cut = await subsetFont(font, String.fromCodePoint(...face.codePoints), {
      targetFormat: 'woff2',
      keepFeatures: [...features],
      variationAxes: { wght: face.weight },
    });
    const file = files[index] as string;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, cut);
  }
  writeFileSync(stamp, cutFrom);
  return files;
}

export function fontSubsetPlugin(options: FontSubsetOptions): Plugin {
  return {
    name: 'site:font-subset',
    async buildStart() {
      await writeFaces(options);
    },
  };
}
