import { minorUnits } from "@frontalier/shared/money";

/** `1 234,50 €` in the page's language. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = minorUnits(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(percent / 100);
}
