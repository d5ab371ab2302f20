import { printedDecimals } from "./price-points.ts";

const symbols: Readonly<Record<string, { prefix: string; suffix: string }>> = {
  EUR: { prefix: "", suffix: " €" },
  GBP: { prefix: "£", suffix: "" },
  CHF: { prefix: "CHF ", suffix: "" },
  PLN: { prefix: "", suffix: " zł" },
  RON: { prefix: "", suffix: " Lei" },
  CZK: { prefix: "", suffix: " Kč" },
  HUF: { prefix: "", suffix: " Ft" },
  SEK: { prefix: "", suffix: " kr" },
  NOK: { prefix: "", suffix: " kr" },
  DKK: { prefix: "", suffix: " kr." },
  ISK: { prefix: "", suffix: " kr." },
};

/** A price cut up the way the retailer's JSON prints it (`wholeNumber`, `decimals`…). */
export function priceParts(numeral: number, currency: string) {
  const decimals = printedDecimals(currency);
  const [whole, fraction = ""] = numeral.toFixed(decimals).split(".");
  const { prefix, suffix } = symbols[currency] ?? { prefix: "", suffix: ` ${currency}` };
  const wholeNumber = whole!.replace(/\B(?=(\d{3})+$)/g, " ");
  return {
    prefix,
    suffix,
    wholeNumber,
    decimals: fraction,
    separator: decimals ? "." : "",
    text: `${prefix}${wholeNumber}${decimals ? `.${fraction}` : ""}${suffix}`,
  };
}
