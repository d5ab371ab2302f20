const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * When a price was seen, as an ISO instant. A bare date (`2020-04-20`, a snapshot day) means
 * midnight UTC, so that the same day written by two feeds is the same observation (the long file's
 * `2025-07-15` and the US file's `2025-07-15T00:00:00Z`). A date-time must name its zone; without
 * one the instant would depend on the machine that imports it.
 */
export function parseObservedAt(text: string): string | null {
  const trimmed = text.trim();
  const day = dateOnly.exec(trimmed);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const instant = new Date(Date.UTC(year, month - 1, date));
    // Date.UTC rolls 2021-02-30 over to March; a feed that says so is wrong, not early.
    if (instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== date) return null;
    return instant.toISOString();
  }
  if (!dateTime.test(trimmed)) return null;
  const instant = new Date(trimmed.replace(" ", "T"));
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
