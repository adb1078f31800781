import type { Plugin } from 'vite';

/**
 * The typeface's core Latin file (decision 043), preloaded from every page's head: index.html and so
 * every prerendered page, which copy its head. The stylesheet names the file, so without this the
 * browser would find it only once the stylesheet is parsed; preloaded, it is there for the first
 * paint, and `font-display: optional` (site.css) never swaps fonts under the reader.
 */
export function fontPreloadPlugin(file: RegExp): Plugin {
  return {
    name: 'site:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((name) => file.test(name));
        if (fonts.length !== 1)
          throw new Error(`font-preload: expected one file matching ${file}, found ${fonts.length}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fonts[0]}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
