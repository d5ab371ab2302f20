/**
 * Money is an integer count of minor units plus an ISO 4217 code; never a float of major units.
 * Conversion always says which rate, of which day, it used.
 */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Decimals of the minor unit (ISO 4217), for the currencies prices and rates come in. */
const minorUnitDigits: Record<string, number> = {
  ISK: 0,
  JPY: 0,
  KRW: 0,
  HUF: 2,
};

export const minorUnits = (currency: string): number => minorUnitDigits[currency] ?? 2;

/**
 * A price as the retailer or a feed writes it (`1785.5`, `"6.195"` NOK…) already parsed to a
 * number of major units → integer minor units, rounded half away from zero.
 */
export function toMinorUnits(major: number, currency: string): number {
  const factor = 10 ** minorUnits(currency);
  return Math.sign(major) * Math.round(Math.abs(major) * factor);
}

export const toMajorUnits = (amountMinor: number, currency: string): number =>
  amountMinor / 10 ** minorUnits(currency);

/** ECB reference rates: units of each currency per euro, all of one day. */
export interface RateTable {
  date: string;
  source: string;
  perEuro: Record<string, number>;
}

export interface Converted extends Money {
  /** Units of the target currency per unit of the source currency. */
  rate: number;
  rateDate: string;
}

/**
 * Converts through the euro (cross rates, as the ECB publishes only euro rates); null when either
 * currency has no rate that day.
 */
export function convert(money: Money, to: string, rates: RateTable): Converted | null {
  const from = money.currency === "EUR" ? 1 : rates.perEuro[money.currency];
  const target = to === "EUR" ? 1 : rates.perEuro[to];
  if (!from || !target) return null;
  const rate = target / from;
  const major = toMajorUnits(money.amountMinor, money.currency) * rate;
  return { amountMinor: toMinorUnits(major, to), currency: to, rate, rateDate: rates.date };
}

/** One line of a list: an article's unit price as its shop shows it, and how many are bought. */
export interface PricedQuantity {
  unit: Money;
  quantity: number;
}

/**
 * A list's total in another currency, the one rounding rule of every page (issue 19: a list read
 * 2,545.63 € in the PDF review, which added the local prices then converted the sum, and
 * 2,545.62 € on the price map, which converted each price then added). Each unit price is
 * converted once and rounded to the target's minor unit, which is the price the podium and the
 * wishlist rows show; it is multiplied by its quantity and the lines are added. So a total is
 * always the sum of the prices shown beside it, and a list of one article costs what its podium
 * says. The rate returned is the first line's (a country's list is in one currency). Null when
 * a line's currency has no rate that day; an empty list costs 0.
 */
export function convertLines(
  lines: readonly PricedQuantity[],
  to: string,
  rates: RateTable,
): Converted | null {
  let amountMinor = 0;
  let rate = 1;
  for (const [index, line] of lines.entries()) {
    const unit = convert(line.unit, to, rates);
    if (!unit) return null;
    if (index === 0) rate = unit.rate;
    amountMinor += unit.amountMinor * line.quantity;
  }
  return { amountMinor, currency: to, rate, rateDate: rates.date };
}
