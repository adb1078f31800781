// Calendar dates of the manifest and the API (YYYY-MM-DD: a news article's date, a job post's
// release date), shown in the visitor's language. A calendar date is not an instant: it is read as
// midnight UTC and written in UTC, so the visitor's time zone never moves it to another day
// (docs/decisions/024-site-layers.md).
import type { Locale } from '../generated/messages.gen';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** "September 16, 2022" / "2022年9月16日". */
export function formatDate(isoDate: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
