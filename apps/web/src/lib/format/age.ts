/** How long ago a price was observed, in the largest unit that reads naturally. */
export function ageParts(
  observedAt: string,
  nowMs: number,
): { value: number; unit: "minute" | "hour" | "day" } {
  // "il y a 1 minute" rather than "cette minute-ci" for a price just observed.
  const minutes = Math.max(1, Math.floor((nowMs - Date.parse(observedAt)) / 60_000));
  if (minutes < 60) return { value: minutes, unit: "minute" };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: "hour" };
  return { value: Math.floor(hours / 24), unit: "day" };
}

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** "il y a 3 heures", "3 hours ago", "vor 2 Tagen": the language's own words and plurals. */
export function formatAge(observedAt: string, language: string, nowMs = Date.now()): string {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
    formatters.set(language, format);
  }
  const { value, unit } = ageParts(observedAt, nowMs);
  return format.format(-value, unit);
}
