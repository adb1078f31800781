/** The values of a text's {placeholders}. */
export type Placeholders = Readonly<Record<string, string | number>>;

/**
 * A text with its {placeholders} filled in: the message catalogue's strings and the page
 * content's ("Page {current} of {total}") alike. A placeholder without a value stays as written.
 */
export function fill(template: string, values: Placeholders | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
