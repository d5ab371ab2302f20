import { toMinorUnits } from "@frontalier/shared/money";
import type { FeedRow, ParsedRow } from "./feed-row.ts";
import type { SqlRunner } from "./import-session.ts";
import { type Rejection, reject } from "./rejection.ts";

/** The countries and currencies rows may name: those of the `countries` and `currencies` tables. */
export interface ReferenceData {
  currencyOf: ReadonlyMap<string, string>;
  currencies: ReadonlySet<string>;
}

export async function loadReferenceData(run: SqlRunner): Promise<ReferenceData> {
  const countries = await run.query<{ code: string; currency: string }>({
    text: "SELECT code, currency FROM countries",
  });
  const currencies = await run.query<{ code: string }>({ text: "SELECT code FROM currencies" });
  return {
    currencyOf: new Map(countries.map((row) => [row.code, row.currency])),
    currencies: new Set(currencies.map((row) => row.code)),
  };
}

/** PostgreSQL `integer`, the type of price columns. */
const MAX_PRICE_MINOR = 2_147_483_647;

/**
 * Checks a parsed row against the reference data and converts its prices to minor units. A
 * currency other than the country's is refused: IKEA prices a market in its own currency, so it
 * means a shifted column or a wrong `--country`, not a price to compare.
 */
export function resolveRow(
  row: ParsedRow,
  line: number,
  reference: ReferenceData,
): FeedRow | Rejection {
  const countryCurrency = reference.currencyOf.get(row.country);
  if (!countryCurrency) return reject("unknown-country", `unknown country ${row.country}`);
  const currency = row.currency ?? countryCurrency;
  if (!reference.currencies.has(currency)) {
    return reject("unknown-currency", `unknown currency ${currency}`);
  }
  if (currency !== countryCurrency) {
    return reject(
      "currency-mismatch",
      `price in ${currency}, but ${row.country} prices in ${countryCurrency}`,
    );
  }
  const priceMinor = toMinorUnits(row.price, currency);
  if (priceMinor <= 0 || priceMinor > MAX_PRICE_MINOR) {
    return reject("price-out-of-range", `price ${row.price} ${currency} is out of range`);
  }
  const regularPriceMinor =
    row.regularPrice === null ? null : toMinorUnits(row.regularPrice, currency);
  // Spelled out rather than spread: this runs for every row, and object rest/spread is slow.
  return {
    line,
    articleCode: row.articleCode,
    isCombination: row.isCombination,
    name: row.name,
    typeName: row.typeName,
    description: row.description,
    imageUrl: row.imageUrl,
    widthCm: row.widthCm,
    depthCm: row.depthCm,
    heightCm: row.heightCm,
    country: row.country,
    currency,
    priceMinor,
    regularPriceMinor:
      regularPriceMinor !== null && regularPriceMinor <= MAX_PRICE_MINOR ? regularPriceMinor : null,
    availability: row.availability,
    productUrl: row.productUrl,
    observedAt: row.observedAt,
  };
}
