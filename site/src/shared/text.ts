// How the site's searches compare text (the header's keyword search and the terminal finder):
// in any case, and full-width forms as their half-width ones (so "ＯＣＲ" finds "OCR" and the
// ideographic space separates words). Each character keeps its position, so a match found in the
// folded text can be cut out of the original for a snippet.

/** Lower case and half-width, one character for one character. */
export function fold(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase();
}

/** The distinct words of a query, folded; none for a query of only white space. */
export function queryWords(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/).filter(Boolean))];
}
