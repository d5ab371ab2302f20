const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, dateStyle: "medium" | "long", timeZone?: string) {
  const key = `${locale} ${dateStyle} ${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A calendar day with no time (`2025-05-09`, the ECB rate date), as opposed to an instant. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function format(iso: string, locale: string, dateStyle: "medium" | "long"): string {
  // `new Date("2025-05-09")` is midnight UTC, the evening before west of Greenwich: a day is
  // written as that day wherever the shopper is; an instant in the shopper's own time zone.
  const day = DAY_ONLY.test(iso);
  return dateFormat(locale, dateStyle, day ? "UTC" : undefined).format(new Date(iso));
}

/**
 * `12 mars 2026` / `Mar 12, 2026`: a day in tables and notes (observed prices, the ECB rate
 * date). The one date formatter with `formatLongDate`: no ISO date reaches the screen.
 */
export const formatDate = (iso: string, locale: string): string => format(iso, locale, "medium");

/** `12 mars 2026` / `March 12, 2026`: a day written out, as in the subscription's dates. */
export const formatLongDate = (iso: string, locale: string): string => format(iso, locale, "long");

/**
 * `24 nov. 2026, 16:40`: an instant with its time of day, in the reader's time zone (the admin
 * page's imports, runs and messages, where the hour matters).
 */
export const formatDateTime = (iso: string, locale: string): string => {
  const key = `${locale} datetime`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
};
