// The image a link preview shows (Open Graph, the Twitter card; decision 029), drawn at build time
// from the site's own SVG art: the logo and the home page's hero illustration on the brand colour.
// It holds no text, so it needs no font and is the same in every language; its alternative text is
// in the `head` bundle of spec/messages.yaml. resvg renders it (a prebuilt binary from npm, no
// system library or font consulted).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** Open Graph's recommended size (1.91:1), which the Twitter large-image card shows uncropped. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The brand's blue, the logo's background (site/public/favicon.svg). */
const BRAND = '#0b4f8a';

/** An SVG file's drawing, placed in a box of the composition (its own viewBox, scaled to fit). */
function placed(svg: string, box: { x: number; y: number; width: number; height: number }): string {
  const match = /<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error('an SVG of the share image has no viewBox');
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${match[1]}">${match[2]}</svg>`;
}

/**
 * The share image as SVG: the logo (a square viewBox) on the left, the illustration (its own
 * proportions) on a light card on the right. Throws on art with text, which would need a font.
 */
export function shareImageSvg(logo: string, illustration: string): string {
  if (/<text\b/.test(logo + illustration)) throw new Error('the share image takes no text: it would need a font');
  const { width, height } = SHARE_IMAGE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${BRAND}"/>`,
    `<circle cx="300" cy="315" r="190" fill="#ffffff" fill-opacity="0.08"/>`,
    placed(logo, { x: 160, y: 175, width: 280, height: 280 }),
    placed(illustration, { x: 540, y: 140, width: 560, height: 350 }),
    '</svg>',
  ].join('');
}

/** The rendered image: its address under the site (`/assets/share-<hash>.png`) and its bytes. */
export interface RenderedShareImage {
  readonly path: string;
  readonly bytes: number;
}

/**
 * Renders the share image into `dist/assets/`, named by its content like Vite's files (nginx
 * serves /assets/ for a year; a changed image is a new address, which previews fetch afresh).
 */
export function writeShareImage(root: string, dist: string): RenderedShareImage {
  const svg = shareImageSvg(
    readFileSync(join(root, 'site/public/favicon.svg'), 'utf8'),
    readFileSync(join(root, 'site/public/illustrations/home-hero.svg'), 'utf8'),
  );
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  const name = `assets/share-${createHash('sha256').update(png).digest('base64url').slice(0, 8)}.png`;
  writeFileSync(join(dist, name), png);
  return { path: `/${name}`, bytes: png.length };
}
