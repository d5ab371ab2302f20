/** `12 mars 2026` / `Mar 12, 2026`: a day in tables and notes. */
export const formatDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

/** `12 mars 2026` / `March 12, 2026`: a day written out, as in the subscription's dates. */
export const formatLongDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
