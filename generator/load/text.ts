/**
 * A manifest file's text before YAML sees it: a byte-order mark is accepted (and dropped); text
 * that is not UTF-8, or holds control characters, is refused with its position and never printed.
 */

const BOM = '\uFEFF';
/** What a UTF-8 decoder puts where the bytes are not UTF-8. */
const REPLACEMENT = '\uFFFD';
/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function withoutBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

export type TextProblem =
  | { readonly code: 'file-not-utf8'; readonly offset: number }
  | { readonly code: 'control-character'; readonly offset: number; readonly codePoint: string };

/** The first reason the text is not manifest text, at its offset (in the text without its BOM). */
export function textProblem(text: string): TextProblem | undefined {
  const undecodable = text.indexOf(REPLACEMENT);
  const control = text.search(CONTROL);
  if (undecodable >= 0 && (control < 0 || undecodable <= control))
    return { code: 'file-not-utf8', offset: undecodable };
  if (control < 0) return undefined;
  const code = text.charCodeAt(control).toString(16).toUpperCase().padStart(4, '0');
  return { code: 'control-character', offset: control, codePoint: `U+${code}` };
}

/**
 * The text as it may be printed in a terminal: no byte-order mark, each control character shown
 * as its Unicode "control picture" (U+001B as ␛), so a code frame never sends escape sequences.
 */
export function printable(text: string): string {
  return withoutBom(text).replace(CONTROLS, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\uFFFD';
  });
}
