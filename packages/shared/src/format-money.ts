import { MINUS, withMinusSign } from "./format-number.ts";
import { minorUnits } from "./money.ts";

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = minorUnits(currency);
    // Exactly the digits the amount is kept in: Intl's own default differs by runtime for some
    // currencies (HUF: 0 in current ICU, 2 in ISO 4217), which would round a price on one page
    // and not on another.
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * `2 545,63 €` / `€2,545.63` / `−5,00 €`: an amount of minor units in the page's language, with
 * the currency's own decimals and a true minus sign. The one money formatter: every screen that
 * shows money uses it.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  // A fraction of a minor unit rounds half away from zero, as `toMinorUnits` does, so that the
  // same amount reads the same wherever it is shown.
  const minor = Math.sign(amountMinor) * Math.round(Math.abs(amountMinor));
  return withMinusSign(moneyFormat(currency, locale).format(minor / 10 ** minorUnits(currency)));
}

/** A saving or an extra cost: `−5,00 €`, `+2,50 €` (a true minus sign, as in the podium). */
export function formatSignedMoney(amountMinor: number, currency: string, locale: string): string {
  const text = formatMoney(Math.abs(amountMinor), currency, locale);
  return amountMinor > 0 ? `+${text}` : amountMinor < 0 ? `${MINUS}${text}` : text;
}
