/** U+2212, the minus sign of typography: the one every negative amount and difference is shown with. */
export const MINUS = "\u2212";

/**
 * Intl writes negatives with a hyphen-minus in every language we offer (`-5,00 €`, `€ -5,00`),
 * while a signed saving reads `−5,00 €`: one sign for both, wherever Intl put it.
 */
export const withMinusSign = (text: string): string => text.replace("-", MINUS);

const percentFormats = new Map<string, Intl.NumberFormat>();

/** `−12,3 %` / `+4.5%`: a change in percent, signed (a true minus), to one decimal. */
export function formatPercent(percent: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "percent",
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
    percentFormats.set(locale, format);
  }
  return withMinusSign(format.format(percent / 100));
}
