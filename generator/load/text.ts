/**
 * A manifest file's text before YAML sees it: a byte-order mark is accepted (and dropped); a file
 * that is no text at all (a program, an image) is refused as such, before anything else; text
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
  | { readonly code: 'file-not-text'; readonly offset: 0; readonly evidence: BinaryEvidence }
  | { readonly code: 'file-not-utf8'; readonly offset: number }
  | { readonly code: 'control-character'; readonly offset: number; readonly codePoint: string };

/** Why a file is taken for binary data: NUL bytes, or the share of control characters at its start. */
export type BinaryEvidence = { readonly nul: true } | { readonly controls: number; readonly of: number };

/** How much of the start of a file is looked at to tell binary data from text (git looks at 8000 bytes too). */
const SAMPLE = 8000;
/** Text holds a control character here and there; binary data more than one in ten. */
const CONTROL_SHARE = 0.1;

/**
 * Whether the text (as a UTF-8 decoder made it of the file's bytes) is binary data: it holds a NUL,
 * which no text file does, or more than one character in ten of its start is a control character.
 * Text in another encoding (Latin-1, GBK) holds neither, and is "not UTF-8" instead.
 */
export function binaryEvidence(text: string): BinaryEvidence | undefined {
  if (text.includes('\u0000')) return { nul: true };
  const sample = text.slice(0, SAMPLE);
  const controls = sample.match(CONTROLS)?.length ?? 0;
  return controls > sample.length * CONTROL_SHARE ? { controls, of: sample.length } : undefined;
}

/** The first reason the text is not manifest text, at its offset (in the text without its BOM). */
export function textProblem(text: string): TextProblem | undefined {
  const evidence = binaryEvidence(text);
  if (evidence) return { code: 'file-not-text', offset: 0, evidence };
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
