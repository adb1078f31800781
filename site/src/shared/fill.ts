const quantities = new Map<string, Intl.NumberFormat>();

/** A count as `locale` writes one. */
function quantity(value: number, locale: string): string {
  let format = quantities.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    quantities.set(locale, format);
  }
  return format.format(value);
}

/** The values of a text's {placeholders}. */
export type Placeholders = Readonly<Record<string, string | number>>;

/** `{name, plural, one {# page} other {# pages}}`: the start of a plural choice (ICU's syntax). */
const PLURAL_START = /\{(\w+),\s*plural,/g;

/** The forms of a plural choice from `start` (after "plural,") to its closing brace. */
function pluralForms(template: string, start: number): { forms: Map<string, string>; end: number } | undefined {
  const forms = new Map<string, string>();
  let at = start;
  for (;;) {
    while (/\s/.test(template[at] ?? '')) at++;
    if (template[at] === '}') return { forms, end: at + 1 };
    const selector = /^(=\d+|\w+)\s*\{/.exec(template.slice(at));
    if (!selector) return undefined;
    at += selector[0].length;
    let depth = 1;
    const from = at;
    for (; at < template.length && depth > 0; at++) {
      if (template[at] === '{') depth++;
      else if (template[at] === '}') depth--;
    }
    if (depth > 0) return undefined;
    forms.set(selector[1] ?? '', template.slice(from, at - 1));
  }
}

/**
 * A text with its plural choices made and its {placeholders} filled in: the message catalogue's
 * strings and the page content's ("Page {current} of {total}") alike. A placeholder without a
 * value stays as written. A plural choice picks the form `Intl.PluralRules` gives the number in
 * `locale` (an exact `=N` form first, else `other`), `#` standing for the number, written as
 * `locale` writes a quantity (1,250 in en-US): "{count, plural, one {# position} other {# positions}}".
 * A plain {placeholder} is written as given (a year is no quantity: 2026, not 2,026).
 */
export function fill(template: string, values: Placeholders | undefined, locale = 'en-US'): string {
  if (!values) return template;
  let text = '';
  let last = 0;
  for (const match of template.matchAll(PLURAL_START)) {
    if (match.index < last) continue;
    const choice = pluralForms(template, match.index + match[0].length);
    const value = values[match[1] ?? ''];
    if (!choice || typeof value !== 'number') continue;
    const form =
      choice.forms.get(`=${value}`) ??
      choice.forms.get(new Intl.PluralRules(locale).select(value)) ??
      choice.forms.get('other') ??
      '';
    text += template.slice(last, match.index) + form.replaceAll('#', quantity(value, locale));
    last = choice.end;
  }
  text += template.slice(last);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
