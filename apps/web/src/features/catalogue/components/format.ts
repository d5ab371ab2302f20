import { minorUnits } from "@frontalier/shared/money";

/** `1234.5 €` in the shopper's language; whole units where the currency has no minor unit. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = minorUnits(currency);
  const major = amountMinor / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(major) && digits > 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
}

export function formatSignedMoney(amountMinor: number, currency: string, locale: string): string {
  const text = formatMoney(Math.abs(amountMinor), currency, locale);
  return amountMinor > 0 ? `+${text}` : amountMinor < 0 ? `−${text}` : text;
}

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(percent / 100);
}

const displayNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}
