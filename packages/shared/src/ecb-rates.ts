import type { RateTable } from "./money.ts";

export const ECB_SOURCE = "ECB euro foreign exchange reference rates";

/**
 * The ECB's daily reference rates of 2025-05-09 (units per euro), bundled so that a server with
 * no network still converts. The daily job replaces them with newer ones when it can reach the
 * ECB; until then every converted price says it used this date.
 */
export const ecbSnapshot: RateTable = Object.freeze({
  date: "2025-05-09",
  source: ECB_SOURCE,
  perEuro: Object.freeze({
    USD: 1.1252,
    JPY: 163.36,
    BGN: 1.9558,
    CZK: 24.946,
    DKK: 7.4604,
    GBP: 0.8477,
    HUF: 404.9,
    PLN: 4.2393,
    RON: 5.1181,
    SEK: 10.92,
    CHF: 0.9353,
    ISK: 146.9,
    NOK: 11.6725,
    TRY: 43.5999,
    AUD: 1.7572,
    BRL: 6.3647,
    CAD: 1.5658,
    CNY: 8.147,
    HKD: 8.7519,
    IDR: 18606.59,
    ILS: 3.9928,
    INR: 96.0755,
    KRW: 1575.72,
    MXN: 21.9473,
    MYR: 4.835,
    NZD: 1.9095,
    PHP: 62.413,
    SGD: 1.46,
    THB: 37.132,
    ZAR: 20.4835,
  }),
}) as RateTable;

/**
 * Currencies the ECB does not publish but whose central banks hold a fixed peg to the dollar:
 * the Saudi riyal at 3.75 (since 1986) and the UAE dirham at 3.6725 (since 1997). They let the
 * recorded SA and AE feeds be converted.
 */
export const usdPegs: Readonly<Record<string, number>> = Object.freeze({ SAR: 3.75, AED: 3.6725 });

/** The table with the pegged currencies added through its USD rate (when it has one). */
export function withUsdPegs(table: RateTable): RateTable {
  const usd = table.perEuro.USD;
  if (!usd) return table;
  const pegged: Record<string, number> = {};
  for (const [currency, perDollar] of Object.entries(usdPegs)) {
    if (table.perEuro[currency] === undefined) {
      pegged[currency] = Math.round(usd * perDollar * 1e6) / 1e6;
    }
  }
  return { ...table, perEuro: { ...table.perEuro, ...pegged } };
}
