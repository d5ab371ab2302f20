import { minorUnits } from "@frontalier/shared/money";

/** `2,99 €` in the page's language. */
export const formatPrice = (amountMinor: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(
    amountMinor / 10 ** minorUnits(currency),
  );

export const formatDay = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
