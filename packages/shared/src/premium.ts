/**
 * Brief §4: premium lasts until `premiumUntil` (kept by the billing events), so whether someone
 * has it is a comparison with the clock, the same on the server (a Date from the database) and in
 * the browser (the ISO text of the session).
 */
export function isPremium(
  premiumUntil: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (premiumUntil === null || premiumUntil === undefined) return false;
  const until =
    typeof premiumUntil === "string" ? Date.parse(premiumUntil) : premiumUntil.getTime();
  // An unreadable date is NaN, and NaN > now is false: no premium.
  return until > now.getTime();
}
