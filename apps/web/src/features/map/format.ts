import { minorUnits } from "@frontalier/shared/money";

export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = minorUnits(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(amountMinor / 10 ** digits);
}

export const formatKm = (km: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: 0,
  }).format(km);

const names = new Map<string, Intl.DisplayNames>();

export function countryLabel(code: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: "region" });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}
