import { minorUnits } from "@frontalier/shared/money";

/** `49,99` or `49.99` typed by the shopper → minor units; null when it is not a price. */
export function parsePrice(text: string, currency: string): number | null {
  const normalised = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  const minor = Math.round(Number(normalised) * 10 ** minorUnits(currency));
  return minor > 0 ? minor : null;
}
