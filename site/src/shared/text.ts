// How the site compares and shows text, for the pages that search or list dated items. One
// module, so that rolldown makes one shared chunk of it rather than two (decision 024).
import type { Locale } from '../generated/messages.gen';

// Search: how the site's searches compare text (the header's keyword search and the terminal finder):
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

// Dates: calendar dates of the manifest and the API (YYYY-MM-DD: a news article's date, a job post's
// release date), shown in the visitor's language. A calendar date is not an instant: it is read as
// midnight UTC and written in UTC, so the visitor's time zone never moves it to another day
// (docs/decisions/024-site-layers.md).

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The instant of a calendar date, or undefined when `isoDate` is not one: not YYYY-MM-DD, or a day
 * the calendar lacks (2022-02-30 is not read as 2 March). Dates from the API may be anything.
 */
export function calendarDate(isoDate: unknown): Date | undefined {
  if (typeof isoDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return undefined;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate ? undefined : date;
}

/** "September 16, 2022" / "2022年9月16日"; an empty string, never an exception, for what is not a calendar date. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = calendarDate(isoDate);
  if (!date) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(date);
}
