import { minorUnits } from "@frontalier/shared/money";

export const formatPrice = (amountMinor: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(
    amountMinor / 10 ** minorUnits(currency),
  );

/** `49,99` or `49.99` typed by the shopper → minor units; null when it is not a price. */
export function parsePrice(text: string, currency: string): number | null {
  const normalised = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  const minor = Math.round(Number(normalised) * 10 ** minorUnits(currency));
  return minor > 0 ? minor : null;
}

const names = new Map<string, Intl.DisplayNames>();

export function countryLabel(code: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: "region" });
    names.set(locale, display);
  }
  return display.of(code) ?? code;
}
