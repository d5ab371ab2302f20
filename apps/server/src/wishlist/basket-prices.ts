import type { BasketLine } from "@frontalier/shared/basket-plan";
import { findCountry } from "@frontalier/shared/countries";
import { distanceKm } from "@frontalier/shared/distance";
import { pricePaid } from "@frontalier/shared/member-price/member-price";
import {
  convert,
  minorUnits,
  type RateTable,
  toMajorUnits,
  toMinorUnits,
} from "@frontalier/shared/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, offers, stores } from "../db/schema.ts";

/** A basket line with, beside its converted prices, each country's price as the shop shows it. */
export interface PricedLine extends BasketLine {
  /** In the country's own currency (a price in another currency is only compared, converted). */
  local: Partial<Record<string, number>>;
  /** The regular price, converted as `prices`, while the price is a reduced one. */
  regular: Partial<Record<string, number>>;
}

/** Where current prices are read without a statement: the offer index, when it holds the article. */
export interface HeldPrices {
  eachPrice(
    code: string,
    countries: ReadonlySet<string>,
    visit: (
      country: string,
      priceMinor: number,
      currency: string,
      regular?: number | null,
      member?: number | null,
    ) => void,
  ): boolean;
  /** Reads these articles and keeps them, for next time. */
  hold(codes: readonly string[]): Promise<void>;
}

/**
 * The basket's articles with their unit price in each compared country, converted to `currency`
 * through the euro with one day's ECB rates. A price with no rate is left out (not compared).
 * Prices come from the offer index for the articles it holds (kept in step with every write,
 * docs/decisions/021-offer-index.md), from one statement for the others.
 */
export async function loadBasketLines(
  db: AppDb,
  options: {
    basketId: number;
    countries: readonly string[];
    currency: string;
    rates: RateTable;
    held?: HeldPrices | undefined;
    /** An IKEA Family member pays the member price where it is lower (decision 045). */
    familyMember?: boolean | undefined;
  },
): Promise<PricedLine[]> {
  const compared = new Set(options.countries);
  const convertTo = converter(options.currency, options.rates);
  const line = (code: string, quantity: number): PricedLine => ({
    code,
    quantity,
    prices: {},
    local: {},
    regular: {},
  });
  const familyMember = options.familyMember ?? false;
  const price: AddPrice = (target, country, shelfMinor, currency, regular, member) => {
    const priceMinor = pricePaid(shelfMinor, member, familyMember);
    const converted = convertTo(priceMinor, currency);
    if (converted === null) return;
    target.prices[country] = converted;
    if (findCountry(country)?.currency === currency) target.local[country] = priceMinor;
    if (priceMinor === shelfMinor && regular != null && regular > priceMinor) {
      const regularConverted = convertTo(regular, currency);
      if (regularConverted !== null) target.regular[country] = regularConverted;
    }
  };

  const { held } = options;
  if (held) {
    const result = await db.execute(sql`
      select article_code as code, quantity from basket_items
      where basket_id = ${options.basketId} order by added_at, article_code`);
    const items = (result as unknown as { rows: { code: string; quantity: number }[] }).rows;
    const lines = items.map((item) => line(item.code, item.quantity));
    const missed = new Map<string, PricedLine>();
    for (const target of lines) {
      const found = held.eachPrice(
        target.code,
        compared,
        (country, priceMinor, currency, regular, member) =>
          price(target, country, priceMinor, currency, regular, member),
      );
      if (!found) missed.set(target.code, target);
    }
    if (missed.size > 0) {
      const codes = [...missed.keys()];
      for (const row of await readPrices(db, options.basketId, options.countries, codes)) {
        const target = missed.get(row.code);
        if (target) addRow(target, row, price);
      }
      // Kept for the next comparison, after this answer: a failure only means reading again.
      void held.hold(codes).catch(() => {});
    }
    return lines;
  }
  return (await readPrices(db, options.basketId, options.countries)).map((row) => {
    const target = line(row.code, row.quantity);
    addRow(target, row, price);
    return target;
  });
}

type AddPrice = (
  target: PricedLine,
  country: string,
  priceMinor: number,
  currency: string,
  regular: number | null | undefined,
  member: number | null | undefined,
) => void;

function addRow(target: PricedLine, row: LineRow, price: AddPrice) {
  row.countries.forEach((country, i) => {
    price(
      target,
      country.trim(),
      row.prices[i]!,
      row.currencies[i]!.trim(),
      row.regulars[i] ?? null,
      row.members[i] ?? null,
    );
  });
}

/** Converts minor units of any currency into `currency` (null: no rate), one factor per currency. */
function converter(currency: string, rates: RateTable) {
  const factors = new Map<string, number | null>();
  return (amountMinor: number, from: string): number | null => {
    let factor = factors.get(from);
    if (factor === undefined) {
      const unit = 10 ** minorUnits(from);
      factor = convert({ amountMinor: unit, currency: from }, currency, rates)?.rate ?? null;
      factors.set(from, factor);
    }
    // As `convert` does: through major units, rounded half away from zero.
    return factor === null
      ? null
      : toMinorUnits(toMajorUnits(amountMinor, from) * factor, currency);
  };
}

/** One row per article with its prices as arrays: 500 rows rather than 15,000 to decode. */
async function readPrices(
  db: AppDb,
  basketId: number,
  countries: readonly string[],
  codes?: readonly string[],
): Promise<LineRow[]> {
  const only = codes ? sql`and i.article_code = any(${`{${codes.join(",")}}`}::text[])` : sql``;
  const result = await db.execute(sql`
    select i.article_code as code, i.quantity,
      coalesce(array_agg(o.country::text) filter (where o.price_minor is not null), '{}') as countries,
      coalesce(array_agg(o.price_minor) filter (where o.price_minor is not null), '{}') as prices,
      coalesce(array_agg(o.currency::text) filter (where o.price_minor is not null), '{}') as currencies,
      coalesce(array_agg(o.regular_price_minor) filter (where o.price_minor is not null), '{}') as regulars,
      coalesce(array_agg(o.member_price_minor) filter (where o.price_minor is not null), '{}') as members
    from basket_items i
    left join offers o on o.article_code = i.article_code
      and o.country = any(${`{${countries.join(",")}}`}::text[])
    where i.basket_id = ${basketId} ${only}
    group by i.article_code, i.quantity, i.added_at
    order by i.added_at, i.article_code`);
  return (result as unknown as { rows: LineRow[] }).rows;
}

interface LineRow {
  code: string;
  quantity: number;
  countries: string[];
  prices: number[];
  currencies: string[];
  regulars: (number | null)[];
  members: (number | null)[];
}

export interface NearestStore {
  name: string;
  city: string | null;
  /** One way, rounded to the km. */
  km: number;
}

/** The nearest known store of each country to `from` (absent: no store known there). */
export async function nearestStores(
  db: AppDb,
  from: { lat: number; lon: number },
  countries: readonly string[],
): Promise<Record<string, NearestStore>> {
  const rows = await db
    .select({
      country: stores.country,
      name: stores.name,
      city: stores.city,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(inArray(stores.country, [...countries]));
  const nearest: Record<string, NearestStore> = {};
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const km = Math.round(distanceKm(from, { lat: row.latitude, lon: row.longitude }));
    const country = row.country.trim();
    const known = nearest[country];
    if (known === undefined || km < known.km)
      nearest[country] = { name: row.name, city: row.city, km };
  }
  return nearest;
}

/** Local unit prices as text (`129.00 EUR`), keyed `code:country`, for the CSV export. */
export async function basketUnitPrices(
  db: AppDb,
  basketId: number,
  countries: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      code: offers.articleCode,
      country: offers.country,
      priceMinor: offers.priceMinor,
      currency: offers.currency,
    })
    .from(offers)
    .innerJoin(basketItems, eq(basketItems.articleCode, offers.articleCode))
    .where(and(eq(basketItems.basketId, basketId), inArray(offers.country, [...countries])));
  const prices = new Map<string, string>();
  for (const row of rows) {
    if (row.priceMinor === null) continue;
    const currency = row.currency.trim();
    const amount = toMajorUnits(row.priceMinor, currency).toFixed(minorUnits(currency));
    prices.set(`${row.code}:${row.country.trim()}`, `${amount} ${currency}`);
  }
  return prices;
}
